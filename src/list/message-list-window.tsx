"use client";
import {
  memo,
  Suspense,
  use,
  useCallback,
  useMemo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type TouchEvent,
  type WheelEvent,
} from "react";
import { srOnly } from "../internal/sr-only";
import { useVirtualRows } from "../internal/virtual-list";
import type { Message } from "../model/types";
import { rootStyle, viewportStyle } from "./list-styles";
import { ListFollowContext } from "./follow-context";
import type { MessageListWindowProps } from "./list-props";
import type { MessageStore } from "./message-store";
import { isMessageStreaming } from "./message-text";
import { sameProps } from "./same-props";

// Within this many px of the bottom counts as "at the latest message".
const endThreshold = 8;
const lineStep = 40;

interface VirtualRowProps {
  readonly store: MessageStore;
  readonly index: number;
  /** In the viewport (not just mounted above or below it as overscan). */
  readonly inView: boolean;
  readonly start: number;
  readonly measure: (row: HTMLDivElement | null) => void;
  readonly render: (message: Message, index: number) => ReactNode;
}

const unsubscribed = () => () => {};

// Memoised as a whole (wrapper included), and subscribed to its own message: while a message
// streams, only its row renders; the list and the other rows are not rendered at all. Rows
// mounted out of view (overscan) are not subscribed: with several messages streaming, those
// above the one being read rendered every frame for nobody. Whenever such a row renders (it comes
// into view, it moves) it reads its message as it is then.
const VirtualRow = memo(function VirtualRow({ store, index, inView, start, measure, render }: VirtualRowProps) {
  const message = useSyncExternalStore(inView ? store.subscribe : unsubscribed, () => store.at(index));
  return (
    <div
      ref={measure}
      data-index={index}
      data-slot="message-list-item"
      data-streaming={isMessageStreaming(message) ? "" : undefined}
      style={{ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${start}px)` }}
    >
      {/* A message that suspends holds only its own row, never the whole list. */}
      <Suspense fallback={null}>{render(message, index)}</Suspense>
    </div>
  );
});


// Renders when the list's shape changes (messages added or removed, keys at either end), on
// scrolling and resizing, or when a prop changes; not when a message's content changes.
/**
 * The virtualised part of `<MessageList>` (fetched on first use, with the virtualiser).
 *
 * @example
 * <MessageListWindow store={store} count={n} firstKey={a} lastKey={b} renderMessage={render} getMessageKey={key} announcement="" />
 */
export const MessageListWindow = memo(function MessageListWindow({
  store,
  count,
  firstKey,
  lastKey,
  renderMessage,
  getMessageKey,
  estimateSize = 96,
  overscan = 4,
  label = "Messages",
  style,
  announcement,
  ...rest
}: MessageListWindowProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [following, setFollowingState] = useState(true);
  // Read synchronously in resize callbacks, so also kept in a ref.
  const followingRef = useRef(true);
  const lastTop = useRef(0);
  const setFollowing = useCallback((value: boolean) => {
    followingRef.current = value;
    setFollowingState(value);
  }, []);
  // While following, any growth (a streaming message, a new one, a resized viewport) scrolls to
  // the bottom in the same frame: resize observers run after layout and before paint.
  const [observer] = useState(() =>
    typeof ResizeObserver === "undefined"
      ? undefined
      : new ResizeObserver(() => {
          const el = viewport.current;
          if (el && followingRef.current && el.scrollHeight - el.scrollTop - el.clientHeight > 0.5) el.scrollTop = el.scrollHeight;
        }),
  );
  // The virtualizer recomputes every row's position when `getItemKey` changes identity, which
  // would make each streamed token O(messages). Keys only change when messages are added,
  // removed or replaced at either end, so the function is renewed only then (an update that
  // replaces the last message with a new version of itself keeps it).
  const getItemKey = useCallback(
    (index: number) => getMessageKey(store.at(index), index),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: the key function is renewed when keys at either end change.
    [store, count, firstKey, lastKey, getMessageKey],
  );
  const list = useVirtualRows({
    count,
    // A transcript always virtualises.
    virtualizeAbove: 0,
    assumePage: false,
    getScrollElement: () => viewport.current,
    estimateSize,
    overscan,
    getItemKey,
    extra: {
      // The first render already computes the rows at the end (where the list starts).
      initialOffset: () => count * estimateSize,
      // When messages change at either end (older history prepended, newer trimmed), the row the
      // reader is looking at keeps its place on screen.
      anchorTo: "end",
      // Rows re-render in React's own time rather than inside scroll and resize callbacks, which
      // would start observing new rows in the middle of a resize-observer pass.
      useFlushSync: false,
    },
  });
  const { virtualizer } = list;

  // Start at the latest message, and keep following it.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
    if (!observer || !el) return;
    observer.observe(el);
    return () => observer.disconnect();
  }, [observer]);

  const measureRow = useCallback(
    (row: HTMLDivElement | null) => {
      virtualizer.measureElement(row);
      if (!row || !observer) return;
      observer.observe(row);
      return () => observer.unobserve(row);
    },
    [virtualizer, observer],
  );

  // Only the reader detaches the list (wheel or swipe up, keys, dragging the scroll bar, moving
  // focus into a message); reaching the bottom again re-attaches it. Scroll corrections made by
  // the virtualizer while following are undone at once.
  const dragging = useRef(false);
  const touchY = useRef<number | undefined>(undefined);
  const detach = useCallback(() => {
    if (followingRef.current) setFollowing(false);
  }, [setFollowing]);
  const onScroll = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const top = el.scrollTop;
    if (el.scrollHeight - top - el.clientHeight <= endThreshold) {
      if (!followingRef.current) setFollowing(true);
    } else if (top < lastTop.current - 0.5 && dragging.current) detach();
    else if (followingRef.current && !dragging.current) el.scrollTop = el.scrollHeight;
    lastTop.current = el.scrollTop;
  }, [setFollowing, detach]);
  useEffect(() => {
    const release = () => {
      dragging.current = false;
    };
    window.addEventListener("pointerup", release);
    return () => window.removeEventListener("pointerup", release);
  }, []);
  const intent = useMemo(
    () => ({
      onWheel: (event: WheelEvent<HTMLDivElement>) => {
        if (event.deltaY < 0) detach();
      },
      onTouchStart: (event: TouchEvent<HTMLDivElement>) => {
        touchY.current = event.touches[0]?.clientY;
      },
      onTouchMove: (event: TouchEvent<HTMLDivElement>) => {
        const y = event.touches[0]?.clientY;
        if (y !== undefined && touchY.current !== undefined && y > touchY.current + 2) detach();
        touchY.current = y;
      },
      onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
        // On the scroller itself (not a message): its scroll bar.
        if (event.target === event.currentTarget) dragging.current = true;
      },
      onFocus: (event: FocusEvent<HTMLDivElement>) => {
        if (event.target !== event.currentTarget) detach();
      },
    }),
    [detach],
  );

  const jumpToLatest = useCallback(() => {
    setFollowing(true);
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
    virtualizer.scrollToEnd();
    el?.focus({ preventScroll: true });
  }, [virtualizer, setFollowing]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "PageUp" || event.key === "ArrowUp" || event.key === "Home" || (event.key === " " && event.shiftKey)) detach();
      if (event.target !== event.currentTarget) return;
      const el = event.currentTarget;
      const page = Math.max(lineStep, el.clientHeight * 0.9);
      const steps: Record<string, () => void> = {
        PageUp: () => virtualizer.scrollBy(-page),
        PageDown: () => virtualizer.scrollBy(page),
        ArrowUp: () => virtualizer.scrollBy(-lineStep),
        ArrowDown: () => virtualizer.scrollBy(lineStep),
        Home: () => virtualizer.scrollToOffset(0),
        End: jumpToLatest,
        " ": () => virtualizer.scrollBy(event.shiftKey ? -page : page),
      };
      const step = steps[event.key];
      if (!step) return;
      event.preventDefault();
      step();
    },
    [detach, virtualizer, jumpToLatest],
  );

  // A parent that draws its own jump button (Thread) is told when to show it.
  const follow = use(ListFollowContext);
  useEffect(() => {
    follow?.report(following, jumpToLatest);
  }, [follow, following, jumpToLatest]);
  useEffect(() => () => follow?.report(true, () => {}), [follow]);

  const rootStyleWith = useMemo(() => ({ ...rootStyle, ...style }), [style]);
  const items = list.rows;
  const inView = virtualizer.range;
  return (
    <div {...rest} style={rootStyleWith} data-slot="message-list" data-state={following ? "following" : "detached"}>
      <div
        ref={viewport}
        data-slot="message-list-viewport"
        role="log"
        aria-label={label}
        aria-live="off"
        tabIndex={0}
        style={viewportStyle}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        {...intent}
      >
        <div data-slot="message-list-content" style={{ ...list.containerStyle, width: "100%" }}>
          {items.map((item) => (
            <VirtualRow
              key={item.key}
              store={store}
              index={item.index}
              inView={!inView || (item.index >= inView.startIndex && item.index <= inView.endIndex)}
              start={item.start}
              measure={measureRow}
              render={renderMessage}
            />
          ))}
        </div>
      </div>
      {!following && count > 0 && !follow && (
        <button type="button" data-slot="message-list-jump" onClick={jumpToLatest}>
          Jump to latest
        </button>
      )}
      <div data-slot="message-list-announcer" role="status" aria-live="polite" style={srOnly}>
        {announcement}
      </div>
    </div>
  );
}, sameProps);
