"use client";
import { LinkifiedText } from "../linkified-text";
import { PartContent } from "../part-content";
import type { PartRendererProps } from "../types";

/**
 * A model's refusal (`text/vnd.partkit.refusal`), marked as such so it is not mistaken for an
 * answer.
 *
 * @selector [data-slot="refusal-part"][data-state="idle" | "loading" | "ready" | "error"]
 * @example
 * <RefusalPart part={{ contentType: "text/vnd.partkit.refusal", content: "I can't help with that." }} />
 */
export function RefusalPart({ part }: PartRendererProps) {
  return (
    <PartContent part={part} label="refusal" data-slot="refusal-part" role="note" aria-label="Refusal" before={<span data-slot="refusal-label">Declined</span>}>
      {(text) => (
        <p data-slot="refusal-text">
          <LinkifiedText text={text} />
        </p>
      )}
    </PartContent>
  );
}
