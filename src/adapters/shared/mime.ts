import { parseContentType } from "../../model";

/**
 * The content type of bytes nothing more is known about.
 *
 * @example
 * resolveContentType(undefined, OCTET_STREAM); // { contentType: "application/octet-stream" }
 */
export const OCTET_STREAM = "application/octet-stream";

/**
 * Whether `value` is a MIME type the model accepts (`type/subtype`, parameters allowed).
 *
 * @example
 * isMimeType("text/plain; charset=utf-8"); // true
 * isMimeType("text"); // false
 */
export function isMimeType(value: unknown): value is string {
  return typeof value === "string" && value.length <= 255 && parseContentType(value.trim()) !== undefined;
}

/**
 * The lowercased `type/subtype` of a MIME type, parameters dropped.
 *
 * @example
 * mimeEssence("Text/HTML; charset=utf-8"); // "text/html"
 */
export function mimeEssence(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

const BY_EXTENSION: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  avif: "image/avif",
  pdf: "application/pdf",
  txt: "text/plain",
  md: "text/markdown",
  markdown: "text/markdown",
  csv: "text/csv",
  html: "text/html",
  htm: "text/html",
  json: "application/json",
  xml: "application/xml",
  yaml: "application/yaml",
  yml: "application/yaml",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
  flac: "audio/flac",
  m4a: "audio/mp4",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  zip: "application/zip",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/**
 * A content type guessed from a file name or URL path extension, or undefined.
 *
 * @example
 * guessContentType("https://x/a.PNG?sig=1"); // "image/png"
 */
export function guessContentType(fileNameOrUrl: string | undefined): string | undefined {
  if (!fileNameOrUrl) return undefined;
  const path = fileNameOrUrl.split(/[?#]/)[0] ?? "";
  const match = /\.([A-Za-z0-9]+)$/.exec(path);
  return match ? BY_EXTENSION[match[1]!.toLowerCase()] : undefined;
}

/**
 * Picks a usable content type: the declared one when it is a MIME type, else a guess from the file
 * name, else `fallback`. `original` is set when the declared value had to be replaced.
 *
 * @example
 * resolveContentType("??", "application/octet-stream", "a.pdf"); // { contentType: "application/pdf", original: "??" }
 */
export function resolveContentType(
  declared: unknown,
  fallback: string,
  fileName?: string,
): { contentType: string; original?: string } {
  if (isMimeType(declared)) return { contentType: declared.trim() };
  const contentType = guessContentType(fileName) ?? fallback;
  return typeof declared === "string" && declared !== "" ? { contentType, original: declared } : { contentType };
}

/**
 * Images, audio and video render inline as main content; other files become named attachments.
 *
 * @example
 * isInlineMedia("image/png"); // true
 * isInlineMedia("application/pdf"); // false
 */
export function isInlineMedia(contentType: string): boolean {
  return /^(image|audio|video)\//.test(mimeEssence(contentType));
}
