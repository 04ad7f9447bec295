"use client";
import { useEffect, useState, type RefObject } from "react";
import type { DiagramScheme } from "./diagram-theme";

const darkQuery = "(prefers-color-scheme: dark)";

/**
 * The scheme partkit's theme gives an element: the nearest `data-theme` ancestor's ("dark",
 * "light", or "system", which follows `prefers-color-scheme`), light when there is none.
 *
 * @example
 * schemeOf(document.body); // "light"
 */
export function schemeOf(element: Element | null): DiagramScheme {
  const theme = element?.closest("[data-theme]")?.getAttribute("data-theme");
  if (theme === "dark") return "dark";
  if (theme === "system") return typeof matchMedia === "function" && matchMedia(darkQuery).matches ? "dark" : "light";
  return "light";
}

/**
 * The element's scheme ({@link schemeOf}), `undefined` until it has mounted, updated when any `data-theme` attribute in the
 * document changes or the system switches between light and dark.
 *
 * @example
 * const ref = useRef<HTMLDivElement>(null);
 * const scheme = useScheme(ref); // "light" | "dark" | undefined
 */
export function useScheme(ref: RefObject<Element | null>): DiagramScheme | undefined {
  const [scheme, setScheme] = useState<DiagramScheme | undefined>(undefined);
  useEffect(() => {
    const update = () => setScheme(schemeOf(ref.current));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"], subtree: true });
    const media = typeof matchMedia === "function" ? matchMedia(darkQuery) : undefined;
    media?.addEventListener("change", update);
    return () => {
      observer.disconnect();
      media?.removeEventListener("change", update);
    };
  }, [ref]);
  return scheme;
}
