"use client";
import type { MouseEvent, ReactNode } from "react";
import { CheckIcon, CopyIcon, TextIcon } from "../internal/icons";
import { srOnly } from "../internal/sr-only";
import { useCopy } from "../internal/use-copy";
import { PARTKIT_CONTENT_TYPES as CT } from "../model/vocabulary/content-types";

// What the reader sees of the turn's text parts: the rendered text, markdown punctuation gone.
function renderedText(article: Element | null | undefined): string {
  const parts = article?.querySelectorAll<HTMLElement>(`:scope > [data-slot="message-content"] > [data-slot="part"][data-content-type^="text/"]:not([data-content-type="${CT.reasoning}"])`);
  return [...(parts ?? [])].map((part) => (part.innerText ?? part.textContent ?? "").trim()).filter(Boolean).join("\n\n");
}

// One icon button of the toolbar: named for what it copies, "Copied" with a tick for a moment after.
function CopyButton({ action, label, description, state, icon, onClick }: { action: string; label: string; description: string; state: ReturnType<typeof useCopy>[0]; icon: ReactNode; onClick: (event: MouseEvent<HTMLButtonElement>) => void }) {
  return (
    <button type="button" className="pk-button" data-variant="icon" data-size="sm" data-slot="message-action" data-action={action} data-state={state} aria-label={state === "copied" ? "Copied" : label} aria-description={description} onClick={onClick}>
      {state === "copied" ? <CheckIcon /> : icon}
    </button>
  );
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
      <CopyButton action="copy" label="Copy" description="As markdown" state={markdownState} icon={<CopyIcon />} onClick={() => copyMarkdown(markdown)} />
      <CopyButton
        action="copy-text"
        label="Copy text"
        description="As plain text"
        state={textState}
        icon={<TextIcon />}
        onClick={(event) => {
          const article = event.currentTarget.closest('[data-slot="message-view"]');
          copyText(() => renderedText(article) || markdown);
        }}
      />
      <span role="status" style={srOnly}>
        {said}
      </span>
    </>
  );
}
