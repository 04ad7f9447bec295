"use client";
import { Suspense, type ReactNode } from "react";
import { LoadBoundary } from "../internal/load-boundary";
import type { Message } from "../model/types";
import { LazyCopyActions } from "./lazy-message-parts";
import { messageMarkdown } from "./message-markdown";

// Holds the copy buttons' place (two icon buttons) while their code loads, so neither the turn nor
// the list below it moves when they arrive. Hidden, and not focusable.
const copySpacer = (
  <>
    <span className="pk-button" data-variant="icon" data-size="sm" data-slot="message-action" data-state="loading" aria-hidden="true" />
    <span className="pk-button" data-variant="icon" data-size="sm" data-slot="message-action" data-state="loading" aria-hidden="true" />
  </>
);
// Without the copy code the app's own actions still work; the copy buttons are a convenience.
const noCopy = () => null;

/**
 * A turn's actions: copy its words as markdown or as plain text (icon buttons), then whatever the
 * app adds (retry, feedback, branch). Under the latest turn, a row at rest; on earlier turns it
 * takes no room, floating over the turn's end corner while the turn is hovered or focused.
 * The toolbar and the app's actions render at once; the copy buttons' code loads with the first
 * complete turn (or with `preloadRenderers()`), a hidden spacer keeping their place. Renders
 * nothing when the turn has no words to copy and the app adds nothing.
 *
 * @selector [data-slot="message-actions"] (`role="toolbar"`) holding [data-slot="message-action"][data-action="copy" | "copy-text"]
 * @example
 * <MessageActions message={message}>
 *   <button data-slot="message-action" onClick={retry}>Retry</button>
 * </MessageActions>
 */
export function MessageActions({ message, children }: { readonly message: Message; readonly children?: ReactNode }) {
  const markdown = messageMarkdown(message);
  if (markdown === "" && children === undefined) return null;
  return (
    <div role="toolbar" aria-label="Message actions" data-slot="message-actions">
      {markdown !== "" && (
        <LoadBoundary fallback={noCopy}>
          <Suspense fallback={copySpacer}>
            <LazyCopyActions markdown={markdown} />
          </Suspense>
        </LoadBoundary>
      )}
      {children}
    </div>
  );
}
