"use client";
import { useSyncExternalStore } from "react";

const never = () => () => {};
const viewerSnapshot = () => typeof navigator === "undefined" || navigator.pdfViewerEnabled !== false;
const serverSnapshot = () => true;

/**
 * Whether this browser shows PDFs in the page (`navigator.pdfViewerEnabled`). Browsers that do
 * not say (older ones, server rendering) count as able to; the frame's own fallback covers them.
 *
 * @example
 * const inline = usePdfViewer(); // false in Chrome on Android, or with "Download PDFs" set
 */
export function usePdfViewer(): boolean {
  return useSyncExternalStore(never, viewerSnapshot, serverSnapshot);
}

const magic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * The bytes when they are a PDF (its `%PDF-` header within the first 1 KB, as readers accept);
 * throws otherwise, so an HTML error page or a truncated answer never reaches the viewer, which
 * could only say "Failed to load PDF document".
 *
 * @example
 * readPdf(new TextEncoder().encode("%PDF-1.7\n…")) // the same bytes
 * readPdf(new TextEncoder().encode("<html>"))      // throws "it is not a PDF file"
 */
export function readPdf(bytes: Uint8Array): Uint8Array {
  const last = Math.min(bytes.length - magic.length, 1024);
  for (let i = 0; i <= last; i++) {
    if (magic.every((byte, j) => bytes[i + j] === byte)) return bytes;
  }
  throw new Error("it is not a PDF file");
}
