"use client";
import { useEffect, useMemo, useState } from "react";
import { downloadType } from "../internal/url-policy";
import { parseContentType } from "../model/content-type";
import type { Part } from "../model/types";
import { inlineContent } from "./inline-content";

/**
 * A `blob:` URL for bytes or text with the given type, revoked on unmount or change; `undefined`
 * while `data` is. The type is the blob's own, so the browser treats the URL as exactly that
 * (an SVG stays an image, a PDF stays a PDF whatever a server claimed). Where `URL.createObjectURL`
 * is missing it is a `data:` URL instead, typed `application/octet-stream` unless the type is inert
 * (never HTML, SVG or XML, which would run script when opened).
 *
 * @example
 * const src = useBlobUrl(content.bytes, "application/pdf");
 */
export function useBlobUrl(data: Uint8Array | string | undefined, type: string): string | undefined {
  const [url, setUrl] = useState<string>();
  // A blob URL is an external resource: created with the effect and revoked by its cleanup, so it
  // can only reach render through state set in the effect.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    if (data === undefined) return;
    if (typeof URL.createObjectURL !== "function") {
      // Environments without Blob URLs (jsdom, some workers): a data: URL of the same content. Unlike
      // a blob: URL it can be opened as a page, so only an inert type (the download rule) is kept:
      // HTML, SVG or XML here would be a document that runs its script.
      const inert = downloadType(parseContentType(type)?.essence);
      setUrl(typeof data === "string" ? `data:${inert},${encodeURIComponent(data)}` : `data:${inert};base64,${btoa(Array.from(data, (b) => String.fromCharCode(b)).join(""))}`);
      return () => setUrl(undefined);
    }
    const created = URL.createObjectURL(new Blob([data as BlobPart], { type }));
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [data, type]);
  /* eslint-enable react-hooks/set-state-in-effect */
  return url;
}

/**
 * A `blob:` URL for a part's inline content (base64 or plain) typed with the part's own MIME type;
 * `undefined` for remote parts, while disabled, or when the content does not decode. `type`
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
