import { appendToPart, markBodyComplete, markPartComplete, STREAM_STATUS_KEY, type Message, type Part } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asNumber, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { compact } from "../shared/json";
import { isoFromEpoch } from "../shared/message";
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
  reuseEqualParts,
  withMessageMeta,
  withPartMeta,
} from "../shared/stream-parts";
import { readDraft, appendDraftArguments } from "../shared/stream-tool-call";
import { PROVIDER } from "./content";
import { addResponseOutputItem, approvalCallsIn, fromOpenAIResponses } from "./from-openai-responses";

const itemKey = (outputIndex: number): string => `item:${outputIndex}`;

function inItem(part: Part, outputIndex: number): boolean {
  const key = part.metadata?.[STREAM_KEY];
  return typeof key === "string" && (key === itemKey(outputIndex) || key.startsWith(`${itemKey(outputIndex)}/`));
}

/**
 * Replaces every part of output item `outputIndex` with the parts the non-streaming adapter makes
 * of `item`, at the item's place; parts that come out the same stay the same objects. An MCP
 * approval answer or call updates the call of its request, an earlier item's part, as
 * `fromOpenAIResponses` does.
 */
function settleItem(message: Message, item: unknown, outputIndex: number, options: AdapterOptions | undefined, streaming: boolean): Message {
  const first = message.parts.findIndex((part) => inItem(part, outputIndex));
  const at = first < 0 ? message.parts.length : first;
  const old = message.parts.filter((part) => inItem(part, outputIndex));
  const before = message.parts.slice(0, at).filter((part) => !inItem(part, outputIndex));
  const after = message.parts.slice(at).filter((part) => !inItem(part, outputIndex));
  const b = continuingBuilder(PROVIDER, "assistant", options, before, after);
  addResponseOutputItem(b, item, outputIndex, approvalCallsIn([b.parts, before, after]));
  const fresh = b.parts.map((part) =>
    withPartMeta(part, { [STREAM_KEY]: itemKey(outputIndex), ...(streaming ? { [STREAM_STATUS_KEY]: "streaming" } : {}) }),
  );
  const parts = [...before, ...reuseEqualParts(old, fresh), ...after];
  return parts.length === message.parts.length && parts.every((part, i) => part === message.parts[i]) ? message : { ...message, parts };
}

/** Grows the text part `key` of output item `outputIndex`, creating it after the item's other parts. */
function appendItemText(message: Message, outputIndex: number, key: string, text: string, contentType: string, metadata: JsonObject = {}): Message {
  const at = partIndexByKey(message, key);
  if (at >= 0) return appendToPart(message, at, text);
  let last = -1;
  message.parts.forEach((part, i) => {
    if (inItem(part, outputIndex)) last = i;
  });
  const created = appendToPart({ ...message, parts: [] }, 0, text, { contentType, metadata: compact({ ...metadata, [STREAM_KEY]: key }) }).parts[0]!;
  const parts = message.parts.slice();
  parts.splice(last < 0 ? parts.length : last + 1, 0, created);
  return { ...message, parts };
}

function envelope(message: Message | undefined, response: unknown): Message {
  const current = ensureMessage(message);
  if (!isRecord(response)) return current;
  const fields = compact({ id: current.id ?? asText(response.id), createdAt: current.createdAt ?? isoFromEpoch(response.created_at) });
  const next = fields.id === current.id && fields.createdAt === current.createdAt ? current : { ...current, ...fields };
  return withMessageMeta(next, { model: response.model, previousResponseId: response.previous_response_id ?? undefined, [STREAM_STATUS_KEY]: "streaming" });
}

