"use client";
import { useCallback, useContext, useMemo, useState } from "react";
import { displayUrl, safeUrl, type UrlUse } from "../internal/url-policy";
import type { Part } from "../model/types";
import { blockedUrlError, ContentLoadError } from "./content-error";
import { ContentVisibilityContext, useContentLoader } from "./loader-context";
import type { ContentState } from "./use-content";
import { useObjectUrl } from "./use-object-url";

/**
 * What {@link useMediaSource} returns: spread `src`, `onLoad` and `onError` onto the element.
 *
 * @example
 * const { src, state, onLoad, onError } = useMediaSource(part, { use: "image" });
 */
export interface MediaSource {
  readonly state: ContentState;
  readonly src?: string;
  readonly error?: Error;
  readonly onLoad: () => void;
  readonly onError: () => void;
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
 * A `src` for media elements, which stream by themselves: a `blob:` URL for inline content, the
 * checked (`safeUrl`) remote URL otherwise, set only when near the viewport. When the element
 * reports an error, the loader's `resolveUrl` is asked once for a re-signed URL before giving up.
 *
 * @example
 * function Picture({ part }: PartRendererProps) {
 *   const media = useMediaSource(part, { use: "image" });
 *   return <img alt="" src={media.src} onLoad={media.onLoad} onError={media.onError} referrerPolicy="no-referrer" />;
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
  const base = remote === undefined ? objectUrl : safeUrl(loader.currentUrl?.(part) ?? remote, use);
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
  const common = { onLoad, onError, retry, attempt: mine.attempt };

  if (remote !== undefined && base === undefined) {
    return { state: "error", error: blockedUrlError(remote), ...common };
  }
  if (!active && mine.status !== "ready") return { state: "idle", ...common };
  if (mine.status === "error") {
    const where = remote === undefined ? "the inline content" : displayUrl(remote);
    return { state: "error", error: new ContentLoadError("network", `Couldn't load ${where}`), ...common };
  }
  return src === undefined ? { state: "loading", ...common } : { state: mine.status, src, ...common };
}

interface Tracked {
  readonly key?: string;
  readonly src?: string;
  readonly status: "loading" | "ready" | "error";
  readonly refreshed: boolean;
  readonly attempt: number;
}
