"use client";
import { useCallback, useRef } from "react";

/** Keys typed within this many milliseconds of each other form one search string. */
export const TYPE_AHEAD_TIMEOUT = 500;

/**
 * Type-ahead for lists (WAI-ARIA APG): returns `search(char, labelAt, count, from)` which adds
 * `char` to a buffer that clears after a pause and answers the index of the next label (after
 * `from`, wrapping) starting with the buffer, or `-1`. Repeating one letter (`s`, `s`, `s`) cycles through the labels starting with it.
 *
 * @example
 * const search = useTypeAhead();
 * const labels = ["a", "sources", "src"];
 * const next = search("s", (i) => labels[i]!, labels.length, 0); // 1
 */
export function useTypeAhead() {
  const state = useRef({ buffer: "", at: 0 });
  return useCallback((char: string, labels: (index: number) => string, count: number, from: number) => {
    const now = Date.now();
    const s = state.current;
    s.buffer = now - s.at > TYPE_AHEAD_TIMEOUT ? char.toLowerCase() : s.buffer + char.toLowerCase();
    s.at = now;
    const repeated = [...s.buffer].every((c) => c === s.buffer[0]);
    const query = repeated ? s.buffer[0]! : s.buffer;
    // A new or repeated letter moves past the current item; a longer prefix may still match it.
    const start = query.length === 1 ? from + 1 : from;
    for (let step = 0; step < count; step++) {
      const index = (start + step) % count;
      if (labels(index).toLowerCase().startsWith(query)) return index;
    }
    return -1;
  }, []);
}
