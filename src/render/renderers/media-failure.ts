import { ContentLoadError } from "../../fetch/content-error";
import { displayUrl } from "../../internal/url-policy";
import type { Part } from "../../model/types";

/**
 * A short reason a media element (`<img>`, `<audio>`, `<video>`) gave up, for the status line:
 * an element reports no more than "error", so this says where the bytes came from and what they
 * should have been. A refused URL keeps the URL policy's own message, a timeout its own. No
 * query string is shown.
 *
 * @example
 * mediaFailure({ contentType: "image/png", contentUrl: "https://cdn.example/a.png?sig=1" }, undefined, "a readable image").message
 * // "cdn.example/a.png is unreachable or not a readable image"
 */
export function mediaFailure(part: Part, error: Error | undefined, what: string): Error {
  if (error instanceof ContentLoadError && (error.code === "blocked" || error.code === "timeout")) return error;
  const remote = typeof part?.content === "string" ? undefined : part?.contentUrl;
  return remote === undefined
    ? new ContentLoadError("network", `the data is not ${what}`)
    : new ContentLoadError("network", `${displayUrl(remote)} is unreachable or not ${what}`);
}

/**
 * Whether loading again can help: only remote content that the URL policy did not refuse
 * (inline bytes and a blocked address fail the same way every time).
 *
 * @example
 * canRetry({ contentType: "image/png", contentUrl: "https://cdn.example/a.png" }, undefined) // true
 */
export function canRetry(part: Part, error: Error | undefined): boolean {
  const remote = typeof part?.content !== "string" && typeof part?.contentUrl === "string";
  return remote && !(error instanceof ContentLoadError && error.code === "blocked");
}
