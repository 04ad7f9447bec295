"use client";
import type { ReactNode } from "react";
import { chunkText } from "../internal/chunk-text";
import { safeUrl } from "../internal/url-policy";

const candidate = /\b(?:https?:\/\/|mailto:)[^\s<>"'`]+/gi;

// Trailing punctuation is not part of a URL, nor is a ")" that closes a "(" before the URL, as in
// "(see https://x.com/a)". Parentheses are counted once: recounting them for every ")" trimmed
// took 32 s for a URL followed by 40,000 of them.
function trimTrailing(url: string): string {
  let open = 0;
  let close = 0;
  for (const ch of url) {
    if (ch === "(") open++;
    else if (ch === ")") close++;
  }
  let end = url.length;
  for (;;) {
    const last = url[end - 1];
    if (last !== undefined && ".,;:!?'\"".includes(last)) end--;
    else if (last === ")" && open < close) {
      end--;
      close--;
    } else return url.slice(0, end);
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
