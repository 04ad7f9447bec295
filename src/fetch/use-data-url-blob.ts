"use client";
import { useEffect, useState } from "react";

// Chromium decodes a data: URL set as an image's src synchronously, on the main thread: a 10 MB
// one blocked the page for about 200 ms. Past this size the bytes go through fetch into a Blob
// (decoded off the main thread) and the element gets a short blob: URL instead.
const largeDataUrl = 256 * 1024;

const canConvert = () => typeof fetch === "function" && typeof URL !== "undefined" && typeof URL.createObjectURL === "function";

/**
 * The URL to give a media element for `url`: `url` itself, unless it is a `data:` URL over
 * 256 KB, which becomes a `blob:` URL of the same bytes (`undefined` while they are read; revoked
 * when the URL changes or the component unmounts). Where it cannot be converted (no
 * `URL.createObjectURL`, or a Content-Security-Policy whose `connect-src` refuses `data:`), the
 * `data:` URL is used as it is.
 *
 * @example
 * const src = useDataUrlAsBlob(safeUrl(part.contentUrl, "image"), near);
 * return src ? <img src={src} alt="" /> : <Spinner />;
 */
export function useDataUrlAsBlob(url: string | undefined, active: boolean): string | undefined {
  const large = url !== undefined && url.length > largeDataUrl && /^data:/i.test(url) && canConvert();
  const [converted, setConverted] = useState<{ readonly from: string; readonly to: string }>();
  useEffect(() => {
    if (!large || !active) return;
    let cancelled = false;
    let objectUrl: string | undefined;
    fetch(url)
      .then((response) => response.blob())
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setConverted({ from: url, to: objectUrl });
      })
      .catch(() => {
        if (!cancelled) setConverted({ from: url, to: url });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, large, active]);
  if (!large) return url;
  return converted?.from === url ? converted.to : undefined;
}
