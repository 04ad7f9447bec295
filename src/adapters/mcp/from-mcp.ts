import type { Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { asString, describe, isRecord } from "../shared/guards";
import { failureMessage, makeMessage, neverThrow } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { addMcpBlock, PROVIDER } from "./blocks";
import type {
  McpCallToolResult,
  McpContentBlock,
  McpCreateMessageResult,
  McpGetPromptResult,
  McpPromptMessage,
} from "./types";

/**
 * Options of {@link fromMcpContent}.
 *
 * @example
 * fromMcpContent(blocks, { role: "assistant" });
 */
export interface McpContentOptions extends AdapterOptions {
  /** Role of the resulting message; decides the text type (`assistant` → markdown). */
  readonly role?: string;
}

/**
 * Options of {@link fromMcpToolResult}.
 *
 * @example
 * fromMcpToolResult(result, { callId: "call_1", toolName: "get_weather" });
 */
export interface McpToolResultOptions extends AdapterOptions {
  /** The call this result answers, recorded as `metadata.callId` (see `joinToolResults`). */
  readonly callId?: string;
  /** The tool that produced it, recorded as `metadata.toolName`. */
  readonly toolName?: string;
}

function addBlocks(b: BodyBuilder, content: unknown): void {
  if (Array.isArray(content)) Array.from(content as unknown[], (block, i) => addMcpBlock(b, block, i));
  else addMcpBlock(b, content, 0);
}

/**
 * Converts MCP content blocks (one or a list) into one message.
 *
 * `text` → a text part (`text/plain`, or the role's type); `image`/`audio` → inline base64 parts;
 * `resource_link` → a `/resources/<n>` resource reference; embedded `resource` → `/resources/<n>`
 * with its text or blob; sampling `tool_use`/`tool_result` → tool call/result parts. Annotations
 * (`audience`, `priority`, `lastModified`) are kept in `metadata.annotations`. Never throws.
 *
 * @example
 * fromMcpContent([{ type: "text", text: "Hello" }, { type: "image", data: "iVBO…", mimeType: "image/png" }]);
 * // { parts: [{ contentType: "text/plain", content: "Hello" }, { contentType: "image/png", contentEncoding: "base64", … }] }
 */
export function fromMcpContent(content: McpContentBlock | readonly McpContentBlock[], options?: McpContentOptions): Message {
  return neverThrow(
    PROVIDER,
    content,
    () => {
      const b = new BodyBuilder(PROVIDER, options?.role, options);
      addBlocks(b, content);
      return makeMessage({ role: options?.role, parts: b.parts });
    },
    false,
  );
}

/**
 * Converts an MCP `tools/call` result into a `tool` message: its content blocks as parts (as in
 * {@link fromMcpContent}), `structuredContent` as an `application/json` part named
 * `/structured-content`, and `isError`, `callId`, `toolName`, `_meta` in the metadata. A legacy
 * `toolResult` becomes an unnamed `application/json` part. Never throws.
 *
 * @example
 * fromMcpToolResult({ content: [{ type: "text", text: "22°C" }], structuredContent: { celsius: 22 } }, { callId: "c1", toolName: "weather" });
 * // { role: "tool", metadata: { callId: "c1", toolName: "weather" }, parts: [{ contentType: "text/plain", … }, { name: "/structured-content", contentType: "application/json", … }] }
 */
export function fromMcpToolResult(result: McpCallToolResult, options?: McpToolResultOptions): Message {
  return neverThrow(
    PROVIDER,
    result,
    () => {
      if (!isRecord(result)) return failureMessage(PROVIDER, result, `expected a tool result object, got ${describe(result)}`);
      const b = new BodyBuilder(PROVIDER, "tool", options);
      let error: string | undefined;
      if (Array.isArray(result.content)) addBlocks(b, result.content);
      else if (result.content !== undefined) {
        error = `content is ${describe(result.content)}, not an array`;
        b.providerItem(result.content, { error });
      }
      if (result.structuredContent !== undefined) b.json(result.structuredContent, undefined, "/structured-content");
      if (result.toolResult !== undefined) b.json(result.toolResult, { legacyToolResult: true });
      if (result.content === undefined && result.structuredContent === undefined && result.toolResult === undefined) {
        error = "tool result has no content";
        b.providerItem(result, { error });
      }
      return makeMessage({
        role: "tool",
        metadata: {
          callId: options?.callId,
          toolName: options?.toolName,
          isError: result.isError === true ? true : undefined,
          _meta: result._meta,
          error,
        },
        parts: b.parts,
      });
    },
    false,
  );
}

function convertPromptMessage(raw: unknown, options: AdapterOptions | undefined, extra?: Record<string, unknown>): Message {
  if (!isRecord(raw)) return failureMessage(PROVIDER, raw, `expected a prompt message, got ${describe(raw)}`);
  const role = asString(raw.role);
  const b = new BodyBuilder(PROVIDER, role, options);
  if (raw.content === undefined) b.providerItem(raw, { error: "message has no content" });
  else addBlocks(b, raw.content);
  return makeMessage({ role, metadata: { ...extra, _meta: raw._meta }, parts: b.parts });
}

/**
 * Converts MCP conversation messages: a `prompts/get` result, a `sampling/createMessage` result
 * or a list of prompt/sampling messages. Always returns a list. Never throws.
 *
 * @example
 * fromMcpMessages({ description: "Review", messages: [{ role: "user", content: { type: "text", text: "Review this" } }] });
 * // [{ role: "user", metadata: { promptDescription: "Review" }, parts: [{ contentType: "text/plain", content: "Review this" }] }]
 */
export function fromMcpMessages(
  input: McpGetPromptResult | McpCreateMessageResult | readonly McpPromptMessage[],
  options?: AdapterOptions,
): Message[] {
  return neverThrow(
    PROVIDER,
    input,
    () => {
      if (Array.isArray(input)) return Array.from(input as unknown[], (m) => convertPromptMessage(m, options));
      if (!isRecord(input)) return [failureMessage(PROVIDER, input, `expected MCP messages, got ${describe(input)}`)];
      if (Array.isArray(input.messages)) {
        const extra = { promptDescription: asString(input.description), promptMeta: input._meta };
        return Array.from(input.messages as unknown[], (m) => convertPromptMessage(m, options, extra));
      }
      if ("role" in input && "content" in input)
        return [convertPromptMessage(input, options, { model: asString(input.model), stopReason: asString(input.stopReason) })];
      return [failureMessage(PROVIDER, input, "not a prompt result, sampling result or message list")];
    },
    true,
  );
}
