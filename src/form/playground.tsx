"use client";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import type { UiSchema } from "@rjsf/utils";
import { ResultView } from "./result-view";
import { SchemaForm } from "./schema-form";
import type { JsonSchema } from "./schema-safety";
import { dataToLlmText } from "../model/index";

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
 * Props of {@link Playground}.
 *
 * @example
 * const props: PlaygroundProps = { inputSchema: { type: "object" }, run: async (input) => input, shareable: "q" };
 */
export interface PlaygroundProps {
  readonly inputSchema: JsonSchema;
  readonly outputSchema?: JsonSchema;
  readonly run: RunFunction;
  readonly initialInput?: unknown;
  readonly uiSchema?: UiSchema;
  readonly title?: string;
  readonly description?: ReactNode;
  /**
   * Keep the input in the URL hash under this key so the page can be shared (`true` = `"input"`,
   * `false` = off). Garbage in the hash is ignored.
   */
  readonly shareable?: boolean | string;
  /** Replaces the default output display (a {@link ResultView} of `outputSchema`). */
  readonly renderOutput?: (run: PlaygroundRun) => ReactNode;
  /** Label of the run button (default "Run"). */
  readonly runLabel?: string;
  /** How many runs the history keeps (default 20). */
  readonly historyLimit?: number;
  readonly className?: string;
}

const MAX_HASH_CHARS = 200_000;

function encodeHashValue(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value ?? null));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Reads a value that {@link Playground} stored in a URL hash; `undefined` for anything that is
 * not exactly that (missing key, bad base64, bad UTF-8, bad JSON, too long).
 *
 * @example
 * readHashValue("#input=eyJhIjoxfQ", "input") // { a: 1 }
 * readHashValue("#input=%%%", "input")        // undefined
 */
