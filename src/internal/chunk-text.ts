/** Characters that must stay in the same text node as the one before them. */
const joinsPrevious = /[\p{M}\u200C\u200D\uFE00-\uFE0F\uDC00-\uDFFF]/u;
const longWord = /\S{200}/;

/**
 * Text with a long word as pieces of at most 200 characters, to be rendered as separate text
 * nodes. A word with no break opportunity (a base64 blob, a 100,000-character URL) costs
 * Chromium's line breaker time that grows with the square of the word's length when it wraps
 * (`overflow-wrap: anywhere`): in Chromium, 10,000 characters took 0.6 s, 100,000 took 21 s; in
 * pieces, 12 ms and 140 ms (the bench's `hostile` scenario keeps the 10 MB case measured). The
 * pieces change neither the text, its copy nor its layout. A piece never ends inside a surrogate
 * pair or before a combining mark or joiner. Text with no word of 200 characters (prose) is
 * returned as it is.
 *
 * @example
 * chunkText("a".repeat(500)); // ["a" × 200, "a" × 200, "a" × 100]
 * chunkText("short words"); // "short words"
 */
export function chunkText(text: string): string | string[] {
  const size = 200;
  if (text.length < size || !longWord.test(text)) return text;
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + size, text.length);
    // Move back over marks and joiners (a few at most; a run of them longer than that is split).
    for (let back = 0; end < text.length && back < 32 && end - 1 > start && (joinsPrevious.test(text[end]!) || text[end - 1] === "\u200D"); back++) end--;
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}
