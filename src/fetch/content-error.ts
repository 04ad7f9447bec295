import { displayUrl } from "../internal/url-policy";
import type { ContentErrorCode } from "./types";
import { formatBytes } from "../internal/format-bytes";

export { formatBytes };

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
