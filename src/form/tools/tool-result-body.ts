import { fromMcpToolResult } from "../../adapters/mcp/index";
import type { MessageBody } from "../../model/types";

/**
 * An MCP tool result as a message body through the MCP adapter, without the
 * `/structured-content` part (the caller shows `structuredContent` by the output schema).
 *
 * @example
 * toolResultBody({ content: [{ type: "text", text: "3" }] }, "add");
 * // { body: { parts: [{ contentType: "text/plain", content: "3" }] }, isError: false }
 */
export function toolResultBody(result: unknown, toolName?: string): { body: MessageBody; isError: boolean } {
  const message = fromMcpToolResult(result as never, toolName ? { toolName } : undefined);
  return {
    body: { parts: message.parts.filter((p) => p.name !== "/structured-content") },
    isError: message.metadata?.isError === true,
  };
}
