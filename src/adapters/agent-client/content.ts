import { appendToPart, type Message, type Part } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asArray, asText, isRecord, type JsonObject } from "../shared/guards";
import { addMcpBlock } from "../mcp/blocks";
import { textTypeFor, type AdapterOptions } from "../shared/options";
import { STREAM_KEY, continuingBuilder, jsonMeta, withPartMeta } from "../shared/stream-parts";
import { PROVIDER } from "./provider";

/** Message text, or the agent's thoughts. */
export type ChunkKind = "text" | "thought";

const keyOf = (kind: ChunkKind, update: JsonObject): string => `${kind}:${asText(update.messageId) ?? ""}`;

function blockParts(role: string | undefined, before: readonly Part[], blocks: readonly unknown[], kind: ChunkKind, key: string, options: AdapterOptions | undefined): Part[] {
  const b = continuingBuilder(PROVIDER, role, options, before, []);
  blocks.forEach((block, i) => {
    if (kind === "thought" && isRecord(block) && block.type === "text" && typeof block.text === "string") b.reasoning(block.text);
    else addMcpBlock(b, block, i);
  });
  return b.parts.map((part) => withPartMeta(part, { [STREAM_KEY]: key }));
}

/**
 * A `*_message_chunk` or `agent_thought_chunk`: text grows the text (or reasoning) part it
 * continues, one per `messageId` until another part comes between; images, audio and resources
 * become parts of their own.
 *
 * @example
 * addChunk(message, { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "Hi" } }, "text", undefined);
 */
export function addChunk(message: Message, update: JsonObject, kind: ChunkKind, options: AdapterOptions | undefined): Message {
  const block = update.content;
  const key = keyOf(kind, update);
  if (!isRecord(block) || block.type !== "text" || typeof block.text !== "string") return { ...message, parts: [...message.parts, ...blockParts(message.role, message.parts, [block], kind, key, options)] };
  const contentType = kind === "thought" ? CT.reasoning : textTypeFor(message.role, options);
  const last = message.parts.at(-1);
  if (last?.metadata?.[STREAM_KEY] === key && last.metadata.status === "streaming" && last.contentType === contentType && last.contentEncoding === undefined && last.contentUrl === undefined)
    return appendToPart(message, message.parts.length - 1, block.text);
  const metadata = jsonMeta({ [STREAM_KEY]: key, annotations: block.annotations ?? undefined });
  return appendToPart(message, message.parts.length, block.text, { contentType, metadata });
}

/**
 * A v2 whole message (`user_message`, `agent_message`, `agent_thought`): its content replaces
 * whatever its `messageId` streamed so far, where that was.
 *
 * @example
 * setWholeMessage(message, { sessionUpdate: "agent_message", messageId: "m1", content: [{ type: "text", text: "Hi" }] }, "text", undefined);
 */
export function setWholeMessage(message: Message, update: JsonObject, kind: ChunkKind, options: AdapterOptions | undefined): Message {
  const key = keyOf(kind, update);
  const first = message.parts.findIndex((part) => part.metadata?.[STREAM_KEY] === key);
  const kept = message.parts.filter((part) => part.metadata?.[STREAM_KEY] !== key);
  const at = first < 0 ? kept.length : first;
  const added = blockParts(message.role, kept, asArray(update.content) ?? [], kind, key, options);
  return { ...message, parts: [...kept.slice(0, at), ...added, ...kept.slice(at)] };
}
