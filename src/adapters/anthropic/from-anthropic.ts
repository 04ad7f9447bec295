import type { Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { withoutNulls } from "../shared/json";
import { convertEach, dispatchInput } from "../shared/dispatch";
import { failureMessage, makeMessage } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { addAnthropicBlock, PROVIDER } from "./blocks";
import type { AnthropicMessageLike, AnthropicRequestLike } from "./types";

function addContent(b: BodyBuilder, content: unknown): string | undefined {
  if (typeof content === "string") {
    if (content !== "") b.text(content);
    return undefined;
  }
  if (Array.isArray(content)) {
    Array.from(content as unknown[], (block, i) => addAnthropicBlock(b, block, i));
    return undefined;
  }
  const error = `content is ${describe(content)}, not a string or an array`;
  b.providerItem(content, { error });
  return error;
}

function convertMessage(raw: unknown, options: AdapterOptions | undefined): Message {
  if (!isRecord(raw)) return failureMessage(PROVIDER, raw, `expected a message object, got ${describe(raw)}`);
  const role = asString(raw.role);
  const b = new BodyBuilder(PROVIDER, role, options);
  const error = addContent(b, raw.content);
  return makeMessage({
    id: asText(raw.id),
    role,
    metadata: {
      model: raw.model,
      stopReason: raw.stop_reason ?? undefined,
      stopSequence: raw.stop_sequence ?? undefined,
      stopDetails: raw.stop_details ?? undefined,
      // The SDK's Usage lists every counter and sends the unused ones as null: keep what was counted.
      usage: isRecord(raw.usage) ? withoutNulls(raw.usage) : (raw.usage ?? undefined),
      container: raw.container ?? undefined,
      error: error ?? (role === undefined ? "message has no role" : undefined),
    },
    parts: b.parts,
  });
}

function convertRequest(request: JsonObject, options: AdapterOptions | undefined): Message[] {
  const out: Message[] = [];
  if (request.system !== undefined && request.system !== null) {
    const b = new BodyBuilder(PROVIDER, "system", options);
    addContent(b, request.system);
    out.push(makeMessage({ role: "system", parts: b.parts }));
  }
  out.push(...convertEach(PROVIDER, request.messages as unknown[], (m) => convertMessage(m, options)));
  return out;
}

/**
 * Converts Anthropic Messages API data: a response `Message` or one `MessageParam` gives one
 * message; a list of `MessageParam`s or a request (`{ system, messages }`, the system prompt first)
 * gives a list.
 *
 * `text` → `text/markdown` for the assistant (`text/plain` otherwise) with its citations as
 * `/sources/<n>` (linked from `metadata.sources`); `thinking` → `text/vnd.partkit.reasoning` with
 * `metadata.signature` kept verbatim; `redacted_thinking` → an empty reasoning part with
 * `metadata.redacted` and the opaque `data` (never shown); `tool_use`/`server_tool_use`/`mcp_tool_use`
 * → `/tool-calls/<id>` (an MCP call's server as its `namespace`); `tool_result` and `mcp_tool_result`
 * → `/tool-calls/<tool_use_id>/result` (nested text becomes the output, other nested blocks
 * `/tool-calls/<id>/result/<n>`); a server tool's result block → that call's result, shaped for
 * what it is: code and bash execution as `stdout` (the output), `stderr` and `exitCode` with the
 * files it made under the result; the text editor's view and create as the file (typed by its path)
 * and `str_replace` as a `text/x-diff`; web fetch as the document; web search as sources; tool
 * search as the tools found; an `*_error` as an error result with its `error_code`.
 * `container_upload` → `/files/<n>` (its `fileId`); `compaction` → a `text/vnd.partkit.summary`
 * marker; `image` → inline media; `document` → `/files/<n>`; `search_result` → a citation. Unknown
 * blocks become provider items.
 * A response's `model`, `stop_reason` (as `stopReason`) and `usage` (without its `null` fields) go to
 * `metadata`, where `readMessageMeta` shows them as badges. Never throws.
 *
 * @example
 * fromAnthropic({ role: "assistant", content: [{ type: "thinking", thinking: "…", signature: "EqQB…" }, { type: "text", text: "42" }] });
 * // { role: "assistant", parts: [{ contentType: "text/vnd.partkit.reasoning", content: "…", metadata: { signature: "EqQB…" } },
 * //                              { contentType: "text/markdown", content: "42" }] }
 */
export function fromAnthropic(input: AnthropicMessageLike, options?: AdapterOptions): Message;
export function fromAnthropic(input: readonly AnthropicMessageLike[] | AnthropicRequestLike, options?: AdapterOptions): Message[];
export function fromAnthropic(
  input: AnthropicMessageLike | readonly AnthropicMessageLike[] | AnthropicRequestLike,
  options?: AdapterOptions,
): Message | Message[];
export function fromAnthropic(input: unknown, options?: AdapterOptions): Message | Message[] {
  return dispatchInput(PROVIDER, input, {
    one: (m) => convertMessage(m, options),
    container: { is: (request) => Array.isArray(request.messages), convert: (request) => convertRequest(request, options) },
  });
}
