import type { Message } from "../../model";
import { asBoolean, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { stringifyJson, toJsonValue } from "../shared/json";
import type { AdapterOptions } from "../shared/options";
import { mergeArtifactChunk } from "./artifact-parts";
import { normalizeRole, normalizeTaskState } from "./from-a2a";
import { readA2AEvent } from "./thread-event";
import { renderA2ATurn } from "./thread-messages";
import { emptyA2AThread, type A2AThread, type A2AThreadArtifact, type A2AThreadTask, type A2AThreadTurn } from "./thread-state";

// Later rejected events are only counted: copying an ever longer list per event made a long
// stream of malformed events quadratic.
const KEPT_REJECTED = 16;

/** A copy of the thread being changed by one event; `touched` turns are rendered again. */
class Draft {
  readonly turns: A2AThreadTurn[];
  readonly tasks: A2AThreadTask[];
  readonly touched = new Set<number>();

  constructor(readonly base: A2AThread) {
    this.turns = [...base.turns];
    this.tasks = [...base.tasks];
  }

  setTurn(index: number, turn: A2AThreadTurn): void {
    this.turns[index] = turn;
    this.touched.add(index);
  }

  pushTurn(turn: A2AThreadTurn): number {
    this.turns.push(turn);
    this.touched.add(this.turns.length - 1);
    return this.turns.length - 1;
  }

  task(taskId: string): A2AThreadTask | undefined {
    return this.tasks.find((t) => t.taskId === taskId);
  }

  setTask(task: A2AThreadTask): void {
    const at = this.tasks.findIndex((t) => t.taskId === task.taskId);
    if (at >= 0) this.tasks[at] = task;
    else this.tasks.push(task);
  }

  /** The task's open turn, opened at the end of the thread when it has none. */
  openTurn(taskId: string, contextId: string | undefined): number {
    const task = this.task(taskId);
    if (task && task.turn >= 0) return task.turn;
    const turn = this.pushTurn({ kind: "task", taskId, contextId: contextId ?? task?.contextId, state: task?.state, items: [], artifacts: [], rejected: [] });
    this.setTask({ taskId, contextId: contextId ?? task?.contextId, state: task?.state, turn });
    return turn;
  }

  /** Whether a message with this id is already shown (as a message or a status message). */
  hasMessage(messageId: string | undefined): boolean {
    if (messageId === undefined) return false;
    return this.turns.some((t) => asText(t.message?.messageId) === messageId || t.items?.some((i) => "status" in i && asText(i.status.messageId) === messageId));
  }

  finish(options: AdapterOptions | undefined): A2AThread {
    const messages: Message[] = [...this.base.messages];
    for (const index of this.touched) messages[index] = renderA2ATurn(this.turns[index]!, options);
    return { turns: this.turns, messages, tasks: this.tasks };
  }
}

function addMessage(draft: Draft, message: JsonObject): void {
  const messageId = asText(message.messageId);
  const existing = messageId === undefined ? -1 : draft.turns.findIndex((t) => asText(t.message?.messageId) === messageId);
  if (existing >= 0) draft.setTurn(existing, { ...draft.turns[existing]!, message });
  else if (!draft.hasMessage(messageId)) draft.pushTurn({ kind: "message", message, rejected: [] });
  const taskId = asText(message.taskId);
  const task = taskId === undefined ? undefined : draft.task(taskId);
  // The user answering a task (after input-required) starts a new agent turn for it.
  if (task && normalizeRole(message.role) === "user" && existing < 0) draft.setTask({ ...task, turn: -1 });
}

function addStatusMessage(draft: Draft, index: number, message: JsonObject): void {
  const turn = draft.turns[index]!;
  const messageId = asText(message.messageId);
  const items = turn.items ?? [];
  const at = messageId === undefined ? -1 : items.findIndex((i) => "status" in i && asText(i.status.messageId) === messageId);
  if (at >= 0) draft.setTurn(index, { ...turn, items: items.map((item, i) => (i === at ? { status: message } : item)) });
  else if (!draft.hasMessage(messageId)) draft.setTurn(index, { ...turn, items: [...items, { status: message }] });
}

function setState(draft: Draft, index: number, taskId: string, status: JsonObject, metadata: unknown): void {
  const turn = draft.turns[index]!;
  const state = normalizeTaskState(status.state) ?? turn.state;
  const taskMetadata = isRecord(metadata) ? { ...turn.taskMetadata, ...metadata } : turn.taskMetadata;
  draft.setTurn(index, { ...turn, state, timestamp: asText(status.timestamp) ?? turn.timestamp, taskMetadata });
  const task = draft.task(taskId)!;
  draft.setTask({ ...task, state });
}

/** The turn of this task already holding the artifact, latest first, else -1. */
function holderOf(draft: Draft, taskId: string, artifactId: string): number {
  for (let i = draft.turns.length - 1; i >= 0; i--) {
    const turn = draft.turns[i]!;
    if (turn.taskId === taskId && turn.artifacts?.some((a) => a.artifact.artifactId === artifactId)) return i;
  }
  return -1;
}

function putArtifact(draft: Draft, taskId: string, contextId: string | undefined, entry: (previous: A2AThreadArtifact | undefined) => A2AThreadArtifact, artifactId: string): void {
  const holder = holderOf(draft, taskId, artifactId);
  const index = holder >= 0 ? holder : draft.openTurn(taskId, contextId);
  const turn = draft.turns[index]!;
  const artifacts = turn.artifacts ?? [];
  const at = artifacts.findIndex((a) => a.artifact.artifactId === artifactId);
  const next = entry(artifacts[at]);
  if (at >= 0 && stringifyJson(next) === stringifyJson(artifacts[at])) return;
  if (at >= 0) draft.setTurn(index, { ...turn, artifacts: artifacts.map((a, i) => (i === at ? next : a)) });
  else draft.setTurn(index, { ...turn, artifacts: [...artifacts, next], items: [...(turn.items ?? []), { artifactId }] });
}

function readArtifact(raw: unknown): (JsonObject & { artifactId: string; parts: unknown[] }) | string {
  const artifact = toJsonValue(raw);
  if (!isRecord(artifact)) return `artifact is ${describe(raw)}, not an object`;
  const artifactId = asString(artifact.artifactId);
  if (artifactId === undefined) return "artifact has no artifactId";
  if (!Array.isArray(artifact.parts)) return "artifact has no parts array";
  return { ...artifact, artifactId, parts: artifact.parts as unknown[] };
}

function knownTask(draft: Draft, taskId: string, contextId: string | undefined): void {
  if (!draft.task(taskId)) draft.setTask({ taskId, contextId, turn: -1 });
}

function applyTask(draft: Draft, task: JsonObject): string | undefined {
  const taskId = asText(task.id);
  if (taskId === undefined) return "task has no id";
  const contextId = asText(task.contextId);
  const isNew = !draft.task(taskId);
  knownTask(draft, taskId, contextId);
  for (const message of Array.isArray(task.history) ? (task.history as unknown[]) : []) {
    const json = toJsonValue(message);
    if (!isRecord(json)) continue;
    const messageId = asText(json.messageId);
    // History messages without an id cannot be told apart from ones shown before, so only a
    // task's first snapshot shows them.
    if (draft.hasMessage(messageId) || (messageId === undefined && !isNew)) continue;
    if (normalizeRole(json.role) === "user") addMessage(draft, { ...json, taskId });
    else addStatusMessage(draft, draft.openTurn(taskId, contextId), json);
  }
  // A new task shows its turn (and state) even before it has any output.
  if (isNew) draft.openTurn(taskId, contextId);
  const status = isRecord(task.status) ? (toJsonValue(task.status) as JsonObject) : undefined;
  if (status && isRecord(status.message) && !draft.hasMessage(asText(status.message.messageId))) addStatusMessage(draft, draft.openTurn(taskId, contextId), status.message);
  const current = draft.task(taskId)!.turn;
  if (status && current >= 0) setState(draft, current, taskId, status, toJsonValue(task.metadata));
  else if (status) draft.setTask({ ...draft.task(taskId)!, state: normalizeTaskState(status.state) });
  for (const raw of Array.isArray(task.artifacts) ? (task.artifacts as unknown[]) : []) {
    const artifact = readArtifact(raw);
    if (typeof artifact === "string") continue;
    putArtifact(draft, taskId, contextId, (previous) => ({ artifact: { ...mergeArtifactChunk(undefined, artifact, false), artifactId: artifact.artifactId }, complete: previous?.complete ?? true }), artifact.artifactId);
  }
  return undefined;
}

function applyStatusUpdate(draft: Draft, event: JsonObject): string | undefined {
  const taskId = asText(event.taskId);
  if (taskId === undefined) return "status update has no taskId";
  const status = toJsonValue(event.status);
  if (!isRecord(status)) return `status is ${describe(event.status)}, not an object`;
  const contextId = asText(event.contextId);
  knownTask(draft, taskId, contextId);
  const index = draft.openTurn(taskId, contextId);
  if (isRecord(status.message)) addStatusMessage(draft, index, status.message);
  setState(draft, index, taskId, status, toJsonValue(event.metadata));
  return undefined;
}

function applyArtifactUpdate(draft: Draft, event: JsonObject): string | undefined {
  const taskId = asText(event.taskId);
  if (taskId === undefined) return "artifact update has no taskId";
  const artifact = readArtifact(event.artifact);
  if (typeof artifact === "string") return artifact;
  const contextId = asText(event.contextId);
  knownTask(draft, taskId, contextId);
  const append = asBoolean(event.append) === true;
  const lastChunk = asBoolean(event.lastChunk) === true;
  putArtifact(
    draft,
    taskId,
    contextId,
    (previous) => ({ artifact: { ...mergeArtifactChunk(previous?.artifact, artifact, append), artifactId: artifact.artifactId }, complete: lastChunk }),
    artifact.artifactId,
  );
  return undefined;
}

function reject(thread: A2AThread, event: unknown, error: string, options: AdapterOptions | undefined): A2AThread {
  const draft = new Draft(thread);
  const last = draft.turns.length - 1;
  const index = last >= 0 ? last : draft.pushTurn({ kind: "events", rejected: [] });
  const turn = draft.turns[index]!;
  if (turn.rejected.length < KEPT_REJECTED) draft.setTurn(index, { ...turn, rejected: [...turn.rejected, { event: toJsonValue(event), error }] });
  else draft.setTurn(index, { ...turn, rejectedCount: (turn.rejectedCount ?? turn.rejected.length) + 1 });
  return draft.finish(options);
}

const isThread = (value: unknown): value is A2AThread =>
  isRecord(value) && Array.isArray(value.turns) && Array.isArray(value.messages) && Array.isArray(value.tasks) && value.turns.length === value.messages.length;

/**
 * Pure reducer for every A2A stream event, into a thread: the ordered messages to render
 * (`thread.messages`) and the state of each task (`thread.tasks`). It takes messages, tasks,
 * status updates and artifact updates, as v1.0 stream responses (wire JSON or SDK objects),
 * v0.3 `kind`-tagged events, or inside JSON-RPC envelopes:
 * - a message is a message of its own (a user message to a task starts that task's next agent
 *   turn, so the answer after `input-required` continues the thread below it); a message already
 *   shown (same `messageId`) is replaced, never repeated;
 * - a task's events go to its open agent turn, one agent message holding its status messages and
 *   artifacts in the order they came, with `metadata.taskState` (`working`, `input-required`,
 *   `completed`…) and `metadata.status` `"streaming"` while the task is submitted or working;
 * - artifact chunks accumulate as the SDK's server stores them (`append` adds parts, else the
 *   chunk replaces the artifact) and adjacent text parts of the same media type join, so parts
 *   are named `/artifacts/<id>/<i>` exactly as `fromA2A` names them in the task `getTask` returns;
 *   a chunk for an artifact shown in an earlier turn updates it there;
 * - a task snapshot adds what the thread has not shown yet (history by `messageId`, artifacts).
 * Events that cannot be applied (not an object, unknown kind, no task id, an artifact without an
 * id, a JSON-RPC error…) become provider items on the last message (the first 16 per message, then
 * one item counting them). Never mutates its inputs and never throws.
 *
 * @example
 * let thread = reduceA2AThread(emptyA2AThread, userMessage);
 * for await (const event of client.sendMessageStream({ message: userMessage })) {
 *   thread = reduceA2AThread(thread, event);
 *   render(<MessageList messages={thread.messages} />);
 * }
 */
export function reduceA2AThread(thread: A2AThread | undefined, event: unknown, options?: AdapterOptions): A2AThread {
  const current = isThread(thread) ? thread : emptyA2AThread;
  const opts = isRecord(options) ? options : undefined;
  try {
    const read = readA2AEvent(event);
    if (read.kind === "rejected") return reject(current, event, read.error, opts);
    const draft = new Draft(current);
    let error: string | undefined;
    if (read.kind === "message") {
      const message = toJsonValue(read.value);
      if (isRecord(message)) addMessage(draft, message);
      else error = "message could not be read";
    } else if (read.kind === "task") error = applyTask(draft, read.value);
    else if (read.kind === "status-update") error = applyStatusUpdate(draft, read.value);
    else error = applyArtifactUpdate(draft, read.value);
    return error === undefined ? draft.finish(opts) : reject(current, event, error, opts);
  } catch (error) {
    return reject(current, event, `event could not be applied: ${error instanceof Error ? error.message : "unknown error"}`, opts);
  }
}
