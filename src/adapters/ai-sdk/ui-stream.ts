import { callState } from "../shared/tool-state";
import { appendToPart, markPartComplete, STREAM_STATUS_KEY, type Message, type Part } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asNumber, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { compact, parseJson, stringifyJson } from "../shared/json";
import { textTypeFor, type AdapterOptions } from "../shared/options";
import { partNames } from "../shared/part-names";
import type { Meta } from "../shared/parts";
import { foldEvents, safeReducer, streamMessages } from "../shared/stream-fold";
import {
  STREAM_KEY,
  continuingBuilder,
  ensureMessage,
  eventTypeOf,
  finishMessage,
  insertPart,
  jsonMeta,
  keepUnknownEvent,
  partIndexByKey,
  rejectEvent,
  replacePart,
  withMessageMeta,
  withPartMeta,
} from "../shared/stream-parts";
import { addCustom, addFile, addSteering } from "./v7-parts";
import { draftToolCallPart, finishDraft, freeToolCallName, readDraft, appendDraftArguments } from "../shared/stream-tool-call";

const PROVIDER = "ai-sdk";

/** Steps started so far: parts of step n carry `metadata.step = n`, as `step-start` parts number them. */
function stepOf(message: Message): number {
  return asNumber(message.metadata?.steps) ?? 0;
}

function stepMeta(message: Message): Meta {
  const step = stepOf(message);
  return step === 0 ? {} : { step };
}

const toolKey = (id: string): string => `tool:${id}`;
const resultKey = (id: string): string => `tool:${id}/result`;

/** Adds parts made by a body builder (sources, files, data), numbered and named after the parts so far. */
function addBuilt(message: Message, build: (b: BodyBuilder) => void, options: AdapterOptions | undefined, key?: string): Message {
  const b = continuingBuilder(PROVIDER, message.role, options, message.parts, []);
  build(b);
  const added = b.parts.map((part) => withPartMeta(part, { ...stepMeta(message), [STREAM_KEY]: key }));
  return { ...message, parts: [...message.parts, ...added] };
}

function startText(message: Message, chunk: JsonObject, kind: "text" | "reasoning", options: AdapterOptions | undefined): Message {
  const id = asString(chunk.id);
  if (id === undefined) return rejectEvent(message, PROVIDER, chunk, `${kind}-start has no id`, `${kind}-start`);
  const key = `${kind}:${stepOf(message)}:${id}`;
  let current = message;
  const previous = partIndexByKey(current, key);
  // A start with an id already in use begins a new part, as the AI SDK does.
  if (previous >= 0) {
    const { [STREAM_KEY]: _key, ...rest } = current.parts[previous]!.metadata ?? {};
    current = replacePart(current, previous, { ...current.parts[previous]!, metadata: rest });
  }
  const contentType = kind === "text" ? textTypeFor(current.role, options) : CT.reasoning;
  const metadata = jsonMeta({ [STREAM_KEY]: key, state: "streaming", providerMetadata: chunk.providerMetadata, ...stepMeta(current) });
  return appendToPart(current, current.parts.length, "", { contentType, metadata });
}

function textDelta(message: Message, chunk: JsonObject, kind: "text" | "reasoning"): Message {
  const at = partIndexByKey(message, `${kind}:${stepOf(message)}:${String(chunk.id)}`);
  if (at < 0) return rejectEvent(message, PROVIDER, chunk, `${kind}-delta for ${stringifyJson(chunk.id)}, which has not started`, `${kind}-delta`);
  if (typeof chunk.delta !== "string") return rejectEvent(message, PROVIDER, chunk, `${kind}-delta has no delta string`, `${kind}-delta`);
  return appendToPart(message, at, chunk.delta);
}

function endText(message: Message, chunk: JsonObject, kind: "text" | "reasoning"): Message {
  const at = partIndexByKey(message, `${kind}:${stepOf(message)}:${String(chunk.id)}`);
  if (at < 0) return rejectEvent(message, PROVIDER, chunk, `${kind}-end for ${stringifyJson(chunk.id)}, which has not started`, `${kind}-end`);
  const part = message.parts[at]!;
  const providerMetadata = chunk.providerMetadata ?? part.metadata?.providerMetadata;
  return markPartComplete(replacePart(message, at, withPartMeta(part, { state: "done", providerMetadata })), at);
}

