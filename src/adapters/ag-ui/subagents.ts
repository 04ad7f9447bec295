import { STREAM_STATUS_KEY, type Message, type Part } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asText, isRecord, type JsonObject } from "../shared/guards";
import { parseJson, stringifyJson } from "../shared/json";
import { encodeNameSegment } from "../shared/names";
import { rejectEvent, replacePart } from "../shared/stream-parts";
import { callState } from "../shared/tool-state";
import { PROVIDER } from "./content";

/** Part metadata key naming the subagent invocation a lane card stands for. */
const LANE_KEY = "subagentLane";

/**
 * The tool-call id of a subagent's lane card, so its result links to it as a call's result does.
 *
 * @example
 * subagentCallId("sub-1"); // "subagent:sub-1"
 */
export const subagentCallId = (subagentRunId: string): string => `subagent:${subagentRunId}`;

const laneAt = (message: Message, id: string): number => message.parts.findIndex((p) => p.metadata?.[LANE_KEY] === id);

function lanePart(message: Message, id: string, info: { name?: string; description?: string; parent?: string; parentToolCallId?: string; parentMessageId?: string }): Part {
  const parentAt = info.parent === undefined ? -1 : laneAt(message, info.parent);
  const base = parentAt >= 0 ? message.parts[parentAt]!.name! : "";
  const name = info.name ?? id;
  const args = info.description === undefined ? {} : { description: info.description };
  return {
    name: `${base}/subagents/${encodeNameSegment(id)}`,
    contentType: CT.toolCall,
    content: stringifyJson({ id: subagentCallId(id), name, arguments: args, state: "pending" }),
    metadata: {
      [LANE_KEY]: id,
      title: `Subagent ${name}`,
      itemType: "SUBAGENT",
      provider: PROVIDER,
      subagentName: info.name,
      parentSubagentRunId: info.parent,
      parentToolCallId: info.parentToolCallId,
      parentMessageId: info.parentMessageId,
      [STREAM_STATUS_KEY]: "streaming",
    },
  };
}

/**
 * `SUBAGENT_STARTED`: opens the subagent's lane, a card named `/subagents/<id>` (under its parent
 * subagent's lane when nested) titled "Subagent <name>"; the parts its events make are named
 * under it (see {@link laneSubagentParts}), so they render inside the card, apart from the parent's prose.
 *
 * @example
 * startSubagent(message, { type: "SUBAGENT_STARTED", subagentRunId: "sub-1", name: "researcher" });
 */
export function startSubagent(message: Message, event: JsonObject): Message {
  const id = asText(event.subagentRunId);
  if (id === undefined) return rejectEvent(message, PROVIDER, event, "SUBAGENT_STARTED has no subagentRunId", "SUBAGENT_STARTED");
  const info = {
    name: asText(event.name),
    description: asText(event.description),
    parent: asText(event.parentSubagentRunId),
    parentToolCallId: asText(event.parentToolCallId),
    parentMessageId: asText(event.parentMessageId),
  };
  const at = laneAt(message, id);
  // A lane opened earlier for a part that came first (a messages snapshot) gets its name now.
  if (at >= 0) return replacePart(message, at, { ...lanePart(message, id, info), name: message.parts[at]!.name });
  return { ...message, parts: [...message.parts, lanePart(message, id, info)] };
}

/**
 * `SUBAGENT_FINISHED` / `SUBAGENT_ERROR`: the lane card completes (or fails, or waits when the
 * subagent is suspended), with the subagent's `result` or error as the card's result.
 *
 * @example
 * endSubagent(message, { type: "SUBAGENT_FINISHED", subagentRunId: "sub-1", result: { pages: 3 } });
 */
