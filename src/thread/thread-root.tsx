"use client";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from "react";
import type { DraftStore } from "../composer/draft-store";
import type { Message, MessageBody } from "../model/types";
import { ThreadContext, type ThreadContextValue, type ThreadStatus } from "./thread-context";

/**
 * Props of {@link ThreadRoot}: the chat's state and what to do with the user's actions. With the
 * AI SDK, `useChat`'s values go in as they are (messages through `createFromAiSdk`).
 *
 * @selector [data-slot="thread"][data-state="ready" | "submitted" | "streaming" | "error"]
 * @example
 * const props: ThreadRootProps = { messages, status, error, onSend: (body) => sendMessage(toAiSdkMessage(body)), onStop: stop, onRetry: () => regenerate() };
 */
export interface ThreadRootProps extends ComponentProps<"div"> {
  /** The transcript, oldest first (a new array on every change, as `useChat` gives it). */
  readonly messages: readonly Message[];
  /** `useChat`'s `status`. Default `ready`. */
  readonly status?: ThreadStatus;
  /** `useChat`'s `error`: shown in `Thread.Error` while `status` is `"error"`. */
  readonly error?: unknown;
  /**
   * Sends what the user wrote (or the suggestion they picked). The composer clears what went as
   * soon as the runtime has taken it: when `status` turns `submitted` or `streaming`, or when the
   * returned promise settles, whichever comes first. A rejection before that keeps the draft and
   * says why in the composer; one after it shows in `Thread.Error`.
   */
  readonly onSend: (body: MessageBody) => void | Promise<unknown>;
  /** Stops the reply (`useChat`'s `stop`): Stop shows while it is submitted or streaming. */
  readonly onStop?: () => void;
  /** Asks again after an error (`() => regenerate()`): Retry shows in `Thread.Error`. */
  readonly onRetry?: () => void;
  /**
   * The key the composer keeps its draft under (text, files, form data), so it survives the
   * thread's unmount and remount. Default `"thread"`: pass the chat's id when the app shows more
   * than one thread, or each would see the other's draft.
   */
  readonly draftKey?: string;
  /** Where drafts are kept. Default: in memory (`defaultDraftStore`). */
  readonly draftStore?: DraftStore;
}

const nothing = () => {};
// The column must lay out even without partkit/theme.css; the look is in thread.css.
const rootStyle = { display: "flex", flexDirection: "column", minHeight: 0 } as const;

/**
 * The chat screen's frame: holds the thread's state for its parts (`Thread.Messages`,
 * `Thread.Composer`, `Thread.ScrollButton`, `Thread.Empty`, `Thread.Error`, or your own through
 * `useThread`) and lays them out as a column. Give it a height.
 *
 * @example
 * <Thread.Root messages={messages} status={status} error={error} onSend={send} onStop={stop} onRetry={retry} style={{ height: "100dvh" }}>
 *   <Thread.Empty suggestions={["What can you do?"]} />
 *   <Thread.Messages />
 *   <Thread.ScrollButton />
 *   <Thread.Error />
 *   <Thread.Composer placeholder="Ask anything" />
 * </Thread.Root>
 */
export function ThreadRoot({ messages, status = "ready", error, onSend, onStop, onRetry, draftKey = "thread", draftStore, style, children, ...rest }: ThreadRootProps) {
  const [lateError, setLateError] = useState<unknown>();
  const [follow, setFollow] = useState({ following: true, scrollToLatest: nothing });
  const latest = useRef({ onSend, status });
  useLayoutEffect(() => {
    latest.current = { onSend, status };
  });
  const inFlight = useRef<{ readonly accept: () => void } | undefined>(undefined);
  // The runtime has taken the message once it says so: useChat's sendMessage resolves only when
  // the whole reply has streamed, and the composer must not hold the sent text until then.
  useEffect(() => {
    if (status === "submitted" || status === "streaming") inFlight.current?.accept();
  }, [status]);

  const send = useCallback((body: MessageBody) => {
    if (inFlight.current) return Promise.reject(new Error("another message is still on its way"));
    if (latest.current.status === "submitted" || latest.current.status === "streaming") return Promise.reject(new Error("wait for the reply to finish, or stop it"));
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const entry = {
        accept: () => {
          if (settled) return;
          settled = true;
          if (inFlight.current === entry) inFlight.current = undefined;
          resolve();
        },
      };
      const fail = (reason: unknown) => {
        if (inFlight.current === entry) inFlight.current = undefined;
        if (settled) setLateError(reason ?? new Error("the message could not be sent"));
        else {
          settled = true;
          reject(reason);
        }
      };
      inFlight.current = entry;
      setLateError(undefined);
      try {
        Promise.resolve(latest.current.onSend(body)).then(entry.accept, fail);
      } catch (thrown) {
        fail(thrown);
      }
    });
  }, []);

  const reportError = useCallback((reason: unknown) => setLateError(reason ?? new Error("the message could not be sent")), []);
  const reportFollowing = useCallback((following: boolean, scrollToLatest: () => void) => setFollow({ following, scrollToLatest }), []);
  const retry = useMemo(
    () =>
      onRetry
        ? () => {
            setLateError(undefined);
            onRetry();
          }
        : undefined,
    [onRetry],
  );
  const failed = status === "error" || lateError !== undefined;
  const value = useMemo<ThreadContextValue>(
    () => ({
      messages,
      status,
      failed,
      error: lateError ?? error,
      send,
      reportError,
      stop: onStop,
      retry,
      draftKey,
      draftStore,
      following: follow.following,
      scrollToLatest: follow.scrollToLatest,
      reportFollowing,
    }),
    [messages, status, failed, error, lateError, send, reportError, onStop, retry, draftKey, draftStore, follow, reportFollowing],
  );
  return (
    <ThreadContext value={value}>
      <div {...rest} style={{ ...rootStyle, ...style }} data-slot="thread" data-state={failed ? "error" : status}>
        {children}
      </div>
    </ThreadContext>
  );
}
