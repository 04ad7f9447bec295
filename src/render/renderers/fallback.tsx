"use client";
import type { ReactNode } from "react";
import { blockedUrlError, formatBytes } from "../../fetch/content-error";
import { useContentLoader } from "../../fetch/loader-context";
import { useDataUrlAsBlob } from "../../fetch/use-data-url-blob";
import { useObjectUrl } from "../../fetch/use-object-url";
import { displayUrl, downloadType, safeUrl } from "../../internal/url-policy";
import { parseContentType } from "../../model/content-type";
import { partLabel, partSize } from "../part-info";
import type { PartRendererProps } from "../types";

/**
 * A download link for a part: a `blob:` URL for inline content, the checked remote URL
 * otherwise. Link text never shows the URL, so signed-URL tokens stay out of the UI.
 *
 * @selector [data-slot="download-link"]
 * @example
 * <DownloadLink part={part}>Download</DownloadLink>
 */
export function DownloadLink({ part, children }: PartRendererProps & { readonly children?: ReactNode }) {
  const loader = useContentLoader();
  const objectUrl = useObjectUrl(part, true, downloadType(parseContentType(part?.contentType)?.essence));
  const remote = typeof part?.content === "string" ? undefined : part?.contentUrl;
  const checked = remote === undefined ? undefined : safeUrl(loader.currentUrl?.(part) ?? remote, "download");
  // A large data: URL is linked as a blob: URL of its bytes, as media sources are: not 10 MB in an attribute.
  const fromRemote = useDataUrlAsBlob(checked, true);
  const href = remote === undefined ? objectUrl : fromRemote;
  const label = partLabel(part);
  if (href === undefined) {
    return remote === undefined && typeof part?.content !== "string" ? null : (
      <span data-slot="download-link" data-state="unavailable">
        {remote === undefined || checked !== undefined ? "Preparing download…" : `Download unavailable. ${blockedUrlError(remote).message}`}
      </span>
    );
  }
  return (
    <a
      data-slot="download-link"
      data-state="ready"
      href={href}
      download={label.includes("/") ? "" : label}
      target="_blank"
      rel="noopener noreferrer"
      referrerPolicy="no-referrer"
      title={remote === undefined ? undefined : displayUrl(remote)}
    >
      {children ?? `Download ${label}`}
    </a>
  );
}

/**
 * The last resort for any part no renderer claims: a card with its type, size, name and a
 * download action.
 *
 * @selector [data-slot="fallback-part"][data-state="inline" | "remote" | "empty"]
 * @example
 * <FallbackPart part={{ name: "/files/data.bin", contentType: "application/octet-stream", contentUrl: "https://x/data.bin" }} />
 */
export function FallbackPart({ part }: PartRendererProps) {
  const size = partSize(part);
  const type = typeof part?.contentType === "string" && part.contentType !== "" ? part.contentType : "unknown type";
  const state = typeof part?.content === "string" ? "inline" : typeof part?.contentUrl === "string" ? "remote" : "empty";
  return (
    <div data-slot="fallback-part" data-state={state} role="group" aria-label={`Attachment ${partLabel(part)}`}>
      <span data-slot="fallback-part-name">{typeof part?.name === "string" ? part.name : partLabel(part)}</span>
      <span data-slot="fallback-part-type">{type}</span>
      <span data-slot="fallback-part-size">{size === undefined ? "size unknown" : formatBytes(size)}</span>
      {state !== "empty" && <DownloadLink part={part} />}
    </div>
  );
}

