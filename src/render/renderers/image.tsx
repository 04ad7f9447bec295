"use client";
import { humanizeToolName } from "../../internal/humanize";
import { useContext, useState } from "react";
import { ZoomDialog } from "../../internal/zoom-dialog";
import { useMediaSource } from "../../fetch/use-media-source";
import { ContentStatus } from "../content-status";
import { partLabel } from "../part-info";
import { ToolCallContext } from "../tools/tool-call-context";
import type { PartRendererProps } from "../types";
import { canRetry, mediaFailure } from "./media-failure";
import { useRetryFocus } from "./retry-focus";

/**
 * The alternative text of an image part: `metadata.alt`, else `metadata.description`, else its
 * label (see {@link imageLabel}).
 *
 * @example
 * imageAlt({ name: "/files/chart.png", contentType: "image/png" }) // "chart.png"
 * imageAlt({ name: "/tool-calls/c1/result/1", contentType: "image/png" }, "render_chart") // "render_chart result 1"
 */
export function imageAlt(part: PartRendererProps["part"], toolName?: string): string {
  for (const key of ["alt", "description", "title"]) {
    const value = part?.metadata?.[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return typeof part?.name === "string" ? imageLabel(part, toolName) : "Image";
}

/**
 * An image part's label: its title or file name, else a name from its position; an image a tool
 * returned, named only by position (`…/result/1`), is named after the tool when `toolName` is
 * given, as inside its call's card.
 *
 * @example
 * imageLabel({ name: "/tool-calls/c1/result/1", contentType: "image/png" }, "render_chart") // "Render chart result 1"
 */
export function imageLabel(part: PartRendererProps["part"], toolName?: string): string {
  const label = partLabel(part);
  const position = typeof part?.name === "string" ? /\/result\/(\d+)$/.exec(part.name) : null;
  // Only a positional label: a file name or a title already says what the image is.
  return toolName?.trim() && position && label.endsWith(` ${position[1]}`) ? `${humanizeToolName(toolName)} result ${position[1]}` : label;
}

/**
 * `image/*` (including SVG, which only ever renders as an `<img>`, where scripts cannot run): the
 * browser streams it from `src=` (no cookies, no referrer) once it is near the viewport;
 * inline content becomes a `blob:` URL. Expired signed URLs are re-signed once via `resolveUrl`.
 *
 * The image shows framed at its natural size, never upscaled and never wider than its container;
 * a click on it, or its Enlarge button, opens it full size in a modal dialog. Until
 * it has loaded, and instead of it when it cannot load, a framed placeholder names it (alt text
 * and file name) with the state: waiting to scroll into view, loading, or why it failed, with
 * Retry (an image still loading after the loader's `timeoutMs` fails as "did not finish loading").
 * Focus stays in the part when Retry goes away.
 *
 * @selector [data-slot="image-part"][data-state="idle" | "loading" | "ready" | "error"]
 * @selector [data-slot="image-part-placeholder"][data-state="idle" | "loading" | "error"] the frame shown until the image is there
 * @selector [data-slot="image-part-zoom"] the Enlarge button; [data-slot="image-part-dialog"] the full-size dialog
 * @example
 * <ImagePart part={{ name: "/files/chart.png", contentType: "image/png", contentUrl: "https://cdn.example/chart.png" }} />
 */
export function ImagePart({ part }: PartRendererProps) {
  const { ref: imgRef, ...media } = useMediaSource(part, { use: "image" });
  const { ref, tabIndex, onRetry } = useRetryFocus<HTMLElement>(media.retry);
  const toolName = useContext(ToolCallContext)?.call.name;
  const alt = imageAlt(part, toolName);
  const label = imageLabel(part, toolName);
  const img = media.state !== "error" && media.state !== "idle" && media.src !== undefined;
  const error = media.state === "error" ? mediaFailure(part, media.error, "a readable image") : undefined;
  const [zoomed, setZoomed] = useState(false);
  return (
    <figure data-slot="image-part" data-state={media.state} ref={ref} tabIndex={tabIndex}>
      {media.state !== "ready" && (
        <div data-slot="image-part-placeholder" data-state={media.state}>
          {/* While the <img> is in the page it carries the alt text; the frame only repeats it. */}
          <svg data-slot="image-part-placeholder-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <circle cx="9" cy="9.5" r="1.75" fill="currentColor" />
            <path d="M4 18l5.5-5.5 3.5 3.5 2.5-2.5L20 18" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          </svg>
          <span data-slot="image-part-placeholder-alt" aria-hidden={img || undefined}>
            {alt}
          </span>
          {label !== alt && (
            <span data-slot="image-part-placeholder-name" aria-hidden={img || undefined}>
              {label}
            </span>
          )}
          <ContentStatus
            state={media.state}
            label={label}
            {...(error ? { error } : {})}
            {...(canRetry(part, error) ? { onRetry: onRetry } : {})}
          />
        </div>
      )}
      {img && (
        <img
          key={media.attempt}
          ref={imgRef}
          data-slot="image-part-img"
          src={media.src}
          crossOrigin={media.crossOrigin}
          alt={alt}
          referrerPolicy="no-referrer"
          decoding="async"
          onLoad={media.onLoad}
          onError={media.onError}
          onClick={media.state === "ready" ? () => setZoomed(true) : undefined}
        />
      )}
      {img && media.state === "ready" && (
        <button type="button" data-slot="image-part-zoom" aria-haspopup="dialog" aria-label={`Enlarge ${alt}`} title="Enlarge" onClick={() => setZoomed(true)}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M9.5 2.5h4v4M6.5 13.5h-4v-4M13.5 2.5 9 7M2.5 13.5 7 9" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
      {zoomed && media.src !== undefined && (
        <ZoomDialog label={`${alt}, full size`} slot="image-part-dialog" onClose={() => setZoomed(false)}>
          <img data-slot="image-part-dialog-img" src={media.src} crossOrigin={media.crossOrigin} alt={alt} referrerPolicy="no-referrer" />
        </ZoomDialog>
      )}
    </figure>
  );
}
