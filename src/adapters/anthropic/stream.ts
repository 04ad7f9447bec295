import { appendToPart, markPartComplete, STREAM_STATUS_KEY, type Message } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asNumber, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { compact, withoutNulls } from "../shared/json";
import { textTypeFor, type AdapterOptions } from "../shared/options";
import { foldEvents, safeReducer, streamMessages } from "../shared/stream-fold";
import {
  STREAM_KEY,
  continuingBuilder,
  ensureMessage,
  eventTypeOf,
  finishMessage,
  keepUnknownEvent,
  partIndexByKey,
  rejectEvent,
  replacePart,
  withMessageMeta,
  withPartMeta,
} from "../shared/stream-parts";
import { draftToolCallPart, finishDraft, freeToolCallName, readDraft, appendDraftArguments } from "../shared/stream-tool-call";
import { addAnthropicBlock, addAnthropicCitation, PROVIDER } from "./blocks";
import { citesSources, joinText, referenceNewSources } from "./text-runs";

const blockKey = (index: number): string => `block:${index}`;

function textType(message: Message, options: AdapterOptions | undefined): string {
  return textTypeFor(message.role, options);
}

/** Blocks that arrive whole (results of server tools, redacted thinking…) are converted at once. */
function addWholeBlock(message: Message, block: unknown, index: number, options: AdapterOptions | undefined): Message {
  const b = continuingBuilder(PROVIDER, message.role, options, message.parts, []);
  addAnthropicBlock(b, block, index, message.parts);
  return { ...message, parts: [...message.parts, ...b.parts.map((part) => withPartMeta(part, { [STREAM_KEY]: blockKey(index) }))] };
}

/**
 * Joins block `index`'s text part onto block `index - 1`'s when that was text too and either
 * cites a source (`cited`: this block just did), as `fromAnthropic` does (see text-runs).
 */
function joinPreviousText(message: Message, index: number, cited: boolean): Message {
  const at = partIndexByKey(message, blockKey(index));
  const before = partIndexByKey(message, blockKey(index - 1));
  const part = message.parts[at];
  const earlier = message.parts[before];
  if (!part || !earlier || before > at || earlier.contentType !== part.contentType || !(cited || citesSources(earlier))) return message;
  const parts = message.parts.slice();
  parts[before] = joinText(earlier, part);
  parts.splice(at, 1);
  return { ...message, parts };
}

function addCitations(message: Message, index: number, citations: readonly unknown[], options: AdapterOptions | undefined): Message {
  const textIndex = partIndexByKey(message, blockKey(index));
  const b = continuingBuilder(PROVIDER, message.role, options, message.parts, []);
  const names = citations.map((c) => addAnthropicCitation(b, c)).filter((name) => name !== undefined);
  const withCitations = { ...message, parts: [...message.parts, ...b.parts] };
  if (names.length === 0) return withCitations;
  const text = withCitations.parts[textIndex]!;
  const sources = Array.isArray(text.metadata?.sources) ? (text.metadata.sources as unknown[]) : [];
  return joinPreviousText(replacePart(withCitations, textIndex, { ...text, metadata: { ...text.metadata, sources: [...sources, ...names] } }), index, true);
}

function messageStart(message: Message | undefined, event: JsonObject, options: AdapterOptions | undefined): Message {
  const m = event.message;
  if (!isRecord(m)) return rejectEvent(message, PROVIDER, event, `message_start has ${describe(m)} as its message, not an object`);
  const current = ensureMessage(message);
  let next: Message = { ...current, ...compact({ id: asText(m.id), role: asText(m.role) }) };
  next = withMessageMeta(next, {
    model: m.model,
    usage: isRecord(m.usage) ? withoutNulls(m.usage) : undefined,
    container: m.container ?? undefined,
    [STREAM_STATUS_KEY]: "streaming",
  });
  if (Array.isArray(m.content)) Array.from(m.content as unknown[], (block, i) => (next = addWholeBlock(next, block, i, options)));
  return next;
}

