"use client";
import { use, useId, useMemo, useState } from "react";
import type { Part } from "../../model/types";
import { PartContent } from "../part-content";
import { RegistryContext } from "../registry-context";
import { resolveRenderer } from "../resolve-renderer";
import { TextPart } from "./text";
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
  const registered = use(RegistryContext);
  const regionId = useId();
  const text = content.state === "ready" ? content.value : undefined;
  const inner = useMemo<Part | undefined>(() => (text === undefined ? undefined : { contentType: "text/markdown", content: text }), [text]);
  const Body = inner ? (registered ? resolveRenderer(inner, registered).component : TextPart) : undefined;
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
            {() => Body && inner && <Body part={inner} {...(status === undefined ? {} : { status })} />}
          </PartContent>
        )}
      </div>
    </div>
  );
}
