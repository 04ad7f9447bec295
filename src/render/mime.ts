/**
 * The lowercased `type/subtype` of a content type, parameters and whitespace dropped.
 * Anything that is not a string, or has no `/`, yields `""` so it resolves to the fallback.
 *
 * @example
 * mimeEssence("Text/Plain; charset=utf-8") // "text/plain"
 */
export function mimeEssence(contentType: unknown): string {
  if (typeof contentType !== "string") return "";
  const essence = contentType.split(";", 1)[0]!.trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+*-]+$/.test(essence) ? essence : "";
}

/**
 * One parameter of a content type (`language` in `text/x-script; language=python`), unquoted.
 *
 * @example
 * mimeParam("text/plain; charset=UTF-8", "charset") // "UTF-8"
 */
export function mimeParam(contentType: unknown, key: string): string | undefined {
  if (typeof contentType !== "string") return undefined;
  for (const piece of contentType.split(";").slice(1)) {
    const eq = piece.indexOf("=");
    if (eq < 0 || piece.slice(0, eq).trim().toLowerCase() !== key) continue;
    return piece.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1");
  }
  return undefined;
}
