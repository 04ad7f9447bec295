"use client";
import { formatBytes } from "../fetch/content-error";

const limit = 200_000;

/**
 * Text shown verbatim in a scrolling, focusable `<pre>`, cut at 200,000 characters so huge
 * content stays cheap; never parsed as HTML.
 *
 * @selector [data-slot="raw-text"][data-state="full" | "truncated"]
 * @example
 * <RawText text={part.content ?? ""} label="Raw JSON" />
 */
export function RawText({ text, label }: { readonly text: string; readonly label: string }) {
  const cut = text.length > limit;
  return (
    <pre data-slot="raw-text" data-state={cut ? "truncated" : "full"} role="group" tabIndex={0} aria-label={label}>
      {cut ? `${text.slice(0, limit)}\n… ${formatBytes(text.length - limit)} more not shown` : text}
    </pre>
  );
}