/** `response.completed` / `.incomplete` / `.failed`: the final response settles every item. */
function finishResponse(message: Message | undefined, response: unknown, options: AdapterOptions | undefined): Message {
  let next = ensureMessage(message);
  if (!isRecord(response)) return finishMessage(next);
  const output = Array.isArray(response.output) ? Array.from(response.output as unknown[]) : [];
  const settled = next.parts;
  output.forEach((item, i) => (next = settleItem(next, item, i, options, false)));
  // Settling an item anew resets a call a later item had answered, until that item answers it
  // again: a part that comes back as it was stays the same object.
  const reused = reuseEqualParts(settled, next.parts);
  if (reused.some((part, i) => part !== next.parts[i])) next = { ...next, parts: reused };
  const final = fromOpenAIResponses({ ...response, output: [] }, options);
  next = markBodyComplete(next);
  const fields = compact({ id: final.id ?? next.id, createdAt: final.createdAt ?? next.createdAt, channel: final.channel });
  next = { ...next, ...fields };
  return withMessageMeta(next, { ...final.metadata, [STREAM_STATUS_KEY]: asString(response.status) ?? "complete" });
}

function outputIndexOf(event: JsonObject): number | undefined {
  return asNumber(event.output_index);
}

function reduce(message: Message | undefined, event: unknown, options: AdapterOptions | undefined): Message {
  const type = eventTypeOf(event);
  if (type === undefined) return rejectEvent(message, PROVIDER, event, `stream event is ${describe(event)} without a type, not a Responses event`);
  const e = event as JsonObject;
  const o = outputIndexOf(e);
  const needsIndex = (): Message => rejectEvent(message, PROVIDER, event, `${type} has no numeric output_index`, type);
  switch (type) {
    case "response.created":
    case "response.in_progress":
    case "response.queued":
      return envelope(message, e.response);
    case "response.completed":
    case "response.incomplete":
    case "response.failed":
      return finishResponse(message, e.response, options);
    case "response.output_item.added":
    case "response.output_item.done":
      if (o === undefined) return needsIndex();
      if (!isRecord(e.item)) return rejectEvent(message, PROVIDER, event, `${type} has ${describe(e.item)} as its item, not an object`, type);
      return settleItem(ensureMessage(message), e.item, o, options, type === "response.output_item.added");
    case "response.output_text.delta":
    case "response.refusal.delta": {
      if (o === undefined) return needsIndex();
      if (typeof e.delta !== "string") return rejectEvent(message, PROVIDER, event, `${type} has no delta string`, type);
      const current = ensureMessage(message);
      const refusal = type === "response.refusal.delta";
      const key = `${itemKey(o)}/${asNumber(e.content_index) ?? 0}`;
      return appendItemText(current, o, key, e.delta, refusal ? CT.refusal : textTypeFor(current.role, options));
    }
    case "response.output_text.done":
    case "response.refusal.done":
      if (o === undefined) return needsIndex();
    {
      const current = ensureMessage(message);
      return markPartComplete(current, partIndexByKey(current, `${itemKey(o)}/${asNumber(e.content_index) ?? 0}`));
    }
    case "response.reasoning_summary_text.delta":
    case "response.reasoning_text.delta": {
      if (o === undefined) return needsIndex();
      if (typeof e.delta !== "string") return rejectEvent(message, PROVIDER, event, `${type} has no delta string`, type);
      const current = ensureMessage(message);
      const summary = type === "response.reasoning_summary_text.delta";
      const index = asNumber(summary ? e.summary_index : e.content_index) ?? 0;
      const found = current.parts.findIndex(
        (part) => inItem(part, o) && part.contentType === CT.reasoning && part.metadata?.[summary ? "summary" : "raw"] === true,
      );
      const part = found >= 0 ? current.parts[found] : undefined;
      // Summaries (and raw reasoning texts) of one item are joined by blank lines, as in the final item.
      const previous = asNumber(part?.metadata?.textIndex);
      const separator = part?.content && previous !== undefined && previous !== index ? "\n\n" : "";
      const key = `${itemKey(o)}/${summary ? "summary" : "raw"}`;
      const grown =
        found >= 0
          ? appendToPart(current, found, separator + e.delta)
          : appendItemText(current, o, key, e.delta, CT.reasoning, summary ? { summary: true } : { raw: true });
      const at = found >= 0 ? found : partIndexByKey(grown, key);
      const updated = grown.parts[at]!;
      return updated.metadata?.textIndex === index ? grown : replacePart(grown, at, { ...updated, metadata: { ...updated.metadata, textIndex: index } });
    }
    case "response.function_call_arguments.delta":
    case "response.custom_tool_call_input.delta": {
      if (o === undefined) return needsIndex();
      const current = ensureMessage(message);
      const at = current.parts.findIndex((part) => inItem(part, o) && readDraft(part) !== undefined);
      if (at < 0) return rejectEvent(current, PROVIDER, event, `arguments for output item ${o}, which has not been added`, type);
      if (typeof e.delta !== "string") return rejectEvent(current, PROVIDER, event, `${type} has no delta string`, type);
      return appendDraftArguments(current, at, e.delta as string);
    }
    case "response.image_generation_call.partial_image": {
      if (o === undefined) return needsIndex();
      if (typeof e.partial_image_b64 !== "string" || asText(e.item_id) === undefined) return rejectEvent(message, PROVIDER, event, `${type} needs an item_id and partial_image_b64`, type);
      // The image so far, under the call, until the finished item replaces it.
      const partial = { type: "image_generation_call", id: e.item_id, status: "generating", result: e.partial_image_b64 };
      return settleItem(ensureMessage(message), partial, o, options, true);
    }
    case "error": {
      const text = [asString(e.code), asString(e.message)].filter(Boolean).join(": ") || "stream error";
      return finishMessage(rejectEvent(message, PROVIDER, event, text, "error"), { error: text, [STREAM_STATUS_KEY]: "error" });
    }
  }
  // Progress events of built-in tools and annotation events carry nothing the finished output
  // item does not: that item settles the parts at `response.output_item.done`.
  if (type.startsWith("response.")) return ensureMessage(message);
  return keepUnknownEvent(message, PROVIDER, event, type);
}

