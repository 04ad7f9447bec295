const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const VALUES = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;
const WHITESPACE = /[ \t\n\r\f]+/g;

/**
 * Decodes standard base64 (RFC 4648 alphabet `A-Z a-z 0-9 + /`). Padding is optional and ASCII
 * whitespace is ignored. Returns `undefined` when the text is not base64 (bad characters,
 * misplaced or excess `=`, or a length that leaves a single dangling character).
 * Works the same in browsers and Node (no `Buffer`).
 *
 * @example
 * decodeBase64("aGk="); // Uint8Array [104, 105]
 * decodeBase64("aGk"); // Uint8Array [104, 105]
 * decodeBase64("a"); // undefined
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  let clean = text.replace(WHITESPACE, "");
  const padding = /=*$/.exec(clean)?.[0].length ?? 0;
  if (padding > 2 || (padding > 0 && clean.length % 4 !== 0)) return undefined;
  clean = clean.slice(0, clean.length - padding);
  if (clean.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (let i = 0; i < clean.length; i++) {
    const code = clean.charCodeAt(i);
    const value = code < 128 ? (VALUES[code] ?? -1) : -1;
    if (value < 0) return undefined;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}
