import { partStatus, STREAM_STATUS_KEY, type Message, type Part } from "../../model";
import { asText, isRecord } from "../shared/guards";
import { makeMessage } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { reduceAgUiStream } from "./stream";

/**
 * A run's events read as a thread: `run` is the single message {@link reduceAgUiStream} builds,
 * `messages` its parts split back into AG-UI messages (each with its AG-UI id and role, in order
 * of first appearance), and `byId` those messages by id. Parts of no AG-UI message (the `/state`
 * part, run errors, custom events) are in a last message with the run's id and metadata.
 *
 * @example
 * const thread: AgUiThread = reduceAgUiThread(undefined, { type: "RUN_STARTED", threadId: "t", runId: "r" });
 */
export interface AgUiThread {
  readonly run: Message;
  readonly messages: readonly Message[];
  readonly byId: ReadonlyMap<string, Message>;
}

function split(run: Message, previous: AgUiThread | undefined): Omit<AgUiThread, "run"> {
  const groups = new Map<string, Part[]>();
  const loose: Part[] = [];
  for (const part of run.parts) {
    const id = asText(part.metadata?.messageId);
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
    const role = asText(parts[0]!.metadata?.messageRole) ?? "assistant";
    const streaming = parts.some((p) => partStatus(p) === "streaming");
    const subagentRunId = parts.map((p) => asText(p.metadata?.subagentRunId)).find((s) => s !== undefined);
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
