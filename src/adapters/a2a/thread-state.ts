import type { Message } from "../../model";

/**
 * An artifact of a task turn, accumulated from its chunks as plain JSON in the format it came in.
 *
 * @example
 * const a: A2AThreadArtifact = { artifact: { artifactId: "forecast", parts: [{ text: "sunny" }] }, complete: false };
 */
export interface A2AThreadArtifact {
  readonly artifact: Readonly<Record<string, unknown>> & { readonly artifactId: string; readonly parts: readonly unknown[] };
  /** A `lastChunk` event was seen (or the artifact came whole in a task snapshot). */
  readonly complete: boolean;
}

/**
 * What a task turn shows, in the order it arrived: a status message, or an artifact (by id).
 *
 * @example
 * const items: A2AThreadItem[] = [{ status: { messageId: "s1", role: "agent", parts: [] } }, { artifactId: "forecast" }];
 */
export type A2AThreadItem = { readonly status: Readonly<Record<string, unknown>> } | { readonly artifactId: string };

/**
 * One turn of an A2A thread, the source of one message of `thread.messages`:
 * - `message`: a user message, or an agent message that is not part of a task's status;
 * - `task`: the agent's output for a task between two user turns: its status messages and the
 *   artifacts first seen in it, and the task state when the turn last heard of it;
 * - `events`: only events that could not be applied, before anything else arrived.
 * Every turn keeps the first 16 events that could not be applied while it was the last turn.
 *
 * @example
 * const turn: A2AThreadTurn = { kind: "task", taskId: "t1", state: "working", items: [], artifacts: [], rejected: [] };
 */
export interface A2AThreadTurn {
  readonly kind: "message" | "task" | "events";
  /** The message of a `message` turn, as plain JSON. */
  readonly message?: Readonly<Record<string, unknown>>;
  readonly taskId?: string;
  readonly contextId?: string;
  /** The task state, normalised (`working`, `input-required`, `completed`…). */
  readonly state?: string;
  readonly timestamp?: string;
  /** The task's metadata, merged from snapshots and events. */
  readonly taskMetadata?: Readonly<Record<string, unknown>>;
  readonly items?: readonly A2AThreadItem[];
  readonly artifacts?: readonly A2AThreadArtifact[];
  readonly rejected: readonly { readonly event: unknown; readonly error: string }[];
  /** How many events could not be applied here, once there are more than `rejected` keeps. */
  readonly rejectedCount?: number;
}

/**
 * A task the thread has heard of: its latest state and the turn its next output goes to.
 *
 * @example
 * const t: A2AThreadTask = { taskId: "t1", contextId: "c1", state: "input-required", turn: -1 };
 */
export interface A2AThreadTask {
  readonly taskId: string;
  readonly contextId?: string;
  /** The latest task state, normalised (`working`, `input-required`, `completed`…). */
  readonly state?: string;
  /** Index of the task's open turn in `turns`; -1 once a user message to the task came after it. */
  readonly turn: number;
}

/**
 * State of {@link reduceA2AThread}: the turns, the messages to render (one per turn, same
 * index; a message no event touched stays the same object) and the tasks.
 *
 * @example
 * <MessageList messages={thread.messages} />
 */
export interface A2AThread {
  readonly turns: readonly A2AThreadTurn[];
  readonly messages: readonly Message[];
  readonly tasks: readonly A2AThreadTask[];
}

/**
 * The initial, empty thread.
 *
 * @example
 * let thread = emptyA2AThread;
 */
export const emptyA2AThread: A2AThread = Object.freeze({ turns: [], messages: [], tasks: [] });
