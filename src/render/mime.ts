import { parseContentType } from "../model/content-type";

/**
 * The lowercased `type/subtype` of a content type, or `""` when it does not parse (so the part
 * resolves to the fallback renderer).
 *
 * @example
 * mimeEssence("Text/Plain; charset=utf-8") // "text/plain"
 */
export function mimeEssence(contentType: unknown): string {
  return parseContentType(contentType)?.essence ?? "";
}
