"use client";
import { useState } from "react";
import { JsonTree } from "../json/json-tree";
import { PartContent } from "../part-content";
import { partLabel } from "../part-info";
import { RawText } from "../raw-text";
import type { PartRendererProps } from "../types";
import { usePartContent } from "../use-part-content";

/**
 * `application/json` and any `+json` type: a collapsible tree (keyboard operable, virtualised)
 * with a toggle to the raw text. Text that is not JSON shows the parse error and the raw text.
 *
 * @selector [data-slot="json-part"][data-state="idle" | "loading" | "ready" | "partial" | "invalid" | "error"]
 * @example
 * <JsonPart part={{ contentType: "application/json", content: '{"ok":true}' }} />
 */
export function JsonPart({ part, status }: PartRendererProps) {
  const content = usePartContent(part, { as: "json" });
  const [raw, setRaw] = useState(false);
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
      {(value, { text }) => (
        <>
          <button type="button" data-slot="json-mode" aria-pressed={raw} onClick={() => setRaw((r) => !r)}>
            Raw JSON
          </button>
          {raw ? <RawText text={text} label={`Raw JSON of ${label}`} /> : <JsonTree value={value} aria-label={`JSON of ${label}`} />}
        </>
      )}
    </PartContent>
  );
}
