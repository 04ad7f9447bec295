export { fromMcpContent, fromMcpMessages, fromMcpToolResult, type McpContentOptions, type McpToolResultOptions } from "./from-mcp";
export type * from "./types";
