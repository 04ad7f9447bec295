import type { Message } from "../model/types";

/**
 * The transcript as rows read it. `<MessageList>` puts each new `messages` array in the store
 * while rendering and calls `notify()` after committing; each row re-reads its own message and
 * renders only if that message changed.
 */
export interface MessageStore {
  /** The message at `index` in the latest list. */
  at(index: number): Message;
  set(messages: readonly Message[]): void;
  /**
   * Tells the rows a new list is in: at the next animation frame, once for every list committed
   * since (several messages streaming at once commit a list per token, a row renders once per
   * frame). Right away when the page cannot paint (hidden, or no `requestAnimationFrame`).
   */
  notify(): void;
  subscribe(listener: () => void): () => void;
}

const canWaitForFrame = () => typeof requestAnimationFrame === "function" && typeof document !== "undefined" && document.visibilityState !== "hidden";

/**
 * Creates a {@link MessageStore}; `subscribe` and `at` are stable, for `useSyncExternalStore`.
 *
 * @example
 * const store = createMessageStore();
 * store.set(messages);
 * const message = useSyncExternalStore(store.subscribe, () => store.at(3));
 */
export function createMessageStore(): MessageStore {
  let messages: readonly Message[] = [];
  let notified: readonly Message[] = messages;
  let frame: number | undefined;
  const listeners = new Set<() => void>();
  const flush = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    frame = undefined;
    if (notified === messages) return;
    notified = messages;
    for (const listener of listeners) listener();
  };
  return {
    at: (index) => messages[index]!,
    set: (next) => {
      messages = next;
    },
    notify: () => {
      if (notified === messages) return;
      // A row's render before the frame paints costs the same as one per token, so tokens that
      // arrive between two frames are shown by one render of each row they touched.
      if (!canWaitForFrame()) flush();
      else frame ??= requestAnimationFrame(flush);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
