"use client";
import { defaultRangeExtractor, measureElement as measureFromEntry, observeElementRect, useVirtualizer, type Range, type Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, type CSSProperties, type Key } from "react";
import { boundUnlessBounded } from "./self-bound";

/**
 * Options of {@link useVirtualRows}.
 *
 * @example
 * const options: VirtualRowsOptions = { count: rows.length, virtualizeAbove: 200, estimateSize: 24, getScrollElement: () => ref.current };
 */
export interface VirtualRowsOptions {
  readonly count: number;
  /** Plain rendering (every row in the DOM) up to this many rows; virtual above. 0: always virtual. */
  readonly virtualizeAbove: number;
  /** A row's expected height in px, before it is measured. */
  readonly estimateSize: number;
  readonly getScrollElement: () => HTMLElement | null;
  readonly overscan?: number;
  readonly getItemKey?: (index: number) => Key;
  /** A row that stays mounted wherever the window is (the focused row of a roving tabindex). */
  readonly keepMounted?: number | undefined;
  /**
   * Measure rows as they mount (`"mount"`, default) or only from resize-observer entries
   * (`"observer"`: no forced layout per mounted row; a row counts as the estimate until observed).
   */
  readonly measure?: "mount" | "observer";
  /**
   * Treat a scroller measured at 0 px (not laid out yet, or a DOM without layout) as a page
   * tall, so a first page of rows shows. Default true; the transcript, which pins itself to the
   * end, measures only what is really there.
   */
  readonly assumePage?: boolean;
  /**
   * The scroll element's `max-height` when no stylesheet bounds it (an app without
   * `partkit/theme.css`): without a bound the element grows to all its rows and every row mounts.
   * Applied inline only after the element is found unbounded; leave it out when the scroll
   * element is not the caller's own (an app's pane).
   */
  readonly fallbackMaxHeight?: string | undefined;
  /** Virtualizer options passed through (the transcript's `anchorTo`, `initialOffset`, `useFlushSync`; a nested list's `scrollMargin`). */
  readonly extra?: Partial<Pick<Parameters<typeof useVirtualizer<HTMLElement, Element>>[0], "anchorTo" | "initialOffset" | "useFlushSync" | "scrollMargin">>;
}

/**
 * One row to render: its index, its offset from the top of the list and its key.
 *
 * @example
 * const row: VirtualRow = { index: 3, start: 72, end: 96, key: 3 };
 */
export interface VirtualRow {
  readonly index: number;
  readonly start: number;
  readonly end: number;
  readonly key: Key;
}

/**
 * What {@link useVirtualRows} gives a list to render.
 *
 * @example
 * const { rows, virtual, containerStyle, rowStyle, measureRef } = useVirtualRows(options);
 */
export interface VirtualRows {
  readonly virtual: boolean;
  /** The rows to render, in order: all of them when not virtual. */
  readonly rows: readonly VirtualRow[];
  /** Style for the element that holds the rows (its full height when virtual). */
  readonly containerStyle: CSSProperties | undefined;
  /** Style for one row (absolutely placed at `start` when virtual). */
  readonly rowStyle: (row: VirtualRow) => CSSProperties | undefined;
  /** Ref callback that measures a row element (carry `data-index`); undefined when not virtual. */
  readonly measureRef: ((element: Element | null) => void) | undefined;
  /** Brings a row into view (virtual or not). */
  readonly scrollToIndex: (index: number) => void;
  readonly virtualizer: Virtualizer<HTMLElement, Element>;
}

const fallbackRect = { width: 800, height: 480 };

const absolute = (start: number): CSSProperties => ({ position: "absolute", top: 0, insetInline: 0, transform: `translateY(${start}px)` });

/**
 * partkit's one virtual list: decides plain or virtual from one threshold, keeps a chosen row
 * (the roving-focus row) mounted wherever the window is so focus survives scrolling, measures
 * variable-height rows, and gives the row and container styles. The part tree, the JSON tree,
 * CSV tables, form arrays and the transcript all render through it.
 *
 * @example
 * const list = useVirtualRows({ count: rows.length, virtualizeAbove: 200, estimateSize: 24, getScrollElement: () => ref.current, keepMounted: active });
 * <div ref={ref}><div style={list.containerStyle}>{list.rows.map((r) => <Row key={r.key} data-index={r.index} ref={list.measureRef} style={list.rowStyle(r)} />)}</div></div>
 */
export function useVirtualRows({ count, virtualizeAbove, estimateSize, getScrollElement, overscan = 8, getItemKey, keepMounted, measure = "mount", assumePage = true, fallbackMaxHeight, extra }: VirtualRowsOptions): VirtualRows {
  const virtual = count > virtualizeAbove;
  // Before the virtualizer's own layout effect (effects run in order), so its first measure of
  // the scroll element already sees the bound.
  useLayoutEffect(() => {
    const element = virtual && fallbackMaxHeight !== undefined ? getScrollElement() : null;
    return element ? boundUnlessBounded(element, fallbackMaxHeight!) : undefined;
    // The scroll element is checked when the list turns virtual or the fallback changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [virtual, fallbackMaxHeight]);
  // Stable while the kept row stays, so the virtualizer's memoised window is reused between renders.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (keepMounted !== undefined && keepMounted >= 0 && keepMounted < range.count && !indexes.includes(keepMounted)) {
        indexes.push(keepMounted);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [keepMounted],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render.
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count,
    enabled: virtual,
    getScrollElement,
    estimateSize: () => estimateSize,
    overscan,
    ...(getItemKey ? { getItemKey } : {}),
    ...(assumePage
      ? {
          initialRect: fallbackRect,
          observeElementRect: (instance: Virtualizer<HTMLElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
            observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width || fallbackRect.width, height: fallbackRect.height })),
        }
      : {}),
    ...(measure === "observer" ? { measureElement: (element, entry, instance) => (entry ? measureFromEntry(element, entry, instance) || estimateSize : estimateSize) } : {}),
    ...(keepMounted === undefined ? {} : { rangeExtractor }),
    ...extra,
  });

  let rows: VirtualRow[];
  if (!virtual) {
    rows = Array.from({ length: count }, (_, index) => ({ index, start: index * estimateSize, end: (index + 1) * estimateSize, key: getItemKey ? getItemKey(index) : index }));
  } else {
    rows = virtualizer.getVirtualItems().map(({ index, start, end, key }) => ({ index, start, end, key: key as Key }));
    // On the render where a growing list turns virtual the window can still be empty; the kept
    // row must not unmount there, or focus drops to <body>.
    if (keepMounted !== undefined && keepMounted >= 0 && keepMounted < count && !rows.some((row) => row.index === keepMounted)) {
      const start = virtualizer.measurementsCache[keepMounted]?.start ?? keepMounted * estimateSize;
      rows.push({ index: keepMounted, start, end: start + estimateSize, key: getItemKey ? getItemKey(keepMounted) : keepMounted });
      rows.sort((a, b) => a.index - b.index);
    }
  }

  return {
    virtual,
    rows,
    containerStyle: virtual ? { position: "relative", height: virtualizer.getTotalSize() } : undefined,
    rowStyle: (row) => (virtual ? absolute(row.start) : undefined),
    measureRef: virtual ? virtualizer.measureElement : undefined,
    scrollToIndex: (index) => {
      if (virtual) virtualizer.scrollToIndex(index, { align: "auto" });
      else getScrollElement()?.querySelector(`[data-index="${index}"]`)?.scrollIntoView?.({ block: "nearest" });
    },
    virtualizer,
  };
}
