"use client";
import { type SyntheticEvent, useCallback, useState } from "react";
import { useMediaSource } from "../../fetch/use-media-source";
import { safeUrl } from "../../internal/url-policy";
import { mimeEssence } from "../mime";
import { ContentStatus } from "../content-status";
import { DownloadLink } from "./fallback";
import { partLabel } from "../part-info";
import type { PartRendererProps } from "../types";
import { canRetry, mediaFailure } from "./media-failure";
import { useRetryFocus } from "./retry-focus";

function captions(part: PartRendererProps["part"]): string | undefined {
  const value = part?.metadata?.captions ?? part?.metadata?.captionsUrl;
  const url = safeUrl(value, "fetch");
  // A track is text: a data: URL of another type (HTML, SVG…) has no business in the DOM.
  return url?.startsWith("data:") && !/^data:text\/(vtt|plain)\s*[;,]/i.test(url) ? undefined : url;
}

/**
 * `audio/*` and `video/*` with the browser's own controls, streamed from `src=` once near the
 * viewport (no credentials; inline content becomes a `blob:` URL). A WebVTT URL in
 * `metadata.captions` becomes a captions track.
 *
 * Each takes the size of its content: audio a compact player, video its own size (never wider
 * than its container). A "video" that turns out to hold only sound (no picture once its metadata
 * has loaded) shows as the compact audio player rather than an empty video frame.
 *
 * @selector [data-slot="media-part"][data-kind="audio" | "video"][data-layout="audio" | "video"][data-state="idle" | "loading" | "ready" | "error"]
 * @example
 * <MediaPart part={{ contentType: "audio/mpeg", contentUrl: "https://cdn.example/a.mp3" }} />
 */
export function MediaPart({ part }: PartRendererProps) {
  const { ref: mediaRef, ...media } = useMediaSource(part, { use: "media" });
  const { ref, tabIndex, onRetry } = useRetryFocus<HTMLElement>(media.retry);
  const kind = mimeEssence(part?.contentType).startsWith("video/") ? "video" : "audio";
  // The source found to have no picture; a new source (or a retry) is measured again.
  const [soundOnly, setSoundOnly] = useState<string>();
  const layout = kind === "video" && soundOnly !== `${media.attempt} ${media.src}` ? "video" : "audio";
  const label = partLabel(part);
  const track = captions(part);
  const { onLoad, attempt, src } = media;
  const onLoadedMetadata = useCallback(
    (event: SyntheticEvent<HTMLMediaElement>) => {
      const element = event.currentTarget;
      if (element instanceof HTMLVideoElement && element.videoWidth === 0 && element.videoHeight === 0) setSoundOnly(`${attempt} ${src}`);
      onLoad();
    },
    [onLoad, attempt, src],
  );
  const error = media.state === "error" ? mediaFailure(part, media.error, kind === "video" ? "a playable video" : "playable audio") : undefined;
  const common = {
    src,
    crossOrigin: media.crossOrigin,
    ref: mediaRef,
    controls: true,
    preload: "metadata",
    "aria-label": `${kind === "video" ? "Video" : "Audio"} ${label}`,
    // Not yet honoured on media elements by browsers; kept so they apply it when they do.
    referrerPolicy: "no-referrer",
    onLoadedMetadata,
    onError: media.onError,
  } as const;
  return (
    <figure data-slot="media-part" data-kind={kind} data-layout={layout} data-state={media.state} ref={ref} tabIndex={tabIndex}>
      {media.state === "error" || media.state === "idle" ? (
        <ContentStatus state={media.state} label={label} {...(error ? { error } : {})} {...(canRetry(part, error) ? { onRetry: onRetry } : {})} />
      ) : src === undefined ? null : layout === "video" ? (
        <video key={attempt} {...common} playsInline>
          {track && <track kind="captions" src={track} default />}
        </video>
      ) : (
        <audio key={`${attempt} audio`} {...common} />
      )}
      {media.state === "error" && <DownloadLink part={part} />}
    </figure>
  );
}
