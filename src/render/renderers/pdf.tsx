"use client";
import { useBlobUrl } from "../../fetch/use-object-url";
import { ContentStatus } from "../content-status";
import { partLabel } from "../part-info";
import type { PartRendererProps } from "../types";
import { usePartContent } from "../use-part-content";
import { DownloadLink } from "./fallback";
import { PdfCard } from "./pdf-card";
import { readPdf, usePdfViewer } from "./pdf-support";
import { useRetryFocus } from "./retry-focus";

/**
 * `application/pdf` in the browser's own viewer, with a download link beside it. The bytes are
 * loaded (size-capped, like any content), checked to be a PDF, and shown from a `blob:` URL typed
 * `application/pdf`, so the frame can only ever hold a PDF: a server that answers with HTML gets
 * no script run. (Chromium will not start its PDF viewer in any `sandbox`ed frame, so the type is
 * the guard.)
 *
 * Where the frame would show nothing useful it shows a card instead (name, size, Open and
 * Download): in a browser without a PDF viewer (`navigator.pdfViewerEnabled` false, where nothing
 * is loaded), when loading fails (with the reason and Retry), and when the bytes are not a PDF.
 *
 * @selector [data-slot="pdf-part"][data-view="frame" | "card"][data-state="idle" | "loading" | "ready" | "invalid" | "error"]
 * @example
 * <PdfPart part={{ name: "/files/report.pdf", contentType: "application/pdf", contentUrl: "https://cdn.example/r.pdf" }} />
 */
export function PdfPart({ part }: PartRendererProps) {
  const viewer = usePdfViewer();
  const content = usePartContent(part, { as: "bytes", read: readPdf, ...(viewer ? {} : { enabled: false }) });
  const { ref, tabIndex, onRetry } = useRetryFocus<HTMLDivElement>(content.retry);
  const label = partLabel(part);
  const card = !viewer || content.state === "error" || content.state === "invalid";
  const state = viewer ? content.state : "ready";
  return (
    <div data-slot="pdf-part" data-view={card ? "card" : "frame"} data-state={state} aria-busy={state === "loading" || undefined} ref={ref} tabIndex={tabIndex}>
      {!viewer ? (
        <PdfCard part={part} openable note={<span data-slot="pdf-part-card-note">This browser can't show PDFs in the page.</span>} />
      ) : content.state === "error" ? (
        <PdfCard part={part} openable note={<ContentStatus state="error" label={label} error={content.error} {...(content.remote ? { onRetry } : {})} />} />
      ) : content.state === "invalid" ? (
        <PdfCard
          part={part}
          openable={false}
          note={
            <span role="alert" data-slot="pdf-part-card-note" data-state="invalid">
              Couldn't show {label}: {content.error.message}
            </span>
          }
        />
      ) : content.state === "ready" ? (
        <PdfFrame bytes={content.value} label={label} />
      ) : (
        <ContentStatus state={content.state} label={label} {...(content.progress ? { progress: content.progress } : {})} />
      )}
      {!card && <DownloadLink part={part}>Download {label}</DownloadLink>}
    </div>
  );
}

function PdfFrame({ bytes, label }: { readonly bytes: Uint8Array; readonly label: string }) {
  const src = useBlobUrl(bytes, "application/pdf");
  // The frame is there (at its size) before its blob URL, so nothing moves when the PDF arrives.
  return <iframe data-slot="pdf-part-frame" src={src} title={`PDF ${label}`} referrerPolicy="no-referrer" />;
}
