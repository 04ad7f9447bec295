"use client";
import { useState } from "react";
import { formatBytes } from "../../fetch/content-error";
import { useContent } from "../../fetch/use-content";
import { ContentStatus } from "../content-status";
import { LinkifiedText } from "../linkified-text";
import { partLabel } from "../part-info";
import type { PartRendererProps } from "../types";

const previewChars = 100_000;

/**
 * Plain text: whitespace preserved, http/https/mailto URLs linked (through `safeUrl`), very long
 * text shown in part with a "Show all" button so a 10 MB log never freezes the page.
 *
 * @selector [data-slot="text-part"][data-state="idle" | "loading" | "ready" | "empty" | "error"]
 * @selector [data-streaming] while `status="streaming"`
 * @example
 * <TextPart part={{ contentType: "text/plain", content: "Hello\n  world" }} />
 */
export function TextPart({ part, status }: PartRendererProps) {
  const content = useContent(part);
  const [full, setFull] = useState(false);
  const text = content.state === "ready" ? (content.text ?? "") : "";
  const state = content.state === "ready" && text === "" ? "empty" : content.state;
  const cut = !full && text.length > previewChars;
  return (
    <div data-slot="text-part" data-state={state} data-streaming={status === "streaming" ? "" : undefined} aria-busy={status === "streaming" || undefined}>
      {content.state === "ready" ? (
        <>
          <p data-slot="text-part-body">
            <LinkifiedText text={cut ? text.slice(0, previewChars) : text} />
          </p>
          {cut && (
            <button type="button" data-slot="text-part-more" onClick={() => setFull(true)}>
              Show all ({formatBytes(text.length)})
            </button>
          )}
        </>
      ) : (
        <ContentStatus state={content.state} label={partLabel(part)} progress={content.progress} error={content.error} onRetry={content.retry} />
      )}
    </div>
  );
}

