"use client";
import { useId, useState } from "react";

/** Above this many characters (or with a line break) a text value folds to its first lines. */
export const foldAbove = 140;

/**
 * A long text value, folded to its first two lines with "Show more" / "Show less" beside it; the
 * whole text is in the page either way (find-in-page and copy see it).
 *
 * @selector [data-slot="value-long"][data-state="folded" | "open"]
 * @example
 * <LongValue text={report} />
 */
export function LongValue({ text, mono = false }: { readonly text: string; readonly mono?: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span data-slot="value-long" data-state={open ? "open" : "folded"}>
      <span id={id} data-slot="value-long-text" data-mono={mono ? "" : undefined}>
        {text}
      </span>
      <button type="button" className="pk-button" data-variant="ghost" data-size="sm" data-slot="value-long-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? "Show less" : "Show more"}
      </button>
    </span>
  );
}
