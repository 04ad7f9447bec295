type Rec = Record<string, unknown>;
/**
 * Anything with message-style `metadata`: a `Message`, or an app's own record.
 *
 * @example
 * const entry: WithMetadata = { metadata: { runId: "run_1" } };
 */
export type WithMetadata = { readonly metadata?: Readonly<Record<string, unknown>> | undefined };

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
const metadataOf = (message: WithMetadata | undefined): Rec =>
  typeof message?.metadata === "object" && message.metadata !== null ? (message.metadata as Rec) : {};

/**
 * The run a message belongs to: `metadata.run_id` (seed 004), or `metadata.runId` as some
 * adapters write it.
 *
 * @example
 * runIdOf({ parts: [], metadata: { run_id: "run_1773286460762" } }); // "run_1773286460762"
 */
export function runIdOf(message: WithMetadata | undefined): string | undefined {
  const meta = metadataOf(message);
  return text(meta.run_id) ?? text(meta.runId);
}

/**
 * One entry of {@link groupByRun}: a run (its messages, in order) or a message outside any run.
 * `index` is the position of the entry's first message in the input; use `key` as the React key.
 *
 * @example
 * const entry: RunEntry<Message> = { type: "run", key: "run:run_1:0", runId: "run_1", index: 0, messages: [a, b] };
 */
export type RunEntry<TMessage> =
  | { readonly type: "run"; readonly key: string; readonly runId: string; readonly index: number; readonly messages: readonly TMessage[] }
  | { readonly type: "message"; readonly key: string; readonly index: number; readonly message: TMessage };

/**
 * Options of {@link groupByRun}.
 *
 * @example
 * const options: GroupByRunOptions = { mode: "all" };
 */
export interface GroupByRunOptions {
  /**
   * `"consecutive"` (default): a run is a stretch of adjacent messages with the same run id, so
   * nothing moves. `"all"`: every message of a run joins one group, placed where the run's first
   * message was (later messages of the run move up to it).
   */
  readonly mode?: "consecutive" | "all";
}

/**
 * Groups a transcript by run (`metadata.run_id`). Messages without a run id stay single entries
 * in their original order. Pure: the messages are not copied.
 *
 * @example
 * groupByRun([user, intent, toolCall, answer, followUp]);
 * // [{ type: "message", message: user }, { type: "run", runId: "run_1", messages: [intent, toolCall, answer] }, { type: "message", message: followUp }]
 */
export function groupByRun<TMessage extends WithMetadata>(messages: readonly TMessage[], { mode = "consecutive" }: GroupByRunOptions = {}): RunEntry<TMessage>[] {
  const entries: RunEntry<TMessage>[] = [];
  const open = new Map<string, TMessage[]>();
  let previous: string | undefined;
  messages.forEach((message, index) => {
    const runId = runIdOf(message);
    if (runId === undefined) {
      entries.push({ type: "message", key: `message:${index}`, index, message });
    } else if (mode === "all" ? open.has(runId) : previous === runId) {
      open.get(runId)!.push(message);
    } else {
      const group: TMessage[] = [message];
      open.set(runId, group);
      entries.push({ type: "run", key: `run:${runId}:${index}`, runId, index, messages: group });
    }
    previous = runId;
  });
  return entries;
}

/**
 * One stage of a run: its name, how many messages it has and their summed latency.
 *
 * @example
 * const stage: RunStage = { stage: "intent", messageCount: 1, latencyMs: 2610 };
 */
export interface RunStage {
  readonly stage: string;
  readonly messageCount: number;
  readonly latencyMs?: number;
}

/**
 * What {@link summarizeRun} returns.
 *
 * @example
 * const summary: RunSummary = { messageCount: 3, stages: [], toolNames: ["calendar_create_event"], totalLatencyMs: 4110 };
 */
export interface RunSummary {
  readonly messageCount: number;
  /** Stages in the order they first appear. */
  readonly stages: readonly RunStage[];
  readonly toolNames: readonly string[];
  /** Sum of every message's `latency_ms`; absent when no message has one. */
  readonly totalLatencyMs?: number;
}

/**
 * Summarises a run's messages (seed 004 metadata): stages in order with their latency, tool
 * names, total latency and message count.
 *
 * @example
 * summarizeRun(group.messages);
 * // { messageCount: 3, stages: [{ stage: "intent", messageCount: 1, latencyMs: 2610 }, …], totalLatencyMs: 4110, toolNames: ["calendar_create_event"] }
 */
export function summarizeRun(messages: readonly WithMetadata[]): RunSummary {
  const stages = new Map<string, { messageCount: number; latencyMs?: number }>();
  const toolNames = new Set<string>();
  let total: number | undefined;
  for (const message of messages) {
    const meta = metadataOf(message);
    const latency = typeof meta.latency_ms === "number" ? meta.latency_ms : meta.latencyMs;
    const ms = typeof latency === "number" && Number.isFinite(latency) && latency >= 0 ? latency : undefined;
    if (ms !== undefined) total = (total ?? 0) + ms;
    const tool = text(meta.tool_name) ?? text(meta.toolName);
    if (tool) toolNames.add(tool);
    const stage = text(meta.stage);
    if (stage === undefined) continue;
    const entry = stages.get(stage) ?? { messageCount: 0 };
    entry.messageCount += 1;
    if (ms !== undefined) entry.latencyMs = (entry.latencyMs ?? 0) + ms;
    stages.set(stage, entry);
  }
  return {
    messageCount: messages.length,
    stages: [...stages].map(([stage, entry]) => ({ stage, ...entry })),
    toolNames: [...toolNames],
    ...(total === undefined ? {} : { totalLatencyMs: total }),
  };
}
