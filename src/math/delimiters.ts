import type { MarkdownSyntaxMatch } from "../markdown/plugin";

// The delimiter rules, as remark-math and Pandoc read `$`: an opening `$` is not followed by
// whitespace, a closing one is not preceded by whitespace and not followed by a digit, so
// "$5 and $10" stays text. `\( … \)` and `\[ … \]` are how OpenAI models write LaTeX.

/** How far a closing delimiter is looked for: a formula longer than this is text. */
export const scanLimit = 20_000;

const space = /\s/;
const blankLine = /\n[ \t]*\n/;

/** The first `$` at or after `from` that can close an inline formula, or -1. */
function dollarCloser(src: string, from: number, until: number): number {
  for (let i = from; i < until; i++) {
    const c = src[i];
    if (c === "\\") i++;
    else if (c === "\n" && blankAfter(src, i)) return -1;
    else if (c === "$" && !space.test(src[i - 1]!) && !/\d/.test(src[i + 1] ?? "")) return i;
  }
  return -1;
}

/** Whether the line after the newline at `i` is blank. */
function blankAfter(src: string, i: number): boolean {
  let j = i + 1;
  while (src[j] === " " || src[j] === "\t") j++;
  return src[j] === "\n";
}

function within(src: string, from: number, close: string): number {
  const at = src.indexOf(close, from);
  if (at === -1 || at - from > scanLimit) return -1;
  const between = src.slice(from, at);
  return blankLine.test(between) ? -1 : at;
}

/** Whether a `$` at `i` opens an inline formula: not followed by whitespace or a digit-led price while the rest is unknown. */
function opensDollar(src: string, i: number): boolean {
  const next = src[i + 1];
  return next !== undefined && next !== "$" && !space.test(next);
}

/**
 * An inline formula at the start of `src`: `$…$`, `$$…$$`, `\(…\)` or `\[…\]` (the last displayed).
 *
 * @example
 * matchInline("$x^2$ is", false) // { raw: "$x^2$", text: "x^2", data: { display: false } }
 */
export function matchInline(src: string, openEnd: boolean): MarkdownSyntaxMatch | undefined {
  if (src.startsWith("\\(") || src.startsWith("\\[")) {
    const display = src[1] === "[";
    const close = within(src, 2, display ? "\\]" : "\\)");
    if (close === -1) return openEnd && !blankLine.test(src) ? { raw: src, text: src.slice(2), pending: true, data: { display } } : undefined;
    const text = src.slice(2, close);
    return text.trim() === "" ? undefined : { raw: src.slice(0, close + 2), text, data: { display } };
  }
  if (src.startsWith("$$")) {
    const close = within(src, 2, "$$");
    if (close === -1) return openEnd && !blankLine.test(src) ? { raw: src, text: src.slice(2), pending: true, data: { display: false } } : undefined;
    const text = src.slice(2, close);
    // `$$` ending its line, as in "so:\n$$\nx\n$$", is a displayed formula inside the paragraph.
    return text.trim() === "" ? undefined : { raw: src.slice(0, close + 2), text, data: { display: /^[ \t]*\n/.test(text) } };
  }
  if (src[0] !== "$" || !opensDollar(src, 0)) return undefined;
  const close = dollarCloser(src, 1, Math.min(src.length, scanLimit));
  if (close === -1) {
    // Streaming: hold a formula open, but not what reads as a price ("$5 …").
    return openEnd && !/\d/.test(src[1]!) && !blankLine.test(src) ? { raw: src, text: src.slice(1), pending: true, data: { display: false } } : undefined;
  }
  return { raw: src.slice(0, close + 1), text: src.slice(1, close), data: { display: false } };
}

/**
 * Where an inline formula may start in `src`.
 *
 * @example
 * inlineStart("a $b$") // 2
 */
