"use client";
import { useContext, useId, type ComponentProps } from "react";
import { usePlaygroundContext } from "./playground-context";
import { FormValidationContext } from "../validation/form-validation";
import { ResultViewBase } from "../result-view/result-view-base";
import { diffPaths, runSummary } from "./run-history";
import type { PlaygroundRun } from "./use-playground";

/**
 * Props of {@link PlaygroundHistory}: those of its `<section>`.
 *
 * @example
 * const props: PlaygroundHistoryProps = { heading: "Earlier runs" };
 */
export interface PlaygroundHistoryProps extends Omit<ComponentProps<"section">, "children"> {
  /** The panel's heading (default "History"). */
  readonly heading?: string;
}

/**
 * The run history, newest first: each run's status and time with Show, Re-run, Compare and (while
 * running) Cancel; two runs picked for comparison show side by side with the paths where their
 * inputs differ. Renders nothing before the first run.
 *
 * @selector [data-slot="playground-panel"][data-panel="history"] [data-slot="run-history"] > li[data-state][aria-current]
 * @selector [data-slot="run-comparison"] [data-slot="run-compare"]
 * @example
 * <Playground.Root inputSchema={inputSchema} run={run}>
 *   <Playground.Input />
 *   <Playground.Result />
 *   <Playground.History heading="Earlier runs" />
 * </Playground.Root>
 */
export function PlaygroundHistory({ heading = "History", ...props }: PlaygroundHistoryProps) {
  const { runs, current, select, rerun, cancel, compared, setCompared } = usePlaygroundContext("Playground.History");
  const headingId = `${useId()}-heading`;
  if (runs.length === 0) return null;
  const pair = compared.map((id) => runs.find((r) => r.id === id)).filter((r): r is PlaygroundRun => r !== undefined);
  return (
    <section aria-labelledby={headingId} {...props} data-slot="playground-panel" data-panel="history">
      <h3 id={headingId}>{heading}</h3>
      <ul data-slot="run-history">
        {runs.map((r) => (
          <li key={r.id} data-state={r.status} aria-current={r.id === current?.id || undefined}>
            <span>{runSummary(r)}</span>
            <button type="button" data-slot="schema-form-button" data-variant="ghost" onClick={() => select(r.id)} aria-label={`Show run ${r.id}`}>
              Show
            </button>
            <button type="button" data-slot="schema-form-button" data-variant="ghost" aria-label={`Re-run run ${r.id}`} onClick={() => rerun(r.id)}>
              Re-run
            </button>
            <label>
              <input type="checkbox" aria-label={`Compare run ${r.id}`} checked={compared.includes(r.id)} onChange={(e) => setCompared(r.id, e.target.checked)} /> Compare
            </label>
            {r.status === "running" ? (
              <button type="button" data-slot="schema-form-button" onClick={() => cancel(r.id)} aria-label={`Cancel run ${r.id}`}>
                Cancel
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {pair.length === 2 ? <RunComparison runs={pair as [PlaygroundRun, PlaygroundRun]} /> : compared.length === 1 ? <p data-slot="schema-form-note">Pick one more run to compare.</p> : null}
    </section>
  );
}

function RunComparison({ runs }: { readonly runs: readonly [PlaygroundRun, PlaygroundRun] }) {
  const { outputSchema, renderOutput } = usePlaygroundContext("Playground.History");
  const validation = useContext(FormValidationContext);
  const differ = diffPaths(runs[0].input, runs[1].input);
  return (
    <div data-slot="run-comparison" aria-label="Comparison" role="region">
      <p>Inputs differ at: {differ.length ? differ.join(", ") : "nothing (same input)"}</p>
      <div data-slot="run-compare">
        {runs.map((r) => (
          <div key={r.id}>{renderOutput ? renderOutput(r) : <ResultViewBase validation={validation} title={`Run ${r.id}`} schema={outputSchema} value={r.output} />}</div>
        ))}
      </div>
    </div>
  );
}
