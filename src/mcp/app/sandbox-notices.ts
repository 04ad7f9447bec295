import type { SandboxNotice } from "./sandbox-proxy";

/** Where a refused request went, as little of it as says where: the origin, never a path or query (which may carry the app's data). */
function whereTo(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.origin === "null" ? `a ${parsed.protocol.replace(/:$/, "")}: address` : parsed.origin;
  } catch {
    // Browsers report "inline", "eval" or a bare scheme for what has no address.
    return /^[a-z-]{1,20}$/i.test(url) ? url : undefined;
  }
}

/**
 * What the card says when an app's frame left its document: the app tried to load another page in
 * its frame (the sandbox refused it) or reloaded itself, and was closed.
 *
 * @example
 * describeEscape("http://203.0.113.9/leak?data=secret", "Weather app");
 * // "Weather app tried to load http://203.0.113.9 in its frame. The sandbox blocked it and closed the app."
 */
export function describeEscape(url: string | undefined, app: string): string {
  const where = whereTo(url);
  return where
    ? `${app} tried to load ${where} in its frame. The sandbox blocked it and closed the app.`
    : `${app} left its page (it navigated or reloaded its frame), so it was closed.`;
}

const what: Record<string, string> = {
  "connect-src": "a connection to",
  "form-action": "a form sent to",
  "img-src": "an image from",
  "media-src": "media from",
  "font-src": "a font from",
  "style-src": "a style sheet from",
  "style-src-elem": "a style sheet from",
  "script-src": "a script from",
  "script-src-elem": "a script from",
  "frame-src": "a frame of",
  "base-uri": "a base address of",
  "object-src": "a plug-in from",
};

/**
 * One line for a request the app's policy refused, naming what it was and where it went (origin
 * only).
 *
 * @example
 * describeBlocked({ kind: "violation", directive: "connect-src", url: "http://127.0.0.1:9/probe" });
 * // "Blocked a connection to http://127.0.0.1:9 (connect-src)"
 */
export function describeBlocked(notice: SandboxNotice): string {
  const directive = notice.directive ?? "policy";
  const where = whereTo(notice.url);
  const kind = what[directive] ?? "a request to";
  return where ? `Blocked ${kind} ${where} (${directive})` : `Blocked a request (${directive})`;
}
