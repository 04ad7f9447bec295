"use client";
import { CheckIcon, CopyIcon, TextIcon } from "../internal/icons";
import { srOnly } from "../internal/sr-only";
import { useCopy } from "../internal/use-copy";
import { PARTKIT_CONTENT_TYPES as CT } from "../model/vocabulary/content-types";

// What the reader sees of the turn's text parts: the rendered text, markdown punctuation gone.
function renderedText(article: Element | null | undefined): string {
  const parts = article?.querySelectorAll<HTMLElement>(`:scope > [data-slot="message-content"] > [data-slot="part"][data-content-type^="text/"]:not([data-content-type="${CT.reasoning}"])`);
  return [...(parts ?? [])].map((part) => (part.innerText ?? part.textContent ?? "").trim()).filter(Boolean).join("\n\n");
}

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
 * The two copy buttons of a turn's toolbar, icon buttons named (and tooltipped) "Copy" and "Copy
 * text": its words as markdown, or as the plain text the reader sees (read from the turn's
 * rendered text parts at the click). A status line tells screen readers whether the copy worked.
 * `<MessageActions>` loads them with the first complete turn.
 *
 * @selector [data-slot="message-action"][data-action="copy" | "copy-text"][data-state="idle" | "copied" | "failed"]
 * @example
 * <CopyActions markdown={messageMarkdown(message)} />
 */
export function CopyActions({ markdown }: CopyActionsProps) {
  const [markdownState, copyMarkdown] = useCopy();
  const [textState, copyText] = useCopy();
  const said = markdownState === "copied" || textState === "copied" ? "Copied to the clipboard" : markdownState === "failed" || textState === "failed" ? "Could not copy: the clipboard is not available" : "";
  // Icon buttons: the name is the tooltip (theme/buttons.css), "Copied" for a moment after a copy.
  return (
    <>
      <button
        type="button"
        className="pk-button"
        data-variant="icon"
        data-size="sm"
        data-slot="message-action"
        data-action="copy"
        data-state={markdownState}
        aria-label={markdownState === "copied" ? "Copied" : "Copy"}
        aria-description="As markdown"
        onClick={() => copyMarkdown(markdown)}
      >
        {markdownState === "copied" ? <CheckIcon /> : <CopyIcon />}
      </button>
      <button
        type="button"
        className="pk-button"
        data-variant="icon"
        data-size="sm"
        data-slot="message-action"
        data-action="copy-text"
        data-state={textState}
        aria-label={textState === "copied" ? "Copied" : "Copy text"}
        aria-description="As plain text"
        onClick={(event) => {
          const article = event.currentTarget.closest('[data-slot="message-view"]');
          copyText(() => renderedText(article) || markdown);
        }}
      >
        {textState === "copied" ? <CheckIcon /> : <TextIcon />}
      </button>
      <span role="status" style={srOnly}>
        {said}
      </span>
    </>
  );
}
