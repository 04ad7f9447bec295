/**
 * A run of source that is either markdown (`plain: false`) or too deeply nested to hand to the
 * parser (`plain: true`, shown as text). Offsets are relative to the scanned string.
 *
 * @example
 * const segment: SourceSegment = { start: 0, end: 120, plain: true };
 */
export interface SourceSegment {
  readonly start: number;
  readonly end: number;
  readonly plain: boolean;
}

const SPACE = 32;
const TAB = 9;
const GT = 62;

function isMarkerEnd(src: string, i: number, lineEnd: number): boolean {
  if (i >= lineEnd) return true;
  const c = src.charCodeAt(i);
  return c === SPACE || c === TAB;
}

/**
 * Container depth a line opens: block-quote markers, list markers and indentation (two columns a
 * level) before its first character of content.
 *
 * @example
 * lineDepth("> > - item", 0, 10) // 4: three markers, and three spaces count as one more level
 */
export function lineDepth(src: string, start: number, end: number): number {
  let i = start;
  let depth = 0;
  let columns = 0;
  while (i < end) {
    const c = src.charCodeAt(i);
    if (c === SPACE) {
      columns++;
      i++;
    } else if (c === TAB) {
      columns += 4;
      i++;
    } else if (c === GT) {
      depth++;
      i++;
    } else if ((c === 45 || c === 43 || c === 42) && isMarkerEnd(src, i + 1, end)) {
      // "-", "+", "*" followed by a space or the end of the line: a bullet marker.
      depth++;
      i++;
    } else if (c >= 48 && c <= 57) {
      let j = i;
      while (j < end && j - i < 9 && src.charCodeAt(j) >= 48 && src.charCodeAt(j) <= 57) j++;
      const d = src.charCodeAt(j);
      if ((d === 46 || d === 41) && isMarkerEnd(src, j + 1, end)) {
        depth++;
        i = j + 1;
      } else break;
    } else break;
  }
  return depth + (columns >> 1);
}

function isBlank(src: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = src.charCodeAt(i);
    if (c !== SPACE && c !== TAB && c !== 13) return false;
  }
  return true;
}

/** Returns the fence marker (e.g. "```") a line opens or closes, or undefined. */
function fenceOf(src: string, start: number, end: number): string | undefined {
  let i = start;
  while (i < end && (src.charCodeAt(i) === SPACE || src.charCodeAt(i) === TAB || src.charCodeAt(i) === GT)) i++;
  const c = src.charCodeAt(i);
  if (c !== 96 && c !== 126) return undefined;
  let j = i;
  while (j < end && src.charCodeAt(j) === c) j++;
  return j - i >= 3 ? src.slice(i, j) : undefined;
}

const whole = (length: number): SourceSegment[] => [{ start: 0, end: length, plain: false }];

/**
 * Splits source into markdown and plain segments: a paragraph-like run (between blank lines,
 * outside fenced code) containing a line nested deeper than `maxDepth` becomes a plain segment,
 * because marked recurses once per level (10,000 `>` overflow the stack) and slows down
 * quadratically on deep indentation. One linear pass; no allocation when nothing is found.
 *
 * @example
 * splitHazards("> ".repeat(10_000) + "x", 32) // [{ start: 0, end: 20001, plain: true }]
 */
