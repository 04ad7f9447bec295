import { resolveTool } from "../render/tools/resolve-tool";
import type { ToolEntry, ToolSchema, ToolsMap } from "../render/tools/tools-context";

/**
 * An MCP tool as {@link toolsFromMcp} reads it: the fields of a `Tool` from `tools/list` (any SDK's
 * type, or the JSON as it came) that become an entry.
 *
 * @example
 * const tool: McpToolLike = { name: "get_weather", inputSchema: { type: "object", properties: { city: { type: "string" } } } };
 */
export interface McpToolLike {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly inputSchema?: ToolSchema;
  readonly outputSchema?: ToolSchema;
  readonly annotations?: { readonly title?: string };
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

function definition(tool: Readonly<Record<string, unknown>>): ToolEntry {
  const title = text(tool.title) ?? (isObject(tool.annotations) ? text(tool.annotations.title) : undefined);
  const description = text(tool.description);
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(isObject(tool.inputSchema) ? { inputSchema: tool.inputSchema } : {}),
    ...(isObject(tool.outputSchema) ? { outputSchema: tool.outputSchema } : {}),
  };
}

/**
 * Entries for `PartkitProvider`'s `tools` from an MCP server's tools (`tools/list`'s `tools`,
 * `mcp.listTools()`): each tool's title (its `title`, else `annotations.title`), description and
 * schemas come over, so its card shows arguments by schema and `withSchemaForms` can add forms.
 * `overrides` adds UI by name, as `tools` does (exact names or globs, `"github_*"`): the entry
 * that matches a tool is laid over its definition, and every override stays in the map for tools
 * the server did not list. Tools without a name are skipped.
 *
 * @example
 * import { toolsFromMcp } from "partkit/mcp";
 * const tools = toolsFromMcp(await mcp.listTools(), { get_weather: { render: ({ call }) => <WeatherCard input={call.input} /> } });
 * <PartkitProvider tools={tools}><MessageList messages={messages} /></PartkitProvider>
 */
export function toolsFromMcp(tools: readonly McpToolLike[], overrides: ToolsMap = {}): ToolsMap {
  const entries: Record<string, ToolEntry> = { ...overrides };
  for (const tool of Array.isArray(tools) ? (tools as readonly unknown[]) : []) {
    if (!isObject(tool) || typeof tool.name !== "string" || tool.name === "") continue;
    entries[tool.name] = { ...definition(tool), ...resolveTool(overrides, tool.name) };
  }
  return entries;
}
