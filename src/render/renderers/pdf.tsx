"use client";
import { useContent } from "../../fetch/use-content";
import { useBlobUrl } from "../../fetch/use-object-url";
import { ContentStatus } from "../content-status";
import { partLabel } from "../part-info";
import type { PartRendererProps } from "../types";
import { DownloadLink } from "./fallback";

/**
 * `application/pdf` in the browser's own viewer, with a download link beside it. The bytes are
 * loaded (size-capped, like any content) and shown from a `blob:` URL typed `application/pdf`, so
 * the frame can only ever hold a PDF: a server that answers with HTML gets no script run.
 * (Chromium will not start its PDF viewer in any `sandbox`ed frame, so the type is the guard.)
 *
 * @selector [data-slot="pdf-part"][data-state="idle" | "loading" | "ready" | "error"]
 * @example
 * <PdfPart part={{ name: "/files/report.pdf", contentType: "application/pdf", contentUrl: "https://cdn.example/r.pdf" }} />
 */
export function PdfPart({ part }: PartRendererProps) {
  const content = useContent(part);
  const src = useBlobUrl(content.state === "ready" ? content.bytes : undefined, "application/pdf");
  const label = partLabel(part);
  return (
    <div data-slot="pdf-part" data-state={content.state}>
      {content.state !== "ready" ? (
        <ContentStatus state={content.state} label={label} progress={content.progress} error={content.error} onRetry={content.retry} />
      ) : (
        src !== undefined && <iframe data-slot="pdf-part-frame" src={src} title={`PDF ${label}`} referrerPolicy="no-referrer" />
      )}
      <DownloadLink part={part}>Download {label}</DownloadLink>
    </div>
  );
}

