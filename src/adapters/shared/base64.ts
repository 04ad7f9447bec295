const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * Standard base64 of some bytes, with padding.
 *
 * @example
 * bytesToBase64(new Uint8Array([104, 105])); // "aGk="
 */
export function bytesToBase64(bytes: ArrayLike<number>): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = (bytes[i] ?? 0) & 0xff;
    const b = (bytes[i + 1] ?? 0) & 0xff;
    const c = (bytes[i + 2] ?? 0) & 0xff;
    const n = (a << 16) | (b << 8) | c;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : "=";
    out += i + 2 < bytes.length ? ALPHABET[n & 63]! : "=";
  }
  return out;
}

const STANDARD = /^[A-Za-z0-9+/]*={0,2}$/;
const URL_SAFE = /^[A-Za-z0-9_-]*={0,2}$/;

/**
 * Returns base64 text that decodes (whitespace removed, base64url turned into standard base64),
 * or undefined when the input is not base64 at all.
 *
 * @example
 * normalizeBase64("aGk"); // "aGk"
 * normalizeBase64("a-_b"); // "a+/b"
 * normalizeBase64("%%"); // undefined
 */
export function normalizeBase64(input: string): string | undefined {
  const compact = input.replace(/\s+/g, "");
  const standard = STANDARD.test(compact)
    ? compact
    : URL_SAFE.test(compact)
      ? compact.replace(/-/g, "+").replace(/_/g, "/")
      : undefined;
  if (standard === undefined) return undefined;
  const body = standard.replace(/=+$/, "");
  if (body.length % 4 === 1) return undefined;
  if (body.length !== standard.length && standard.length % 4 !== 0) return undefined;
  return standard;
}
