"use client";
import type { TypedPartBase } from "../../model/part-kind";
import { partLabel } from "../part-info";
import { RawText } from "../raw-text";

/**
 * A tool part whose payload could not be read: the reason, after the part's label, and the content
 * as it came, under the tool renderer's own `data-slot` in its error state.
 *
 * @example
 * <PayloadProblem slot="tool-call-part" typed={typed} problem="is not valid JSON: …" text={content} />
 */
export function PayloadProblem({ slot, typed, problem, text }: { readonly slot: string; readonly typed: TypedPartBase<"tool-call" | "tool-result">; readonly problem: string; readonly text: string }) {
  const label = partLabel(typed.part);
  return (
    <div data-slot={slot} data-state="error" role="group" aria-label={label}>
      <p role="alert">
        {label} {problem}
      </p>
      <RawText text={text} label={`Raw content of ${label}`} />
    </div>
  );
}
