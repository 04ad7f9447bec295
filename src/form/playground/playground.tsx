"use client";
import { ajvValidation } from "../validation/ajv-validation";
import { PlaygroundLayout, type PlaygroundProps } from "./playground-base";
import { PlaygroundHistory } from "./playground-history";
import { PlaygroundInput } from "./playground-input";
import { PlaygroundOutput, PlaygroundResult, PlaygroundStatus } from "./playground-output";
import { PlaygroundHeader, PlaygroundRootBase, type PlaygroundRootProps } from "./playground-root";

export type { PlaygroundProps } from "./playground-base";

/**
 * Holds a playground's state ({@link usePlayground}) and shares it with the parts inside:
 * `Playground.Header`, `Playground.Input`, `Playground.Output` (or `Playground.Status` and
 * `Playground.Result` on their own) and `Playground.History`, and any part of yours that calls
 * {@link usePlaygroundContext}. Renders `<div data-slot="playground">`. The parts validate with
 * the `validation` prop, else the surrounding `FormValidationContext`, else Ajv.
 *
 * @selector [data-slot="playground"]
 * @example
 * <Playground.Root inputSchema={inputSchema} outputSchema={outputSchema} run={run} shareable={false}>
 *   <Playground.Input runLabel="Ask" />
 *   <Playground.Result />
 * </Playground.Root>
 */
export function PlaygroundRoot(props: PlaygroundRootProps) {
  return <PlaygroundRootBase {...props} fallback={ajvValidation} />;
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
 * Validation is Ajv's unless a `validation` prop or a surrounding `FormValidationContext` says
 * otherwise (`Playground` from `partkit/form/csp` for pages that forbid `unsafe-eval`).
 *
 * @selector [data-slot="playground"]  [data-slot="run-status"][data-state="idle" | "running" | "done" | "error" | "cancelled"]
 * @example
 * <Playground
 *   inputSchema={{ type: "object", properties: { city: { type: "string" } }, required: ["city"] }}
 *   run={async ({ city }, { signal }) => (await fetch(`/weather?c=${city}`, { signal })).json()}
 * />
 */
export function Playground(props: PlaygroundProps) {
  return <PlaygroundLayout {...props} fallback={ajvValidation} />;
}

Playground.Root = PlaygroundRoot;
Playground.Header = PlaygroundHeader;
Playground.Input = PlaygroundInput;
Playground.Output = PlaygroundOutput;
Playground.Status = PlaygroundStatus;
Playground.Result = PlaygroundResult;
Playground.History = PlaygroundHistory;
