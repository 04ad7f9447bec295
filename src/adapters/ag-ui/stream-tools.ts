import { partStatus, type Message } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asArray, asString, asText, isRecord, type JsonObject } from "../shared/guards";
import { compact, parseJson, stringifyJson } from "../shared/json";
import type { AdapterOptions } from "../shared/options";
import type { Meta } from "../shared/parts";
import { providerItemPart } from "../shared/parts";
import { encodeNameSegment } from "../shared/names";
import { continuingBuilder, insertPart, partIndexByKey, rejectEvent, replacePart, STREAM_KEY, withPartMeta } from "../shared/stream-parts";
import { appendDraftArguments, draftToolCallPart, finishDraft, freeToolCallName, readDraft } from "../shared/stream-tool-call";
import { callState } from "../shared/tool-state";
import { PROVIDER, toolOutput } from "./content";
import { CHUNK_KEY, closeOpenChunk, eventOrigin, keys, openChunkIndex } from "./stream-keys";

/** The AG-UI message a new call belongs to: its parent when that is an assistant message (or new), else one named after the call, as the SDK files it. */
function callMessageId(message: Message, parent: string | undefined, id: string): string {
  if (parent === undefined) return id;
  const owner = message.parts.find((p) => p.metadata?.messageId === parent);
  return owner === undefined || owner.metadata?.messageRole === "assistant" ? parent : id;
}

function openCall(message: Message, event: JsonObject, id: string, name: string, chunk: boolean): Message {
  const parent = asText(event.parentMessageId);
  const draft = { id, name, state: "streaming", argumentsText: "" };
  const part = draftToolCallPart(freeToolCallName(message, id), draft, {
    ...eventOrigin(message, event, callMessageId(message, parent, id), "assistant"),
    [STREAM_KEY]: keys.toolCall(id),
    parentMessageId: parent,
    [CHUNK_KEY]: chunk || undefined,
  });
  return { ...message, parts: [...message.parts, part] };
}

/**
 * Sets the `state` of the call at `at` (and extra part metadata), keeping its arguments; a call
 * still streaming is finished first.
 *
 * @example
 * setCallState(message, 2, "complete");
 */
export function setCallState(message: Message, at: number, state: string, metadata: Meta = {}, options?: AdapterOptions): Message {
  let current = message;
  if (partStatus(current.parts[at]) === "streaming") current = finishDraft(current, at, PROVIDER, options, { state });
  const part = current.parts[at]!;
  const parsed = parseJson(part.content ?? "");
  if (!parsed.ok || !isRecord(parsed.value)) return current;
  const { state: _state, providerState: _providerState, ...rest } = parsed.value;
  return replacePart(current, at, withPartMeta({ ...part, content: stringifyJson({ ...rest, ...callState(state) }) }, metadata));
}

/**
 * `TOOL_CALL_START`, `TOOL_CALL_ARGS`, `TOOL_CALL_END`: a `/tool-calls/<id>` part whose
 * arguments stream in (`state` `"streaming"`), then wait for their result (`"pending"`).
 *
 * @example
 * toolCallEvent(message, { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "weather" }, options);
 */
export function toolCallEvent(message: Message, event: JsonObject, options: AdapterOptions | undefined): Message {
  const type = asString(event.type)!;
  const id = asText(event.toolCallId);
  if (id === undefined) return rejectEvent(message, PROVIDER, event, `${type} has no toolCallId`, type);
  const at = partIndexByKey(message, keys.toolCall(id));
  if (type === "TOOL_CALL_START") {
    if (at >= 0) return rejectEvent(message, PROVIDER, event, `tool call ${id} started twice`, type);
    const name = asText(event.toolCallName);
    if (name === undefined) return rejectEvent(message, PROVIDER, event, "TOOL_CALL_START has no toolCallName", type);
    return openCall(message, event, id, name, false);
  }
  if (at < 0) return rejectEvent(message, PROVIDER, event, `${type} for tool call ${id}, which has not started`, type);
  if (type === "TOOL_CALL_END") return finishDraft(message, at, PROVIDER, options, { state: "pending" });
  if (typeof event.delta !== "string") return rejectEvent(message, PROVIDER, event, "TOOL_CALL_ARGS has no delta string", type);
  return appendDraftArguments(message, at, event.delta);
}

/**
 * `TOOL_CALL_CHUNK`: the first chunk of a call (with `toolCallId` and `toolCallName`) opens it,
 * later ones may leave both out; the call stays open until another event arrives.
 *
 * @example
 * toolCallChunk(message, { type: "TOOL_CALL_CHUNK", toolCallId: "c1", toolCallName: "weather", delta: "{" }, options);
 */
