"use client";
import { Suspense, useLayoutEffect, useRef } from "react";
import { srOnly } from "../internal/sr-only";
import { rootStyle, viewportStyle } from "./list-styles";
import type { MessageListWindowProps } from "./list-props";

// Enough rows to fill a tall viewport; the rest appear when the virtualiser arrives.
const tailLength = 20;

interface MessageListTailProps extends Omit<MessageListWindowProps, "firstKey" | "lastKey" | "getMessageKey"> {
  /** Set when the virtualiser failed to load: shows the problem with a Try again button. */
  readonly onRetry?: (() => void) | undefined;
}

/**
 * What `<MessageList>` shows for the moment before its virtualiser has loaded (or if it could
 * not load): the latest messages as a plain list, scrolled to the bottom, with the same
 * landmarks and announcer.
 *
 * @example
 * <MessageListTail store={store} count={messages.length} renderMessage={render} announcement="" />
 */
export function MessageListTail({ store, count, renderMessage, announcement, onRetry, estimateSize: _estimate, overscan: _overscan, label = "Messages", style, ...rest }: MessageListTailProps) {
  const viewport = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  });
  const first = Math.max(0, count - tailLength);
  const indexes = Array.from({ length: count - first }, (_, i) => first + i);
  return (
    <div aria-busy={onRetry ? undefined : true} {...rest} style={{ ...rootStyle, ...style }} data-slot="message-list" data-state={onRetry ? "error" : "following"}>
      {onRetry && (
        <p role="alert" data-slot="message-list-error">
          Older messages could not be loaded: the scrolling code failed to download. Showing the latest {indexes.length}.{" "}
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        </p>
      )}
      <div ref={viewport} data-slot="message-list-viewport" role="log" aria-label={label} aria-live="off" tabIndex={0} style={viewportStyle}>
        <div data-slot="message-list-content">
          {indexes.map((index) => (
            <div key={index} data-index={index} data-slot="message-list-item">
              <Suspense fallback={null}>{renderMessage(store.at(index), index)}</Suspense>
            </div>
          ))}
        </div>
      </div>
      <div data-slot="message-list-announcer" role="status" aria-live="polite" style={srOnly}>
        {announcement}
      </div>
    </div>
  );
}
