"use client";
import { useLayoutEffect, type RefObject } from "react";

const sizesItself = typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("field-sizing", "content");

/**
 * Text longer than this fills the field to its `max-height` at any width, so the field stops
 * sizing itself to its content (`data-length="long"`, composer.css): measuring megabytes of text
 * for a height that cannot change was most of a keystroke's layout.
 */
export const longTextLength = 10_000;

/**
 * Grows a text field with its text where the browser cannot (`field-sizing: content`, in
 * composer.css, does it in Chromium): its height follows its content, up to the CSS
 * `max-height`, after which it scrolls. Text over {@link longTextLength} is left to the CSS's
 * fixed height.
 *
 * @example
 * const field = useRef<HTMLTextAreaElement>(null);
 * useAutoGrow(field, text);
 */
export function useAutoGrow(field: RefObject<HTMLTextAreaElement | null>, text: string): void {
  const long = text.length > longTextLength;
  useLayoutEffect(() => {
    const el = field.current;
    if (sizesItself || !el) return;
    if (long) {
      el.style.removeProperty("height");
      return;
    }
    el.style.setProperty("height", "auto");
    el.style.setProperty("height", `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`);
  }, [field, text, long]);
}
