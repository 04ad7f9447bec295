const SAFE = /^[A-Za-z0-9_-]$/;
const HEX = "0123456789ABCDEF";
const EMPTY_SEGMENT = "._";

function pushUtf8(codePoint: number, bytes: number[]): void {
  if (codePoint < 0x80) bytes.push(codePoint);
  else if (codePoint < 0x800) bytes.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 63));
  else if (codePoint < 0x10000)
    bytes.push(0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63));
  else
    bytes.push(
      0xf0 | (codePoint >> 18),
      0x80 | ((codePoint >> 12) & 63),
      0x80 | ((codePoint >> 6) & 63),
      0x80 | (codePoint & 63),
    );
}

/**
 * Encodes any string (an id, a kind, a label) into one part-name segment.
 *
 * `A-Z a-z 0-9 _ -` pass through; every other UTF-8 byte becomes `.XX` (uppercase hex), so `.` is
 * the escape character and a segment can never be `.` or `..`. The empty string becomes `._`.
 * Lone surrogates are encoded as their WTF-8 bytes, so the encoding is reversible for every
 * JavaScript string ({@link decodeNameSegment}).
 *
 * @example
 * encodeNameSegment("call_abc-1"); // "call_abc-1"
 * encodeNameSegment("a/b.c");      // "a.2Fb.2Ec"
 * encodeNameSegment("");           // "._"
 */
export function encodeNameSegment(label: string): string {
  if (label === "") return EMPTY_SEGMENT;
  let out = "";
  const bytes: number[] = [];
  for (let i = 0; i < label.length; i++) {
    const char = label[i]!;
    if (SAFE.test(char)) {
      out += char;
      continue;
    }
    let codePoint = label.charCodeAt(i);
    const next = label.charCodeAt(i + 1);
    if (codePoint >= 0xd800 && codePoint <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      codePoint = 0x10000 + ((codePoint - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    bytes.length = 0;
    pushUtf8(codePoint, bytes);
    for (const byte of bytes) out += "." + HEX[byte >> 4]! + HEX[byte & 15]!;
  }
  return out;
}

function decodeWtf8(bytes: readonly number[]): string | undefined {
  let out = "";
  for (let i = 0; i < bytes.length; ) {
    const b0 = bytes[i]!;
    let need: number;
    let codePoint: number;
    if (b0 < 0x80) [need, codePoint] = [0, b0];
    else if (b0 >= 0xc2 && b0 < 0xe0) [need, codePoint] = [1, b0 & 31];
    else if (b0 >= 0xe0 && b0 < 0xf0) [need, codePoint] = [2, b0 & 15];
    else if (b0 >= 0xf0 && b0 < 0xf5) [need, codePoint] = [3, b0 & 7];
    else return undefined;
    for (let k = 1; k <= need; k++) {
      const b = bytes[i + k];
      if (b === undefined || (b & 0xc0) !== 0x80) return undefined;
      codePoint = (codePoint << 6) | (b & 63);
    }
    const min = [0, 0x80, 0x800, 0x10000][need]!;
    if (codePoint < min || codePoint > 0x10ffff) return undefined;
    out += String.fromCodePoint(codePoint);
    i += need + 1;
  }
  return out;
}

/**
 * Reverses {@link encodeNameSegment}. Returns undefined for text that no label encodes to.
 *
 * @example
 * decodeNameSegment("a.2Fb.2Ec"); // "a/b.c"
 * decodeNameSegment("._");        // ""
 */
export function decodeNameSegment(segment: string): string | undefined {
  if (segment === EMPTY_SEGMENT) return "";
  if (segment === "") return undefined;
  const bytes: number[] = [];
  let out = "";
  const flush = (): boolean => {
    if (bytes.length === 0) return true;
    const text = decodeWtf8(bytes);
    bytes.length = 0;
    if (text === undefined) return false;
    out += text;
    return true;
  };
  for (let i = 0; i < segment.length; i++) {
    const char = segment[i]!;
    if (char === ".") {
      const hex = segment.slice(i + 1, i + 3);
      if (!/^[0-9A-F]{2}$/.test(hex)) return undefined;
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (SAFE.test(char)) {
      if (!flush()) return undefined;
      out += char;
    } else return undefined;
  }
  return flush() ? out : undefined;
}
