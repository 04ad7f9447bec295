"use client";
import { useState } from "react";
import { ZoomDialog } from "../../internal/zoom-dialog";
import { useInTurn } from "../message-context";
import { useBlobUrl } from "../../fetch/use-object-url";
import { ContentStatus } from "../content-status";
import { partLabel } from "../part-info";
import type { PartRendererProps } from "../types";
import { PartContent } from "../part-content";
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
 * In a conversation turn (`<MessageView>`'s inline layout) the PDF is a compact card (name, size,
 * Open and Download) whose Open shows the viewer full size in a modal dialog; the inline viewer is
 * for the split layout's preview and for a `<PartView>` on its own.
 *
 * Where the frame would show nothing useful it shows a card instead (name, size, Open and
 * Download): in a browser without a PDF viewer (`navigator.pdfViewerEnabled` false, where nothing
 * is loaded), when loading fails (with the reason and Retry), and when the bytes are not a PDF.
 *
 * @selector [data-slot="pdf-part"][data-view="frame" | "card"][data-state="idle" | "loading" | "ready" | "invalid" | "error"]
 * @selector [data-slot="pdf-part-preview"] the Open button of the compact card; [data-slot="pdf-part-dialog"] its dialog
 * @example
 * <PdfPart part={{ name: "/files/report.pdf", contentType: "application/pdf", contentUrl: "https://cdn.example/r.pdf" }} />
 */
export function PdfPart({ part }: PartRendererProps) {
  const compact = useInTurn();
  return compact ? <CompactPdf part={part} /> : <InlinePdf part={part} />;
}

/** The card of a PDF in a conversation turn; its viewer loads only when Open asks for it. */
function CompactPdf({ part }: PartRendererProps) {
  const viewer = usePdfViewer();
  const [open, setOpen] = useState(false);
  const label = partLabel(part);
  return (
    <div data-slot="pdf-part" data-view="card" data-state="ready">
      <PdfCard
        part={part}
        openable={!viewer}
        open={
          viewer ? (
            <button type="button" data-slot="pdf-part-preview" aria-haspopup="dialog" aria-label={`Open ${label}`} onClick={() => setOpen(true)}>
              Open
            </button>
          ) : undefined
        }
      />
      {open && (
        <ZoomDialog label={label} slot="pdf-part-dialog" onClose={() => setOpen(false)}>
          <InlinePdf part={part} />
        </ZoomDialog>
      )}
    </div>
  );
}

function InlinePdf({ part }: PartRendererProps) {
  const viewer = usePdfViewer();
  const content = usePartContent(part, { as: "bytes", read: readPdf, ...(viewer ? {} : { enabled: false }) });
  const { ref, tabIndex, onRetry } = useRetryFocus<HTMLDivElement>(content.retry);
  const label = partLabel(part);
  if (!viewer || content.state === "error") {
    return (
      <div data-slot="pdf-part" data-view="card" data-state={viewer ? "error" : "ready"} ref={ref} tabIndex={tabIndex}>
        <PdfCard
          part={part}
          openable
          note={
            viewer && content.state === "error" ? (
              <ContentStatus state="error" label={label} error={content.error} {...(content.remote ? { onRetry } : {})} />
            ) : (
              <span data-slot="pdf-part-card-note">This browser can't show PDFs in the page.</span>
            )
          }
        />
      </div>
    );
  }
  const invalid = content.state === "invalid";
  return (
    <PartContent
      content={content}
      part={part}
      data-slot="pdf-part"
      data-view={invalid ? "card" : "frame"}
      invalid={(failed) => (
        <PdfCard
          part={part}
          openable={false}
          note={
            <span role="alert" data-slot="pdf-part-card-note" data-state="invalid">
              Couldn't show {label}: {failed.error.message}
            </span>
          }
        />
      )}
      after={invalid ? undefined : <DownloadLink part={part}>Download {label}</DownloadLink>}
    >
      {(bytes) => <PdfFrame bytes={bytes} label={label} />}
    </PartContent>
  );
}

function PdfFrame({ bytes, label }: { readonly bytes: Uint8Array; readonly label: string }) {
  const src = useBlobUrl(bytes, "application/pdf");
  // The frame is there (at its size) before its blob URL, so nothing moves when the PDF arrives.
  return <iframe data-slot="pdf-part-frame" src={src} title={`PDF ${label}`} referrerPolicy="no-referrer" />;
}
