"use client";
import { useId, useState } from "react";
import { useUntilFound } from "../../internal/use-until-found";
import { PartContent } from "../part-content";
import { MarkdownBody } from "./markdown-body";
import type { PartRendererProps } from "../types";
import { usePartContent } from "../use-part-content";

/**
 * Reasoning (`text/vnd.partkit.reasoning`) as a disclosure: open while the part streams, closed
 * once it is complete, unless the user toggled it. Closed, its text is still found by the browser's
 * find-in-page (`hidden="until-found"`), which opens it. The text renders with whatever renders
 * `text/markdown` (plain text until `partkit/markdown` is added). Reasoning the provider did not share
 * (no content: redacted or encrypted) says so, and its opaque data is never shown.
 *
 * @selector [data-slot="reasoning-part"][data-state="open" | "closed"][data-streaming]
 * @example
 * <ReasoningPart part={{ contentType: "text/vnd.partkit.reasoning", content: "First, …" }} status="streaming" />
 */
export function ReasoningPart({ part, status }: PartRendererProps) {
  const [toggled, setToggled] = useState<boolean>();
  const streaming = status === "streaming";
  const open = toggled ?? streaming;
  // Inline reasoning is in the page folded too, for find-in-page (which unfolds it); remote
  // reasoning is fetched only once opened.
  const content = usePartContent(part, { enabled: open || typeof part?.content === "string" });
  const region = useUntilFound<HTMLDivElement>(!open, () => setToggled(true));
  const regionId = useId();
  const redacted = typeof part?.content !== "string" && typeof part?.contentUrl !== "string";
  return (
    <div data-slot="reasoning-part" data-state={open ? "open" : "closed"} data-streaming={streaming ? "" : undefined}>
      <button type="button" data-slot="reasoning-trigger" aria-expanded={open} aria-controls={regionId} onClick={() => setToggled(!open)}>
        {streaming ? "Thinking…" : redacted ? "Reasoning (redacted)" : "Reasoning"}
      </button>
      <div ref={region} id={regionId} data-slot="reasoning-content" hidden={!open}>
        {redacted ? (
          <p data-slot="reasoning-redacted">The provider did not share this reasoning.</p>
        ) : (
          <PartContent content={content} label="reasoning" data-slot="reasoning-body">
            {(text) => <MarkdownBody text={text} status={status} />}
          </PartContent>
        )}
      </div>
    </div>
  );
}

