"use client";
import { type RefCallback, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { displayUrl, safeUrl, type UrlUse } from "../internal/url-policy";
import type { Part } from "../model/types";
import { blockedUrlError, ContentLoadError } from "./content-error";
import { defaultTimeoutMs } from "./defaults";
import { ContentVisibilityContext, useContentLoader } from "./loader-context";
import type { ContentState } from "./use-content";
import { useDataUrlAsBlob } from "./use-data-url-blob";
import { useObjectUrl } from "./use-object-url";

/**
 * What {@link useMediaSource} returns: spread `src`, `ref`, `onLoad` and `onError` onto the element.
 *
 * @example
 * const { src, ref, state, onLoad, onError } = useMediaSource(part, { use: "image" });
 */
export interface MediaSource {
  readonly state: ContentState;
  readonly src?: string;
  /** The element's `crossOrigin` for a remote `src`, from the loader's `credentials`: `"anonymous"` unless they are `"include"`. */
  readonly crossOrigin?: "anonymous";
  readonly error?: Error;
  /** Call when the element has loaded: an image's `load`, audio or video's `loadedmetadata`. */
  readonly onLoad: () => void;
  readonly onError: () => void;
  /** The element's `ref`: when it leaves the page before loading (timeout, Retry), its request is cancelled. */
  readonly ref: RefCallback<HTMLImageElement | HTMLMediaElement>;
  readonly retry: () => void;
  /** Changes on every retry: use it as the element's `key` so the browser requests again. */
  readonly attempt: number;
}

/**
 * Options of {@link useMediaSource}.
 *
 * @example
 * useMediaSource(part, { use: "media", enabled: true });
 */
export interface MediaSourceOptions {
  /** Which URL policy applies: `"image"` for `<img>`, `"media"` for audio/video, `"frame"` for iframes. */
  readonly use?: UrlUse;
  /** Set `src` only while true. Defaults to "near the viewport" from the surrounding `<PartView>`. */
  readonly enabled?: boolean;
}

/**
 * A `src` for media elements, which stream by themselves: a `blob:` URL for inline content (a
 * `data:` URL for an SVG, see `useBlobUrl`), the checked (`safeUrl`) remote URL otherwise (a
 * `data:` URL over 256 KB as a `blob:` URL of its bytes, decoded a megabyte per task, unless it is
 * an SVG), set only when near the viewport. When the element reports an error, the loader's
 * `resolveUrl` is asked once for a re-signed URL before giving up. A remote source that has not loaded within the loader's `timeoutMs` (default 30 s) ends in a
 * `"timeout"` error ("the image did not finish loading within 30 s"), and the element's request
 * is cancelled when it leaves the page: a server that trickles bytes cannot keep it loading. A
 * remote source is requested as the loader's own requests are, without the page's cookies
 * (`crossOrigin`, from the loader's `credentials`), so its host must allow CORS.
 *
 * @example
 * function Picture({ part }: PartRendererProps) {
 *   const { ref, ...media } = useMediaSource(part, { use: "image" });
 *   if (media.state === "error") return <p role="alert">{media.error?.message}</p>;
 *   return <img key={media.attempt} ref={ref} alt="" src={media.src} crossOrigin={media.crossOrigin} onLoad={media.onLoad} onError={media.onError} referrerPolicy="no-referrer" />;
 * }
 */
export function useMediaSource(part: Part, { use = "media", enabled }: MediaSourceOptions = {}): MediaSource {
  const loader = useContentLoader();
  const near = useContext(ContentVisibilityContext);
  const active = enabled ?? near;
  const remote = typeof part?.content !== "string" ? part?.contentUrl : undefined;
  const objectUrl = useObjectUrl(part, active);
  const [tracked, setTracked] = useState<Tracked>({ key: remote, status: "loading", refreshed: false, attempt: 0 });
  // A new URL starts over: derived during render rather than synced in an effect.
  const mine = useMemo<Tracked>(() => (tracked.key === remote ? tracked : { key: remote, status: "loading", refreshed: false, attempt: tracked.attempt }), [tracked, remote]);
  const checked = remote === undefined ? undefined : safeUrl(loader.currentUrl?.(part) ?? remote, use);
  const fromRemote = useDataUrlAsBlob(checked, active);
  const base = remote === undefined ? objectUrl : fromRemote;
  const src = mine.src ?? base;

  const onLoad = useCallback(() => setTracked((s) => ({ ...s, key: remote, status: "ready" })), [remote]);
  const onError = useCallback(() => {
    if (remote === undefined || mine.refreshed || !loader.refreshUrl) {
      setTracked({ ...mine, status: "error" });
      return;
    }
    setTracked({ ...mine, refreshed: true });
    void loader.refreshUrl(part).then((fresh) => {
      const next = safeUrl(fresh, use);
      setTracked((s) => (next !== undefined && next !== src ? { ...s, key: remote, src: next, status: "loading" } : { ...s, key: remote, status: "error" }));
    });
  }, [loader, part, remote, mine, src, use]);
  const retry = useCallback(() => setTracked({ key: remote, status: "loading", refreshed: false, attempt: mine.attempt + 1 }), [remote, mine.attempt]);

  // Streaming from src= bypasses the loader's own timeout, so the deadline is kept here. Only for
  // remote sources: inline bytes cannot trickle.
  const timeoutMs = loader.timeoutMs ?? defaultTimeoutMs;
  const waiting = active && remote !== undefined && src !== undefined && mine.status === "loading";
  const attempt = mine.attempt;
  useEffect(() => {
    if (!waiting || !(timeoutMs > 0 && timeoutMs < 2 ** 31)) return;
    const timer = setTimeout(() => setTracked((s) => (s.key === remote && s.attempt === attempt && s.status === "loading" ? { ...s, status: "timeout" } : s)), timeoutMs);
    return () => clearTimeout(timer);
  }, [waiting, timeoutMs, remote, src, attempt]);

  const common = { onLoad, onError, retry, ref: cancelWhenRemoved, attempt };

  if (remote !== undefined && checked === undefined) {
    return { state: "error", error: blockedUrlError(remote), ...common };
  }
  if (!active && mine.status !== "ready") return { state: "idle", ...common };
  if (mine.status === "timeout") {
    return { state: "error", error: new ContentLoadError("timeout", `${nouns[use]} did not finish loading within ${seconds(timeoutMs)}`), ...common };
  }
  if (mine.status === "error") {
    const where = remote === undefined ? "the inline content" : displayUrl(remote);
    return { state: "error", error: new ContentLoadError("network", `Couldn't load ${where}`), ...common };
  }
  if (src === undefined) return { state: "loading", ...common };
  // A plain <img> or <video> request carries the page's cookies to any host of its site (cookies
  // ignore ports), which a signed URL never needs.
  const anonymous = remote !== undefined && /^https?:/i.test(src) && loader.credentials !== "include";
  return { state: mine.status, src, ...(anonymous ? { crossOrigin: "anonymous" as const } : {}), ...common };
}

interface Tracked {
  readonly key?: string;
  readonly src?: string;
  readonly status: "loading" | "ready" | "error" | "timeout";
  readonly refreshed: boolean;
  readonly attempt: number;
}

const nouns: Record<UrlUse, string> = { image: "the image", media: "the media", frame: "the page", fetch: "the content", link: "the content", download: "the file" };

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

// A browser keeps fetching for an element taken out of the page; dropping its source is what
// stops the request. Loaded elements are left alone.
function cancelWhenRemoved(element: HTMLImageElement | HTMLMediaElement | null) {
  if (!element) return;
  return () => {
    if (element instanceof HTMLImageElement) {
      if (!element.complete) element.removeAttribute("src");
    } else if (element.readyState === element.HAVE_NOTHING && element.networkState !== element.NETWORK_EMPTY) {
      element.removeAttribute("src");
      element.load();
    }
  };
}