export function inlineStart(src: string): number | undefined {
  const match = /\$|\\[([]/.exec(src);
  return match ? match.index : undefined;
}

const blockOpen = /^ {0,3}(\$\$|\\\[)/;

/**
 * A display formula at the start of `src` on lines of its own: `$$ … $$` or `\[ … \]`, the closing
 * delimiter ending its line; no blank line inside.
 *
 * @example
 * matchBlock("$$\na^2\n$$\n", false) // { raw: "$$\na^2\n$$\n", text: "\na^2\n", data: { display: true } }
 */
export function matchBlock(src: string, openEnd: boolean): MarkdownSyntaxMatch | undefined {
  const open = blockOpen.exec(src);
  if (!open) return undefined;
  const start = open[0].length;
  const closer = open[1] === "$$" ? "$$" : "\\]";
  const close = within(src, start, closer);
  if (close === -1) {
    if (!openEnd || blankLine.test(src) || src.indexOf(closer, start) !== -1) return undefined;
    return { raw: src, text: src.slice(start), pending: true, data: { display: true } };
  }
  const lineEnd = /^[ \t]*(?:\n|$)/.exec(src.slice(close + closer.length));
  if (!lineEnd) return undefined;
  const text = src.slice(start, close);
  if (text.trim() === "") return undefined;
  return { raw: src.slice(0, close + closer.length + lineEnd[0].length), text, data: { display: true } };
}

/**
 * Where a display formula may start to cut a paragraph short: never. A `$$` line inside a
 * paragraph may as well close a formula as open one, so there it is read inline (displayed when
 * `$$` ends its line); a display block starts after a blank line or another block.
 *
 * @example
 * blockStart("text\n$$\nx\n$$") // undefined
 */
export function blockStart(): undefined {
  return undefined;
}

const fence = /^[ \t>]*(`{3,}|~{3,})/;

/**
 * Where the first formula still missing its closing delimiter starts in a streaming `src`
 * (outside code spans and fenced code), or `undefined`.
 *
 * @example
 * openFormula("see $\\frac{a}{b") // 4
 * openFormula("costs $5 and $10") // undefined
 */
export function openFormula(src: string): number | undefined {
  let i = 0;
  let lineStart = true;
  let inFence: string | undefined;
  while (i < src.length) {
    if (lineStart) {
      const lineEnd = src.indexOf("\n", i);
      const line = src.slice(i, lineEnd === -1 ? src.length : lineEnd);
      const marker = fence.exec(line)?.[1];
      if (inFence !== undefined || marker !== undefined) {
        if (inFence === undefined) inFence = marker;
        else if (marker !== undefined && marker[0] === inFence[0] && marker.length >= inFence.length && line.slice(line.indexOf(marker) + marker.length).trim() === "") inFence = undefined;
        if (lineEnd === -1) return undefined;
        i = lineEnd + 1;
        continue;
      }
      lineStart = false;
    }
    const c = src[i]!;
    if (c === "\n") {
      lineStart = true;
      i++;
    } else if (c === "`") {
      let j = i;
      while (src[j] === "`") j++;
      const run = src.slice(i, j);
      const close = src.indexOf(run, j);
      if (close === -1) return undefined;
      i = close + run.length;
      if (src.slice(i - 1, i + 1).includes("\n")) lineStart = true;
    } else if (c === "\\" && (src[i + 1] === "(" || src[i + 1] === "[")) {
      const close = within(src, i + 2, src[i + 1] === "(" ? "\\)" : "\\]");
      if (close === -1) return blankLine.test(src.slice(i)) ? undefined : i;
      i = close + 2;
    } else if (c === "\\") {
      i += 2;
    } else if (c === "$" && src[i + 1] === "$") {
      const close = within(src, i + 2, "$$");
      if (close === -1) return blankLine.test(src.slice(i)) ? undefined : i;
      i = close + 2;
    } else if (c === "$" && opensDollar(src, i) && !/\d/.test(src[i + 1]!)) {
      const close = dollarCloser(src, i + 1, Math.min(src.length, i + scanLimit));
      if (close === -1) return blankLine.test(src.slice(i)) ? undefined : i;
      i = close + 1;
    } else i++;
  }
  return undefined;
}
