"use client";
import { useEffect, useState } from "react";
import { isInertType } from "../internal/url-policy";
import { dataUrlToBlob } from "./data-url-blob";

// Chromium decodes a data: URL set as an image's src synchronously, on the main thread: a 10 MB
// one blocked the page for about 200 ms. Past this size the bytes are decoded a slice at a time
// into a Blob and the element gets a short blob: URL instead.
const largeDataUrl = 256 * 1024;

const canConvert = () => typeof URL !== "undefined" && typeof URL.createObjectURL === "function";

// Only a type that opens inert may become a blob: URL, which has the app's origin (an SVG stays
// a data: URL, whose document has an opaque one; see useBlobUrl).
const inertHeader = (url: string) => {
  const type = /^[\u0000-\u0020\u007F]*data:([^;,]*)/i.exec(url.slice(0, 300))?.[1]?.trim().toLowerCase();
  return isInertType(type);
};

/**
 * The URL to give a media element or a download link for `url`: `url` itself, unless it is a
 * `data:` URL over 256 KB of a type that opens inert, which becomes a `blob:` URL of the same
 * bytes, decoded a slice at a time (`undefined` while they are; revoked when the URL changes or
 * the component unmounts). A payload that does not decode that way, or an environment without
 * `URL.createObjectURL`, keeps the `data:` URL as it is.
 *
 * @example
 * const src = useDataUrlAsBlob(safeUrl(part.contentUrl, "image"), near);
 * return src ? <img src={src} alt="" /> : <Spinner />;
 */
export function useDataUrlAsBlob(url: string | undefined, active: boolean): string | undefined {
  const large = url !== undefined && url.length > largeDataUrl && canConvert() && inertHeader(url);
  const [converted, setConverted] = useState<{ readonly from: string; readonly to: string }>();
  useEffect(() => {
    if (!large || !active) return;
    const abort = new AbortController();
    let objectUrl: string | undefined;
    dataUrlToBlob(url, abort.signal).then(
      (blob) => {
        if (abort.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setConverted({ from: url, to: objectUrl });
      },
      () => {
        if (!abort.signal.aborted) setConverted({ from: url, to: url });
      },
    );
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, large, active]);
  if (!large) return url;
  return converted?.from === url ? converted.to : undefined;
}
