"use client";
import { useMediaSource } from "../../fetch/use-media-source";
import { safeUrl } from "../../internal/url-policy";
import { mimeEssence } from "../mime";
import { ContentStatus } from "../content-status";
import { DownloadLink } from "./fallback";
import { partLabel } from "../part-info";
import type { PartRendererProps } from "../types";

function captions(part: PartRendererProps["part"]): string | undefined {
  const value = part?.metadata?.captions ?? part?.metadata?.captionsUrl;
  return safeUrl(value, "fetch");
}

/**
 * `audio/*` and `video/*` with the browser's own controls, streamed from `src=` once near the
 * viewport (no credentials; inline content becomes a `blob:` URL). A WebVTT URL in
 * `metadata.captions` becomes a captions track.
 *
 * @selector [data-slot="media-part"][data-kind="audio" | "video"][data-state="idle" | "loading" | "ready" | "error"]
 * @example
 * <MediaPart part={{ contentType: "audio/mpeg", contentUrl: "https://cdn.example/a.mp3" }} />
 */
export function MediaPart({ part }: PartRendererProps) {
  const media = useMediaSource(part, { use: "media" });
  const kind = mimeEssence(part?.contentType).startsWith("video/") ? "video" : "audio";
  const label = partLabel(part);
  const track = captions(part);
  const common = {
    src: media.src,
    controls: true,
    preload: "metadata",
    "aria-label": `${kind === "video" ? "Video" : "Audio"} ${label}`,
    // Not yet honoured on media elements by browsers; kept so they apply it when they do.
    referrerPolicy: "no-referrer",
    onLoadedMetadata: media.onLoad,
    onError: media.onError,
  } as const;
  return (
    <figure data-slot="media-part" data-kind={kind} data-state={media.state}>
      {media.state === "error" || media.state === "idle" ? (
        <ContentStatus state={media.state} label={label} error={media.error} onRetry={media.retry} />
      ) : media.src === undefined ? null : kind === "video" ? (
        <video key={media.attempt} {...common} playsInline>
          {track && <track kind="captions" src={track} default />}
        </video>
      ) : (
        <audio key={media.attempt} {...common} />
      )}
      {media.state === "error" && <DownloadLink part={part} />}
    </figure>
  );
}

