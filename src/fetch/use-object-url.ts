"use client";
import { useEffect, useState } from "react";
import { parseContentType } from "../model/content-type";
import type { Part } from "../model/types";
import { inlineContent } from "./inline-content";

/**
 * A `blob:` URL for a part's inline content (base64 or plain), revoked on unmount or change;
 * `undefined` for remote parts, before the first effect, or when base64 does not decode. The blob
 * carries the part's own type, so an SVG given this way stays an image, never inline DOM.
 *
 * @example
 * const src = useObjectUrl(part);
 * return src ? <img src={src} alt="" /> : null;
 */
export function useObjectUrl(part: Part, enabled = true): string | undefined {
  const [url, setUrl] = useState<string>();
  const content = part?.content;
  const encoding = part?.contentEncoding;
  const type = parseContentType(part?.contentType)?.essence ?? "";
  // A blob URL is an external resource: created with the effect and revoked by its cleanup, so it
  // can only reach render through state set in the effect.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    if (!enabled || typeof content !== "string") return;
    let created: string | undefined;
    try {
      const inline = inlineContent({ contentType: type, content, contentEncoding: encoding });
      const data = inline?.bytes ?? inline?.text ?? "";
      if (typeof URL.createObjectURL === "function") {
        created = URL.createObjectURL(new Blob([data as BlobPart], { type }));
        setUrl(created);
      } else {
        // Environments without Blob URLs (jsdom, some workers): a data: URL of the same bytes.
        setUrl(encoding === "base64" ? `data:${type};base64,${content.replace(/\s+/g, "")}` : `data:${type},${encodeURIComponent(content)}`);
      }
    } catch {
      setUrl(undefined);
    }
    return () => {
      if (created !== undefined) URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [enabled, content, encoding, type]);
  /* eslint-enable react-hooks/set-state-in-effect */
  return url;
}
