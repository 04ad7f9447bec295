"use client";
import type { ReactNode } from "react";
import { chunkText } from "../internal/chunk-text";
import { safeUrl } from "../internal/url-policy";

const candidate = /\b(?:https?:\/\/|mailto:)[^\s<>"'`]+/gi;

function trimTrailing(url: string): string {
  let end = url.length;
  for (;;) {
    const last = url[end - 1];
    if (last !== undefined && ".,;:!?'\"".includes(last)) end--;
    else if (last === ")" && (url.slice(0, end).match(/\(/g)?.length ?? 0) < (url.slice(0, end).match(/\)/g)?.length ?? 0)) end--;
    else return url.slice(0, end);
  }
}

/**
 * Text with its `http:`, `https:` and `mailto:` URLs turned into links (each checked by
 * `safeUrl`); everything else, including `javascript:` look-alikes, stays plain text.
 *
 * @example
 * <LinkifiedText text="See https://example.com." /> // "See ", <a href="https://example.com/">https://example.com</a>, "."
 */
export function LinkifiedText({ text }: { readonly text: string }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(candidate)) {
    const raw = trimTrailing(match[0]);
    const href = safeUrl(raw, "link");
    if (href === undefined) continue;
    if (match.index > last) out.push(chunkText(text.slice(last, match.index)));
    out.push(
      <a key={match.index} href={href} target="_blank" rel="noopener noreferrer nofollow" referrerPolicy="no-referrer">
        {chunkText(raw)}
      </a>,
    );
    last = match.index + raw.length;
  }
  if (last < text.length) out.push(chunkText(text.slice(last)));
  return <>{out}</>;
}
