"use client";
import { useEffect, useRef, useState, type Key } from "react";
import type { Message } from "../model/types";
import { isMessageStreaming } from "./message-text";

/**
 * The text of the latest "message completed" announcement. Messages present at mount are not
 * announced; after that, a message is announced once when it is appended complete or when it
 * stops streaming. Only the end of the list is examined, so this is O(1) per update, and the
 * effect runs only when the end of the list changes shape or state, not for every streamed token.
 *
 * @example
 * const text = useAnnouncement(messages, (m, i) => m.id ?? i, describeMessage);
 */
export function useAnnouncement(messages: readonly Message[], keyOf: (message: Message, index: number) => Key, announce: (message: Message) => string | null): string {
  const [text, setText] = useState("");
  const seen = useRef<{ count: number; last: Key | undefined; streaming: Key | undefined } | undefined>(undefined);
  // What the announcement can depend on: the list's length, its last key, and whether the last two
  // messages are streaming (the one that was streaming is one of them unless several arrived since).
  const n = messages.length;
  const signature = `${n}\u0000${n > 0 ? String(keyOf(messages[n - 1]!, n - 1)) : ""}\u0000${n > 0 && isMessageStreaming(messages[n - 1]!)}\u0000${n > 1 && isMessageStreaming(messages[n - 2]!)}`;
  useEffect(() => {
    const last = messages.length - 1;
    const lastKey = last >= 0 ? keyOf(messages[last]!, last) : undefined;
    const lastStreaming = last >= 0 && isMessageStreaming(messages[last]!);
    const before = seen.current;
    seen.current = { count: messages.length, last: lastKey, streaming: lastStreaming ? lastKey : undefined };
    if (!before || last < 0) return;
    let done: Message | undefined;
    // The message that was streaming finished (it may no longer be the last one).
    if (before.streaming !== undefined) {
      for (let i = last; i >= Math.max(0, before.count - 1); i--) {
        if (keyOf(messages[i]!, i) === before.streaming) {
          if (!isMessageStreaming(messages[i]!)) done = messages[i];
          break;
        }
      }
    }
    // Messages appended complete (or a new last message in place of another): announce the newest.
    for (let i = last; i >= Math.min(before.count, lastKey === before.last ? before.count : last); i--) {
      if (!isMessageStreaming(messages[i]!)) {
        done = messages[i];
        break;
      }
    }
    const next = done ? announce(done) : null;
    if (next) setText(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `messages` is read as of the render whose signature changed.
  }, [signature, keyOf, announce]);
  return text;
}
