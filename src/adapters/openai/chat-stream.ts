import { appendToPart, STREAM_STATUS_KEY, type Message } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asNumber, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { compact } from "../shared/json";
import { isoFromEpoch } from "../shared/message";
import { textTypeFor, type AdapterOptions } from "../shared/options";
import { foldEvents, safeReducer, streamMessages } from "../shared/stream-fold";
import {
  STREAM_KEY,
  ensureMessage,
  finishMessage,
  partIndexByKey,
  rejectEvent,
  withMessageMeta,
} from "../shared/stream-parts";
import { draftToolCallPart, finishedDraftPart, freeToolCallName, appendDraftArguments } from "../shared/stream-tool-call";
import { PROVIDER } from "./content";

/**
 * Options of the Chat Completions stream reducer.
 *
 * @example
 * reduceOpenAIChatStream(message, chunk, { choiceIndex: 1 });
 */
export interface OpenAIChatStreamOptions extends AdapterOptions {
  /** Which choice to follow when the request asked for several (`n` > 1). Default 0. */
  readonly choiceIndex?: number;
}

function appendText(message: Message, key: string, text: unknown, contentType: string): Message {
  if (typeof text !== "string" || text === "") return message;
  const at = partIndexByKey(message, key);
  return at >= 0 ? appendToPart(message, at, text) : appendToPart(message, message.parts.length, text, { contentType, metadata: { [STREAM_KEY]: key } });
}

function applyToolCall(message: Message, raw: unknown, position: number, chunk: unknown): Message {
  if (!isRecord(raw)) return rejectEvent(message, PROVIDER, chunk, `tool call delta ${position} is ${describe(raw)}, not an object`);
  const index = asNumber(raw.index) ?? position;
  const key = `tool:${index}`;
  const fn = isRecord(raw.function) ? raw.function : {};
  const args = asString(fn.arguments) ?? "";
  const at = partIndexByKey(message, key);
  if (at >= 0) return args === "" ? message : appendDraftArguments(message, at, args);
  const name = asText(fn.name);
  if (name === undefined) return rejectEvent(message, PROVIDER, chunk, `arguments for tool call ${index}, which has not started (no function name yet)`);
  const id = asText(raw.id) ?? `call-${index + 1}`;
  const part = draftToolCallPart(freeToolCallName(message, id), { id, name, state: "input-streaming", argumentsText: args }, {
    [STREAM_KEY]: key,
    syntheticId: asText(raw.id) === undefined ? true : undefined,
    toolType: asString(raw.type),
  });
  return { ...message, parts: [...message.parts, part] };
}

function applyFunctionCall(message: Message, raw: unknown, chunk: unknown): Message {
  if (!isRecord(raw)) return message;
  const key = "function_call";
  const args = asString(raw.arguments) ?? "";
  const at = partIndexByKey(message, key);
  if (at >= 0) return args === "" ? message : appendDraftArguments(message, at, args);
  const name = asText(raw.name);
  if (name === undefined) return rejectEvent(message, PROVIDER, chunk, "function_call arguments before its name");
  const part = draftToolCallPart(freeToolCallName(message, name), { id: name, name, state: "input-streaming", argumentsText: args }, { [STREAM_KEY]: key, legacyFunctionCall: true });
  return { ...message, parts: [...message.parts, part] };
}

function finish(message: Message, finishReason: unknown, options: AdapterOptions | undefined): Message {
  const parts = message.parts.map((part) =>
    part.metadata?.[STREAM_STATUS_KEY] === "streaming" ? (finishedDraftPart(part, PROVIDER, options) ?? part) : part,
  );
  const changed = parts.some((part, i) => part !== message.parts[i]);
  return finishMessage(changed ? { ...message, parts } : message, { finishReason });
}

