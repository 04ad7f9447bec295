import type { Part } from "../model/types";
import type { LoadedContent } from "./types";

const texts = new WeakMap<LoadedContent, string>();
const bytesOf = new WeakMap<LoadedContent, Uint8Array>();

function decodeBase64(value: string): Uint8Array {
  // Both skip ASCII whitespace and accept missing padding ("forgiving-base64").
  const from = (Uint8Array as unknown as { fromBase64?: (s: string) => Uint8Array }).fromBase64;
  if (from) return from.call(Uint8Array, value);
  const binary = atob(value);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/**
 * The inline content of a part as {@link LoadedContent}: plain content as text, base64 content as
 * bytes. `undefined` for remote or descriptor-only parts; throws on base64 that does not decode.
 *
 * @example
 * inlineContent({ contentType: "image/png", content: "iVBORw0KGgo=", contentEncoding: "base64" })?.bytes?.length // 8
 */
export function inlineContent(part: Part): LoadedContent | undefined {
  if (typeof part?.content !== "string") return undefined;
  if (part.contentEncoding === "base64") return { bytes: decodeBase64(part.content) };
  return { text: part.content };
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
