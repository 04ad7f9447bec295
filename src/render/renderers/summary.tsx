"use client";
import { useId, useState } from "react";
import { PartContent } from "../part-content";
import { MarkdownBody } from "./markdown-body";
import type { PartRendererProps } from "../types";
import { usePartContent } from "../use-part-content";

/**
 * A summary that stands in for earlier context (`text/vnd.partkit.summary`, e.g. Anthropic's
 * `compaction` block) as a marker in the conversation: a closed disclosure the user can open to
 * read the summary (rendered like `text/markdown`). A summary the provider keeps encrypted says so.
 *
 * @selector [data-slot="summary-part"][data-state="open" | "closed"]
 * @example
 * <SummaryPart part={{ contentType: "text/vnd.partkit.summary", content: "The user is planning a trip to Lisbon…" }} />
 */
export function SummaryPart({ part, status }: PartRendererProps) {
  const [open, setOpen] = useState(false);
  const content = usePartContent(part, { enabled: open });
  const regionId = useId();
  const opaque = typeof part?.content !== "string" && typeof part?.contentUrl !== "string";
  return (
    <div data-slot="summary-part" data-state={open ? "open" : "closed"}>
      <button type="button" data-slot="summary-trigger" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        Earlier conversation summarised
      </button>
      <div id={regionId} data-slot="summary-content" hidden={!open}>
        {!open ? null : opaque ? (
          <p data-slot="summary-opaque">The provider keeps this summary encrypted.</p>
        ) : (
          <PartContent content={content} label="summary" data-slot="summary-body">
            {(text) => <MarkdownBody text={text} status={status} />}
          </PartContent>
        )}
      </div>
    </div>
  );
}