function callMeta(chunk: JsonObject, message: Message): Meta {
  return {
    title: chunk.title,
    dynamic: chunk.dynamic === true ? true : undefined,
    providerExecuted: chunk.providerExecuted,
    toolMetadata: chunk.toolMetadata,
    inputEncoding: chunk.inputEncoding,
    callProviderMetadata: chunk.providerMetadata,
    ...stepMeta(message),
  };
}

/** The call part of `toolCallId`, created as a draft when the stream skipped `tool-input-start`. */
function ensureCall(message: Message, chunk: JsonObject): { message: Message; at: number } | undefined {
  const id = asText(chunk.toolCallId);
  if (id === undefined) return undefined;
  const at = partIndexByKey(message, toolKey(id));
  if (at >= 0) return { message, at };
  const name = asText(chunk.toolName);
  if (name === undefined) return undefined;
  const part = draftToolCallPart(freeToolCallName(message, id), { id, name, state: "input-streaming", argumentsText: "" }, {
    [STREAM_KEY]: toolKey(id),
    ...callMeta(chunk, message),
  });
  return { message: { ...message, parts: [...message.parts, part] }, at: message.parts.length };
}

/** Sets the `state` of a call part (and extra metadata) without touching its arguments. */
function setCallState(message: Message, at: number, state: string, metadata: Meta = {}): Message {
  const part = message.parts[at]!;
  const parsed = parseJson(part.content ?? "");
  if (!parsed.ok || !isRecord(parsed.value)) return message;
  const { state: _state, providerState: _providerState, ...rest } = parsed.value;
  return replacePart(message, at, withPartMeta({ ...part, content: stringifyJson({ ...rest, ...callState(state) }) }, metadata));
}

function putResult(message: Message, at: number, id: string, output: unknown, isError: boolean, metadata: Meta, options: AdapterOptions | undefined): Message {
  const call = readDraft(message.parts[at]);
  const existing = partIndexByKey(message, resultKey(id));
  const taken = message.parts.filter((_, i) => i !== existing);
  const b = continuingBuilder(PROVIDER, "tool", options, [], taken);
  const step = message.parts[at]!.metadata?.step;
  const part = withPartMeta(b.toolResult({ callId: id, name: call?.name, output, isError: isError || undefined }, metadata), {
    [STREAM_KEY]: resultKey(id),
    step,
  });
  return existing >= 0 ? replacePart(message, existing, part) : insertPart(message, at + 1, part);
}

function toolChunk(message: Message, chunk: JsonObject, type: string, options: AdapterOptions | undefined): Message {
  const id = asText(chunk.toolCallId);
  if (id === undefined) return rejectEvent(message, PROVIDER, chunk, `${type} has no toolCallId`, type);
  if (type === "tool-input-start") {
    if (partIndexByKey(message, toolKey(id)) >= 0) return rejectEvent(message, PROVIDER, chunk, `tool call ${id} started twice`, type);
    const name = asText(chunk.toolName);
    if (name === undefined) return rejectEvent(message, PROVIDER, chunk, "tool-input-start has no toolName", type);
    const draft = { id, name, state: "input-streaming", argumentsText: "", textOnly: chunk.inputEncoding === "text" };
    const part = draftToolCallPart(freeToolCallName(message, id), draft, { [STREAM_KEY]: toolKey(id), ...callMeta(chunk, message) });
    return { ...message, parts: [...message.parts, part] };
  }
  if (type === "tool-input-available" || type === "tool-input-error") {
    const found = ensureCall(message, chunk);
    if (!found) return rejectEvent(message, PROVIDER, chunk, `${type} for tool call ${id} without a toolName`, type);
    const { message: current, at } = found;
    const error = type === "tool-input-error";
    const state = error ? "output-error" : "input-available";
    const withMeta = replacePart(current, at, withPartMeta(current.parts[at]!, callMeta(chunk, current)));
    // A static tool whose input could not be parsed keeps the raw text, as the UI message does.
    const textArguments = error && chunk.dynamic !== true && typeof chunk.input === "string" ? chunk.input : undefined;
    const done = finishDraft(withMeta, at, PROVIDER, options, textArguments !== undefined ? { textArguments, state } : { rawArguments: chunk.input, state });
    return error ? putResult(done, at, id, chunk.errorText, true, { errorText: chunk.errorText }, options) : done;
  }
  const at = partIndexByKey(message, toolKey(id));
  if (at < 0) return rejectEvent(message, PROVIDER, chunk, `${type} for tool call ${id}, which has not started`, type);
  switch (type) {
    case "tool-input-delta":
      if (typeof chunk.inputTextDelta !== "string") return rejectEvent(message, PROVIDER, chunk, "tool-input-delta has no inputTextDelta string", type);
      return appendDraftArguments(message, at, chunk.inputTextDelta as string);
    case "tool-approval-request":
      return setCallState(message, at, "approval-requested", { approval: compact({ id: asString(chunk.approvalId) }) });
    case "tool-output-denied":
      return setCallState(message, at, "output-denied");
    case "tool-output-available": {
      const next = setCallState(message, at, "output-available");
      return putResult(next, at, id, chunk.output, false, { preliminary: chunk.preliminary, resultProviderMetadata: chunk.providerMetadata }, options);
    }
    default: {
      const next = setCallState(message, at, "output-error");
      return putResult(next, at, id, chunk.errorText, true, { errorText: chunk.errorText, resultProviderMetadata: chunk.providerMetadata }, options);
    }
  }
}

