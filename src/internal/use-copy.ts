"use client";
import { useEffect, useRef, useState } from "react";

/** What a copy button says: nothing yet, copied, or failed (no clipboard, or permission refused). */
export type CopyState = "idle" | "copied" | "failed";

/**
 * Copies text to the clipboard and remembers how it went for two seconds, for a button's label and
 * its status message. `copy` takes the text (or a function giving it, read at the click).
 *
 * @example
 * const [state, copy] = useCopy();
 * <button onClick={() => copy(text)}>{state === "copied" ? "Copied" : "Copy"}</button>
 */
export function useCopy(): readonly [CopyState, (text: string | (() => string)) => void] {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = (text: string | (() => string)) => {
    const done = (next: CopyState) => {
      setState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState("idle"), 2000);
    };
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (!clipboard) return done("failed");
    clipboard.writeText(typeof text === "function" ? text() : text).then(
      () => done("copied"),
      () => done("failed"),
    );
  };
  return [state, copy];
}