export function toolCallChunk(message: Message, event: JsonObject, options: AdapterOptions | undefined): Message {
  const type = "TOOL_CALL_CHUNK";
  const openAt = openChunkIndex(message);
  const openKey = openAt < 0 ? undefined : message.parts[openAt]!.metadata?.[STREAM_KEY];
  const id = asText(event.toolCallId);
  let current = message;
  let at: number;
  if (openKey !== undefined && (id === undefined ? String(openKey).startsWith("tool:") : openKey === keys.toolCall(id))) at = openAt;
  else {
    if (id === undefined) return rejectEvent(message, PROVIDER, event, "the first TOOL_CALL_CHUNK of a call must have a toolCallId", type);
    if (partIndexByKey(message, keys.toolCall(id)) >= 0) return rejectEvent(message, PROVIDER, event, `TOOL_CALL_CHUNK for tool call ${id}, which has already ended`, type);
    const name = asText(event.toolCallName);
    if (name === undefined) return rejectEvent(message, PROVIDER, event, "the first TOOL_CALL_CHUNK of a call must have a toolCallName", type);
    current = openCall(closeOpenChunk(current, options), event, id, name, true);
    at = current.parts.length - 1;
  }
  if (event.delta !== undefined && typeof event.delta !== "string") return rejectEvent(current, PROVIDER, event, "TOOL_CALL_CHUNK has a delta that is not a string", type);
  return typeof event.delta === "string" ? appendDraftArguments(current, at, event.delta) : current;
}

/**
 * `TOOL_CALL_RESULT`: `/tool-calls/<id>/result` right after its call (which becomes
 * `"complete"`), or at the end for a call made in an earlier run.
 *
 * @example
 * toolCallResult(message, { type: "TOOL_CALL_RESULT", messageId: "t1", toolCallId: "c1", content: "22°C" }, options);
 */
export function toolCallResult(message: Message, event: JsonObject, options: AdapterOptions | undefined): Message {
  const type = "TOOL_CALL_RESULT";
  const id = asText(event.toolCallId);
  if (id === undefined) return rejectEvent(message, PROVIDER, event, "TOOL_CALL_RESULT has no toolCallId", type);
  if (event.content === undefined) return rejectEvent(message, PROVIDER, event, "TOOL_CALL_RESULT has no content", type);
  let current = message;
  const callAt = partIndexByKey(current, keys.toolCall(id));
  if (callAt >= 0) current = setCallState(current, callAt, "complete", {}, options);
  const existing = partIndexByKey(current, keys.toolResult(id));
  const b = continuingBuilder(PROVIDER, "tool", options, [], current.parts.filter((_, i) => i !== existing));
  const result = b.toolResult({ callId: id, name: readDraft(current.parts[callAt])?.name, output: toolOutput(event.content) }, {
    ...eventOrigin(current, event, asText(event.messageId), asText(event.role) ?? "tool"),
    [STREAM_KEY]: keys.toolResult(id),
  });
  if (existing >= 0) return replacePart(current, existing, result);
  return callAt >= 0 ? insertPart(current, callAt + 1, result) : { ...current, parts: [...current.parts, result] };
}

/**
 * A `RUN_FINISHED` interrupt outcome: each interrupt that names a tool call puts that call in
 * `"awaiting-approval"` (the interrupt in its `metadata.interrupt`); any other interrupt becomes a
 * visible provider item `/interrupts/<id>`.
 *
 * @example
 * applyInterrupts(message, [{ id: "i1", reason: "tool_approval", toolCallId: "c1" }], options);
 */
export function applyInterrupts(message: Message, interrupts: unknown, options: AdapterOptions | undefined): Message {
  let current = message;
  for (const raw of asArray(interrupts) ?? []) {
    const interrupt = isRecord(raw) ? raw : undefined;
    const callId = interrupt ? asText(interrupt.toolCallId) : undefined;
    const callAt = callId === undefined ? -1 : partIndexByKey(current, keys.toolCall(callId));
    if (callAt >= 0) {
      current = setCallState(current, callAt, "awaiting-approval", { interrupt: compact({ ...interrupt }) }, options);
      continue;
    }
    const id = interrupt ? asText(interrupt.id) : undefined;
    const b = continuingBuilder(PROVIDER, current.role, options, [], current.parts);
    const name = b.names.claim(`/interrupts/${encodeNameSegment(id ?? "interrupt")}`);
    const error = interrupt ? undefined : "interrupt is not an object";
    current = { ...current, parts: [...current.parts, providerItemPart(PROVIDER, raw, { itemType: "interrupt", name, error, metadata: { reason: interrupt?.reason } })] };
  }
  return current;
}

/**
 * Finishes every tool call still streaming (a run that ended mid-call): its arguments are what
 * arrived.
 *
 * @example
 * finishOpenCalls(message, options);
 */
export function finishOpenCalls(message: Message, options: AdapterOptions | undefined): Message {
  let current = closeOpenChunk(message, options);
  current.parts.forEach((part, i) => {
    if (part.contentType === CT.toolCall && partStatus(part) === "streaming") current = finishDraft(current, i, PROVIDER, options, { state: "pending" });
  });
  return current;
}
