import { STREAM_STATUS_KEY, type Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { makeMessage, neverThrow } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import type { Meta } from "../shared/parts";
import { addArtifact, addMessageBody, convertMessage, wellKnown } from "./from-a2a";
import type { A2AThread, A2AThreadTurn } from "./thread-state";

const PROVIDER = "a2a";
const ACTIVE_STATES = new Set(["submitted", "working"]);

function addRejected(b: BodyBuilder, turn: A2AThreadTurn): void {
  const count = turn.rejectedCount ?? turn.rejected.length;
  if (count > turn.rejected.length)
    b.providerItem(turn.rejected, { error: `${count} events could not be applied; the first ${turn.rejected.length} are kept here, each with why`, metadata: { eventCount: count } });
  else for (const entry of turn.rejected) b.providerItem(entry.event, { error: entry.error });
}

function taskTurnMessage(turn: A2AThreadTurn, options: AdapterOptions | undefined): Message {
  const b = new BodyBuilder(PROVIDER, "agent", options);
  const active = turn.state === undefined || ACTIVE_STATES.has(turn.state);
  const summaries: Meta[] = [];
  for (const item of turn.items ?? []) {
    if ("status" in item) {
      addMessageBody(b, item.status);
      continue;
    }
    const entry = turn.artifacts?.find((a) => a.artifact.artifactId === item.artifactId);
    if (!entry) continue;
    const streaming = active && !entry.complete;
    const summary = addArtifact(b, entry.artifact, summaries.length, (i, count) => (streaming && i === count - 1 ? { [STREAM_STATUS_KEY]: "streaming" } : {}));
    if (summary) summaries.push({ ...summary, complete: entry.complete });
  }
  addRejected(b, turn);
  return makeMessage({
    role: "agent",
    createdAt: turn.timestamp,
    metadata: {
      taskId: turn.taskId,
      contextId: turn.contextId,
      taskState: turn.state,
      timestamp: turn.timestamp,
      ...wellKnown(turn.taskMetadata),
      taskMetadata: turn.taskMetadata,
      artifacts: summaries.length > 0 ? summaries : undefined,
      [STREAM_STATUS_KEY]: active ? "streaming" : "complete",
    },
    parts: b.parts,
  });
}

/**
 * The message one thread turn shows.
 *
 * @example
 * renderA2ATurn({ kind: "task", taskId: "t", state: "working", items: [], artifacts: [], rejected: [] }, undefined);
 * // { role: "agent", metadata: { taskId: "t", taskState: "working", status: "streaming" }, parts: [] }
 */
export function renderA2ATurn(turn: A2AThreadTurn, options: AdapterOptions | undefined): Message {
  return neverThrow(PROVIDER, turn, () => {
    if (turn.kind === "task") return taskTurnMessage(turn, options);
    if (turn.kind === "message" && turn.message) {
      const message = convertMessage(turn.message, options);
      if (turn.rejected.length === 0) return message;
      const b = new BodyBuilder(PROVIDER, message.role, options);
      addRejected(b, turn);
      return { ...message, parts: [...message.parts, ...b.parts] };
    }
    const b = new BodyBuilder(PROVIDER, "agent", options);
    addRejected(b, turn);
    return makeMessage({ role: "agent", metadata: { provider: PROVIDER }, parts: b.parts });
  });
}

/**
 * The messages of an A2A thread, in order, for `<MessageList>`: user messages, and one agent
 * message per task turn holding the task's status messages and artifacts (`/artifacts/<id>/<i>`)
 * with `metadata.taskState`. The same as `thread.messages`; an empty list for anything that is
 * not a thread.
 *
 * @example
 * <MessageList messages={a2aThreadMessages(thread)} />
 */
export function a2aThreadMessages(thread: A2AThread | undefined): readonly Message[] {
  return thread !== null && typeof thread === "object" && Array.isArray(thread.messages) ? thread.messages : [];
}
