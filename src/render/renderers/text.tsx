"use client";
import { useState } from "react";
import { formatBytes } from "../../fetch/content-error";
import { previewChars } from "../../internal/preview-chars";
import { LinkifiedText } from "../linkified-text";
import { PartContent } from "../part-content";
import type { PartRendererProps } from "../types";
import { usePartContent } from "../use-part-content";

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
  const content = usePartContent(part);
  const [full, setFull] = useState(false);
  const streaming = status === "streaming";
  return (
    <PartContent
      part={part}
      content={content}
      data-slot="text-part"
      data-state={content.state === "ready" && content.value === "" ? "empty" : undefined}
      data-streaming={streaming ? "" : undefined}
      aria-busy={streaming || undefined}
    >
      {(text) => {
        const cut = !full && text.length > previewChars;
        return (
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
        );
      }}
    </PartContent>
  );
}
