"use client";
import type { ToolEntry, ToolsMap } from "../../render/tools/tools-context";
import { McpApp, type McpAppConnection, type McpAppProps, type McpAppTool } from "./mcp-app";
import { toolAppUri } from "./tool-ui";

/**
 * Options of {@link mcpAppTools}: the live connection (none when the transcript was reloaded from
 * history) and what every app gets (`onOpenLink`, `approveToolCall`, `theme`…).
 *
 * @example
 * const options: McpAppToolsOptions = { connection: mcp, onOpenLink: (url) => window.open(url, "_blank", "noopener") };
 */
export interface McpAppToolsOptions extends Omit<McpAppProps, "tool" | "connection" | "input" | "partialInput" | "result" | "tools"> {
  readonly connection?: McpAppConnection;
}

/**
 * Tool entries for `PartkitProvider`'s `tools`: every tool that declares an MCP App
 * (`_meta.ui.resourceUri`) shows its result as that app inside the tool card. Without a connection
 * the card shows the result as usual with a line saying why the app is not live. Tools without an
 * app get no entry; spread your own entries after these to override.
 *
 * @example
 * const tools = mcpAppTools(await mcp.listTools(), { connection: mcp });
 * <PartkitProvider tools={tools}><MessageView message={message} /></PartkitProvider>
 */
export function mcpAppTools(tools: readonly McpAppTool[], { connection, ...appProps }: McpAppToolsOptions = {}): ToolsMap {
  const entries: Record<string, ToolEntry> = {};
  for (const tool of tools) {
    if (!toolAppUri(tool)) continue;
    const title = typeof tool.title === "string" ? tool.title : undefined;
    entries[tool.name] = {
      ...(title ? { title } : {}),
      ...(typeof tool.description === "string" ? { description: tool.description } : {}),
      renderResult: ({ call, result, results }) =>
        connection ? (
          <McpApp
            {...appProps}
            tool={tool}
            tools={tools}
            connection={connection}
            {...(typeof call.input === "object" && call.input !== null ? { input: call.input as Record<string, unknown> } : {})}
            result={result.output}
          />
        ) : (
          <>
            {results}
            <p data-slot="mcp-app-offline">
              {title ?? tool.name} has an app, but it is not live: there is no connection to its server (this conversation was loaded from history), so the
              last result shows as it was.
            </p>
          </>
        ),
    };
  }
  return entries;
}
