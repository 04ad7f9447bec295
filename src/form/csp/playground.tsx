"use client";
import { PlaygroundLayout, type PlaygroundProps } from "../playground/playground-base";
import { PlaygroundHistory } from "../playground/playground-history";
import { PlaygroundInput } from "../playground/playground-input";
import { PlaygroundOutput, PlaygroundResult, PlaygroundStatus } from "../playground/playground-output";
import { PlaygroundHeader, PlaygroundRootBase, type PlaygroundRootProps } from "../playground/playground-root";
import { evalFreeValidation } from "./eval-free-validator";

/**
 * `PlaygroundRoot` for pages whose Content-Security-Policy forbids `unsafe-eval`: the same state
 * and parts, validated by {@link evalFreeValidation} unless a `validation` prop or a surrounding
 * `FormValidationContext` says otherwise. This entry never loads Ajv.
 *
 * @selector [data-slot="playground"]
 * @example
 * import { Playground } from "partkit/form/csp";
 * <Playground.Root inputSchema={inputSchema} outputSchema={outputSchema} run={run} shareable={false}>
 *   <Playground.Input runLabel="Ask" />
 *   <Playground.Result />
 * </Playground.Root>
 */
export function PlaygroundRoot(props: PlaygroundRootProps) {
  return <PlaygroundRootBase {...props} fallback={evalFreeValidation} />;
}

/**
 * `Playground` for pages whose Content-Security-Policy forbids `unsafe-eval`: the same form,
 * Run, result view and history as `partkit/form`'s, validated by {@link evalFreeValidation}
 * (input and output) unless a `validation` prop or a surrounding `FormValidationContext` says
 * otherwise. This entry never loads Ajv. `Playground.Root` is this entry's {@link PlaygroundRoot};
 * the other parts are the same as `partkit/form`'s.
 *
 * @selector [data-slot="playground"]  [data-slot="run-status"][data-state="idle" | "running" | "done" | "error" | "cancelled"]
 * @example
 * import { Playground } from "partkit/form/csp";
 * <Playground
 *   inputSchema={{ type: "object", properties: { city: { type: "string" } }, required: ["city"] }}
 *   run={async ({ city }, { signal }) => (await fetch(`/weather?c=${city}`, { signal })).json()}
 * />
 */
export function Playground(props: PlaygroundProps) {
  return <PlaygroundLayout {...props} fallback={evalFreeValidation} />;
}

Playground.Root = PlaygroundRoot;
Playground.Header = PlaygroundHeader;
Playground.Input = PlaygroundInput;
Playground.Output = PlaygroundOutput;
Playground.Status = PlaygroundStatus;
Playground.Result = PlaygroundResult;
Playground.History = PlaygroundHistory;
