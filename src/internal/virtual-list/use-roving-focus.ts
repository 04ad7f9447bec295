"use client";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";

/**
 * Options of {@link useRovingFocus}.
 *
 * @example
 * const options: RovingFocusOptions = { getContainer: () => ref.current, count: rows.length, setActive, scrollToIndex: list.scrollToIndex };
 */
export interface RovingFocusOptions {
  /** The element holding the rows; each row carries `data-index`. */
  readonly getContainer: () => HTMLElement | null;
  readonly count: number;
  /** Makes a row the tabbable one (the caller keeps the active index in its own state). */
  readonly setActive: (index: number) => void;
  /** Brings a row into view before it is focused (the virtual list's `scrollToIndex`). */
  readonly scrollToIndex: (index: number) => void;
  /**
   * Where focus goes when the focused row disappears (its folder closed, a filter set from
   * outside, new data): the row that was lost is given; return an index, or undefined to leave
   * focus where the browser put it.
   */
  readonly recover?: (lost: HTMLElement) => number | undefined;
}

/**
 * What {@link useRovingFocus} gives: `focusRow` makes a row active and moves focus to it after the
 * render that shows it (scrolling it into view first, so a virtual row is mounted).
 *
 * @example
 * const { focusRow } = useRovingFocus(options);
 * focusRow(index + 1);
 */
export interface RovingFocus {
  readonly focusRow: (index: number) => void;
}

function rowAt(container: HTMLElement | null, index: number): HTMLElement | null {
  return container?.querySelector<HTMLElement>(`[data-index="${index}"]`) ?? null;
}

/**
 * The roving tabindex of a (virtual) list: one row is tabbable; moving focus waits for the row to
 * be rendered, and focus that falls to `<body>` because the focused row unmounted comes back to
 * the row `recover` names (WAI-ARIA APG: focus is never lost).
 *
 * @example
 * const list = useVirtualRows({ ..., keepMounted: active });
 * const { focusRow } = useRovingFocus({ getContainer: () => treeRef.current, count: rows.length, setActive, scrollToIndex: list.scrollToIndex });
 */
export function useRovingFocus({ getContainer, count, setActive, scrollToIndex, recover }: RovingFocusOptions): RovingFocus {
  // The row to focus, and how many renders may still pass before it shows (a virtual row mounts on
  // the render after the scroll); a request never outlives that, so focus is not stolen later.
  const pending = useRef<{ index: number; renders: number } | null>(null);
  const latest = useRef({ getContainer, count, setActive, scrollToIndex, recover });
  useLayoutEffect(() => {
    latest.current = { getContainer, count, setActive, scrollToIndex, recover };
  });

  const focusRow = useCallback((index: number) => {
    const { count: n, setActive: activate, scrollToIndex: scroll } = latest.current;
    if (n === 0) return;
    const target = Math.max(0, Math.min(n - 1, index));
    pending.current = { index: target, renders: 3 };
    scroll(target);
    activate(target);
  }, []);

  // After every render: focus the requested row once it is in the DOM.
  useLayoutEffect(() => {
    const request = pending.current;
    if (request === null) return;
    const row = rowAt(getContainer(), request.index);
    if (!row) {
      pending.current = --request.renders > 0 ? request : null;
      return;
    }
    pending.current = null;
    row.focus({ preventScroll: true });
    row.scrollIntoView?.({ block: "nearest" });
  });

  // A native listener: React drops events whose target it is unmounting.
  const hasRows = count > 0;
  useEffect(() => {
    const container = getContainer();
    if (!container) return;
    const onFocusOut = (event: FocusEvent) => {
      const lost = event.target;
      if (event.relatedTarget || !(lost instanceof HTMLElement) || lost.dataset.index === undefined) return;
      queueMicrotask(() => {
        if (lost.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
        const index = latest.current.recover?.(lost);
        if (index !== undefined) focusRow(index);
      });
    };
    container.addEventListener("focusout", onFocusOut);
    return () => container.removeEventListener("focusout", onFocusOut);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-attached when the container can change (rows appear or vanish).
  }, [hasRows, focusRow]);

  return { focusRow };
}