export function splitHazards(src: string, maxDepth: number): SourceSegment[] {
  let segments: SourceSegment[] | undefined;
  let cursor = 0; // start of the next markdown segment
  let runStart = 0; // start of the current paragraph-like run
  let fence: string | undefined;
  let lineStart = 0;
  while (lineStart <= src.length) {
    let lineEnd = src.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = src.length;
    const next = lineEnd + 1;
    if (fence !== undefined) {
      const marker = fenceOf(src, lineStart, lineEnd);
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (isBlank(src, lineStart, lineEnd)) {
      runStart = Math.min(next, src.length);
    } else {
      const marker = fenceOf(src, lineStart, lineEnd);
      if (marker !== undefined) {
        fence = marker;
      } else if (lineDepth(src, lineStart, lineEnd) > maxDepth) {
        // Plain from the start of this run to the next blank line.
        let end = next;
        while (end < src.length) {
          let e = src.indexOf("\n", end);
          if (e === -1) e = src.length;
          if (isBlank(src, end, e)) break;
          end = e + 1;
        }
        end = Math.min(end, src.length);
        segments ??= [];
        const start = Math.max(runStart, cursor);
        if (start > cursor) segments.push({ start: cursor, end: start, plain: false });
        segments.push({ start, end, plain: true });
        cursor = end;
        runStart = end;
        lineStart = end;
        if (end >= src.length) break;
        continue;
      }
    }
    if (lineEnd >= src.length) break;
    lineStart = next;
  }
  if (!segments) return whole(src.length);
  if (cursor < src.length) segments.push({ start: cursor, end: src.length, plain: false });
  return segments;
}

/**
 * Counts emphasis and link delimiters in an inline run, stopping once `limit` is exceeded.
 * Intraword underscores (`snake_case`) cannot open emphasis and are not counted.
 *
 * @example
 * countDelimiters("**a** [b](c) snake_case", 100) // 6
 */
export function countDelimiters(src: string, limit: number): number {
  let count = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src.charCodeAt(i);
    // * ~ [ ] < `
    if (c === 42 || c === 126 || c === 91 || c === 93 || c === 60 || c === 96) count++;
    else if (c === 95) {
      const before = src.charCodeAt(i - 1);
      const after = src.charCodeAt(i + 1);
      if (!(isWordChar(before) && isWordChar(after))) count++;
    } else continue;
    if (count > limit) return count;
  }
  return count;
}

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127;
}

// What GFM trims from the end of a bare URL (marked's "backpedal"): it trims one piece and
// rescans the whole URL, so a URL ending in 20,000 of these took 175 ms and 60,000 took 1.5 s.
const trimmedAfterUrl = new Set("?!.,:;*_'\"~)&");
const bareUrlStart = /(?:https?:\/\/|ftp:\/\/|www\.)/gi;

/**
 * The most punctuation GFM could trim from one bare URL (`https://…`, `www.…`) in an inline run:
 * characters of `?!.,:;*_'"~)&` in the URL, which runs to the next space or `<`. Stops counting
 * once `limit` is exceeded; URLs inside a URL are not scanned again.
 *
 * @example
 * urlPunctuation("see https://x.com/a?b=1. and www.y.org))", 100) // 4
 */
export function urlPunctuation(src: string, limit: number): number {
  let most = 0;
  bareUrlStart.lastIndex = 0;
  for (let match = bareUrlStart.exec(src); match; match = bareUrlStart.exec(src)) {
    let count = 0;
    let end = match.index;
    for (; end < src.length; end++) {
      const c = src[end]!;
      if (c === "<" || c === " " || c === "\t" || c === "\n" || c === "\r") break;
      if (trimmedAfterUrl.has(c) && ++count > limit) return count;
    }
    most = Math.max(most, count);
    bareUrlStart.lastIndex = Math.max(end, match.index + 1);
  }
  return most;
}

// Characters of an e-mail address's local part (GFM's extended e-mail autolink) and, among them,
// the ones where marked ends a text run.
const emailChars = new Uint8Array(128);
for (const c of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?_`{|}~-") emailChars[c.charCodeAt(0)] = 1;
for (const c of "!*_`~") emailChars[c.charCodeAt(0)] = 2;

/**
 * What marked's inline text rule costs on `src`, in characters scanned: wherever it ends a text
 * run (before `_`, `!`, `*`, `~` or a backtick) it looks ahead over the rest of the run of e-mail
 * address characters for an `@`, so a run with many such stops costs stops × length ("a_a_a…" of
 * 64 KB took 4 s, "snake_case words" of the same size 15 ms). Stops counting once `limit` is exceeded.
 *
 * @example
 * textRunCost("a_b_c d", Infinity) // 2 stops × 5 characters = 10
 */
export function textRunCost(src: string, limit: number): number {
  let cost = 0;
  let runStart = 0;
  let stops = 0;
  for (let i = 0; i <= src.length; i++) {
    const kind = i < src.length ? (emailChars[src.charCodeAt(i)] ?? 0) : 0;
    if (kind === 2) stops++;
    if (kind !== 0) continue;
    cost += stops * (i - runStart);
    if (cost > limit) return cost;
    runStart = i + 1;
    stops = 0;
  }
  return cost;
}
