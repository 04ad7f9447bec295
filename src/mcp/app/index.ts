/**
 * partkit/mcp/app: hosts MCP Apps (the ext-apps extension) — a tool's own UI, a `ui://` HTML
 * resource, in a sandboxed frame bridged with the official `@modelcontextprotocol/ext-apps`
 * `AppBridge` (optional peer, with `@modelcontextprotocol/client` 2.x). Kept out of the root and
 * `partkit/form` entries.
 */
export { McpApp, type McpAppConnection, type McpAppProps, type McpAppTool, type McpAppToolCallRequest } from "./mcp-app";
export { appCspPolicy, appDocument, type AppCsp } from "./app-document";
export { toolAppUri, toolCallableByApps } from "./tool-ui";
export { FrameTransport } from "./frame-transport";
export type { SandboxNotice } from "./sandbox-proxy";
export { mcpAppTools, type McpAppToolsOptions } from "./mcp-app-tools";
export { appToolResult, type AppToolResult } from "./app-tool-result";
