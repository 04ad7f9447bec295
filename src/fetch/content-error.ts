import { displayUrl } from "../internal/url-policy";
import type { ContentErrorCode } from "./types";

/**
 * A failed content load with an enumerated `code` (and the HTTP `status` when there was one).
 * Messages never contain signed-URL query strings.
 *
 * @example
 * if (error instanceof ContentLoadError && error.code === "too-large") showDownloadInstead();
 */
export class ContentLoadError extends Error {
  override readonly name = "ContentLoadError";
  readonly code: ContentErrorCode;
  readonly status?: number;

  constructor(code: ContentErrorCode, message: string, status?: number) {
    super(message);
    this.code = code;
    if (status !== undefined) this.status = status;
  }
}

/**
 * Bytes as a short human size: `"512 B"`, `"1.5 KB"`, `"10 MB"` (binary multiples).
 *
 * @example
 * formatBytes(1536) // "1.5 KB"
 */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 0) return "unknown size";
  if (n < 1024) return `${n} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/**
 * The error for a URL the URL policy refuses. Names only the scheme of a non-web URL, so the
 * message never echoes a payload such as `javascript:…` back as if it were an address.
 *
 * @example
 * blockedUrlError("javascript:alert(1)").message // "Blocked a javascript: URL: only web, blob and safe data addresses load"
 */
export function blockedUrlError(url: string): ContentLoadError {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u001F\u007F]/g, ""))?.[1]?.toLowerCase();
  const what = scheme && scheme !== "http" && scheme !== "https" ? `a ${scheme}: URL` : displayUrl(url);
  return new ContentLoadError("blocked", `Blocked ${what}: only web, blob and safe data addresses load`);
}
