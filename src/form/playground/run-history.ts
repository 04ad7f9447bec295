import type { PlaygroundRun } from "./use-playground";

const statusText: Record<PlaygroundRun["status"], string> = { running: "Running", done: "Done", error: "Failed", cancelled: "Cancelled" };

/**
 * How long a finished run took, as `"120 ms"` or `"1.5 s"`; `""` while it runs.
 *
 * @example
 * runDuration({ ...run, startedAt: 0, endedAt: 1500 }) // "1.5 s"
 */
export function runDuration(run: PlaygroundRun): string {
  if (!run.endedAt) return "";
  const ms = run.endedAt - run.startedAt;
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * A run's one-line summary for the history: `"Run 2: Done in 12 ms"`.
 *
 * @example
 * runSummary(run) // "Run 1: Failed in 3 ms"
 */
export function runSummary(run: PlaygroundRun): string {
  return `Run ${run.id}: ${statusText[run.status]}${run.endedAt ? ` in ${runDuration(run)}` : ""}`;
}

/**
 * A run's status line for the output panel: the summary plus progress while it streams and the
 * error when it failed; `"Not run yet."` without a run.
 *
 * @example
 * runStatusText(undefined) // "Not run yet."
 */
export function runStatusText(run: PlaygroundRun | undefined): string {
  if (!run) return "Not run yet.";
  const progress = run.status === "running" ? (run.updates ? ` (${run.updates} updates so far)…` : "…") : "";
  return `Run ${run.id}: ${statusText[run.status]}${progress}${run.endedAt ? ` in ${runDuration(run)}` : ""}${run.error ? ` — ${run.error}` : ""}`;
}

/**
 * The dotted paths at which two JSON values differ (at most about 50), `"(whole value)"` when they
 * differ at the top.
 *
 * @example
 * diffPaths({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 } }) // ["b.c"]
 */
export function diffPaths(a: unknown, b: unknown, path = "", out: string[] = []): string[] {
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
