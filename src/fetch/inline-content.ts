import { decodeContent } from "../model/decode-content";
import type { Part } from "../model/types";
import { ContentLoadError } from "./content-error";
import type { LoadedContent } from "./types";

const texts = new WeakMap<LoadedContent, string>();
const bytesOf = new WeakMap<LoadedContent, Uint8Array>();

/**
 * The inline content of a part as {@link LoadedContent}: plain content as text, base64 content as
 * bytes. `undefined` for remote or descriptor-only parts; throws on base64 that does not decode.
 *
 * @example
 * inlineContent({ contentType: "image/png", content: "iVBORw0KGgo=", contentEncoding: "base64" })?.bytes?.length // 8
 */
export function inlineContent(part: Part): LoadedContent | undefined {
  if (typeof part?.content !== "string") return undefined;
  const decoded = decodeContent(part);
  if (decoded === undefined) throw new ContentLoadError("missing", `The inline ${String(part.contentEncoding)} content does not decode`);
  return typeof decoded === "string" ? { text: decoded } : { bytes: decoded };
}

/**
 * The text of loaded content, decoded as UTF-8 once and remembered.
 *
 * @example
 * contentText({ bytes: new TextEncoder().encode("hi") }) // "hi"
 */
export function contentText(content: LoadedContent): string {
  if (content.text !== undefined) return content.text;
  let text = texts.get(content);
  if (text === undefined) {
    text = new TextDecoder().decode(content.bytes ?? new Uint8Array());
    texts.set(content, text);
  }
  return text;
}

/**
 * The bytes of loaded content, UTF-8 encoded from its text once when it only has text.
 *
 * @example
 * contentBytes({ text: "hi" }).length // 2
 */
export function contentBytes(content: LoadedContent): Uint8Array {
  if (content.bytes !== undefined) return content.bytes;
  let bytes = bytesOf.get(content);
  if (bytes === undefined) {
    bytes = new TextEncoder().encode(content.text ?? "");
    bytesOf.set(content, bytes);
  }
  return bytes;
}
