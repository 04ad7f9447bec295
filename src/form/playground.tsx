"use client";
import type { ComponentProps, ReactNode } from "react";
import type { UiSchema } from "@rjsf/utils";
import { PlaygroundHistory } from "./playground-history";
import { PlaygroundInput } from "./playground-input";
import { PlaygroundOutput, PlaygroundResult, PlaygroundStatus } from "./playground-output";
import { PlaygroundHeader, PlaygroundRoot } from "./playground-root";
import type { JsonSchema } from "./schema-safety";
import type { PlaygroundRun, RunFunction } from "./use-playground";

/**
 * Props of {@link Playground}: what it runs and shows, plus those of its `<div>`.
 *
 * @example
 * const props: PlaygroundProps = { inputSchema: { type: "object" }, run: async (input) => input, shareable: "q" };
 */
export interface PlaygroundProps extends Omit<ComponentProps<"div">, "title" | "children"> {
  readonly inputSchema: JsonSchema;
  readonly outputSchema?: JsonSchema;
  readonly run: RunFunction;
  readonly initialInput?: unknown;
  readonly uiSchema?: UiSchema;
  /** The playground's heading (not the `title` tooltip attribute). */
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
}

/**
 * "UI by default" for any request with an input schema: a form, a cancellable Run with
 * streaming output, the result rendered by the output schema, a run history (show, re-run,
 * compare two), the Input message the run produced and the text an LLM sees for it. The input
 * can live in the URL hash so a playground state can be shared.
 *
 * It is `Playground.Root` with `Playground.Header`, `Playground.Input`, `Playground.Output` and
 * `Playground.History` inside; put those parts (and `Playground.Status`, `Playground.Result`, or
 * your own on `usePlaygroundContext`) together yourself for another layout, or use
 * {@link usePlayground} for a UI of your own.
 *
 * @selector [data-slot="playground"]  [data-slot="run-status"][data-state="idle" | "running" | "done" | "error" | "cancelled"]
 * @example
 * <Playground
 *   inputSchema={{ type: "object", properties: { city: { type: "string" } }, required: ["city"] }}
 *   run={async ({ city }, { signal }) => (await fetch(`/weather?c=${city}`, { signal })).json()}
 * />
 */
export function Playground({ uiSchema, title, description, runLabel, ...props }: PlaygroundProps) {
  return (
    <PlaygroundRoot {...props}>
      {title || description ? <PlaygroundHeader title={title} description={description} /> : null}
      <PlaygroundInput uiSchema={uiSchema} runLabel={runLabel} />
      <PlaygroundOutput />
      <PlaygroundHistory />
    </PlaygroundRoot>
  );
}

Playground.Root = PlaygroundRoot;
Playground.Header = PlaygroundHeader;
Playground.Input = PlaygroundInput;
Playground.Output = PlaygroundOutput;
Playground.Status = PlaygroundStatus;
Playground.Result = PlaygroundResult;
Playground.History = PlaygroundHistory;
