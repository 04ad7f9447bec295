"use client";
import { createContext, Suspense, use, useLayoutEffect, useMemo, useState, type Key } from "react";
import { lazyComponent } from "../internal/lazy-component";
import { LoadBoundary } from "../internal/load-boundary";
import { registerPreload } from "../internal/preload-registry";
import { useHydrated } from "../internal/use-hydrated";
import type { Message } from "../model/types";
import { MessageView } from "../message/message-view";
import { MessageListTail } from "./message-list-tail";
import type { MessageListProps, MessageListWindowProps } from "./list-props";
import { createMessageStore, type MessageStore } from "./message-store";
import { describeMessage, isMessageStreaming, markLatestStreaming, sameSpeaker } from "./message-text";
import { useAnnouncement } from "./use-announcement";

const defaultKey = (message: Message, index: number): Key => (typeof message?.id === "string" && message.id !== "" ? message.id : index);

// The list's store, for a row to see the message above its own.
const StoreContext = createContext<MessageStore | undefined>(undefined);

function DefaultMessage({ message, index }: { readonly message: Message; readonly index: number }) {
  const above = index > 0 ? use(StoreContext)?.at(index - 1) : undefined;
  return <MessageView message={message} layout="inline" continued={sameSpeaker(above, message)} {...(isMessageStreaming(message) ? { status: "streaming" as const } : {})} />;
}

const renderDefault = (message: Message, index: number) => <DefaultMessage message={message} index={index} />;

// The virtualiser is most of a thread's code and is not needed to paint the latest messages, so
// it is fetched on first use; preloadRenderers() fetches it with the renderers.
const LazyWindow = registerPreload(lazyComponent<MessageListWindowProps>("MessageListWindow", () => import("./message-list-window").then((m) => m.MessageListWindow)));

/**
 * A virtualised transcript for any number of messages: only the visible ones are mounted,
 * heights are measured as they render (and re-measured while a message grows), so nothing
 * jumps. It starts at the latest message and follows new and growing messages while the reader
 * is at the bottom; scrolling up detaches it and shows a "Jump to latest" button.
 *
 * The scroller is focusable (`role="log"`) with PageUp/PageDown, Home/End and arrow keys;
 * completed messages are announced politely (the log itself is not a live region, so scrolling
 * rows into view is not read out). Give the list a height (style, class or a flex parent).
 * The virtualiser is fetched on first use (or by `preloadRenderers()`); until it arrives, the
 * latest messages show as a plain list scrolled to the bottom. Server rendering gives that plain
 * list too (the latest messages, in the HTML); the virtualiser takes over after hydration.
 *
 * @example
 * <PartkitProvider renderers={[markdownRenderer]}>
 *   <MessageList messages={messages} style={{ height: "70vh" }} />
 * </PartkitProvider>
 * // With the AI SDK: <MessageList messages={fromAiSdk(messages)} status={status} /> (useChat's status)
 */
export function MessageList({ messages, status, renderMessage = renderDefault, getMessageKey = defaultKey, announce = describeMessage, ...props }: MessageListProps) {
  const list = useMemo(() => markLatestStreaming(Array.isArray(messages) ? messages : [], status), [messages, status]);
  const [store] = useState(createMessageStore);
  // The newest list is in the store before anything renders from it; rows whose message changed
  // are told at the next frame (see MessageStore), so streamed tokens render just their rows, once
  // a frame however many arrived.
  store.set(list);
  useLayoutEffect(() => store.notify());
  const count = list.length;
  const firstKey = count > 0 ? getMessageKey(list[0]!, 0) : undefined;
  const lastKey = count > 0 ? getMessageKey(list[count - 1]!, count - 1) : undefined;
  const announcement = useAnnouncement(list, getMessageKey, announce);
  const hydrated = useHydrated();
  const tail = (onRetry?: () => void) => (
    <StoreContext value={store}>
      <MessageListTail {...props} store={store} count={count} renderMessage={renderMessage} announcement={announcement} onRetry={onRetry} />
    </StoreContext>
  );
  // The virtualiser measures the DOM, so the server (and the hydration pass, to match it) paints
  // the latest messages plainly.
  if (!hydrated) return tail();
  return (
    <StoreContext value={store}>
    <LoadBoundary fallback={tail}>
      <Suspense fallback={tail()}>
        <LazyWindow
          {...props}
          store={store}
          count={count}
          firstKey={firstKey}
          lastKey={lastKey}
          renderMessage={renderMessage}
          getMessageKey={getMessageKey}
          announcement={announcement}
        />
      </Suspense>
    </LoadBoundary>
    </StoreContext>
  );
}
