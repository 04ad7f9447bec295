"use client";
import { useRef, type ReactNode } from "react";
import { srOnly } from "../internal/sr-only";
import { useCopy } from "../internal/use-copy";
import type { Message } from "../model/types";
import { PARTKIT_CONTENT_TYPES as CT } from "../model/vocabulary/content-types";

const reasoning = CT.reasoning;
const isText = (type: unknown) => typeof type === "string" && /^text\//i.test(type) && !type.toLowerCase().startsWith(reasoning);

/**
 * The message's own words as its author wrote them (markdown kept): its unnamed text parts, in
 * order, a blank line apart. Reasoning, tool calls, files and named parts are left out.
 *
 * @example
 * messageMarkdown({ parts: [{ contentType: "text/markdown", content: "**Hi**" }] }); // "**Hi**"
 */
export function messageMarkdown(message: Message | undefined): string {
  try {
    return wordsOf(message);
  } catch {
    // A part whose fields throw has no words to copy; its own view says what is wrong.
    return "";
  }
}

function wordsOf(message: Message | undefined): string {
  const parts = Array.isArray(message?.parts) ? message.parts : [];
  return parts
    .filter((part) => typeof part?.name !== "string" && isText(part?.contentType) && typeof part.content === "string" && part.contentEncoding !== "base64")
    .map((part) => (part.content as string).trim())
    .filter(Boolean)
    .join("\n\n");
}

// What the reader sees of those parts: the rendered text, markdown punctuation gone.
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
 * A turn's actions: copy its words as markdown or as plain text, then whatever the app adds
 * (retry, feedback, branch). A toolbar under the turn, quiet until the turn is hovered or focused.
 *
 * @selector [data-slot="message-actions"] (`role="toolbar"`) holding [data-slot="message-action"][data-action="copy" | "copy-text"]
 * @example
 * <MessageActions message={message}>
 *   <button data-slot="message-action" onClick={retry}>Retry</button>
 * </MessageActions>
 */
export function MessageActions({ message, children }: { readonly message: Message; readonly children?: ReactNode }) {
  const [markdownState, copyMarkdown] = useCopy();
  const [textState, copyText] = useCopy();
  const toolbar = useRef<HTMLDivElement>(null);
  const markdown = messageMarkdown(message);
  if (markdown === "" && children === undefined) return null;
  const said = markdownState === "copied" || textState === "copied" ? "Copied to the clipboard" : markdownState === "failed" || textState === "failed" ? "Could not copy: the clipboard is not available" : "";
  return (
    <div ref={toolbar} role="toolbar" aria-label="Message actions" data-slot="message-actions">
      {markdown !== "" && (
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
            onClick={() => copyText(() => renderedText(toolbar.current?.closest('[data-slot="message-view"]')) || markdown)}
          >
            <span>{textState === "copied" ? "Copied" : "Copy text"}</span>
          </button>
        </>
      )}
      {children}
      <span role="status" style={srOnly}>
        {said}
      </span>
    </div>
  );
}