export function endSubagent(message: Message, event: JsonObject): Message {
  const type = String(event.type);
  const id = asText(event.subagentRunId);
  const at = id === undefined ? -1 : laneAt(message, id);
  if (id === undefined || at < 0) return rejectEvent(message, PROVIDER, event, `${type} for subagent ${id ?? "(no subagentRunId)"}, which has not started`, type);
  const card = message.parts[at]!;
  const parsed = parseJson(card.content ?? "");
  if (!parsed.ok || !isRecord(parsed.value)) return message;
  const failed = type === "SUBAGENT_ERROR";
  const error = failed ? (asText(event.message) ?? "subagent failed") : undefined;
  const outcome = isRecord(event.outcome) ? asText(event.outcome.type) : undefined;
  const state = failed ? "error" : outcome === "suspended" ? "pending" : "complete";
  const { state: _state, ...rest } = parsed.value;
  const done = {
    ...card,
    content: stringifyJson({ ...rest, ...callState(state) }),
    metadata: { ...card.metadata, [STREAM_STATUS_KEY]: "complete", subagentOutcome: failed ? "error" : (outcome ?? "success"), errorCode: failed ? asText(event.code) : undefined },
  };
  const parts = [...message.parts];
  parts[at] = done;
  const output = failed ? error : event.result;
  if (output === undefined && !(outcome === "suspended")) return { ...message, parts };
  const result: Part = {
    name: `${card.name!}/result`,
    contentType: CT.toolResult,
    content: stringifyJson({ callId: subagentCallId(id), name: asText(card.metadata?.subagentName) ?? id, output: output ?? "Suspended: waiting for outside input", ...(failed ? { isError: true } : {}) }),
    metadata: { [LANE_KEY + "Result"]: id, subagentRunId: id, provider: PROVIDER, error, [STREAM_STATUS_KEY]: "complete" },
  };
  const existing = parts.findIndex((p) => p.name === result.name);
  if (existing >= 0) parts[existing] = result;
  else parts.push(result);
  return { ...message, parts };
}

/**
 * Puts every part a subagent made (`metadata.subagentRunId`, as `@ag-ui/client` files it on the
 * message) in that subagent's lane: its name moves under the lane card's (`/subagents/<id>/…`;
 * a tool call and its result keep their relative names), so the card renders it. A subagent seen
 * with no `SUBAGENT_STARTED` (a messages snapshot after a reload) gets a lane card before its
 * first part. Parts already in their lane are the same objects.
 *
 * @example
 * laneSubagentParts(message); // text of subagent "sub-1" → "/subagents/sub-1/messages/msg-9"
 */
export function laneSubagentParts(message: Message): Message {
  let parts: Part[] | undefined;
  const movedCalls = new Map<string, string>();
  const used = new Set(message.parts.map((p) => p.name));
  const laneName = new Map<string, string>();
  for (const p of message.parts) {
    const lane = asText(p.metadata?.[LANE_KEY]);
    if (lane !== undefined && p.name !== undefined) laneName.set(lane, p.name);
    // A call moved into a lane by an earlier event: its result may arrive without attribution.
    const at = p.name?.lastIndexOf("/tool-calls/") ?? -1;
    if (p.contentType === CT.toolCall && lane === undefined && at > 0) movedCalls.set(p.name!.slice(at), p.name!);
  }
  for (let i = 0; i < (parts ?? message.parts).length; i++) {
    const current = parts ?? message.parts;
    const part = current[i]!;
    const own = asText(part.metadata?.subagentRunId);
    const inCall = part.name === undefined ? undefined : [...movedCalls].find(([from]) => part.name!.startsWith(`${from}/`));
    if ((own === undefined || part.metadata?.[LANE_KEY] !== undefined || part.metadata?.[LANE_KEY + "Result"] !== undefined) && inCall === undefined) continue;
    let base: string;
    if (inCall !== undefined) base = inCall[1];
    else {
      if (!laneName.has(own!)) {
        const card = lanePart({ ...message, parts: current }, own!, {});
        parts = [...current.slice(0, i), card, ...current.slice(i)];
        laneName.set(own!, card.name!);
        used.add(card.name);
        continue; // the part itself is now at i + 1
      }
      base = laneName.get(own!)!;
    }
    if (part.name !== undefined && part.name.startsWith(`${base}/`)) continue;
    let name: string;
    if (inCall !== undefined) name = inCall[1] + part.name!.slice(inCall[0].length);
    else if (part.name !== undefined) name = base + part.name;
    else {
      const kind = part.contentType === CT.reasoning ? "reasoning" : part.metadata?.messageRole === "activity" ? "activity" : "messages";
      name = `${base}/${kind}/${encodeNameSegment(asText(part.metadata?.messageId) ?? "part")}`;
    }
    let free = name;
    for (let k = 2; used.has(free); k++) free = `${name}-${k}`;
    used.add(free);
    if (part.contentType === CT.toolCall && part.name !== undefined) movedCalls.set(part.name, free);
    parts ??= [...message.parts];
    parts[i] = { ...part, name: free };
  }
  return parts === undefined ? message : { ...message, parts };
}