/**
 * Applies one OpenAI Responses streaming event to the message so far.
 *
 * `response.output_item.added` shows an item at once (a function call with empty arguments, a
 * built-in tool call as a provider item…), `response.output_text.delta` / `.refusal.delta` /
 * `.reasoning_summary_text.delta` grow text, refusal and reasoning parts, and
 * `response.function_call_arguments.delta` fills a `/tool-calls/<call_id>` part's
 * `argumentsText` (with `arguments` once the JSON is complete);
 * `response.image_generation_call.partial_image` shows the image so far under its call
 * (`/tool-calls/<id>/partial`). An `mcp_approval_request` item
 * shows as a `/tool-calls/<request id>` part awaiting approval when it is added; an
 * `mcp_approval_response` or `mcp_call` for it later in the response updates that part, as
 * `fromOpenAIResponses` does. `response.output_item.done`
 * replaces the item's parts with what `fromOpenAIResponses` makes of the finished item, and
 * `response.completed` / `.incomplete` / `.failed` settle every item of the final response and
 * set `metadata.status` to its status, so the finished message has the parts and metadata
 * `fromOpenAIResponses` gives for that response. An `error` event sets `metadata.error`;
 * unreadable events become provider items with `metadata.error` (more than 16 in a row: one
 * that counts them, `metadata.eventCount`). Never throws.
 *
 * @example
 * let message: Message | undefined;
 * for await (const event of await client.responses.create({ ...params, stream: true })) {
 *   message = reduceOpenAIResponsesStream(message, event);
 *   render(message);
 * }
 */
export const reduceOpenAIResponsesStream = safeReducer<AdapterOptions>(PROVIDER, reduce);

/**
 * Folds recorded Responses streaming events into the final message.
 *
 * @example
 * foldOpenAIResponsesStream(events).metadata?.status; // "completed"
 */
export function foldOpenAIResponsesStream(events: Iterable<unknown>, options?: AdapterOptions): Message {
  return foldEvents(reduceOpenAIResponsesStream, events, options);
}

/**
 * The message after each Responses streaming event that changed it, for re-rendering as it arrives.
 *
 * @example
 * for await (const message of openAIResponsesStreamMessages(stream)) setMessage(message);
 */
export function openAIResponsesStreamMessages(
  events: Iterable<unknown> | AsyncIterable<unknown>,
  options?: AdapterOptions,
): AsyncGenerator<Message, void, undefined> {
  return streamMessages(reduceOpenAIResponsesStream, events, options);
}
