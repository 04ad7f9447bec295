"use client";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useVirtualRows } from "../internal/virtual-list";
import type { Part } from "../model/types";
import type { ReadingOrder } from "./reading-order";

/**
 * Props of {@link MessagePartsWindow}.
 *
 * @example
 * const props: MessagePartsWindowProps = { parts, reading: readingOrder(parts, links), renderPart: (index) => <MessagePart … /> };
 */
export interface MessagePartsWindowProps {
  readonly parts: readonly Part[];
  /** Part indexes in reading order, and what sits under each tool call (see `readingOrder`). */
  readonly reading: ReadingOrder;
  readonly renderPart: (index: number) => ReactNode;
  /** The part a link or the navigator last opened: brought into view and kept mounted. */
  readonly revealed?: { readonly name: string } | undefined;
}

// A part is often one line of text; taller ones are measured as they mount.
const estimatedPartHeight = 44;

/** The row that shows the named part: its own, or its tool call's when it sits under one. */
function rowOf(parts: readonly Part[], { order, attached }: ReadingOrder, name: string): number {
  const index = parts.findIndex((part) => part?.name === name);
  const row = order.indexOf(index);
  if (row >= 0 || index < 0) return row;
  for (const [call, under] of attached) if (under.results.includes(index) || under.carried.includes(index)) return order.indexOf(call);
  return -1;
}

/**
 * The parts of a very large message with only those in view (and a few around them) in the DOM:
 * one message of 100,000 parts mounts as fast as one of 20, and memory stays flat. The parts
 * scroll with the nearest scrolling ancestor (a `<MessageList>`, an app's pane); on a page that
 * scrolls as a whole they get a scroll box of their own, a keyboard stop. `<MessageView>` loads
 * and uses it above 200 parts.
 *
 * @selector [data-slot="message-content"][data-virtual="shared" | "own"] > [data-slot="message-parts-window"]
 * @example
 * <MessagePartsWindow parts={parts} reading={reading} renderPart={(index) => <MessagePart part={parts[index]} index={index} … />} />
 */
export function MessagePartsWindow({ parts, reading, renderPart, revealed }: MessagePartsWindowProps) {
  const box = useRef<HTMLDivElement>(null);
  // The nearest scrolling ancestor (a transcript, an app's pane) when there is one: the parts then
  // scroll with everything else. On a page that scrolls as a whole, the box scrolls on its own.
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);
  const { order } = reading;
  const at = useMemo(() => (revealed ? rowOf(parts, reading, revealed.name) : -1), [parts, reading, revealed]);
  useLayoutEffect(() => setScroller(scrollingAncestor(box.current)), []);
  useLayoutEffect(() => {
    const outer = scroller;
    const inner = box.current;
    if (!outer || !inner) return;
    // Where the parts start within the scroller's content; it moves when what is above them does.
    const place = () => setMargin(Math.round(inner.getBoundingClientRect().top - outer.getBoundingClientRect().top + outer.scrollTop));
    place();
    outer.addEventListener("scroll", place, { passive: true });
    return () => outer.removeEventListener("scroll", place);
  }, [scroller]);
  const list = useVirtualRows({
    count: order.length,
    virtualizeAbove: 0,
    estimateSize: estimatedPartHeight,
    getScrollElement: () => scroller ?? box.current,
    overscan: 6,
    keepMounted: at >= 0 ? at : undefined,
    // theme.css's bound of the own box; an app's pane is never touched.
    fallbackMaxHeight: scroller ? undefined : "min(80vh, 60rem)",
    extra: { scrollMargin: scroller ? margin : 0 },
  });
  const { scrollToIndex } = list;
  useEffect(() => {
    if (at >= 0) scrollToIndex(at);
    // Only when asked to show a part again, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealed]);
  const shift = scroller ? margin : 0;
  return (
    <div
      ref={box}
      data-slot="message-content"
      data-virtual={scroller ? "shared" : "own"}
      tabIndex={scroller ? undefined : 0}
      role="group"
      aria-label={`Message parts (${order.length})`}
    >
      <div data-slot="message-parts-window" style={list.containerStyle}>
        {list.rows.map((row) => (
          <div key={order[row.index]} data-index={row.index} data-slot="message-parts-row" ref={list.measureRef} style={list.rowStyle({ ...row, start: row.start - shift })}>
            {renderPart(order[row.index]!)}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The closest ancestor that scrolls vertically, if any (the page itself does not count). Asked
 * while the parts hold their full height, so an ancestor set to scroll that nothing bounds (it
 * grows with them instead of overflowing) does not count either: it would show every part.
 */
function scrollingAncestor(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    if (/(auto|scroll|overlay)/.test(getComputedStyle(node).overflowY) && (node.scrollHeight > node.clientHeight + 1 || node.scrollHeight === 0)) return node;
  }
  return null;
}
