"use client";
import { Composer, type ComposerProps } from "../composer/composer";
import { useThread } from "./thread-context";

/**
 * Props of {@link ThreadComposer}: `<Composer>`'s, less what the thread gives it (sending,
 * status, Stop).
 *
 * @example
 * const props: ThreadComposerProps = { placeholder: "Ask anything", upload };
 */
export type ThreadComposerProps = Omit<ComposerProps, "onSend" | "status" | "onStop">;

/**
 * The thread's `<Composer>`, in the reading column: it sends through the thread's `onSend`
 * (clearing what went once the runtime has taken it), shows Stop while the reply is submitted or
 * streaming, and keeps its draft under the thread's `draftKey`. Everything else (`schema`,
 * `upload`, a `form` slot, labels) is the Composer's own.
 *
 * @example
 * <Thread.Composer placeholder="Ask the travel agent" upload={upload} />
 */
export function ThreadComposer(props: ThreadComposerProps) {
  const { send, status, stop, draftKey, draftStore } = useThread();
  return <Composer draftKey={draftKey} {...(draftStore ? { draftStore } : {})} {...props} onSend={send} status={status} onStop={stop} />;
}
