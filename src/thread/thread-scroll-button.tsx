"use client";
import type { ComponentProps } from "react";
import { ArrowDownIcon } from "../internal/icons";
import { useThread } from "./thread-context";

/**
 * Props of {@link ThreadScrollButton}: a `<button>`'s, and its accessible name.
 *
 * @example
 * const props: ThreadScrollButtonProps = { label: "Back to the newest message" };
 */
export interface ThreadScrollButtonProps extends ComponentProps<"button"> {
  /** Its accessible name and tooltip. Default "Scroll to the latest message". */
  readonly label?: string;
}

/**
 * A round button with a down arrow, shown while the reader has scrolled up from the latest
 * message: it scrolls back down, follows new messages again and puts focus on the transcript.
 * Inside `Thread.Viewport` it floats at the bottom edge.
 *
 * @selector [data-slot="thread-scroll-button"]
 * @example
 * <Thread.Viewport>
 *   <Thread.Messages />
 *   <Thread.ScrollButton label="Newest" />
 * </Thread.Viewport>
 */
export function ThreadScrollButton({ label = "Scroll to the latest message", children, onClick, ...rest }: ThreadScrollButtonProps) {
  const { following, scrollToLatest, messages } = useThread();
  if (following || messages.length === 0) return null;
  return (
    <button
      type="button"
      aria-label={label}
      {...rest}
      data-slot="thread-scroll-button"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) scrollToLatest();
      }}
    >
      {children ?? <ArrowDownIcon />}
      <span data-slot="thread-tooltip" aria-hidden="true">
        {label}
      </span>
    </button>
  );
}
