"use client";
import { useEffect, useMemo, useState } from "react";
import { isInertType } from "../internal/url-policy";
import { parseContentType } from "../model/content-type";
import type { Part } from "../model/types";
import { inlineContent } from "./inline-content";

/**
 * A URL for bytes or text with the given type, revoked on unmount or change; `undefined` while
 * `data` is. It never opens as a same-origin page that runs script, which a `blob:` document
 * would be (it has the app's origin, so an SVG image opened with "Open image in new tab" could
 * read the app's storage):
 * - a type a browser shows inert when opened (a picture, media, a PDF, text: the `downloadType`
 *   rule) gets a `blob:` URL of that type, so the browser treats it as exactly that whatever a
 *   server claimed;
 * - an SVG gets a `data:` URL: an `<img>` shows it, and opened as a page it has an opaque origin
 *   that reaches nothing;
 * - any other type (HTML, XML, script) gets a `blob:` URL typed `application/octet-stream`.
 *
 * Where `URL.createObjectURL` is missing (jsdom, some workers) it is a `data:` URL, typed as the
 * `blob:` URL would have been.
 *
 * @example
 * const src = useBlobUrl(content.bytes, "application/pdf"); // "blob:…"
 * const svg = useBlobUrl("<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"); // "data:image/svg+xml,%3Csvg…"
 */
export function useBlobUrl(data: Uint8Array | string | undefined, type: string): string | undefined {
  const [url, setUrl] = useState<string>();
  // A blob URL is an external resource: created with the effect and revoked by its cleanup, so it
  // can only reach render through state set in the effect.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    if (data === undefined) return;
    const essence = parseContentType(type)?.essence;
    const inert = isInertType(essence);
    if (essence === svgType || typeof URL.createObjectURL !== "function") {
      setUrl(dataUrl(data, inert || essence === svgType ? essence! : "application/octet-stream"));
      return () => setUrl(undefined);
    }
    const created = URL.createObjectURL(new Blob([data as BlobPart], { type: inert ? type : "application/octet-stream" }));
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [data, type]);
  /* eslint-enable react-hooks/set-state-in-effect */
  return url;
}

const svgType = "image/svg+xml";

function dataUrl(data: Uint8Array | string, type: string): string {
  if (typeof data === "string") return `data:${type},${encodeURIComponent(data)}`;
  let binary = "";
  // In slices: spreading a large array into one call overflows the stack.
  for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * A URL for a part's inline content (base64 or plain) typed with the part's own MIME type, made by
 * {@link useBlobUrl} (so a `data:` URL for an SVG); `undefined` for remote parts, while disabled, or when the content does not decode. `type`
 * overrides the blob's type (the part's own by default).
 *
 * @example
 * const src = useObjectUrl(part);
 * return src ? <img src={src} alt="" /> : null;
 */
export function useObjectUrl(part: Part, enabled = true, type?: string): string | undefined {
  const content = part?.content;
  const encoding = part?.contentEncoding;
  const data = useMemo(() => {
    if (!enabled || typeof content !== "string") return undefined;
    try {
      const inline = inlineContent({ contentType: "", content, contentEncoding: encoding });
      return inline?.bytes ?? inline?.text;
    } catch {
      return undefined;
    }
  }, [enabled, content, encoding]);
  return useBlobUrl(data, type ?? parseContentType(part?.contentType)?.essence ?? "application/octet-stream");
}
