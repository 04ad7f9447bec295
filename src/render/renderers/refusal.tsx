"use client";
import { useContent } from "../../fetch/use-content";
import { ContentStatus } from "../content-status";
import { LinkifiedText } from "../linkified-text";
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
  const content = useContent(part);
  return (
    <div data-slot="refusal-part" data-state={content.state} role="note" aria-label="Refusal">
      <span data-slot="refusal-label">Declined</span>
      {content.state === "ready" ? (
        <p data-slot="refusal-text">
          <LinkifiedText text={content.text ?? ""} />
        </p>
      ) : (
        <ContentStatus state={content.state} label="refusal" progress={content.progress} error={content.error} onRetry={content.retry} />
      )}
    </div>
  );
}

