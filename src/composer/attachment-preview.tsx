"use client";
import { memo, useEffect, useState } from "react";
import type { Attachment } from "./draft-basics";
import { CloseIcon, FileIcon } from "../internal/icons";

/**
 * Props of {@link AttachmentPreview}.
 *
 * @example
 * <AttachmentPreview attachment={a} onRemove={files.remove} onCancel={files.cancel} onRetry={files.retry} />
 */
export interface AttachmentPreviewProps {
  readonly attachment: Attachment;
  /** Each is called with the attachment's id: stable functions keep the other chips from drawing again. */
  readonly onRemove: (id: string) => void;
  readonly onCancel: (id: string) => void;
  readonly onRetry: (id: string) => void;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// Raster types only: an SVG in <img> runs no script, but a thumbnail of it is not worth the risk
// of a hostile file's layout tricks.
const THUMBNAIL = /^image\/(png|jpeg|gif|webp|avif|bmp)$/;

/**
 * One attached file, as a chip: a thumbnail for images (an object URL, revoked when it goes) or
 * a file icon with the type's short name, the name, its size or upload state with progress, and
 * Cancel, Retry and Remove (an icon button) named for the file.
 *
 * @example
 * <ul>{attachments.map((a) => <AttachmentPreview key={a.id} attachment={a} onRemove={remove} onCancel={cancel} onRetry={retry} />)}</ul>
 */
export const AttachmentPreview = memo(function AttachmentPreview({ attachment: a, onRemove, onCancel, onRetry }: AttachmentPreviewProps) {
  const [thumb, setThumb] = useState<string>();
  const file = a.name.slice(a.name.lastIndexOf("/") + 1);
  useEffect(() => {
    if (!THUMBNAIL.test(a.contentType)) return;
    const url = URL.createObjectURL(a.file);
    // The URL exists only while mounted: made here, revoked in the cleanup.
    setThumb(url);
    return () => {
      URL.revokeObjectURL(url);
      setThumb(undefined);
    };
  }, [a.file, a.contentType]);
  const percent = a.progress?.total ? Math.min(100, Math.round((a.progress.loaded / a.progress.total) * 100)) : undefined;
  const state =
    a.status === "uploading"
      ? `Uploading${percent === undefined ? "" : ` ${percent}%`}`
      : a.status === "uploaded"
        ? "Uploaded"
        : a.status === "failed"
          ? `Upload failed: ${a.error ?? "unknown error"}`
          : a.status === "cancelled"
            ? "Upload cancelled"
            : `${kindOf(a.contentType)} · ${size(a.file.size)}`;
  return (
    <li data-slot="composer-attachment" data-state={a.status} aria-label={`${file}, ${a.contentType}`}>
      {thumb ? (
        <img data-slot="composer-attachment-thumb" src={thumb} alt="" loading="lazy" decoding="async" />
      ) : (
        <span data-slot="composer-attachment-icon" aria-hidden="true">
          <FileIcon />
        </span>
      )}
      <span data-slot="composer-attachment-text">
        <span data-slot="composer-attachment-name" title={a.name}>
          {file}
        </span>
        <span data-slot="composer-attachment-state">{state}</span>
        {a.status === "uploading" ? (
          <progress data-slot="composer-attachment-progress" aria-label={`Uploading ${file}`} max={a.progress?.total ?? undefined} value={a.progress?.total ? a.progress.loaded : undefined} />
        ) : null}
      </span>
      {a.status === "uploading" ? (
        <button type="button" data-slot="composer-attachment-button" onClick={() => onCancel(a.id)} aria-label={`Cancel upload of ${file}`}>
          Cancel
        </button>
      ) : null}
      {a.status === "failed" || a.status === "cancelled" ? (
        <button type="button" data-slot="composer-attachment-button" onClick={() => onRetry(a.id)} aria-label={`Retry upload of ${file}`}>
          Retry
        </button>
      ) : null}
      <button type="button" data-slot="composer-attachment-remove" onClick={() => onRemove(a.id)} aria-label={`Remove ${file}`}>
        <CloseIcon />
        <span data-slot="composer-tooltip" aria-hidden="true">
          Remove
        </span>
      </button>
    </li>
  );
});

function kindOf(type: string): string {
  if (type === "application/pdf") return "PDF";
  if (type.startsWith("image/")) return "Image";
  if (type.startsWith("audio/")) return "Audio";
  if (type.startsWith("video/")) return "Video";
  if (type === "application/json") return "JSON";
  if (type.startsWith("text/")) return "Text";
  return "File";
}
