"use client";
import { srOnly } from "../internal/sr-only";
import { useCopy } from "../internal/use-copy";
import { PARTKIT_CONTENT_TYPES as CT } from "../model/vocabulary/content-types";

// What the reader sees of the turn's text parts: the rendered text, markdown punctuation gone.
function renderedText(article: Element | null | undefined): string {
  const parts = article?.querySelectorAll<HTMLElement>(`:scope > [data-slot="message-content"] > [data-slot="part"][data-content-type^="text/"]:not([data-content-type="${CT.reasoning}"])`);
  return [...(parts ?? [])].map((part) => (part.innerText ?? part.textContent ?? "").trim()).filter(Boolean).join("\n\n");
}

const copyIcon = (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" fill="none" stroke="currentColor" />
    <path d="M10.5 3.5v-1a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1" fill="none" stroke="currentColor" />
  </svg>
);

/**
 * Props of {@link CopyActions}.
 *
 * @example
 * const props: CopyActionsProps = { markdown: messageMarkdown(message) };
 */
export interface CopyActionsProps {
  /** The turn's words as written (`messageMarkdown(message)`), not empty. */
  readonly markdown: string;
}

/**
 * The two copy buttons of a turn's toolbar: its words as markdown, or as the plain text the reader
 * sees (read from the turn's rendered text parts at the click). A status line tells screen readers
 * whether the copy worked. `<MessageActions>` loads them with the first complete turn.
 *
 * @selector [data-slot="message-action"][data-action="copy" | "copy-text"][data-state="idle" | "copied" | "failed"]
 * @example
 * <CopyActions markdown={messageMarkdown(message)} />
 */
export function CopyActions({ markdown }: CopyActionsProps) {
  const [markdownState, copyMarkdown] = useCopy();
  const [textState, copyText] = useCopy();
  const said = markdownState === "copied" || textState === "copied" ? "Copied to the clipboard" : markdownState === "failed" || textState === "failed" ? "Could not copy: the clipboard is not available" : "";
  return (
    <>
      <button type="button" data-slot="message-action" data-action="copy" data-state={markdownState} title="Copy as markdown" onClick={() => copyMarkdown(markdown)}>
        {copyIcon}
        <span>{markdownState === "copied" ? "Copied" : "Copy"}</span>
      </button>
      <button
        type="button"
        data-slot="message-action"
        data-action="copy-text"
        data-state={textState}
        title="Copy as plain text"
        onClick={(event) => {
          const article = event.currentTarget.closest('[data-slot="message-view"]');
          copyText(() => renderedText(article) || markdown);
        }}
      >
        <span>{textState === "copied" ? "Copied" : "Copy text"}</span>
      </button>
      <span role="status" style={srOnly}>
        {said}
      </span>
    </>
  );
}
