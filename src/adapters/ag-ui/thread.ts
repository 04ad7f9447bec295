import { partStatus, STREAM_STATUS_KEY, type Message, type Part } from "../../model";
import { asText, isRecord } from "../shared/guards";
import { makeMessage } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { reduceAgUiStream } from "./stream";

/**
 * A run's events read as a thread: `run` is the single message {@link reduceAgUiStream} builds,
 * `messages` its parts split back into AG-UI messages (each with its AG-UI id and role, in order
 * of first appearance), and `byId` those messages by id. A subagent's lane (`/subagents/<id>` and
 * all named under it) stays whole, as in `run`: in the message whose call started it
 * (`parentMessageId`), else in a message `subagent:<id>` of its own. Parts of no AG-UI message (the
 * `/state` part, run errors, custom events) are in a last message with the run's id and metadata.
 *
 * @example
 * const thread: AgUiThread = reduceAgUiThread(undefined, { type: "RUN_STARTED", threadId: "t", runId: "r" });
 */
export interface AgUiThread {
  readonly run: Message;
  readonly messages: readonly Message[];
  readonly byId: ReadonlyMap<string, Message>;
}

/** The top-level lane folder a part is in (`/subagents/<id>`), if any. */
function laneOf(name: string | undefined): string | undefined {
  if (name === undefined || !name.startsWith("/subagents/")) return undefined;
  const end = name.indexOf("/", "/subagents/".length);
  return end < 0 ? name : name.slice(0, end);
}

// A subagent's lane (its card, and everything named under it: its messages, calls, nested lanes,
// result) stays together, as in the run message: in the message that started it
// (`parentMessageId`), or in a message of its own (`subagent:<id>`) when there is none.
function laneKeys(run: Message): Map<string, string> {
  const keys = new Map<string, string>();
  for (const part of run.parts) {
    const lane = laneOf(part.name);
    if (lane === undefined || part.name !== lane) continue;
    const runId = asText(part.metadata?.subagentLane);
    keys.set(lane, asText(part.metadata?.parentMessageId) ?? `subagent:${runId ?? lane.slice("/subagents/".length)}`);
  }
  return keys;
}

function split(run: Message, previous: AgUiThread | undefined): Omit<AgUiThread, "run"> {
  const groups = new Map<string, Part[]>();
  const loose: Part[] = [];
  const lanes = laneKeys(run);
  for (const part of run.parts) {
    const lane = laneOf(part.name);
    const id = (lane === undefined ? undefined : lanes.get(lane)) ?? asText(part.metadata?.messageId);
    if (id === undefined) loose.push(part);
    else groups.set(id, [...(groups.get(id) ?? []), part]);
  }
  const out: Message[] = [];
  const byId = new Map<string, Message>();
  for (const [id, parts] of groups) {
    const before = previous?.byId.get(id);
    if (before && before.parts.length === parts.length && before.parts.every((p, i) => p === parts[i])) {
      out.push(before);
      byId.set(id, before);
      continue;
    }
    const own = parts.filter((p) => p.metadata?.messageId === id);
    const role = asText(own[0]?.metadata?.messageRole) ?? "assistant";
    const streaming = parts.some((p) => partStatus(p) === "streaming");
    const lane = parts.find((p) => p.name === laneOf(p.name) && `subagent:${asText(p.metadata?.subagentLane)}` === id);
    const subagentRunId = asText(lane?.metadata?.subagentLane) ?? own.map((p) => asText(p.metadata?.subagentRunId)).find((s) => s !== undefined);
    const message = makeMessage({ id, role, metadata: { [STREAM_STATUS_KEY]: streaming ? "streaming" : "complete", subagentRunId }, parts });
    out.push(message);
    byId.set(id, message);
  }
  if (loose.length > 0 || run.metadata?.error !== undefined) out.push({ ...run, parts: loose });
  return { messages: out, byId };
}

/**
 * Applies one AG-UI event to a thread ({@link AgUiThread}): for a stream that carries several
 * messages (several `TEXT_MESSAGE_START` ids, tool results, reasoning, a `MESSAGES_SNAPSHOT`),
 * one partkit message per AG-UI message, keyed by its id. Messages the event did not touch are the
 * same objects. Never throws.
 *
 * @example
 * let thread: AgUiThread | undefined;
 * await agent.runAgent({}, {
 *   onEvent: ({ event }) => {
 *     thread = reduceAgUiThread(thread, event);
 *     render(thread.messages);
 *   },
 * });
 */
export function reduceAgUiThread(thread: AgUiThread | undefined, event: unknown, options?: AdapterOptions): AgUiThread {
  try {
    const previous = isRecord(thread) && isRecord(thread.run) ? thread : undefined;
    const run = reduceAgUiStream(previous?.run, event, options);
    if (previous && run === previous.run) return previous;
    return { run, ...split(run, previous) };
  } catch {
    const run = thread?.run ?? makeMessage({ role: "assistant", parts: [] });
    return { run, messages: [run], byId: new Map() };
  }
}
