"use client";
import { useContext, useId, useMemo, useState, type ComponentProps } from "react";
import { Tab, TabList, TabPanel, Tabs } from "../../internal/tabs";
import { dataToLlmText } from "../../model/index";
import { usePlaygroundContext } from "./playground-context";
import { FormValidationContext } from "../validation/form-validation";
import { ResultViewBase } from "../result-view/result-view-base";
import { runStatusText } from "./run-history";

/**
 * Props of {@link PlaygroundStatus}: those of its `<p>`.
 *
 * @example
 * const props: PlaygroundStatusProps = { className: "status" };
 */
export type PlaygroundStatusProps = Omit<ComponentProps<"p">, "children">;

/**
 * The shown run's status, announced politely: `Run 2: Running (3 updates so far)…`,
 * `Run 2: Done in 120 ms`, the error of a failed run, or "Not run yet.".
 *
 * @selector [data-slot="run-status"][data-state="idle" | "running" | "done" | "error" | "cancelled"]
 * @example
 * <Playground.Root inputSchema={inputSchema} run={run}>
 *   <Playground.Input />
 *   <Playground.Status />
 * </Playground.Root>
 */
export function PlaygroundStatus(props: PlaygroundStatusProps) {
  const { current } = usePlaygroundContext("Playground.Status");
  return (
    <p role="status" aria-live="polite" {...props} data-slot="run-status" data-state={current?.status ?? "idle"}>
      {runStatusText(current)}
    </p>
  );
}

/**
 * Props of {@link PlaygroundResult}: those of its `<div>`.
 *
 * @example
 * const props: PlaygroundResultProps = { style: { minHeight: 200 } };
 */
export type PlaygroundResultProps = Omit<ComponentProps<"div">, "children">;

/**
 * The shown run's output: the root's `renderOutput`, or a `<ResultView>` of its `outputSchema`
 * (streaming while the run yields), the error of a failed run, or a note while there is none.
 *
 * @selector [data-slot="playground-result"][data-state="idle" | "running" | "done" | "error" | "cancelled"]
 * @example
 * <Playground.Root inputSchema={inputSchema} outputSchema={outputSchema} run={run}>
 *   <Playground.Input />
 *   <Playground.Result />
 * </Playground.Root>
 */
export function PlaygroundResult(props: PlaygroundResultProps) {
  const { current, outputSchema, renderOutput } = usePlaygroundContext("Playground.Result");
  const validation = useContext(FormValidationContext);
  return (
    <div {...props} data-slot="playground-result" data-state={current?.status ?? "idle"}>
      {current && (current.output !== undefined || current.status !== "running") && current.status !== "error" ? (
        renderOutput ? (
          renderOutput(current)
        ) : (
          <ResultViewBase validation={validation} schema={outputSchema} value={current.output} status={current.status === "running" ? "streaming" : "complete"} />
        )
      ) : current?.status === "error" ? (
        <p data-slot="connection-error" role="alert">
          The run failed: {current.error}
        </p>
      ) : (
        <p data-slot="schema-form-note">{current ? "Waiting for output…" : "Run the request to see its output."}</p>
      )}
    </div>
  );
}

/**
 * Props of {@link PlaygroundOutput}: those of its `<section>`.
 *
 * @example
 * const props: PlaygroundOutputProps = { heading: "Answer" };
 */
export interface PlaygroundOutputProps extends Omit<ComponentProps<"section">, "children"> {
  /** The panel's heading (default "Output"). */
  readonly heading?: string;
}

type OutputView = "result" | "message" | "llm";

/**
 * The output panel: {@link PlaygroundStatus}, then tabs with the {@link PlaygroundResult}, the
 * Input message the run was given and the text an LLM sees for it. A new run shows its result.
 *
 * @selector [data-slot="playground-panel"][data-panel="output"]
 * @example
 * <Playground.Root inputSchema={inputSchema} run={run}>
 *   <Playground.Input />
 *   <Playground.Output heading="Answer" />
 * </Playground.Root>
 */
export function PlaygroundOutput({ heading = "Output", ...props }: PlaygroundOutputProps) {
  const { current, runs, input, inputSchema } = usePlaygroundContext("Playground.Output");
  const [view, setView] = useState<OutputView>("result");
  // A newly started run (not one picked from the history) brings its result to the front.
  const newest = runs[0]?.id;
  const [seenNewest, setSeenNewest] = useState(newest);
  if (seenNewest !== newest) {
    setSeenNewest(newest);
    setView("result");
  }
  const message = useMemo(() => ({ type: "input" as const, input: current?.input ?? input ?? {}, schema: inputSchema }), [current, input, inputSchema]);
  const headingId = `${useId()}-heading`;
  const busy = current?.status === "running" || undefined;
  return (
    <section aria-labelledby={headingId} {...props} data-slot="playground-panel" data-panel="output">
      <h3 id={headingId}>{heading}</h3>
      <PlaygroundStatus />
      <Tabs slot="playground" value={view} onValueChange={(next) => setView(next as OutputView)}>
        <TabList aria-label="Output views">
          <Tab value="result">Result</Tab>
          <Tab value="message">Input message</Tab>
          <Tab value="llm">LLM text</Tab>
        </TabList>
        <TabPanel value="result" aria-busy={busy}>
          <PlaygroundResult />
        </TabPanel>
        <TabPanel value="message" aria-busy={busy}>
          <pre data-slot="playground-code" tabIndex={0} role="region" aria-label="Input message JSON">
            {JSON.stringify(message, null, 2)}
          </pre>
        </TabPanel>
        <TabPanel value="llm" aria-busy={busy}>
          {/* The text is the model's, kept exactly; the "¶" that starts its labels needs a word. */}
          <p data-slot="playground-note">Exactly what the model reads (a ¶ starts the name of a data block).</p>
          <pre data-slot="playground-code" tabIndex={0} role="region" aria-label="LLM text for the input">
            {dataToLlmText([message])}
          </pre>
        </TabPanel>
      </Tabs>
    </section>
  );
}
