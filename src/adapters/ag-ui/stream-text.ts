import { appendToPart, markPartComplete, type Message } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asString, asText, type JsonObject } from "../shared/guards";
import { stringifyJson } from "../shared/json";
import { textTypeFor, type AdapterOptions } from "../shared/options";
import { jsonMeta, partIndexByKey, rejectEvent, STREAM_KEY } from "../shared/stream-parts";
import { PROVIDER } from "./content";
import { CHUNK_KEY, closeOpenChunk, eventOrigin, keys, openChunkIndex } from "./stream-keys";

/**
 * Text of an assistant (or other role's) message, or the text of a reasoning message.
 *
 * @example
 * const kind: TextKind = "reasoning";
 */
export type TextKind = "text" | "reasoning";

const keyFor = (kind: TextKind, id: string): string => (kind === "text" ? keys.text(id) : keys.reasoning(id));

function open(message: Message, event: JsonObject, kind: TextKind, id: string, options: AdapterOptions | undefined, chunk: boolean): Message {
  const role = kind === "reasoning" ? "reasoning" : (asText(event.role) ?? "assistant");
  const contentType = kind === "reasoning" ? CT.reasoning : textTypeFor(role, options);
  const metadata = jsonMeta({
    ...eventOrigin(message, event, id, role),
    [STREAM_KEY]: keyFor(kind, id),
    name: asText(event.name),
    [CHUNK_KEY]: chunk || undefined,
  });
  return appendToPart(message, message.parts.length, "", { contentType, metadata });
}

/**
 * `TEXT_MESSAGE_START` / `REASONING_MESSAGE_START`: a streaming part for the message (a start for
 * a message that already has one continues it, as the SDK's message does).
 *
 * @example
 * startText(message, { type: "TEXT_MESSAGE_START", messageId: "m1", role: "assistant" }, "text", options);
 */
export function startText(message: Message, event: JsonObject, kind: TextKind, options: AdapterOptions | undefined): Message {
  const id = asText(event.messageId);
  if (id === undefined) return rejectEvent(message, PROVIDER, event, `${String(event.type)} has no messageId`, asString(event.type));
  return partIndexByKey(message, keyFor(kind, id)) >= 0 ? message : open(message, event, kind, id, options, false);
}

/**
 * `*_CONTENT`: appends the delta to the message's part.
 *
 * @example
 * textContent(message, { type: "TEXT_MESSAGE_CONTENT", messageId: "m1", delta: "Hi" }, "text");
 */
export function textContent(message: Message, event: JsonObject, kind: TextKind): Message {
  const type = asString(event.type);
  const at = partIndexByKey(message, keyFor(kind, String(event.messageId)));
  if (at < 0) return rejectEvent(message, PROVIDER, event, `${type} for message ${stringifyJson(event.messageId)}, which has not started`, type);
  if (typeof event.delta !== "string") return rejectEvent(message, PROVIDER, event, `${type} has no delta string`, type);
  return appendToPart(message, at, event.delta);
}

/**
 * `*_END`: the message's part is complete.
 *
 * @example
 * endText(message, { type: "TEXT_MESSAGE_END", messageId: "m1" }, "text");
 */
export function endText(message: Message, event: JsonObject, kind: TextKind): Message {
  const type = asString(event.type);
  const at = partIndexByKey(message, keyFor(kind, String(event.messageId)));
  if (at < 0) return rejectEvent(message, PROVIDER, event, `${type} for message ${stringifyJson(event.messageId)}, which has not started`, type);
  return markPartComplete(message, at);
}

/**
 * `TEXT_MESSAGE_CHUNK` / `REASONING_MESSAGE_CHUNK`: the first chunk of a message opens its part
 * (it must carry a `messageId`), later ones may leave the id out; the part stays open until
 * another event arrives, as `@ag-ui/client` expands chunks into start, content and end.
 *
 * @example
 * textChunk(message, { type: "TEXT_MESSAGE_CHUNK", messageId: "m1", delta: "Hi" }, "text", options);
 */
export function textChunk(message: Message, event: JsonObject, kind: TextKind, options: AdapterOptions | undefined): Message {
  const type = asString(event.type);
  const openAt = openChunkIndex(message);
  const openKey = openAt < 0 ? undefined : message.parts[openAt]!.metadata?.[STREAM_KEY];
  const id = asText(event.messageId);
  let current = message;
  let at: number;
  if (openKey !== undefined && (id === undefined ? String(openKey).startsWith(`${kind}:`) : openKey === keyFor(kind, id))) at = openAt;
  else {
    if (id === undefined) return rejectEvent(message, PROVIDER, event, `the first ${type} of a message must have a messageId`, type);
    current = closeOpenChunk(current, options);
    at = partIndexByKey(current, keyFor(kind, id));
    if (at < 0) {
      current = open(current, event, kind, id, options, true);
      at = current.parts.length - 1;
    } else current = appendToPart(current, at, "");
  }
  if (event.delta !== undefined && typeof event.delta !== "string") return rejectEvent(current, PROVIDER, event, `${type} has a delta that is not a string`, type);
  return typeof event.delta === "string" ? appendToPart(current, at, event.delta) : current;
}

/**
 * The deprecated `THINKING_TEXT_MESSAGE_*` events (AG-UI before `REASONING_*`), which carry no
 * message id: each start opens a new reasoning part, content and end go to the last one opened.
 *
 * @example
 * legacyThinking(message, { type: "THINKING_TEXT_MESSAGE_CONTENT", delta: "Hmm" }, options);
 */
export function legacyThinking(message: Message, event: JsonObject, options: AdapterOptions | undefined): Message {
  const type = asString(event.type);
  if (type === "THINKING_TEXT_MESSAGE_START") {
    const count = message.parts.filter((p) => String(p.metadata?.[STREAM_KEY]).startsWith("reasoning:thinking-")).length;
    return open(message, event, "reasoning", `thinking-${count + 1}`, options, false);
  }
  let at = -1;
  for (let i = message.parts.length - 1; i >= 0 && at < 0; i--) if (String(message.parts[i]!.metadata?.[STREAM_KEY]).startsWith("reasoning:thinking-")) at = i;
  if (at < 0) return rejectEvent(message, PROVIDER, event, `${type} without THINKING_TEXT_MESSAGE_START`, type);
  if (type === "THINKING_TEXT_MESSAGE_END") return markPartComplete(message, at);
  if (typeof event.delta !== "string") return rejectEvent(message, PROVIDER, event, `${type} has no delta string`, type);
  return appendToPart(message, at, event.delta);
}
