"use client";
import { createContext, use } from "react";
import type { DraftStore } from "../composer/draft-store";
import type { MessageListStatus } from "../list/list-props";
import type { Message, MessageBody } from "../model/types";

/**
 * The state of a chat as `useChat` (AI SDK) reports it: `"submitted"` (sent, nothing back yet),
 * `"streaming"`, `"ready"` or `"error"`.
 *
 * @example
 * const { status } = useChat();
 * const s: ThreadStatus = status;
 */
export type ThreadStatus = MessageListStatus;

/**
 * What a `<Thread.Root>` shares with its parts.
 *
 * @example
 * const { messages, status, send } = useThread();
 */
export interface ThreadContextValue {
  readonly messages: readonly Message[];
  /** The runtime's status, as given. */
  readonly status: ThreadStatus;
  /** Something went wrong to show: `status` is `"error"`, or a send failed after the runtime took it. */
  readonly failed: boolean;
  /** What went wrong, when known: the send's failure, else the runtime's `error`. */
  readonly error: unknown;
  /** Sends a body once per intent (a second call while one is on its way is ignored). Resolves once the runtime has taken it. */
  readonly send: (body: MessageBody) => Promise<void>;
  /** Shows a failure in `Thread.Error` (a part of your own that sends, say). */
  readonly reportError: (reason: unknown) => void;
  readonly stop: (() => void) | undefined;
  readonly retry: (() => void) | undefined;
  readonly draftKey: string | undefined;
  readonly draftStore: DraftStore | undefined;
  /** The transcript follows the latest message (false once the reader scrolled up). */
  readonly following: boolean;
  /** Scrolls the transcript to the latest message and follows it again. */
  readonly scrollToLatest: () => void;
  /** For `Thread.Messages`: where its list reports whether it follows. */
  readonly reportFollowing: (following: boolean, scrollToLatest: () => void) => void;
}

/**
 * The context `<Thread.Root>` provides.
 *
 * @example
 * <ThreadContext value={value}>{children}</ThreadContext>
 */
export const ThreadContext = createContext<ThreadContextValue | undefined>(undefined);

/**
 * The enclosing `<Thread.Root>`'s state, for a part of your own (a header with the status, a
 * custom suggestion list). Throws outside a `Thread.Root`.
 *
 * @example
 * function Status() {
 *   const { status } = useThread();
 *   return <p>{status === "streaming" ? "Replying…" : null}</p>;
 * }
 */
export function useThread(): ThreadContextValue {
  const value = use(ThreadContext);
  if (!value) throw new Error("useThread: use it inside <Thread.Root> (or <Thread>).");
  return value;
}
