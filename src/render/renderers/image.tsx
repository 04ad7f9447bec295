"use client";
import { useMediaSource } from "../../fetch/use-media-source";
import { ContentStatus } from "../content-status";
import { partLabel } from "../part-info";
import type { PartRendererProps } from "../types";

/**
 * The alternative text of an image part: `metadata.alt`, else `metadata.description`, else its
 * file name.
 *
 * @example
 * imageAlt({ name: "/files/chart.png", contentType: "image/png" }) // "chart.png"
 */
export function imageAlt(part: PartRendererProps["part"]): string {
  for (const key of ["alt", "description", "title"]) {
    const value = part?.metadata?.[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return typeof part?.name === "string" ? partLabel(part) : "Image";
}

/**
 * `image/*` (including SVG, which only ever renders as an `<img>`, where scripts cannot run): the
 * browser streams it from `src=` (no credentials, no referrer) once it is near the viewport;
 * inline content becomes a `blob:` URL. Expired signed URLs are re-signed once via `resolveUrl`.
 *
 * @selector [data-slot="image-part"][data-state="idle" | "loading" | "ready" | "error"]
 * @example
 * <ImagePart part={{ name: "/files/chart.png", contentType: "image/png", contentUrl: "https://cdn.example/chart.png" }} />
 */
export function ImagePart({ part }: PartRendererProps) {
  const media = useMediaSource(part, { use: "image" });
  const alt = imageAlt(part);
  return (
    <figure data-slot="image-part" data-state={media.state}>
      {media.state === "error" || media.state === "idle" ? (
        <ContentStatus state={media.state} label={partLabel(part)} error={media.error} onRetry={media.retry} />
      ) : (
        media.src !== undefined && (
          <img
            key={media.attempt}
            data-slot="image-part-img"
            src={media.src}
            alt={alt}
            referrerPolicy="no-referrer"
            decoding="async"
            onLoad={media.onLoad}
            onError={media.onError}
          />
        )
      )}
    </figure>
  );
}