/** `tool-approval-response`: the call whose approval it answers becomes `approval-responded`. */
function approvalResponse(message: Message, chunk: JsonObject): Message {
  const id = asString(chunk.approvalId);
  const at = id === undefined ? -1 : message.parts.findIndex((part) => isRecord(part.metadata?.approval) && part.metadata.approval.id === id);
  if (at < 0) return rejectEvent(message, PROVIDER, chunk, `tool-approval-response for approval ${stringifyJson(chunk.approvalId)}, which was not requested`, "tool-approval-response");
  const asked = message.parts[at]!.metadata?.approval;
  const approval = compact({ ...(isRecord(asked) ? asked : {}), id, approved: chunk.approved === true, reason: asString(chunk.reason) });
  return setCallState(message, at, "approval-responded", { approval, providerExecuted: chunk.providerExecuted });
}

function appMetadata(value: unknown): Meta {
  return isRecord(value) ? value : value === undefined || value === null ? {} : { metadata: value };
}

function reduce(message: Message | undefined, event: unknown, options: AdapterOptions | undefined): Message {
  const type = eventTypeOf(event);
  if (type === undefined) return rejectEvent(message, PROVIDER, event, `stream chunk is ${describe(event)} without a type, not a UIMessageChunk`);
  const chunk = event as JsonObject;
  const current = ensureMessage(message);
  switch (type) {
    case "start": {
      const id = asText(chunk.messageId);
      const next = id === undefined || id === current.id ? current : { ...current, id };
      return withMessageMeta(next, { ...appMetadata(chunk.messageMetadata), [STREAM_STATUS_KEY]: "streaming" });
    }
    case "text-start":
    case "reasoning-start":
      return startText(current, chunk, type === "text-start" ? "text" : "reasoning", options);
    case "text-delta":
    case "reasoning-delta":
      return textDelta(current, chunk, type === "text-delta" ? "text" : "reasoning");
    case "text-end":
    case "reasoning-end":
      return endText(current, chunk, type === "text-end" ? "text" : "reasoning");
    case "tool-input-start":
    case "tool-input-delta":
    case "tool-input-available":
    case "tool-input-error":
    case "tool-approval-request":
    case "tool-output-available":
    case "tool-output-error":
    case "tool-output-denied":
      return toolChunk(current, chunk, type, options);
    case "source-url":
    case "source-document":
      return addBuilt(
        current,
        (b) =>
          b.citation(
            { url: asString(chunk.url), title: asString(chunk.title) },
            { sourceId: chunk.sourceId, mediaType: chunk.mediaType, filename: chunk.filename, providerMetadata: chunk.providerMetadata },
          ),
        options,
      );
    case "file":
    case "reasoning-file":
      return addBuilt(current, (b) => addFile(b, chunk), options);
    case "custom":
      return addBuilt(current, (b) => addCustom(b, chunk), options);
    case "steering-message":
      return addBuilt(current, (b) => addSteering(b, chunk), options);
    case "tool-approval-response":
      return approvalResponse(current, chunk);
    case "start-step":
      return withMessageMeta(current, { steps: stepOf(current) + 1 });
    case "reset-step": {
      // The SDK drops what the current step added (a retried step starts over).
      const step = stepOf(current);
      return { ...current, parts: current.parts.filter((part) => (asNumber(part.metadata?.step) ?? 0) !== step) };
    }
    case "finish-step":
      return current;
    case "message-metadata":
      return withMessageMeta(current, appMetadata(chunk.messageMetadata));
    case "finish":
      return finishMessage(current, { ...appMetadata(chunk.messageMetadata), finishReason: chunk.finishReason });
    case "abort":
      return finishMessage(current, { [STREAM_STATUS_KEY]: "aborted", abortReason: chunk.reason });
    case "error": {
      const text = asString(chunk.errorText) ?? "stream error";
      return finishMessage(rejectEvent(current, PROVIDER, event, text, "error"), { error: text, [STREAM_STATUS_KEY]: "error" });
    }
  }
  if (type.startsWith("data-")) {
    // Transient data reaches the app's onData callback only; it never becomes part of the message.
    if (chunk.transient === true) return current;
    const id = asString(chunk.id);
    const name = partNames.data(type.slice(5), id);
    const at = id === undefined ? -1 : current.parts.findIndex((part: Part) => part.name === name);
    if (at < 0) return addBuilt(current, (b) => b.json(chunk.data, { dataType: type, transient: chunk.transient }, name), options);
    // Data parts with an id are updated in place, as the AI SDK reconciles them.
    const b = new BodyBuilder(PROVIDER, current.role, options);
    const updated = b.json(chunk.data, { dataType: type, transient: chunk.transient, step: current.parts[at]!.metadata?.step }, name);
    return replacePart(current, at, updated);
  }
  return keepUnknownEvent(current, PROVIDER, event, type);
}

