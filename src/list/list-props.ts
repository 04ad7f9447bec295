import type { ComponentProps, Key, ReactNode } from "react";
import type { Message } from "../model/types";
import type { MessageStore } from "./message-store";

/**
 * A runtime's status of the latest turn, as `useChat` (AI SDK) reports it: `"submitted"` (sent,
 * nothing back yet), `"streaming"`, `"ready"` or `"error"`.
 *
 * @example
 * const { messages, status } = useChat();
 * <MessageList messages={fromAiSdk(messages)} status={status} />
 */
export type MessageListStatus = "submitted" | "streaming" | "ready" | "error";

/**
 * Props of {@link MessageList}.
 *
 * @selector [data-slot="message-list"][data-state="following" | "detached" | "error"] ("error": the virtualiser failed to download; the latest messages show with Try again)
 * @selector [data-slot="message-list-viewport"] (the focusable scroller, `role="log"`)
 * @selector [data-slot="message-list-item"][data-index][data-streaming]
 * @selector [data-slot="message-list-jump"] ("Jump to latest", shown while detached)
 * @example
 * const props: MessageListProps = { messages, style: { height: 600 } };
 */
export interface MessageListProps extends Omit<ComponentProps<"div">, "children"> {
  /** The transcript, oldest first. Replace the array (and only the changed messages) on updates. */
  readonly messages: readonly Message[];
  /**
   * Renders one message. Default: `<MessageView layout="inline">`, streaming while the message
   * or one of its parts has `metadata.status === "streaming"`. Pass a stable function
   * (`useCallback`): rows re-render when it changes.
   */
  readonly renderMessage?: (message: Message, index: number) => ReactNode;
  /**
   * What your runtime says of the latest turn, for apps that know it: pass `useChat`'s `status`
   * as it is. While it is `"streaming"` or `"submitted"`, the latest message (unless it is the
   * user's own) shows as streaming even if its parts carry no stream status. Default: each
   * message's own `metadata.status` and its parts' decide.
   */
  readonly status?: MessageListStatus;
  /** A React key per message. Default: `message.id`, else the index. */
  readonly getMessageKey?: (message: Message, index: number) => Key;
  /** Estimated height of a message before it is measured, in px. Default 96. */
  readonly estimateSize?: number;
  /** Messages rendered beyond the visible ones, each way. Default 4. */
  readonly overscan?: number;
  /** Accessible name of the transcript. Default "Messages". */
  readonly label?: string;
  /** The polite announcement for a message that completed; `null` for none. Default: role and the start of its text. */
  readonly announce?: (message: Message) => string | null;
}

/**
 * What `<MessageList>` hands its window: its own props plus the store and the shape of the list.
 *
 * @example
 * const props: MessageListWindowProps = { store, count: 3, firstKey: "m0", lastKey: "m2", renderMessage, getMessageKey, announcement: "" };
 */
export interface MessageListWindowProps extends Omit<MessageListProps, "messages" | "announce" | "renderMessage" | "getMessageKey"> {
  readonly store: MessageStore;
  readonly count: number;
  readonly firstKey: Key | undefined;
  readonly lastKey: Key | undefined;
  readonly renderMessage: (message: Message, index: number) => ReactNode;
  readonly getMessageKey: (message: Message, index: number) => Key;
  readonly announcement: string;
}
