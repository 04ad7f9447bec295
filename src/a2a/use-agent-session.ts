"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { emptyA2AThread, reduceA2AThread, type A2AThread } from "../adapters/a2a";
import { A2AConnectionError, describeA2AFailure, type A2AFailure } from "./a2a-failure";
import { toSdkMessage, type A2AConnection, type A2AOutgoing } from "./connect-a2a";

/** Task states after which nothing more comes. */
export const FINAL_STATES: ReadonlySet<string> = new Set(["completed", "canceled", "failed", "rejected"]);

/** States in which a task is running and its stream should still be open. */
const RUNNING_STATES = new Set(["submitted", "working"]);

/**
 * What {@link useAgentSession} returns: the thread to render, the task being followed, the last
 * failure, and the actions.
 *
 * @example
 * const { thread, busy, send, cancel } = useAgentSession(agent);
 */
export interface AgentSession {
  readonly thread: A2AThread;
  /** A stream or call is under way. */
  readonly busy: boolean;
  /** The task the latest stream follows (or followed). */
  readonly currentTaskId?: string;
  /** The latest failure, until the next action. */
  readonly failure?: A2AFailure & { readonly taskId?: string };
  /**
   * Sends a message and follows its task. Resolves once the agent answers with its first event;
   * rejects with the {@link A2AConnectionError} when it fails before that (the failure is also in
   * `failure`), so a composer can keep the draft.
   */
  send(message: A2AOutgoing): Promise<void>;
  cancel(taskId?: string): void;
  resubscribe(taskId: string): void;
  refresh(taskId: string): void;
}

/** How long events are folded in before the page gets its turn. */
const SLICE_MS = 12;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const asStreamMessage = (message: ReturnType<typeof toSdkMessage>) => ({ payload: { $case: "message" as const, value: message } });

/** The id of the task an SDK stream event belongs to. */
function taskIdOf(event: unknown): string | undefined {
  const payload = (event as { payload?: { $case?: string; value?: Record<string, unknown> } } | undefined)?.payload;
  if (!payload?.value) return undefined;
  const id = payload.$case === "task" ? payload.value.id : payload.value.taskId;
  return typeof id === "string" && id !== "" ? id : undefined;
}

/**
 * Follows an A2A agent's tasks in React: sends through the connection, folds every stream event
 * into a thread with `reduceA2AThread`, and keeps the failure (a stream that ends while its task
 * still works counts as cut, so it can be resubscribed). One session per connection: give the
 * component a new `key` for another agent.
 *
 * @example
 * const session = useAgentSession(agent);
 * <MessageList messages={session.thread.messages} />
 */
export function useAgentSession(connection: A2AConnection | undefined): AgentSession {
  const [thread, setThread] = useState<A2AThread>(emptyA2AThread);
  const [busy, setBusy] = useState(false);
  const [currentTaskId, setCurrentTaskId] = useState<string>();
  const [failure, setFailure] = useState<AgentSession["failure"]>();
  const threadRef = useRef(thread);
  const running = useRef<AbortController | undefined>(undefined);

  const apply = useCallback((event: unknown) => {
    threadRef.current = reduceA2AThread(threadRef.current, event);
    setThread(threadRef.current);
  }, []);

  useEffect(() => () => running.current?.abort(), []);

  const follow = useCallback(
    async (open: (signal: AbortSignal) => AsyncGenerator<unknown, void, undefined>, knownTaskId?: string, onFirst?: (error?: A2AConnectionError) => void) => {
      running.current?.abort();
      const abort = new AbortController();
      running.current = abort;
      setBusy(true);
      setFailure(undefined);
      let taskId = knownTaskId;
      let slice = performance.now();
      try {
        for await (const event of open(abort.signal)) {
          if (abort.signal.aborted) break;
          // Thousands of events can arrive in one network read and would all be folded in one
          // task: the page gets its turn between slices, so it never freezes for a stream.
          if (performance.now() - slice > SLICE_MS) {
            await nextTask();
            slice = performance.now();
            if (abort.signal.aborted) break;
          }
          onFirst?.();
          const id = taskIdOf(event);
          if (id && id !== taskId) {
            taskId = id;
            setCurrentTaskId(id);
          }
          apply(event);
        }
        const state = threadRef.current.tasks.find((t) => t.taskId === taskId)?.state;
        if (!abort.signal.aborted && taskId && state !== undefined && RUNNING_STATES.has(state)) {
          setFailure({ kind: "stream-cut", message: `The event stream ended while the task was still ${state}. Resubscribe to follow it again.`, taskId });
        }
      } catch (error) {
        const described = error instanceof A2AConnectionError ? error.failure : describeA2AFailure(error, "stream");
        if (!abort.signal.aborted && described.kind !== "aborted") setFailure({ ...described, taskId });
        onFirst?.(error instanceof A2AConnectionError ? error : new A2AConnectionError(described, { cause: error }));
      } finally {
        onFirst?.();
        if (running.current === abort) {
          running.current = undefined;
          setBusy(false);
        }
      }
    },
    [apply],
  );

  const send = useCallback(
    (outgoing: A2AOutgoing) => {
      if (!connection) return Promise.reject(new A2AConnectionError({ kind: "unreachable", message: "Not connected to an agent." }));
      const message = toSdkMessage(outgoing);
      apply(asStreamMessage(message));
      return new Promise<void>((resolve, reject) => {
        let settled = false;
        const first = (error?: A2AConnectionError) => {
          if (settled) return;
          settled = true;
          if (error) reject(error);
          else resolve();
        };
        void follow((signal) => connection.send({ ...outgoing, messageId: message.messageId }, { signal }), outgoing.taskId, first);
      });
    },
    [apply, connection, follow],
  );

  const resubscribe = useCallback(
    (taskId: string) => {
      if (!connection) return;
      void follow((signal) => connection.resubscribe(taskId, { signal }), taskId);
    },
    [connection, follow],
  );

  const call = useCallback(
    async (run: () => Promise<unknown>, taskId: string) => {
      setFailure(undefined);
      try {
        apply(await run());
      } catch (error) {
        setFailure({ ...describeA2AFailure(error, "request"), taskId });
      }
    },
    [apply],
  );

  const cancel = useCallback(
    (taskId = currentTaskId) => {
      if (!connection || !taskId) return;
      void call(async () => {
        const task = await connection.cancel(taskId);
        // The stream may end before the canceled state reached it; the task as returned settles it.
        running.current?.abort();
        return { payload: { $case: "task", value: task } };
      }, taskId);
    },
    [call, connection, currentTaskId],
  );

  const refresh = useCallback(
    (taskId: string) => {
      if (!connection) return;
      void call(async () => ({ payload: { $case: "task", value: await connection.getTask(taskId) } }), taskId);
    },
    [call, connection],
  );

  return { thread, busy, currentTaskId, failure, send, cancel, resubscribe, refresh };
}
