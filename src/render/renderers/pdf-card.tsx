"use client";
import type { ReactNode } from "react";
import { formatBytes } from "../../fetch/content-error";
import { useContentLoader } from "../../fetch/loader-context";
import { useObjectUrl } from "../../fetch/use-object-url";
import { displayUrl, safeUrl } from "../../internal/url-policy";
import { partLabel, partSize } from "../part-info";
import type { PartRendererProps } from "../types";
import { DownloadLink } from "./fallback";

/**
 * Props of {@link PdfCard}.
 *
 * @example
 * const props: PdfCardProps = { part, note: "This browser can't show PDFs in the page.", openable: true };
 */
export interface PdfCardProps extends PartRendererProps {
  /** Why the PDF shows as a card: a note, or an alert with Retry. */
  readonly note?: ReactNode;
  /** Offer Open (a new tab) as well as Download; not for bytes known not to be a PDF. */
  readonly openable: boolean;
  /** An Open control of the caller's (a dialog's trigger), shown before Download. */
  readonly open?: ReactNode;
}

/**
 * A PDF as a card: file name, size when known, a note saying why it is not shown inline, and
 * Open / Download links (a `blob:` URL typed `application/pdf` for inline content, the checked
 * remote URL otherwise; link text never shows the URL).
 *
 * @selector [data-slot="pdf-part-card"]
 * @example
 * <PdfCard part={{ name: "/files/r.pdf", contentType: "application/pdf", content: "JVBERi0xLjcK", contentEncoding: "base64" }} openable />
 */
export function PdfCard({ part, note, openable, open }: PdfCardProps) {
  const label = partLabel(part);
  const size = partSize(part);
  return (
    <div data-slot="pdf-part-card" role="group" aria-label={`PDF ${label}`}>
      <span data-slot="pdf-part-card-icon" aria-hidden="true">
        PDF
      </span>
      <div data-slot="pdf-part-card-body">
        <span data-slot="pdf-part-card-name">{label}</span>
        <span data-slot="pdf-part-card-size">{size === undefined ? "PDF document" : `PDF document, ${formatBytes(size)}`}</span>
        {note}
        <div data-slot="pdf-part-card-actions">
          {open}
          {openable && <OpenLink part={part} />}
          <DownloadLink part={part}>Download</DownloadLink>
        </div>
      </div>
    </div>
  );
}

function OpenLink({ part }: PartRendererProps) {
  const loader = useContentLoader();
  const remote = typeof part?.content === "string" ? undefined : part?.contentUrl;
  const inline = useObjectUrl(part, remote === undefined, "application/pdf");
  const href = remote === undefined ? inline : safeUrl(loader.currentUrl?.(part) ?? remote, "link");
  if (href === undefined) return null;
  return (
    <a data-slot="pdf-part-open" href={href} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" title={remote === undefined ? undefined : displayUrl(remote)}>
      Open
    </a>
  );
}