export function readHashValue(hash: string, key: string): unknown {
  if (hash.length > MAX_HASH_CHARS) return undefined;
  try {
    const params = new URLSearchParams(hash.replace(/^#/, ""));
    const raw = params.get(key);
    if (!raw || !/^[A-Za-z0-9_-]+$/.test(raw)) return undefined;
    const bin = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * Writes a value into a URL hash under `key`, keeping the hash's other parameters.
 *
 * @example
 * writeHashValue("#tab=2", "input", { a: 1 }) // "#tab=2&input=eyJhIjoxfQ"
 */
export function writeHashValue(hash: string, key: string, value: unknown): string {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(hash.replace(/^#/, ""));
  } catch {
    params = new URLSearchParams();
  }
  params.set(key, encodeHashValue(value));
  return `#${params.toString()}`;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function";
}

function duration(run: PlaygroundRun): string {
  if (!run.endedAt) return "";
  const ms = run.endedAt - run.startedAt;
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

const statusText: Record<PlaygroundRun["status"], string> = { running: "Running", done: "Done", error: "Failed", cancelled: "Cancelled" };

function diffPaths(a: unknown, b: unknown, path = "", out: string[] = []): string[] {
  if (out.length > 50) return out;
  if (Object.is(a, b)) return out;
  const objA = typeof a === "object" && a !== null;
  const objB = typeof b === "object" && b !== null;
  if (objA && objB && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) diffPaths((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k, out);
    return out;
  }
  out.push(path || "(whole value)");
  return out;
}

/**
 * "UI by default" for any request with an input schema: a form, a cancellable Run with
 * streaming output, the result rendered by the output schema, a run history (show, re-run,
 * compare two), the Input message the run produced and the text an LLM sees for it. The input
 * can live in the URL hash so a playground state can be shared.
 *
 * @selector [data-slot="playground"]  [data-slot="run-status"][data-state="idle" | "running" | "done" | "error" | "cancelled"]
 * @example
 * <Playground
 *   inputSchema={{ type: "object", properties: { city: { type: "string" } }, required: ["city"] }}
 *   run={async ({ city }, { signal }) => (await fetch(`/weather?c=${city}`, { signal })).json()}
 * />
 */
export function Playground(props: PlaygroundProps) {
  const { inputSchema, outputSchema, run, initialInput, uiSchema, title, description, shareable = true, renderOutput, runLabel = "Run", historyLimit = 20, className } = props;
  const hashKey = shareable === true ? "input" : shareable === false ? undefined : shareable;
  const [input, setInput] = useState<unknown>(() => {
    if (hashKey && typeof window !== "undefined") {
      const fromHash = readHashValue(window.location.hash, hashKey);
      if (fromHash !== undefined) return fromHash;
    }
    return initialInput;
  });
  const [formKey, setFormKey] = useState(0);
  const [runs, setRuns] = useState<PlaygroundRun[]>([]);
  const [selected, setSelected] = useState<number>();
  const [compare, setCompare] = useState<number[]>([]);
  const [tab, setTab] = useState<"result" | "message" | "llm">("result");
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
  const baseId = useId();

  useEffect(() => {
    const all = controllers.current;
    return () => all.forEach((c) => c.abort());
  }, []);

  useEffect(() => {
    if (!hashKey || typeof window === "undefined" || input === undefined) return;
    const next = writeHashValue(window.location.hash, hashKey, input);
    if (next !== window.location.hash) window.history.replaceState(window.history.state, "", next);
  }, [hashKey, input]);

  const update = useCallback((id: number, patch: (r: PlaygroundRun) => PlaygroundRun) => setRuns((all) => all.map((r) => (r.id === id ? patch(r) : r))), []);

  const start = useCallback(
    async (value: unknown) => {
      const id = nextId.current++;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      const entry: PlaygroundRun = { id, input: value, status: "running", updates: 0, startedAt: performance.now() };
      setRuns((all) => [entry, ...all].slice(0, historyLimit));
      setSelected(id);
      setTab("result");
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

  const current = runs.find((r) => r.id === selected) ?? runs[0];
  const running = runs.find((r) => r.status === "running");
  const message = useMemo(() => ({ type: "input" as const, input: current?.input ?? input ?? {}, schema: inputSchema }), [current, input, inputSchema]);
  const compared = compare.map((id) => runs.find((r) => r.id === id)).filter((r): r is PlaygroundRun => r !== undefined);
  const tabs = [
    ["result", "Result"],
    ["message", "Input message"],
    ["llm", "LLM text"],
  ] as const;

  return (
    <div data-slot="playground" className={className}>
      {title || description ? (
        <header data-slot="playground-header">
          {title ? <h2 data-slot="playground-title">{title}</h2> : null}
          {description ? <div data-slot="schema-form-field-description">{description}</div> : null}
        </header>
      ) : null}
      <section data-slot="playground-panel" aria-labelledby={`${baseId}-input`}>
        <h3 id={`${baseId}-input`}>Input</h3>
        <SchemaForm
          key={formKey}
          schema={inputSchema}
          uiSchema={uiSchema}
          formData={input}
          idPrefix={`${baseId.replace(/[^a-zA-Z0-9_-]/g, "")}in`}
          onChange={(data) => setInput(data)}
          onSubmit={(data) => void start(data)}
        >
          <div data-slot="schema-form-actions">
            <button type="submit" data-slot="schema-form-button" data-variant="primary">
              {runLabel}
            </button>
            {running ? (
              <button type="button" data-slot="schema-form-button" onClick={() => cancel(running.id)}>
                Cancel
              </button>
            ) : null}
          </div>
        </SchemaForm>
      </section>

      <section data-slot="playground-panel" aria-labelledby={`${baseId}-output`}>
        <h3 id={`${baseId}-output`}>Output</h3>
        <p data-slot="run-status" data-state={current?.status ?? "idle"} role="status" aria-live="polite">
          {current
            ? `Run ${current.id}: ${statusText[current.status]}${current.status === "running" ? (current.updates ? ` (${current.updates} updates so far)…` : "…") : ""}${current.endedAt ? ` in ${duration(current)}` : ""}${current.error ? ` — ${current.error}` : ""}`
            : "Not run yet."}
        </p>
        <div role="tablist" aria-label="Output views" data-slot="playground-tabs">
          {tabs.map(([key, text]) => (
            <button
              key={key}
              type="button"
              role="tab"
              data-slot="playground-tab"
              id={`${baseId}-tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`${baseId}-panel-${key}`}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => setTab(key)}
              onKeyDown={(e) => {
                const i = tabs.findIndex(([k]) => k === key);
                const j = e.key === "ArrowRight" ? (i + 1) % tabs.length : e.key === "ArrowLeft" ? (i + tabs.length - 1) % tabs.length : -1;
                if (j >= 0) {
                  setTab(tabs[j]![0]);
                  document.getElementById(`${baseId}-tab-${tabs[j]![0]}`)?.focus();
                }
              }}
            >
              {text}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`} data-slot="playground-tab-panel" aria-busy={current?.status === "running" || undefined}>
          {tab === "result" ? (
            current && (current.output !== undefined || current.status !== "running") && current.status !== "error" ? (
              renderOutput ? renderOutput(current) : <ResultView schema={outputSchema} value={current.output} status={current.status === "running" ? "streaming" : "complete"} />
            ) : current?.status === "error" ? (
              <p data-slot="connection-error" role="alert">
                The run failed: {current.error}
              </p>
            ) : (
              <p data-slot="schema-form-note">{current ? "Waiting for output…" : "Run the request to see its output."}</p>
            )
          ) : tab === "message" ? (
            <pre data-slot="playground-code" tabIndex={0} role="region" aria-label="Input message JSON">{JSON.stringify(message, null, 2)}</pre>
          ) : (
            <pre data-slot="playground-code" tabIndex={0} role="region" aria-label="LLM text for the input">{dataToLlmText([message])}</pre>
          )}
        </div>
      </section>

      {runs.length > 0 ? (
        <section data-slot="playground-panel" aria-labelledby={`${baseId}-history`}>
          <h3 id={`${baseId}-history`}>History</h3>
          <ul data-slot="run-history">
            {runs.map((r) => (
              <li key={r.id} data-state={r.status} aria-current={r.id === current?.id || undefined}>
                <span>
                  Run {r.id}: {statusText[r.status]}
                  {r.endedAt ? ` in ${duration(r)}` : ""}
                </span>
                <button type="button" data-slot="schema-form-button" data-variant="ghost" onClick={() => setSelected(r.id)} aria-label={`Show run ${r.id}`}>
                  Show
                </button>
                <button
                  type="button"
                  data-slot="schema-form-button"
                  data-variant="ghost"
                  aria-label={`Re-run run ${r.id}`}
                  onClick={() => {
                    setInput(r.input);
                    setFormKey((k) => k + 1);
                    void start(r.input);
                  }}
                >
                  Re-run
                </button>
                <label>
                  <input
                    type="checkbox"
                    aria-label={`Compare run ${r.id}`}
                    checked={compare.includes(r.id)}
                    onChange={(e) => setCompare((c) => (e.target.checked ? [...c.filter((x) => x !== r.id), r.id].slice(-2) : c.filter((x) => x !== r.id)))}
                  />{" "}
                  Compare
                </label>
                {r.status === "running" ? (
                  <button type="button" data-slot="schema-form-button" onClick={() => cancel(r.id)} aria-label={`Cancel run ${r.id}`}>
                    Cancel
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {compared.length === 2 ? (
            <div data-slot="run-comparison" aria-label="Comparison" role="region">
              <p>
                Inputs differ at:{" "}
                {(() => {
                  const d = diffPaths(compared[0]!.input, compared[1]!.input);
                  return d.length ? d.join(", ") : "nothing (same input)";
                })()}
              </p>
              <div data-slot="run-compare">
                {compared.map((r) => (
                  <div key={r.id}>{renderOutput ? renderOutput(r) : <ResultView title={`Run ${r.id}`} schema={outputSchema} value={r.output} />}</div>
                ))}
              </div>
            </div>
          ) : compare.length === 1 ? (
            <p data-slot="schema-form-note">Pick one more run to compare.</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