function blockStart(message: Message | undefined, event: JsonObject, options: AdapterOptions | undefined): Message {
  const index = asNumber(event.index);
  const block = event.content_block;
  if (index === undefined || !isRecord(block)) return rejectEvent(message, PROVIDER, event, "content_block_start needs a numeric index and a content_block object");
  const current = ensureMessage(message);
  if (partIndexByKey(current, blockKey(index)) >= 0) return rejectEvent(current, PROVIDER, event, `content block ${index} started twice`);
  const meta = { [STREAM_KEY]: blockKey(index) };
  switch (block.type) {
    case "text": {
      if (block.text !== undefined && typeof block.text !== "string") break;
      const next = joinPreviousText(appendToPart(current, current.parts.length, asString(block.text) ?? "", { contentType: textType(current, options), metadata: meta }), index, false);
      return Array.isArray(block.citations) && block.citations.length > 0 ? addCitations(next, index, block.citations, options) : next;
    }
    case "thinking":
      if (block.thinking !== undefined && typeof block.thinking !== "string") break;
      return appendToPart(current, current.parts.length, asString(block.thinking) ?? "", {
        contentType: CT.reasoning,
        metadata: compact({ ...meta, signature: asText(block.signature) }),
      });
    case "tool_use":
    case "server_tool_use":
    case "mcp_tool_use": {
      const id = asText(block.id);
      const name = asText(block.name);
      if (id === undefined || name === undefined) break;
      const mcp = block.type === "mcp_tool_use";
      const namespace = mcp ? asText(block.server_name) : undefined;
      const part = draftToolCallPart(freeToolCallName(current, id), { id, name, ...(namespace ? { namespace } : {}), state: "input-streaming", argumentsText: "" }, {
        ...meta,
        serverTool: block.type === "server_tool_use" || mcp ? true : undefined,
        caller: block.caller,
        toolsetName: block.toolset_name ?? undefined,
        toolType: mcp ? "mcp_tool_use" : undefined,
      });
      return { ...current, parts: [...current.parts, part] };
    }
  }
  return addWholeBlock(current, block, index, options);
}

function blockDelta(message: Message | undefined, event: JsonObject, options: AdapterOptions | undefined): Message {
  const index = asNumber(event.index);
  const delta = event.delta;
  if (index === undefined || !isRecord(delta)) return rejectEvent(message, PROVIDER, event, "content_block_delta needs a numeric index and a delta object");
  const current = ensureMessage(message);
  const at = partIndexByKey(current, blockKey(index));
  if (at < 0) return rejectEvent(current, PROVIDER, event, `delta for content block ${index}, which has not started`);
  const part = current.parts[at]!;
  const wrongBlock = (): Message => rejectEvent(current, PROVIDER, event, `${String(delta.type)} does not fit content block ${index} (${part.contentType})`);
  const isText = part.contentType === textType(current, options);
  switch (delta.type) {
    case "text_delta":
      if (!isText || typeof delta.text !== "string") return wrongBlock();
      return appendToPart(current, at, delta.text);
    case "thinking_delta":
      if (part.contentType !== CT.reasoning || typeof delta.thinking !== "string") return wrongBlock();
      return appendToPart(current, at, delta.thinking);
    case "signature_delta":
      if (part.contentType !== CT.reasoning || typeof delta.signature !== "string") return wrongBlock();
      return replacePart(current, at, { ...part, metadata: { ...part.metadata, signature: delta.signature } });
    case "input_json_delta":
      if (!readDraft(part) || typeof delta.partial_json !== "string") return wrongBlock();
      return appendDraftArguments(current, at, delta.partial_json as string);
    case "citations_delta":
      if (!isText) return wrongBlock();
      return addCitations(current, index, [delta.citation], options);
    case "compaction_delta": {
      if (part.contentType !== CT.summary) return wrongBlock();
      // The delta carries the block's whole value (null content: the compaction failed).
      const { content: _previous, ...rest } = part;
      const encrypted = typeof delta.encrypted_content === "string" ? { encryptedContent: delta.encrypted_content } : {};
      return replacePart(current, at, { ...rest, ...(typeof delta.content === "string" ? { content: delta.content } : {}), metadata: { ...part.metadata, ...encrypted } });
    }
    default:
      return keepUnknownEvent(current, PROVIDER, event, `content_block_delta/${String(delta.type)}`);
  }
}

function blockStop(message: Message | undefined, event: JsonObject, options: AdapterOptions | undefined): Message {
  const index = asNumber(event.index);
  if (index === undefined) return rejectEvent(message, PROVIDER, event, "content_block_stop needs a numeric index");
  const current = ensureMessage(message);
  const at = partIndexByKey(current, blockKey(index));
  if (at < 0) return rejectEvent(current, PROVIDER, event, `stop for content block ${index}, which has not started`);
  const draft = readDraft(current.parts[at]);
  // The API starts tool_use input as {} and sends no delta for a call without arguments.
  if (draft) return finishDraft(current, at, PROVIDER, options, { rawArguments: draft.argumentsText === "" ? {} : draft.argumentsText });
  return markPartComplete(replacePart(current, at, referenceNewSources(current.parts[at]!)), at);
}

