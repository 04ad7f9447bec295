"use client";
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

// Layout effects warn when rendered on a server; there is nothing to mark there.
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Keeps a folded region findable: while `folded`, the element (rendered with `hidden`) is marked
 * `hidden="until-found"`, so the browser's find-in-page searches its text and, on a match, fires
 * `beforematch`, which calls `onFound` to unfold it. React writes `hidden` as a plain boolean, so
 * the value is set here. Browsers without it keep the region hidden as before.
 *
 * @example
 * const ref = useUntilFound<HTMLDivElement>(!open, () => setOpen(true));
 * <div ref={ref} hidden={!open}>{children}</div>
 */
export function useUntilFound<T extends HTMLElement>(folded: boolean, onFound: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const found = useRef(onFound);
  useClientLayoutEffect(() => {
    found.current = onFound;
  });
  useClientLayoutEffect(() => {
    const element = ref.current;
    if (!element || !folded) return;
    element.setAttribute("hidden", "until-found");
    const reveal = () => found.current();
    element.addEventListener("beforematch", reveal);
    return () => element.removeEventListener("beforematch", reveal);
  }, [folded]);
  return ref;
}
