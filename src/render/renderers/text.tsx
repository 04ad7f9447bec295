"use client";
import type { ReactNode } from "react";
import { LongText } from "../long-text";
import { LinkifiedText } from "../linkified-text";
import { PartContent } from "../part-content";
import type { PartRendererProps } from "../types";
import { usePartContent } from "../use-part-content";

const linkified = (text: string) => <LinkifiedText text={text} />;
const body = (children: ReactNode) => <p data-slot="text-part-body">{children}</p>;

/**
 * Plain text: whitespace preserved, http/https/mailto URLs linked (through `safeUrl`), very long
 * text shown in part with a "Show all" button that mounts the rest a block per frame, so a 10 MB
 * log never freezes the page.
 *
 * @selector [data-slot="text-part"][data-state="idle" | "loading" | "ready" | "empty" | "error"]
 * @selector [data-streaming] while `status="streaming"`
 * @example
 * <TextPart part={{ contentType: "text/plain", content: "Hello\n  world" }} />
 */
export function TextPart({ part, status }: PartRendererProps) {
  const content = usePartContent(part);
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
      {(text) => <LongText text={text} render={linkified} body={body} moreSlot="text-part-more" />}
    </PartContent>
  );
}
