import { decodeBase64 } from "./base64";
import type { Part } from "./types";

/**
 * The inline content of a part: base64 content as bytes (padding optional, whitespace
 * ignored), plain content as a string. Returns `undefined` when there is nothing inline to
 * decode: a part with only `contentUrl` (loading is `fetch/`'s job), a descriptor-only part,
 * base64 that does not decode (`validateBody` reports it as `invalid-base64`), an unknown
 * `contentEncoding`, or input that is not a part at all. Never throws.
 *
 * @example
 * decodeContent({ contentType: "text/plain", content: "hi" }); // "hi"
 * decodeContent({ contentType: "image/png", contentEncoding: "base64", content: "aGk" }); // Uint8Array [104, 105]
 * decodeContent({ contentType: "image/png", contentUrl: "https://example.com/a.png" }); // undefined
 */
export function decodeContent(part: Part): string | Uint8Array | undefined;
export function decodeContent(part: unknown): string | Uint8Array | undefined {
  if (typeof part !== "object" || part === null) return undefined;
  const { content, contentEncoding } = part as Record<string, unknown>;
  if (typeof content !== "string") return undefined;
  if (contentEncoding === undefined || contentEncoding === "plain") return content;
  if (contentEncoding === "base64") return decodeBase64(content);
  return undefined;
}
