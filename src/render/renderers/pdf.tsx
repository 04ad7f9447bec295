"use client";
import { PartContent } from "../part-content";
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
  const label = partLabel(part);
  return (
    <PartContent part={part} as="url" type="application/pdf" data-slot="pdf-part" after={<DownloadLink part={part}>Download {label}</DownloadLink>}>
      {(src) => <iframe data-slot="pdf-part-frame" src={src} title={`PDF ${label}`} referrerPolicy="no-referrer" />}
    </PartContent>
  );
}
