"use client";
import { useLayoutEffect, type RefObject } from "react";

const sizesItself = typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("field-sizing", "content");

/**
 * Grows a text field with its text where the browser cannot (`field-sizing: content`, in
 * composer.css, does it in Chromium): its height follows its content, up to the CSS
 * `max-height`, after which it scrolls.
 *
 * @example
 * const field = useRef<HTMLTextAreaElement>(null);
 * useAutoGrow(field, text);
 */
export function useAutoGrow(field: RefObject<HTMLTextAreaElement | null>, text: string): void {
  useLayoutEffect(() => {
    const el = field.current;
    if (sizesItself || !el) return;
    el.style.setProperty("height", "auto");
    el.style.setProperty("height", `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`);
  }, [field, text]);
}
