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
  notify(): void;
  subscribe(listener: () => void): () => void;
}

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
  const listeners = new Set<() => void>();
  return {
    at: (index) => messages[index]!,
    set: (next) => {
      messages = next;
    },
    notify: () => {
      if (notified === messages) return;
      notified = messages;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
