import { decodeHTMLStrict } from "entities";

// CommonMark: a decimal reference has 1 to 7 digits, a hexadecimal one 1 to 6; anything longer is
// text. Named references are every HTML5 name, ended by `;`.
const reference = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|[A-Za-z][A-Za-z0-9]{1,31});/g;

function codePoint(value: number): string {
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return "\ufffd";
  return String.fromCodePoint(value);
}

/**
 * Decodes HTML character references into text: every HTML5 named reference (`&AElig;`,
 * `&HilbertSpace;`, `&ngE;`, from the maintained `entities` table), decimal and hexadecimal ones
 * (invalid code points as U+FFFD). What is not a reference stays as written. marked leaves
 * references as written in text tokens; React renders text, so they are decoded here.
 *
 * @example
 * decodeEntities("a &amp;amp; b &copy; &AElig; &#87654321;") // "a &amp; b © Æ &#87654321;"
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(reference, (match, dec: string | undefined, hex: string | undefined) => {
    if (dec !== undefined) return codePoint(Number.parseInt(dec, 10));
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
    return decodeHTMLStrict(match);
  });
}
