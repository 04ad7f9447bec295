import type { ToolResultData } from "../../model/vocabulary/tool-parts";

/** A `CallToolResult` as an MCP App receives it (`ui/notifications/tool-result`). */
export interface AppToolResult {
  readonly content: readonly Record<string, unknown>[];
  readonly structuredContent?: Record<string, unknown>;
  readonly isError?: boolean;
  readonly _meta?: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The `CallToolResult` to give an app, from a tool result as a transcript holds it. A result that
 * is already one (a `content` array) goes as it is; otherwise an object output becomes
 * `structuredContent` (with its JSON as the text content, as servers send it), and any other output
 * the text content. Never throws.
 *
 * @example
 * appToolResult({ callId: "c1", output: { city: "Oslo", temperature: 21 }, isError: false });
 * // { content: [{ type: "text", text: '{"city":"Oslo","temperature":21}' }], structuredContent: { city: "Oslo", temperature: 21 } }
 */
export function appToolResult(result: ToolResultData): AppToolResult {
  const { output, isError } = result;
  const extra = isError ? { isError: true } : {};
  if (isObject(output) && Array.isArray(output.content) && output.content.every(isObject)) return { ...(output as unknown as AppToolResult), ...extra };
  if (typeof output === "string") return { content: [{ type: "text", text: output }], ...extra };
  let text: string;
  try {
    text = JSON.stringify(output) ?? "";
  } catch {
    text = String(output);
  }
  return { content: [{ type: "text", text }], ...(isObject(output) ? { structuredContent: output } : {}), ...extra };
}
