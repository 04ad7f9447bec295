import { fromMcpToolResult } from "../../adapters/mcp/index";
import type { MessageBody, Part } from "../../model/types";

/** Whether a value has the shape of a partkit `MessageBody` (`{ parts: [{ contentType }] }`). */
export function isMessageBody(value: unknown): value is MessageBody {
  if (typeof value !== "object" || value === null || !Array.isArray((value as { parts?: unknown }).parts)) return false;
  const parts = (value as { parts: unknown[] }).parts;
  return parts.every((p) => typeof p === "object" && p !== null && typeof (p as Part).contentType === "string");
}

/**
 * An MCP tool result as a message body through the MCP adapter, without the
 * `/structured-content` part (the caller shows `structuredContent` by the output schema).
 */
export function toolResultBody(result: unknown, toolName?: string): { body: MessageBody; isError: boolean } {
  const message = fromMcpToolResult(result as never, toolName ? { toolName } : undefined);
  return {
    body: { parts: message.parts.filter((p) => p.name !== "/structured-content") },
    isError: message.metadata?.isError === true,
  };
}
