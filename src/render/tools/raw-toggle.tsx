"use client";
import { CodeIcon } from "../../internal/icons";

/**
 * The quiet button that swaps a readable summary for the raw JSON and back ("Show raw" / "Hide
 * raw"): in a conversation, JSON is one click away, never the first thing shown.
 *
 * @selector [data-slot="raw-toggle"][data-state="summary" | "raw"]
 * @example
 * <RawToggle pressed={raw} onPressedChange={setRaw} what="Arguments of Weather" />
 */
export function RawToggle({ pressed, onPressedChange, what }: { readonly pressed: boolean; readonly onPressedChange: (pressed: boolean) => void; readonly what: string }) {
  return (
    <button
      type="button"
      className="pk-button"
      data-variant="ghost"
      data-size="sm"
      data-slot="raw-toggle"
      data-state={pressed ? "raw" : "summary"}
      aria-description={what}
      onClick={() => onPressedChange(!pressed)}
    >
      <CodeIcon />
      {pressed ? "Hide raw" : "Show raw"}
    </button>
  );
}
