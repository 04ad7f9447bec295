"use client";
import { useState } from "react";
import { JsonTree } from "../json/json-tree";
import { useInTurn } from "../message-context";
import { RawToggle } from "../tools/raw-toggle";
import { ValueSummary } from "../value/value-summary";
import { PartContent } from "../part-content";
import { partLabel } from "../part-info";
import { RawText } from "../raw-text";
import type { PartRendererProps } from "../types";
import { usePartContent } from "../use-part-content";

/**
 * `application/json` and any `+json` type. In a conversation turn, a readable card: the value as
 * labelled fields (`ValueSummary`), the JSON tree behind "Show raw". Elsewhere (an inspector's
 * preview, a part on its own), a collapsible tree (keyboard operable, virtualised) with a toggle
 * to the raw text. Text that is not JSON shows the parse error and the raw text.
 *
 * @selector [data-slot="json-part"][data-state="idle" | "loading" | "ready" | "partial" | "invalid" | "error"]
 * @selector [data-slot="json-part"][data-view="summary" | "raw"] in a conversation turn
 * @example
 * <JsonPart part={{ contentType: "application/json", content: '{"ok":true}' }} />
 */
export function JsonPart({ part, status }: PartRendererProps) {
  const content = usePartContent(part, { as: "json" });
  const [raw, setRaw] = useState(false);
  const inTurn = useInTurn();
  const label = partLabel(part);
  // JSON still streaming in is incomplete, not wrong: show what has arrived without an alarm.
  const partial = status === "streaming" && content.state === "invalid";
  return (
    <PartContent
      part={part}
      content={content}
      label={label}
      data-slot="json-part"
      data-state={partial ? "partial" : undefined}
      data-view={inTurn ? (raw ? "raw" : "summary") : undefined}
      invalid={({ text, error }) =>
        partial ? (
          <RawText text={text} label={`${label} (streaming)`} />
        ) : (
          <>
            <p role="alert" data-slot="json-error">
              Not valid JSON: {error.message}
            </p>
            <RawText text={text} label={`Raw content of ${label}`} />
          </>
        )
      }
    >
      {(value, { text }) =>
        inTurn ? (
          <>
            <RawToggle pressed={raw} onPressedChange={setRaw} what={label} />
            {raw ? <JsonTree value={value} aria-label={`JSON of ${label}`} /> : <ValueSummary value={value} label={label} />}
          </>
        ) : (
          <>
            <button type="button" data-slot="json-mode" aria-pressed={raw} onClick={() => setRaw((r) => !r)}>
              Raw JSON
            </button>
            {raw ? <RawText text={text} label={`Raw JSON of ${label}`} /> : <JsonTree value={value} aria-label={`JSON of ${label}`} />}
          </>
        )
      }
    </PartContent>
  );
}