/**
 * Applies one Vercel AI SDK (v5/v6) `UIMessageChunk` to the message so far: `text-*` and
 * `reasoning-*` grow text and reasoning parts (`metadata.state` `"streaming"` → `"done"`,
 * `metadata.status` `"streaming"` → `"complete"`), `tool-input-*` fill a `/tool-calls/<id>`
 * part (`argumentsText` growing, `arguments` once the JSON is complete, `state` as in the UI
 * message), `tool-output-*` add `/tool-calls/<id>/result` after it, `source-*` add
 * `/sources/<n>`, `file` media or `/files/<n>`, `data-<kind>` `/data/<kind>[/<id>]` (updated in
 * place for the same id; transient data is left out), and `start-step` numbers the parts that
 * follow (`metadata.step`). The finished message has the parts `fromAiSdk` gives for the UI
 * message the SDK builds from the same chunks. `error` and `abort` end the stream
 * (`metadata.status` `"error"` / `"aborted"`); unreadable chunks become provider items with
 * `metadata.error` (more than 16 in a row: one that counts them, `metadata.eventCount`). Never
 * throws.
 *
 * @example
 * let message: Message | undefined;
 * for await (const chunk of result.toUIMessageStream()) {
 *   message = reduceAiSdkStream(message, chunk);
 *   render(message);
 * }
 */
export const reduceAiSdkStream = safeReducer<AdapterOptions>(PROVIDER, reduce);

/**
 * Folds recorded `UIMessageChunk`s into the final message.
 *
 * @example
 * foldAiSdkStream([{ type: "start" }, { type: "text-start", id: "t" }, { type: "text-delta", id: "t", delta: "Hi" }, { type: "finish" }]);
 */
export function foldAiSdkStream(chunks: Iterable<unknown>, options?: AdapterOptions): Message {
  return foldEvents(reduceAiSdkStream, chunks, options);
}

/**
 * The message after each `UIMessageChunk` that changed it, for re-rendering as it arrives.
 *
 * @example
 * for await (const message of aiSdkStreamMessages(result.toUIMessageStream())) setMessage(message);
 */
export function aiSdkStreamMessages(
  chunks: Iterable<unknown> | AsyncIterable<unknown>,
  options?: AdapterOptions,
): AsyncGenerator<Message, void, undefined> {
  return streamMessages(reduceAiSdkStream, chunks, options);
}
