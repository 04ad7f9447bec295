"use client";
import type { ToolEntry, ToolRenderProps, ToolSchema, ToolsMap } from "../../render/tools/tools-context";
import { appToolResult } from "./app-tool-result";
import { McpApp, type McpAppConnection, type McpAppProps, type McpAppTool } from "./mcp-app";
import { toolAppUri } from "./tool-ui";

/**
 * Options of {@link mcpAppTools}: the live connection (none when the transcript was reloaded from
 * history) and what every app gets.
 *
 * @example
 * const options: McpAppToolsOptions = { connection: mcp, onOpenLink: (url) => void window.open(url, "_blank", "noopener") };
 */
export interface McpAppToolsOptions extends Pick<McpAppProps, "theme" | "locale" | "onOpenLink" | "approveToolCall" | "displayModes" | "maxHeight"> {
  /** The server's connection; without one, cards say why the app is not live and show the result as usual. */
  readonly connection?: McpAppConnection;
  /** Why there is no connection, ending the card's sentence (default: the conversation was loaded from history). */
  readonly offlineReason?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const schemaOf = (value: unknown): ToolSchema | undefined => (isObject(value) ? value : undefined);

function view(tool: McpAppTool, tools: readonly McpAppTool[], { connection, offlineReason, ...appProps }: McpAppToolsOptions, { call, result, state, title }: ToolRenderProps) {
  if (!connection) {
    return (
      <p data-slot="mcp-app-offline" role="note">
        {title} has an app, but it is not live: {offlineReason ?? "there is no connection to its server (this conversation was loaded from history)"}, so its
        last result shows as it was.
      </p>
    );
  }
  const args = isObject(call.input) ? call.input : undefined;
  const streaming = state === "streaming";
  return (
    <McpApp
      {...appProps}
      tool={tool}
      tools={tools}
      connection={connection}
      {...(args ? (streaming ? { partialInput: args } : { input: args }) : {})}
      {...(result ? { result: appToolResult(result) } : {})}
    />
  );
}

/**
 * Entries for `PartkitProvider`'s `tools` that make an MCP App one more way a tool renders: every
 * tool declaring a `ui://` resource (`_meta.ui.resourceUri`, or OpenAI's `openai/outputTemplate`)
 * shows its app in its card from the first arguments on, outside the fold so it stays in view,
 * and gets the call's input and, once there, its result. The card keeps its arguments and result.
 * Without a connection (a conversation reloaded from history) the card says, in words, why the app
 * is not live. Tools without an app get no entry; the tool's title, description and schemas come
 * along, so `withSchemaForms` can add its forms. Spread your own entries after these to override.
 *
 * @example
 * import { mcpAppTools } from "partkit/mcp/app";
 * const tools = mcpAppTools(await mcp.listTools(), { connection: mcp });
 * <PartkitProvider tools={tools}><MessageList messages={messages} /></PartkitProvider>
 */
export function mcpAppTools(tools: readonly McpAppTool[], options: McpAppToolsOptions = {}): ToolsMap {
  const entries: Record<string, ToolEntry> = {};
  for (const tool of Array.isArray(tools) ? (tools as readonly unknown[]) : []) {
    if (!isObject(tool) || typeof tool.name !== "string" || !toolAppUri(tool)) continue;
    const appTool: McpAppTool = { ...tool, name: tool.name };
    const inputSchema = schemaOf(tool.inputSchema);
    const outputSchema = schemaOf(tool.outputSchema);
    entries[appTool.name] = {
      ...(typeof tool.title === "string" ? { title: tool.title } : {}),
      ...(typeof tool.description === "string" ? { description: tool.description } : {}),
      ...(inputSchema ? { inputSchema } : {}),
      ...(outputSchema ? { outputSchema } : {}),
      renderView: (props) => view(appTool, tools, options, props),
    };
  }
  return entries;
}
