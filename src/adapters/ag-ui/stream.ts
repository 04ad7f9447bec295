import { STREAM_STATUS_KEY, type Message } from "../../model";
import { asArray, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import type { AdapterOptions } from "../shared/options";
import { providerItemPart } from "../shared/parts";
import { foldEvents, safeReducer, streamMessages } from "../shared/stream-fold";
import { ensureMessage, eventTypeOf, finishMessage, keepUnknownEvent, rejectEvent, withMessageMeta } from "../shared/stream-parts";
import { PROVIDER } from "./content";
import { closeOpenChunk } from "./stream-keys";
import { activityEvent, messagesSnapshot, stateEvent } from "./stream-state";
import { endSubagent, laneSubagentParts, startSubagent } from "./subagents";
import { endText, legacyThinking, startText, textChunk, textContent } from "./stream-text";
import { applyInterrupts, finishOpenCalls, toolCallChunk, toolCallEvent, toolCallResult } from "./stream-tools";

/** Events that leave a chunked text or tool call open, as `@ag-ui/client` lets them pass. */
const KEEP_CHUNK_OPEN = new Set([
  "TEXT_MESSAGE_CHUNK",
  "TOOL_CALL_CHUNK",
  "REASONING_MESSAGE_CHUNK",
  "RAW",
  "ACTIVITY_SNAPSHOT",
  "ACTIVITY_DELTA",
  "REASONING_ENCRYPTED_VALUE",
  "SUBAGENT_STARTED",
]);

/** Events kept as they are, visibly, with nothing to apply. */
const KEPT_AS_ITEMS = new Set(["RAW", "CUSTOM"]);

function stepEvent(message: Message, event: JsonObject, started: boolean): Message {
  const name = asText(event.stepName);
  if (name === undefined) return rejectEvent(message, PROVIDER, event, `${String(event.type)} has no stepName`, asString(event.type));
  const steps = [...(asArray(message.metadata?.steps) ?? [])];
  if (started) steps.push({ name, status: "started" });
  else {
    const at = steps.findLastIndex((s) => isRecord(s) && s.name === name && s.status === "started");
    if (at < 0) return rejectEvent(message, PROVIDER, event, `STEP_FINISHED for step ${name}, which has not started`, "STEP_FINISHED");
    steps[at] = { name, status: "finished" };
  }
  return withMessageMeta(message, { steps });
}

/** `REASONING_ENCRYPTED_VALUE`: the opaque value goes to the metadata of the call or message it belongs to. */
function encryptedValue(message: Message, event: JsonObject): Message {
  const entityId = asText(event.entityId);
  const value = asString(event.encryptedValue);
  if (entityId === undefined || value === undefined) return rejectEvent(message, PROVIDER, event, "REASONING_ENCRYPTED_VALUE has no entityId or encryptedValue", "REASONING_ENCRYPTED_VALUE");
  const toolCall = event.subtype === "tool-call";
  let found = false;
  const parts = message.parts.map((part) => {
    const matches = toolCall ? part.metadata?.streamKey === `tool:${entityId}` : part.metadata?.messageId === entityId && part.metadata?.messageRole !== "activity";
    if (!matches) return part;
    found = true;
    return { ...part, metadata: { ...part.metadata, encryptedValue: value } };
  });
  if (found) return { ...message, parts };
  return rejectEvent(message, PROVIDER, event, `REASONING_ENCRYPTED_VALUE for ${toolCall ? "tool call" : "message"} ${entityId}, which is not in the stream`, "REASONING_ENCRYPTED_VALUE");
}

function runFinished(message: Message, event: JsonObject, options: AdapterOptions | undefined): Message {
  const outcome = isRecord(event.outcome) ? event.outcome : undefined;
  const kind = asText(outcome?.type) ?? "success";
  let current = finishOpenCalls(message, options);
  if (kind === "interrupt") current = applyInterrupts(current, outcome?.interrupts, options);
  return finishMessage(current, {
    runStatus: kind === "success" ? "finished" : kind === "interrupt" ? "interrupted" : kind,
    [STREAM_STATUS_KEY]: kind === "cancelled" ? "aborted" : "complete",
    result: event.result,
    pendingToolCallIds: asArray(outcome?.pendingToolCallIds),
    usage: asArray(event.usage),
  });
}

function reduce(message: Message | undefined, event: unknown, options: AdapterOptions | undefined): Message {
  const next = apply(message, event, options);
  return next === message ? next : laneSubagentParts(next);
}

function apply(message: Message | undefined, event: unknown, options: AdapterOptions | undefined): Message {
  const type = eventTypeOf(event);
  if (type === undefined) return rejectEvent(message, PROVIDER, event, `event is ${describe(event)} without a type, not an AG-UI event`);
  const e = event as JsonObject;
  const current = KEEP_CHUNK_OPEN.has(type) ? ensureMessage(message) : closeOpenChunk(ensureMessage(message), options);
  switch (type) {
    case "RUN_STARTED": {
      const runId = asText(e.runId);
      const next = current.id === undefined && runId !== undefined ? { ...current, id: runId } : current;
      return withMessageMeta(next, { threadId: asText(e.threadId), runId, parentRunId: asText(e.parentRunId), runStatus: "running", [STREAM_STATUS_KEY]: "streaming" });
    }
    case "RUN_FINISHED":
      return runFinished(current, e, options);
    case "RUN_ERROR": {
      const text = asText(e.message) ?? "run failed";
      const failed = rejectEvent(finishOpenCalls(current, options), PROVIDER, event, text, type);
      return finishMessage(failed, { error: text, errorCode: asText(e.code), runStatus: "error", [STREAM_STATUS_KEY]: "error", usage: asArray(e.usage) });
    }
    case "STEP_STARTED":
    case "STEP_FINISHED":
      return stepEvent(current, e, type === "STEP_STARTED");
    case "TEXT_MESSAGE_START":
    case "REASONING_MESSAGE_START":
      return startText(current, e, type === "TEXT_MESSAGE_START" ? "text" : "reasoning", options);
    case "TEXT_MESSAGE_CONTENT":
    case "REASONING_MESSAGE_CONTENT":
      return textContent(current, e, type === "TEXT_MESSAGE_CONTENT" ? "text" : "reasoning");
    case "TEXT_MESSAGE_END":
    case "REASONING_MESSAGE_END":
      return endText(current, e, type === "TEXT_MESSAGE_END" ? "text" : "reasoning");
    case "TEXT_MESSAGE_CHUNK":
    case "REASONING_MESSAGE_CHUNK":
      return textChunk(current, e, type === "TEXT_MESSAGE_CHUNK" ? "text" : "reasoning", options);
    case "REASONING_START":
    case "REASONING_END":
    case "THINKING_START":
    case "THINKING_END":
      // The reasoning phase has no content of its own: its messages carry it.
      return current;
    case "THINKING_TEXT_MESSAGE_START":
    case "THINKING_TEXT_MESSAGE_CONTENT":
    case "THINKING_TEXT_MESSAGE_END":
      return legacyThinking(current, e, options);
    case "REASONING_ENCRYPTED_VALUE":
      return encryptedValue(current, e);
    case "TOOL_CALL_START":
    case "TOOL_CALL_ARGS":
    case "TOOL_CALL_END":
      return toolCallEvent(current, e, options);
    case "TOOL_CALL_CHUNK":
      return toolCallChunk(current, e, options);
    case "TOOL_CALL_RESULT":
      return toolCallResult(current, e, options);
    case "STATE_SNAPSHOT":
    case "STATE_DELTA":
      return stateEvent(current, e);
    case "ACTIVITY_SNAPSHOT":
    case "ACTIVITY_DELTA":
      return activityEvent(current, e, options);
    case "MESSAGES_SNAPSHOT":
      return messagesSnapshot(current, e, options);
    case "SUBAGENT_STARTED":
      return startSubagent(current, e);
    case "SUBAGENT_FINISHED":
    case "SUBAGENT_ERROR":
      return endSubagent(current, e);
  }
  if (KEPT_AS_ITEMS.has(type)) {
    const metadata = { customName: asText(e.name), source: asText(e.source), subagentRunId: asText(e.subagentRunId) };
    return { ...current, parts: [...current.parts, providerItemPart(PROVIDER, event, { itemType: type, metadata })] };
  }
  return keepUnknownEvent(current, PROVIDER, event, type);
}

/**
 * Applies one AG-UI event (`@ag-ui/core` `BaseEvent`, as an `HttpAgent` subscriber or the SSE
 * stream delivers it) to the run's message so far:
 *
 * - `RUN_STARTED` / `RUN_FINISHED` / `RUN_ERROR` set `metadata.runStatus` (`"running"`,
 *   `"finished"`, `"interrupted"`, `"cancelled"`, `"error"`) and `metadata.status`; the error is
 *   a visible provider item with `metadata.error`;
 * - `TEXT_MESSAGE_*` grow a text part per AG-UI message, `REASONING_MESSAGE_*` (and the
 *   deprecated `THINKING_TEXT_MESSAGE_*`) a reasoning part; `*_CHUNK` events open and continue
 *   them without start or end;
 * - `TOOL_CALL_*` fill `/tool-calls/<id>` (`state` `"streaming"` → `"pending"`),
 *   `TOOL_CALL_RESULT` adds `/tool-calls/<id>/result` after it (`"complete"`); a
 *   `RUN_FINISHED` interrupt naming a call puts it in `"awaiting-approval"`, other interrupts
 *   become `/interrupts/<id>`;
 * - `STATE_SNAPSHOT` / `STATE_DELTA` (RFC 6902) keep the state as one JSON part `/state`;
 *   `ACTIVITY_*` one JSON part `/data/<activityType>/<id>` per activity;
 * - `MESSAGES_SNAPSHOT` rebuilds the run's assistant, tool, reasoning and activity parts;
 * - `STEP_*` list the steps in `metadata.steps` (parts made during a step carry `metadata.step`);
 * - `REASONING_ENCRYPTED_VALUE` stays opaque in the metadata of the part it belongs to;
 * - `SUBAGENT_STARTED` opens a lane card `/subagents/<id>` ("Subagent <name>"); every part of
 *   that subagent (`subagentRunId`) is named under it, so it renders inside the card rather than
 *   in the parent's prose; `SUBAGENT_FINISHED` / `SUBAGENT_ERROR` complete or fail the card with
 *   its result;
 * - `RAW`, `CUSTOM` and unknown events are kept as visible provider items, and
 *   events that cannot be applied become provider items with `metadata.error`.
 *
 * Every part carries `metadata.messageId` / `metadata.messageRole` of the AG-UI message it
 * belongs to (see `reduceAgUiThread`). Never throws.
 *
 * @example
 * let message: Message | undefined;
 * await new HttpAgent({ url }).runAgent({}, {
 *   onEvent: ({ event }) => {
 *     message = reduceAgUiStream(message, event);
 *     render(message);
 *   },
 * });
 */
export const reduceAgUiStream = safeReducer<AdapterOptions>(PROVIDER, reduce);

/**
 * Folds recorded AG-UI events into the run's final message.
 *
 * @example
 * foldAgUiStream([{ type: "TEXT_MESSAGE_CHUNK", messageId: "m1", delta: "Hi" }, { type: "RUN_FINISHED", threadId: "t", runId: "r" }]);
 */
export function foldAgUiStream(events: Iterable<unknown>, options?: AdapterOptions): Message {
  return foldEvents(reduceAgUiStream, events, options);
}

/**
 * The message after each AG-UI event that changed it, for re-rendering as events arrive.
 *
 * @example
 * for await (const message of agUiStreamMessages(events)) setMessage(message);
 */
export function agUiStreamMessages(events: Iterable<unknown> | AsyncIterable<unknown>, options?: AdapterOptions): AsyncGenerator<Message, void, undefined> {
  return streamMessages(reduceAgUiStream, events, options);
}
