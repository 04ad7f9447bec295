"use client";
import type { ReactElement, ReactNode } from "react";
import { ThreadComposer, type ThreadComposerProps } from "./thread-composer";
import { ThreadEmpty, type ThreadSuggestion } from "./thread-empty";
import { ThreadError } from "./thread-error";
import { ThreadMessages, type ThreadMessagesProps } from "./thread-messages";
import { ThreadRoot, type ThreadRootProps } from "./thread-root";
import { ThreadScrollButton } from "./thread-scroll-button";
import { ThreadViewport } from "./thread-viewport";

/**
 * Props of {@link Thread}: the root's (the chat's state and handlers) and a few words for its parts.
 *
 * @example
 * const props: ThreadProps = { messages, status, onSend, suggestions: ["What can you do?"], placeholder: "Ask anything" };
 */
export interface ThreadProps extends ThreadRootProps {
  /** The empty state's heading. Default "How can I help?". */
  readonly welcome?: ReactNode;
  /** The empty state's suggestions: picking one sends it. */
  readonly suggestions?: readonly ThreadSuggestion[];
  /** The composer's placeholder. */
  readonly placeholder?: string;
  /** More props for `Thread.Composer` (`schema`, `upload`, `form`, labels…). */
  readonly composer?: ThreadComposerProps;
  /** More props for `Thread.Messages` (`renderMessage`, `label`…). */
  readonly list?: ThreadMessagesProps;
}

function DefaultThread({ welcome, suggestions, placeholder, composer, list, ...root }: ThreadProps) {
  return (
    <ThreadRoot {...root}>
      <ThreadViewport>
        <ThreadEmpty title={welcome} suggestions={suggestions} />
        <ThreadMessages {...list} />
        <ThreadScrollButton />
      </ThreadViewport>
      <ThreadError />
      <ThreadComposer placeholder={placeholder} {...composer} />
    </ThreadRoot>
  );
}

/**
 * A whole chat screen in the reading column: the transcript (`MessageList`), an empty state
 * with suggestions, a button back to the latest message, an error banner with Retry, and the
 * composer, which shows Stop while the reply streams and keeps its draft. It takes `useChat`'s
 * `status` and `error` as they are. Give it a height.
 *
 * Its parts are exported to rearrange or replace: `Thread.Root` (state and layout),
 * `Thread.Viewport`, `Thread.Messages`, `Thread.Empty`, `Thread.ScrollButton`, `Thread.Error`,
 * `Thread.Composer`, and `useThread()` for parts of your own.
 *
 * @example
 * const { messages, status, error, sendMessage, stop, regenerate } = useChat();
 * const [convert] = useState(createFromAiSdk);
 * <Thread
 *   messages={useMemo(() => convert(messages), [convert, messages])}
 *   status={status}
 *   error={error}
 *   onSend={(body) => sendMessage(toAiSdkMessage(body))}
 *   onStop={stop}
 *   onRetry={() => regenerate()}
 *   suggestions={["What can you do?"]}
 *   style={{ height: "100dvh" }}
 * />
 */
export const Thread: ((props: ThreadProps) => ReactElement) & {
  readonly Root: typeof ThreadRoot;
  readonly Viewport: typeof ThreadViewport;
  readonly Messages: typeof ThreadMessages;
  readonly Empty: typeof ThreadEmpty;
  readonly ScrollButton: typeof ThreadScrollButton;
  readonly Error: typeof ThreadError;
  readonly Composer: typeof ThreadComposer;
} = Object.assign(DefaultThread, {
  Root: ThreadRoot,
  Viewport: ThreadViewport,
  Messages: ThreadMessages,
  Empty: ThreadEmpty,
  ScrollButton: ThreadScrollButton,
  Error: ThreadError,
  Composer: ThreadComposer,
});
