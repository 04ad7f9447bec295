"use client";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { useThread } from "./thread-context";

/**
 * A suggestion in the empty state: a text to send, or a short `label` shown for a longer `message`.
 *
 * @example
 * const s: ThreadSuggestion = { label: "Plan a weekend", message: "Plan a weekend in Lyon for two, with one museum." };
 */
export type ThreadSuggestion = string | { readonly label: string; readonly message: string };

/**
 * Props of {@link ThreadEmpty}: a `<div>`'s, a heading and suggestions.
 *
 * @example
 * const props: ThreadEmptyProps = { title: "Ask the travel agent", suggestions: ["A day in Lyon"] };
 */
export interface ThreadEmptyProps extends Omit<ComponentProps<"div">, "title"> {
  /** The heading. Default "How can I help?". */
  readonly title?: ReactNode;
  /** Buttons that send their message at once. */
  readonly suggestions?: readonly ThreadSuggestion[];
  /** The suggestions' accessible name. Default "Suggestions". */
  readonly suggestionsLabel?: string;
}

const textOf = (s: ThreadSuggestion) => (typeof s === "string" ? { label: s, message: s } : s);

/**
 * What an empty thread shows in place of the transcript: a heading, anything you add as
 * children, and suggestions that send their text when picked (by click, Enter or Space). Nothing
 * once the thread has a message.
 *
 * @selector [data-slot="thread-empty"] [data-slot="thread-suggestion"]
 * @example
 * <Thread.Empty title="Where to?" suggestions={["A day in Lyon", { label: "Book a table", message: "Book a table for two tonight" }]} />
 */
export function ThreadEmpty({ title = "How can I help?", suggestions = [], suggestionsLabel = "Suggestions", children, ...rest }: ThreadEmptyProps) {
  const { messages, send, status, reportError } = useThread();
  const inFlight = useRef(false);
  if (messages.length > 0) return null;
  const busy = status === "submitted" || status === "streaming";
  const pick = (message: string) => {
    if (busy || inFlight.current) return;
    inFlight.current = true;
    send({ parts: [{ contentType: "text/plain", content: message }] })
      .catch(reportError)
      .finally(() => (inFlight.current = false));
  };
  return (
    <div {...rest} data-slot="thread-empty">
      <p data-slot="thread-empty-title" role="heading" aria-level={2}>
        {title}
      </p>
      {children}
      {suggestions.length > 0 ? (
        <ul data-slot="thread-suggestions" aria-label={suggestionsLabel}>
          {suggestions.map(textOf).map((s, i) => (
            <li key={i}>
              <button
                type="button"
                data-slot="thread-suggestion"
                aria-disabled={busy || undefined}
                onClick={() => pick(s.message)}
              >
                {s.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
