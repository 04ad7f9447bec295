"use client";
import { useMemo } from "react";
import { ListFollowContext } from "../list/follow-context";
import type { MessageListProps } from "../list/list-props";
import { MessageList } from "../list/message-list";
import { useThread } from "./thread-context";

/**
 * Props of {@link ThreadMessages}: `<MessageList>`'s, less the messages and status the thread gives.
 *
 * @example
 * const props: ThreadMessagesProps = { label: "Conversation", estimateSize: 120 };
 */
export type ThreadMessagesProps = Omit<MessageListProps, "messages" | "status">;

/**
 * The thread's transcript: `<MessageList>` with the thread's messages and status, filling the
 * space the thread gives it. Nothing while there are no messages (`Thread.Empty` shows then).
 * Its "Jump to latest" is `Thread.ScrollButton`, placed where the app likes.
 *
 * @example
 * <Thread.Root {...chat}>
 *   <Thread.Messages renderMessage={renderMessage} />
 * </Thread.Root>
 */
export function ThreadMessages({ style, ...props }: ThreadMessagesProps) {
  const { messages, status, reportFollowing } = useThread();
  const follow = useMemo(() => ({ report: reportFollowing }), [reportFollowing]);
  if (messages.length === 0) return null;
  return (
    <ListFollowContext value={follow}>
      <MessageList {...props} style={{ flex: "1 1 auto", ...style }} messages={messages} status={status} />
    </ListFollowContext>
  );
}