function messageDelta(message: Message | undefined, event: JsonObject): Message {
  const current = ensureMessage(message);
  const delta = isRecord(event.delta) ? event.delta : {};
  const before = isRecord(current.metadata?.usage) ? current.metadata.usage : {};
  const usage = isRecord(event.usage) ? withoutNulls({ ...before, ...withoutNulls(event.usage) }) : undefined;
  return withMessageMeta(current, {
    stopReason: delta.stop_reason ?? undefined,
    stopSequence: delta.stop_sequence ?? undefined,
    stopDetails: delta.stop_details ?? undefined,
    container: delta.container ?? undefined,
    usage,
  });
}

function reduce(message: Message | undefined, event: unknown, options: AdapterOptions | undefined): Message {
  const type = eventTypeOf(event);
  if (type === undefined) return rejectEvent(message, PROVIDER, event, `stream event is ${describe(event)} without a type, not an Anthropic event`);
  const e = event as JsonObject;
  switch (type) {
    case "ping":
      return ensureMessage(message);
    case "message_start":
      return messageStart(message, e, options);
    case "content_block_start":
      return blockStart(message, e, options);
    case "content_block_delta":
      return blockDelta(message, e, options);
    case "content_block_stop":
      return blockStop(message, e, options);
    case "message_delta":
      return messageDelta(message, e);
    case "message_stop":
      return finishMessage(message);
    case "error": {
      const error = isRecord(e.error) ? e.error : {};
      const text = [asString(error.type), asString(error.message)].filter(Boolean).join(": ") || "stream error";
      return finishMessage(rejectEvent(message, PROVIDER, event, text, "error"), { error: text, [STREAM_STATUS_KEY]: "error" });
    }
    default:
      return keepUnknownEvent(message, PROVIDER, event, type);
  }
}

/**
 * Applies one Anthropic Messages streaming event (`message_start`, `content_block_start` /
 * `_delta` / `_stop` with `text_delta`, `thinking_delta`, `signature_delta`, `input_json_delta`,
 * `citations_delta`, `compaction_delta`, `message_delta`, `message_stop`, `ping`, `error`) to the
 * message so far.
 *
 * Text and thinking grow in place (`metadata.status` `"streaming"`, then `"complete"` at their
 * block's stop); a `tool_use` fills `argumentsText` as JSON arrives and holds the parsed
 * `arguments` once it is complete (a `server_tool_use` or `mcp_tool_use` too, and a server tool's
 * result block, which arrives whole, becomes its result); citations become `/sources/<n>` as they
 * arrive; a `compaction` summary fills in from its delta. The finished
 * message has the parts `fromAnthropic` gives for the final `Message`, and `metadata.status` is
 * `"complete"` (`"error"` after an error event, whose text is in `metadata.error`). Unreadable
 * events become provider items with `metadata.error` (more than 16 in a row: one that counts
 * them, `metadata.eventCount`); untouched parts stay the same objects. Never throws.
 *
 * @example
 * let message: Message | undefined;
 * for await (const event of client.messages.stream(params)) {
 *   message = reduceAnthropicStream(message, event);
 *   render(message);
 * }
 */
export const reduceAnthropicStream = safeReducer<AdapterOptions>(PROVIDER, reduce);

/**
 * Folds a recorded list of Anthropic stream events into the final message.
 *
 * @example
 * foldAnthropicStream([{ type: "message_start", message }, …, { type: "message_stop" }]);
 */
export function foldAnthropicStream(events: Iterable<unknown>, options?: AdapterOptions): Message {
  return foldEvents(reduceAnthropicStream, events, options);
}

/**
 * The message after each Anthropic stream event that changed it, for re-rendering as it arrives.
 *
 * @example
 * for await (const message of anthropicStreamMessages(client.messages.stream(params))) setMessage(message);
 */
export function anthropicStreamMessages(
  events: Iterable<unknown> | AsyncIterable<unknown>,
  options?: AdapterOptions,
): AsyncGenerator<Message, void, undefined> {
  return streamMessages(reduceAnthropicStream, events, options);
}
