"use client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useHashInput } from "./use-hash-input";

/**
 * What a run function receives besides the input.
 *
 * @example
 * const run: RunFunction = async (input, { signal }: RunContext) => (await fetch("/api", { method: "POST", body: JSON.stringify(input), signal })).json();
 */
export interface RunContext {
  /** Aborted when the user cancels the run (or starts another one and the component unmounts). */
  readonly signal: AbortSignal;
}

/**
 * Runs the request. Return a promise of the output, or an async iterable to stream it: each
 * yielded value replaces the output shown, except strings, which append to a string output.
 *
 * @example
 * const run: RunFunction = async function* (input) { yield "partial "; yield "output"; };
 */
export type RunFunction = (input: unknown, context: RunContext) => Promise<unknown> | AsyncIterable<unknown>;

/**
 * One run in the playground's history.
 *
 * @example
 * const run: PlaygroundRun = { id: 1, input: { q: "hi" }, status: "done", output: "hello", updates: 0, startedAt: 0, endedAt: 12 };
 */
export interface PlaygroundRun {
  readonly id: number;
  readonly input: unknown;
  readonly status: "running" | "done" | "error" | "cancelled";
  readonly output?: unknown;
  readonly error?: string;
  /** How many values a streaming run has yielded so far. */
  readonly updates: number;
  readonly startedAt: number;
  readonly endedAt?: number;
}

/**
 * Options of {@link usePlayground}.
 *
 * @example
 * const options: UsePlaygroundOptions = { run: async (input) => input, initialInput: { q: "hi" }, shareable: false };
 */
export interface UsePlaygroundOptions {
  readonly run: RunFunction;
  /** The input to start with (unless the URL hash holds one). */
  readonly initialInput?: unknown;
  /**
   * Keep the input in the URL hash under this key so the page can be shared (`true` = `"input"`,
   * `false` = off; default `true`). Garbage in the hash is ignored.
   */
  readonly shareable?: boolean | string;
  /** How many runs the history keeps (default 20). */
  readonly historyLimit?: number;
}

/**
 * What {@link usePlayground} returns: the input, the runs and what can be done with them.
 *
 * @example
 * const { input, setInput, start, current }: PlaygroundState = usePlayground({ run });
 */
export interface PlaygroundState {
  /** The input being edited. */
  readonly input: unknown;
  readonly setInput: (input: unknown) => void;
  /** Goes up when the input is replaced from outside the form (a re-run): key the form with it. */
  readonly inputVersion: number;
  /** The history, newest first (at most `historyLimit` runs). */
  readonly runs: readonly PlaygroundRun[];
  /** The run shown: the one picked with `select`, else the newest. */
  readonly current: PlaygroundRun | undefined;
  /** The newest run that is still running. */
  readonly running: PlaygroundRun | undefined;
  /** Starts a run with this input, shows it, and resolves when it ends. */
  readonly start: (input: unknown) => Promise<void>;
  /** Aborts a run (its `signal`) and marks it cancelled. */
  readonly cancel: (id: number) => void;
  /** Puts a past run's input back into the form and runs it again. */
  readonly rerun: (id: number) => void;
  /** Shows a past run. */
  readonly select: (id: number) => void;
  /** The runs picked for comparison (at most two, oldest pick first). */
  readonly compared: readonly number[];
  /** Adds a run to the comparison (dropping the older pick beyond two) or takes it out. */
  readonly setCompared: (id: number, on: boolean) => void;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function";
}

/**
 * A playground's state without its layout: the input (optionally mirrored in the URL hash),
 * cancellable runs of `run` with streamed output, the history, the shown run and the comparison.
 * `<Playground>` and `<Playground.Root>` use it; call it yourself to build a different UI. Runs
 * still going are aborted when the component unmounts.
 *
 * @example
 * const playground = usePlayground({ run: (input, { signal }) => callAgent(input, signal), shareable: false });
 * <button onClick={() => void playground.start(playground.input)}>Run</button>
 * <pre>{JSON.stringify(playground.current?.output)}</pre>
 */
export function usePlayground({ run, initialInput, shareable = true, historyLimit = 20 }: UsePlaygroundOptions): PlaygroundState {
  const hashKey = shareable === true ? "input" : shareable === false ? undefined : shareable;
  const [input, setInput] = useHashInput(hashKey, initialInput);
  const [inputVersion, setInputVersion] = useState(0);
  const [runs, setRuns] = useState<PlaygroundRun[]>([]);
  const [selected, setSelected] = useState<number>();
  const [compared, setComparedIds] = useState<number[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);

  useEffect(() => {
    const all = controllers.current;
    return () => all.forEach((c) => c.abort());
  }, []);

  const update = useCallback((id: number, patch: (r: PlaygroundRun) => PlaygroundRun) => setRuns((all) => all.map((r) => (r.id === id ? patch(r) : r))), []);

  const start = useCallback(
    async (value: unknown) => {
      const id = nextId.current++;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      const entry: PlaygroundRun = { id, input: value, status: "running", updates: 0, startedAt: performance.now() };
      setRuns((all) => [entry, ...all].slice(0, historyLimit));
      setSelected(id);
      const { signal } = controller;
      try {
        const result = run(value, { signal });
        if (isAsyncIterable(result)) {
          for await (const chunk of result) {
            if (signal.aborted) break;
            update(id, (r) => ({ ...r, updates: r.updates + 1, output: typeof chunk === "string" && typeof r.output === "string" ? r.output + chunk : chunk }));
          }
        } else {
          const output = await result;
          if (!signal.aborted) update(id, (r) => ({ ...r, output }));
        }
        if (!signal.aborted) update(id, (r) => ({ ...r, status: "done", endedAt: performance.now() }));
      } catch (error) {
        if (!signal.aborted) update(id, (r) => ({ ...r, status: "error", error: error instanceof Error ? error.message : String(error), endedAt: performance.now() }));
      } finally {
        controllers.current.delete(id);
      }
    },
    [run, update, historyLimit],
  );

  const cancel = useCallback(
    (id: number) => {
      controllers.current.get(id)?.abort();
      controllers.current.delete(id);
      update(id, (r) => (r.status === "running" ? { ...r, status: "cancelled", endedAt: performance.now() } : r));
    },
    [update],
  );

  const rerun = useCallback(
    (id: number) => {
      const past = runs.find((r) => r.id === id);
      if (!past) return;
      setInput(past.input);
      setInputVersion((v) => v + 1);
      void start(past.input);
    },
    [runs, setInput, start],
  );

  const setCompared = useCallback(
    (id: number, on: boolean) => setComparedIds((ids) => (on ? [...ids.filter((x) => x !== id), id].slice(-2) : ids.filter((x) => x !== id))),
    [],
  );

  return useMemo(
    () => ({
      input,
      setInput,
      inputVersion,
      runs,
      current: runs.find((r) => r.id === selected) ?? runs[0],
      running: runs.find((r) => r.status === "running"),
      start,
      cancel,
      rerun,
      select: setSelected,
      compared,
      setCompared,
    }),
    [input, setInput, inputVersion, runs, selected, start, cancel, rerun, compared, setCompared],
  );
}
