/**
 * partkit/mcp: a browser (or Node) client for MCP servers over Streamable HTTP, built on the
 * official 2.x client (the `@modelcontextprotocol/client` peer). Its connections plug into
 * `<McpExplorer connect={connectMcp}>` and `<ToolPlayground callTool={mcp.callTool}>` from
 * `partkit/form`; MCP content itself converts with `partkit/adapters/mcp`, which needs no SDK.
 */
export { connectMcp, type ConnectMcpOptions, type McpCallToolResult, type McpConnection, type McpTool } from "./connect-mcp";
export { toolsFromMcp, type McpToolLike } from "./tools-from-mcp";
