"use client";
import { useState } from "react";
import { ContentStatus } from "../content-status";
import { JsonTree } from "../json/json-tree";
import { partLabel } from "../part-info";
import { RawText } from "../raw-text";
import type { PartRendererProps } from "../types";
import { usePartJson } from "../use-part-json";

/**
 * `application/json` and any `+json` type: a collapsible tree (keyboard operable, virtualised)
 * with a toggle to the raw text. Text that is not JSON shows the parse error and the raw text.
 *
 * @selector [data-slot="json-part"][data-state="idle" | "loading" | "ready" | "partial" | "invalid" | "error"]
 * @example
 * <JsonPart part={{ contentType: "application/json", content: '{"ok":true}' }} />
 */
export function JsonPart({ part, status }: PartRendererProps) {
  const { content, json } = usePartJson(part);
  const [raw, setRaw] = useState(false);
  const label = partLabel(part);
  // JSON still streaming in is incomplete, not wrong: show what has arrived without an alarm.
  const partial = status === "streaming" && json?.ok === false;
  const state = json ? (json.ok ? "ready" : partial ? "partial" : "invalid") : content.state;
  return (
    <div data-slot="json-part" data-state={state}>
      {!json ? (
        <ContentStatus state={content.state as "idle" | "loading" | "error"} label={label} progress={content.progress} error={content.error} onRetry={content.retry} />
      ) : partial ? (
        <RawText text={content.text ?? ""} label={`${label} (streaming)`} />
      ) : !json.ok ? (
        <>
          <p role="alert" data-slot="json-error">
            Not valid JSON: {json.error}
          </p>
          <RawText text={content.text ?? ""} label={`Raw content of ${label}`} />
        </>
      ) : (
        <>
          <button type="button" data-slot="json-mode" aria-pressed={raw} onClick={() => setRaw((r) => !r)}>
            Raw JSON
          </button>
          {raw ? <RawText text={content.text ?? ""} label={`Raw JSON of ${label}`} /> : <JsonTree value={json.value} aria-label={`JSON of ${label}`} />}
        </>
      )}
    </div>
  );
}