function reduce(message: Message | undefined, chunk: unknown, options: OpenAIChatStreamOptions | undefined): Message {
  if (!isRecord(chunk)) return rejectEvent(message, PROVIDER, chunk, `stream chunk is ${describe(chunk)}, not a chat.completion.chunk object`);
  if (isRecord(chunk.error)) {
    const text = asString(chunk.error.message) ?? "stream error";
    return finishMessage(rejectEvent(message, PROVIDER, chunk, text, "error"), { error: text, [STREAM_STATUS_KEY]: "error" });
  }
  if (!Array.isArray(chunk.choices) && !isRecord(chunk.usage))
    return rejectEvent(message, PROVIDER, chunk, "chunk has neither choices nor usage", asString(chunk.object));
  const current = ensureMessage(message);
  let next: Message = { ...current, ...compact({ id: current.id ?? asText(chunk.id), createdAt: current.createdAt ?? isoFromEpoch(chunk.created) }) };
  if (next.id === current.id && next.createdAt === current.createdAt) next = current;
  next = withMessageMeta(next, {
    model: chunk.model,
    systemFingerprint: chunk.system_fingerprint ?? undefined,
    serviceTier: chunk.service_tier ?? undefined,
    usage: isRecord(chunk.usage) ? chunk.usage : undefined,
  });
  const wanted = asNumber(options?.choiceIndex) ?? 0;
  const choices = Array.isArray(chunk.choices) ? Array.from(chunk.choices as unknown[]) : [];
  const choice = choices.find((c, i): c is JsonObject => isRecord(c) && (asNumber(c.index) ?? i) === wanted);
  if (!choice) return next;
  const delta = isRecord(choice.delta) ? choice.delta : {};
  const role = asText(delta.role);
  if (role !== undefined && next.role !== role) next = { ...next, role };
  next = appendText(next, "content", delta.content, textTypeFor(next.role, options));
  next = appendText(next, "refusal", delta.refusal, CT.refusal);
  if (Array.isArray(delta.tool_calls)) Array.from(delta.tool_calls as unknown[], (call, i) => (next = applyToolCall(next, call, i, chunk)));
  if (delta.function_call !== undefined && delta.function_call !== null) next = applyFunctionCall(next, delta.function_call, chunk);
  return choice.finish_reason !== undefined && choice.finish_reason !== null ? finish(next, choice.finish_reason, options) : next;
}

/**
 * Applies one OpenAI Chat Completions streaming chunk (`chat.completion.chunk`) to the message
 * so far: `delta.content` grows a text part, `delta.refusal` a refusal part, `delta.tool_calls`
 * (matched by `index`, arguments arriving in pieces) fill `/tool-calls/<id>` parts whose
 * `argumentsText` grows and whose `arguments` appear once the JSON is complete; `finish_reason`
 * completes every part (`metadata.status` `"complete"`) and the final usage-only chunk adds
 * `metadata.usage`. The finished message has the parts `fromOpenAIChat` gives for the
 * accumulated `ChatCompletion`. Unreadable chunks become provider items with `metadata.error`
 * (more than 16 in a row: one that counts them, `metadata.eventCount`). Never throws.
 *
 * @example
 * let message: Message | undefined;
 * for await (const chunk of await client.chat.completions.create({ ...params, stream: true })) {
 *   message = reduceOpenAIChatStream(message, chunk);
 *   render(message);
 * }
 */
export const reduceOpenAIChatStream = safeReducer<OpenAIChatStreamOptions>(PROVIDER, reduce);

/**
 * Folds recorded Chat Completions chunks into the final message.
 *
 * @example
 * foldOpenAIChatStream(chunks).parts.map((p) => p.contentType);
 */
export function foldOpenAIChatStream(chunks: Iterable<unknown>, options?: OpenAIChatStreamOptions): Message {
  return foldEvents(reduceOpenAIChatStream, chunks, options);
}

/**
 * The message after each Chat Completions chunk that changed it, for re-rendering as it arrives.
 *
 * @example
 * for await (const message of openAIChatStreamMessages(stream)) setMessage(message);
 */
export function openAIChatStreamMessages(
  chunks: Iterable<unknown> | AsyncIterable<unknown>,
  options?: OpenAIChatStreamOptions,
): AsyncGenerator<Message, void, undefined> {
  return streamMessages(reduceOpenAIChatStream, chunks, options);
}
