"use client";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/**
 * What {@link useRetryFocus} returns: put `ref` and `tabIndex` on the element that stays while
 * the content loads again, and call `onRetry` from the Retry button.
 *
 * @example
 * const { ref, tabIndex, onRetry }: RetryFocus<HTMLDivElement> = useRetryFocus(media.retry);
 */
export interface RetryFocus<E extends HTMLElement> {
  readonly ref: RefObject<E | null>;
  readonly tabIndex: -1 | undefined;
  readonly onRetry: () => void;
}

/**
 * Keeps keyboard focus in a part when its Retry button goes away: Retry unmounts with the error,
 * so the element that stays (the placeholder, the card) takes focus instead of the page body, as
 * `<PartContent>` does.
 *
 * @example
 * const focus = useRetryFocus(media.retry);
 * <div ref={focus.ref} tabIndex={focus.tabIndex}><ContentStatus state="error" label="a.png" onRetry={focus.onRetry} /></div>
 */
export function useRetryFocus<E extends HTMLElement>(retry: () => void): RetryFocus<E> {
  const ref = useRef<E>(null);
  const [held, setHeld] = useState(false);
  const onRetry = useCallback(() => {
    if (ref.current?.contains(document.activeElement)) setHeld(true);
    retry();
  }, [retry]);
  useEffect(() => {
    if (held && (document.activeElement === null || document.activeElement === document.body)) ref.current?.focus({ preventScroll: true });
  });
  return { ref, tabIndex: held ? -1 : undefined, onRetry };
}
