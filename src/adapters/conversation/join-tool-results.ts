import type { Message, Part } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { collectToolLinks, toolPartRef, type ToolLink } from "../../model/vocabulary/tool-links";
import { asText, isRecord } from "../shared/guards";
import { compact, parseJson, stringifyJson } from "../shared/json";

/**
 * Where a part sits in a conversation. `partIndex` is absent for a whole-message result (an MCP
 * tool result message carrying `metadata.callId`).
 *
 * @example
 * const at: PartLocation = { messageIndex: 2, partIndex: 0, messageId: "m3", partName: "/tool-calls/c1/result" };
 */
export interface PartLocation {
  readonly messageIndex: number;
  readonly partIndex?: number;
  readonly messageId?: string;
  readonly partName?: string;
}

/**
 * A tool call and the results that answer it, wherever they are in the conversation: the model's
 * {@link ToolLink} located by {@link PartLocation}.
 *
 * @example
 * const link: ToolCallLink = { callId: "c1", toolName: "get_weather", call: { messageIndex: 1, partIndex: 0 }, results: [] };
 */
export type ToolCallLink = ToolLink<PartLocation>;

/**
 * The outcome of {@link joinToolResults}.
 *
 * @example
 * const { messages, calls } = joinToolResults(history);
 * calls.get("call_1")?.results[0]?.messageIndex;
 */
export interface JoinedConversation {
  /** The messages, with linked parts updated; messages without links are the same objects. */
  readonly messages: readonly Message[];
  /** Every call id seen, in first-seen order. */
  readonly calls: ReadonlyMap<string, ToolCallLink>;
}

interface MutableLink {
  callId: string;
  toolName?: string;
  call?: PartLocation;
  results: PartLocation[];
}

const isPart = (value: unknown): value is Part => isRecord(value) && typeof value.contentType === "string";

function contentOf(part: Part): Record<string, unknown> | undefined {
  if (part.content === undefined) return undefined;
  const parsed = parseJson(part.content);
  return parsed.ok && isRecord(parsed.value) ? parsed.value : undefined;
}

const location = (message: Message, messageIndex: number, part?: Part, partIndex?: number): PartLocation => ({
  messageIndex,
  ...(partIndex === undefined ? {} : { partIndex }),
  ...(message.id === undefined ? {} : { messageId: message.id }),
  ...(part?.name === undefined ? {} : { partName: part.name }),
});

function* partsWithLocation(messages: readonly Message[]): Generator<readonly [Part, PartLocation]> {
  for (let messageIndex = 0; messageIndex < messages.length; messageIndex++) {
    const message = messages[messageIndex]!;
    if (!isRecord(message) || !Array.isArray(message.parts)) continue;
    for (let partIndex = 0; partIndex < message.parts.length; partIndex++) {
      const part: unknown = message.parts[partIndex];
      if (isPart(part)) yield [part, location(message, messageIndex, part, partIndex)];
    }
  }
}

// Parts link by the model's one rule (collectToolLinks); MCP result messages, which carry the call
// id in their own metadata, join the same links afterwards.
function collect(messages: readonly Message[]): Map<string, MutableLink> {
  const links = new Map<string, MutableLink>();
  for (const [id, link] of collectToolLinks(partsWithLocation(messages))) links.set(id, { ...link, results: [...link.results] });
  messages.forEach((message, messageIndex) => {
    if (!isRecord(message)) return;
    const callId = asText(message.metadata?.callId);
    if (callId === undefined) return;
    let link = links.get(callId);
    if (!link) links.set(callId, (link = { callId, results: [] }));
    link.results.push(location(message, messageIndex));
    link.toolName ??= asText(message.metadata?.toolName);
  });
  return links;
}

function linkResultPart(part: Part, link: MutableLink): Part {
  const content = contentOf(part);
  const named = content && content.name === undefined && link.toolName !== undefined;
  return {
    ...part,
    ...(named ? { content: stringifyJson({ ...content, name: link.toolName }) } : {}),
    metadata: compact({
      ...part.metadata,
      callName: link.toolName,
      ...(link.call ? { callPart: link.call.partName, callMessageId: link.call.messageId } : { callMissing: true }),
    }),
  };
}

function linkCallPart(part: Part, link: MutableLink): Part {
  const [first] = link.results;
  if (!first) return part;
  return {
    ...part,
    metadata: compact({ ...part.metadata, resultPart: first.partName, resultMessageId: first.messageId, resultCount: link.results.length }),
  };
}

/**
 * Links tool results to their calls across a conversation, for formats where results arrive in a
 * later message (OpenAI `tool` messages, Anthropic `tool_result` blocks in the next user turn, MCP
 * tool result messages with `metadata.callId`).
 *
 * Approach: one pass indexes every `application/vnd.partkit.tool-call+json` part by its `id` and
 * every `…tool-result+json` part (and every message with `metadata.callId`) by its `callId`; a
 * second pass returns copies of the linked parts: results get `metadata.callName` (and the tool
 * name in their content when it lacked one), `metadata.callPart` and `metadata.callMessageId`, or
 * `metadata.callMissing` when the call is not in the list; calls get `metadata.resultPart`,
 * `resultMessageId` and `resultCount`. Result messages get `metadata.callName`. Part names and
 * order never change; messages with nothing to link are returned as the same objects; inputs are
 * never mutated. `calls` is the lookup by call id. Never throws.
 *
 * @example
 * const { messages, calls } = joinToolResults(fromOpenAIChat(history));
 * calls.get("call_abc")?.toolName;              // "get_weather"
 * messages[3]?.parts[0]?.metadata?.callName;    // "get_weather"
 */
export function joinToolResults(messages: readonly Message[]): JoinedConversation {
  try {
    const list = Array.isArray(messages) ? (Array.from(messages) as Message[]) : [];
    const links = collect(list);
    const out = list.map((message, messageIndex) => {
      if (!isRecord(message) || !Array.isArray(message.parts)) return message;
      let changed = false;
      const parts = message.parts.map((part) => {
        if (!isPart(part)) return part;
        const id = toolPartRef(part)?.callId;
        const link = id === undefined ? undefined : links.get(id);
        if (!link) return part;
        const isOwnCall = part.contentType === CT.toolCall && link.call?.messageIndex === messageIndex && link.call.partName === part.name;
        const updated = part.contentType === CT.toolResult ? linkResultPart(part, link) : isOwnCall ? linkCallPart(part, link) : part;
        changed ||= updated !== part;
        return updated;
      });
      const callId = asText(message.metadata?.callId);
      const link = callId === undefined ? undefined : links.get(callId);
      const callName = link?.toolName !== undefined && message.metadata?.callName === undefined ? link.toolName : undefined;
      if (!changed && callName === undefined) return message;
      return { ...message, parts, ...(callName === undefined ? {} : { metadata: { ...message.metadata, callName } }) };
    });
    const calls = new Map<string, ToolCallLink>();
    for (const [id, link] of links) calls.set(id, { ...link, results: [...link.results] });
    return { messages: out, calls };
  } catch {
    return { messages: Array.isArray(messages) ? [...messages] : [], calls: new Map() };
  }
}
