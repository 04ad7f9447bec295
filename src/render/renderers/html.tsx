"use client";
import { useState } from "react";
import { PartContent } from "../part-content";
import { partLabel } from "../part-info";
import { RawText } from "../raw-text";
import type { PartRendererProps } from "../types";
import { usePartContent } from "../use-part-content";

// Defence in depth under sandbox="": even if a browser ran something, nothing may load from
// the network (no tracking pixels, no exfiltration), only inline styles and data: images.
const policy = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:">`;
// A readable page before the document's own styles (which come after and win): the system font, a
// margin that keeps a first heading clear of the frame's edge, text that wraps.
const base = "<style>html{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5;overflow-wrap:anywhere}body{margin:1rem}body>:first-child{margin-top:0}</style>";

/**
 * `text/html` is never inserted into the page. It shows only after a click on "Show HTML", in an
 * iframe with `sandbox=""` (no scripts, forms, popups, navigation or same-origin access) from
 * `srcdoc`, under a CSP that blocks every network load. "View source" shows the markup as text.
 *
 * @selector [data-slot="html-part"][data-state="idle" | "loading" | "hidden" | "shown" | "source" | "error"]
 * @example
 * <HtmlPart part={{ contentType: "text/html", content: "<h1>Report</h1>" }} />
 */
export function HtmlPart({ part }: PartRendererProps) {
  const [mode, setMode] = useState<"hidden" | "shown" | "source">("hidden");
  const content = usePartContent(part, { enabled: mode !== "hidden" });
  const label = partLabel(part);
  return (
    <div data-slot="html-part" data-state={content.state === "ready" ? mode : content.state}>
      <div data-slot="html-part-actions">
        <button type="button" aria-pressed={mode === "shown"} onClick={() => setMode((m) => (m === "shown" ? "hidden" : "shown"))}>
          {mode === "shown" ? "Hide HTML" : "Show HTML"}
        </button>
        <button type="button" aria-pressed={mode === "source"} onClick={() => setMode((m) => (m === "source" ? "hidden" : "source"))}>
          View source
        </button>
      </div>
      {mode === "hidden" && content.state !== "error" ? (
        <p data-slot="html-part-note">HTML content ({label}) is shown on request, sandboxed with scripts off.</p>
      ) : (
        <PartContent content={content} label={label} data-slot="html-part-content">
          {(text) =>
            mode === "shown" ? (
              <iframe data-slot="html-part-frame" sandbox="" srcDoc={policy + base + text} title={`HTML ${label}`} referrerPolicy="no-referrer" />
            ) : (
              <RawText text={text} label={`HTML source of ${label}`} />
            )
          }
        </PartContent>
      )}
    </div>
  );
}
