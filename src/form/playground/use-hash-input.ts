"use client";
import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { readHashValue, writeHashValue } from "./hash-value";

/**
 * A piece of state mirrored in the URL hash under `key` (off when `key` is `undefined`): read
 * from the hash on the first render (falling back to `initial` when the hash has nothing valid),
 * written back with `history.replaceState` whenever it changes. Garbage in the hash is ignored.
 *
 * @example
 * const [input, setInput] = useHashInput("input", { city: "Lisbon" });
 */
export function useHashInput(key: string | undefined, initial: unknown): [unknown, Dispatch<SetStateAction<unknown>>] {
  const [value, setValue] = useState<unknown>(() => {
    if (key && typeof window !== "undefined") {
      const fromHash = readHashValue(window.location.hash, key);
      if (fromHash !== undefined) return fromHash;
    }
    return initial;
  });
  useEffect(() => {
    if (!key || typeof window === "undefined" || value === undefined) return;
    const next = writeHashValue(window.location.hash, key, value);
    if (next !== window.location.hash) window.history.replaceState(window.history.state, "", next);
  }, [key, value]);
  return [value, setValue];
}
