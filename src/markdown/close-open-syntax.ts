/**
 * The href given to a link whose destination is still streaming (`[text](https://exa`). The
 * renderer shows its text as a pending link, so nothing moves when the real URL arrives.
 */
export const PENDING_LINK_HREF = "#partkit-pending-link";

const fenceLine = /^[ \t>]*(`{3,}|~{3,})/;
const tableLine = /^ {0,3}\|/;
const partialDelimiterRow = /^ {0,3}\|?[ \t:|-]*$/;
const blockStart = /^[ \t>]*(?:[-*+][ \t]|\d{1,9}[.)][ \t]|#{1,6}[ \t]|\|)/;
// A last line that is (so far) only a block marker: a setext underline or rule in the making,
// a list number, a heading hash run, the start of a fence.
const hiddenLastLine = /^[ \t>]*(?:[-*_+=](?:[ \t]*[-*_+=])*|\d{1,9}[.)]?|#{1,6}|`{1,2}|~{1,2})[ \t]*$/;
const partialTask = /^([ \t>]*(?:[-*+]|\d{1,9}[.)])[ \t]+)\[[ xX]?\]?[ \t]*$/;
const partialAutolink = /<[A-Za-z][A-Za-z0-9+.-]{0,31}(?::[^\s<>]*)?$|<[^\s<>@]+@[^\s<>]*$/;
const partialEntity = /&#?[A-Za-z0-9]{0,31}$/y;
const delimiterCell = /^[ \t]*:?-+:?[ \t]*$/;

function lineStartOf(src: string, index: number): number {
  return src.lastIndexOf("\n", index - 1) + 1;
}

function isWhitespace(c: string | undefined): boolean {
  return c === undefined || c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\u00a0";
}

const punctuation = /[\p{P}\p{S}]/u;
function isPunctuation(c: string | undefined): boolean {
  return c !== undefined && punctuation.test(c);
}

function isAlphanumeric(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

/** State of an unterminated fenced code block at the end of `src`, if any. */
function openFence(src: string): { marker: string; openerStart: number; openerEnd: number } | undefined {
  let fence: { marker: string; openerStart: number; openerEnd: number } | undefined;
  let start = 0;
  while (start <= src.length) {
    let end = src.indexOf("\n", start);
    if (end === -1) end = src.length;
    const match = fenceLine.exec(src.slice(start, Math.min(end, start + 200)));
    if (match) {
      const marker = match[1]!;
      if (!fence) {
        // Backtick fences may not have backticks in their info string.
        if (marker[0] === "~" || !src.slice(start + match[0].length, end).includes("`")) fence = { marker, openerStart: start, openerEnd: end };
      } else if (marker[0] === fence.marker[0] && marker.length >= fence.marker.length && src.slice(start + match[0].length, end).trim() === "") {
        fence = undefined;
      }
    }
    if (end >= src.length) break;
    start = end + 1;
  }
  return fence;
}

function tableCells(line: string): number {
  let body = line.trim();
  if (body.startsWith("|")) body = body.slice(1);
  if (body.endsWith("|") && !body.endsWith("\\|")) body = body.slice(0, -1);
  let cells = 1;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === "\\") i++;
    else if (body[i] === "|") cells++;
  }
  return cells;
}

function isCompleteDelimiterRow(line: string, columns: number): boolean {
  if (tableCells(line) !== columns) return false;
  let body = line.trim();
  if (body.startsWith("|")) body = body.slice(1);
  if (body.endsWith("|")) body = body.slice(0, -1);
  return body.split("|").every((cell) => delimiterCell.test(cell));
}

interface Opener {
  ch: string;
  len: number;
  pos: number;
}

/**
 * How far {@link closeOpenSyntax} goes. The block cache asks for less when the full guess would
 * show characters the source does not have (a closer added to an opener that cannot open).
 *
 * @example
 * closeOpenSyntax("*foo bar *", { closeInlines: false }) // "*foo bar *"
 */
export interface CloseOptions {
  /** Complete `[text` and `[text](https://exa` as pending links. Default true. */
  readonly guessLinks?: boolean;
  /** Close unclosed emphasis, strikethrough, code spans and links at all. Default true. */
  readonly closeInlines?: boolean;
  /** Where a plugin's unclosed construct starts (see `MarkdownPlugin.openAt`): the text from there is left as it is. */
  readonly openAt?: (src: string) => number | undefined;
}

/**
 * Makes the end of a streaming markdown block render the way it will look once complete:
 *
 * - an open code fence stays open (it renders as a code block at once); a half-typed closing
 *   fence and a half-typed info string are hidden;
 * - unclosed `**bold`, `*em*`, `~~del`, `` `code `` are closed; a dangling `**`, `[`, `\`,
 *   `&amp` or `<https:` at the very end is hidden;
 * - `[text](https://exa` becomes a pending link to {@link PENDING_LINK_HREF}; a half image is hidden;
 * - a table header without its delimiter row is hidden, a half delimiter row is completed;
 * - a last line that is only a marker (`-`, `1.`, `##`, `` ` ``, `- [`) is hidden, so a setext
 *   underline or a list never flashes as a paragraph first.
 *
 * Only the end of the string changes, so earlier blocks keep their source.
 *
 * @example
 * closeOpenSyntax("Some **bold te")       // "Some **bold te**"
 * closeOpenSyntax("[docs](https://exa")   // "[docs](#partkit-pending-link)"
 * closeOpenSyntax("```py\nprint(1)\n``")  // "```py\nprint(1)"
 */
export function closeOpenSyntax(src: string, { guessLinks = true, closeInlines = true, openAt }: CloseOptions = {}): string {
  const fence = openFence(src);
  if (fence) {
    if (fence.openerEnd >= src.length) {
      // The info string is still arriving: show an empty block without a language yet.
      return src.slice(0, fence.openerStart) + src.slice(fence.openerStart, fence.openerEnd).replace(/^([ \t>]*(?:`{3,}|~{3,})).*$/, "$1");
    }
    const lastStart = lineStartOf(src, src.length);
    const last = src.slice(lastStart).replace(/^[ \t>]*/, "");
    if (last !== "" && last.length < fence.marker.length && [...last].every((c) => c === fence.marker[0])) {
      return src.slice(0, Math.max(0, lastStart - 1));
    }
    return src;
  }

  let text = src;
  // A last line that is only a marker so far.
  let lastStart = lineStartOf(text, text.length);
  let last = text.slice(lastStart);
  if (last !== "" && hiddenLastLine.test(last)) {
    text = text.slice(0, lastStart);
    lastStart = lineStartOf(text, text.length);
    last = text.slice(lastStart);
  } else {
    const task = partialTask.exec(last);
    if (task) {
      text = text.slice(0, lastStart) + task[1]!;
      last = text.slice(lastStart);
    }
  }

  // Tables: hide a header until its delimiter row starts; complete a half delimiter row.
  const runStart = paragraphStart(text);
  const lines = text.slice(runStart).split("\n");
  const n = lines.length;
  const line = (i: number) => (i >= 0 && i < n ? lines[i]! : undefined);
  const isTable = (s: string | undefined) => s !== undefined && tableLine.test(s);
  const lastLine = line(n - 1)!;
  const prev = line(n - 2);
  const offsetOf = (index: number) => runStart + lines.slice(0, index).reduce((sum, l) => sum + l.length + 1, 0);
  if (isTable(lastLine) && !isTable(prev)) {
    text = text.slice(0, offsetOf(n - 1));
  } else if (prev !== undefined && isTable(prev) && !isTable(line(n - 3)) && partialDelimiterRow.test(lastLine)) {
    const columns = tableCells(prev);
    if (lastLine.trim() === "") text = text.slice(0, offsetOf(n - 2));
    else if (!isCompleteDelimiterRow(lastLine, columns)) text = text.slice(0, offsetOf(n - 1)) + `|${" --- |".repeat(columns)}`;
  }

  if (!closeInlines) return text;
  const from = inlineStart(text);
  const held = openAt?.(text);
  if (held === undefined || held < 0 || held >= text.length) return closeInline(text, from, guessLinks);
  // A plugin's construct is still open: close what comes before it, and leave it as it is.
  return closeInline(text.slice(0, held), Math.min(from, held), guessLinks) + text.slice(held);
}

/** Start of the last paragraph-like run: just after the last blank line. */
function paragraphStart(src: string): number {
  const blank = /\n[ \t>]*\n/g;
  let start = 0;
  for (let m = blank.exec(src); m; m = blank.exec(src)) start = m.index + m[0].length;
  return start;
}

/** Start of the last inline run: the last line that opens a block (list item, heading, table row), or the paragraph start. */
function inlineStart(src: string): number {
  const run = paragraphStart(src);
  let start = src.length;
  while (start > run) {
    const lineStart = lineStartOf(src, start);
    if (blockStart.test(src.slice(lineStart, Math.min(src.length, lineStart + 16)))) return lineStart;
    if (lineStart === 0 || lineStart <= run) break;
    start = lineStart - 1;
  }
  return run;
}

function closeInline(src: string, from: number, guessLinks: boolean): string {
  // Only what opens on the line still being written is closed: an opener on a finished line that
  // nothing closed is, nearly always, a literal character (`` \`not code` ``, `_foo_bar`, a stray
  // `*`), and the final render shows it as one. Closing it would show code or emphasis until the
  // message completes.
  const lastLine = src.lastIndexOf("\n") + 1;
  const stack: Opener[] = [];
  const brackets: { pos: number; image: boolean }[] = [];
  let cut = -1; // hide from here to the end
  let codeOpen: { pos: number; len: number } | undefined;
  let linkOpen: { text: number; paren: number } | undefined;
  let i = from;
  while (i < src.length) {
    const c = src[i]!;
    if (c === "\\") {
      if (i === src.length - 1) {
        cut = i;
        break;
      }
      i += 2;
      continue;
    }
    if (c === "`") {
      let j = i;
      while (j < src.length && src[j] === "`") j++;
      const len = j - i;
      const close = findBacktickRun(src, j, len);
      if (close === -1 && i < lastLine) {
        i = j;
        continue;
      }
      if (close === -1) {
        codeOpen = { pos: i, len };
        break;
      }
      i = close + len;
      continue;
    }
    if (c === "[" || (c === "!" && src[i + 1] === "[")) {
      const image = c === "!";
      const pos = i;
      brackets.push({ pos, image });
      i += image ? 2 : 1;
      continue;
    }
    if (c === "]") {
      const open = brackets.pop();
      if (open && src[i + 1] === "(") {
        const close = findClosingParen(src, i + 2);
        if (close === -1) {
          if (open.image) cut = open.pos;
          else linkOpen = { text: open.pos, paren: i + 2 };
          break;
        }
        i = close + 1;
        continue;
      }
      i++;
      continue;
    }
    if (c === "<") {
      const rest = src.slice(i, i + 300);
      if (rest.length < 300 && partialAutolink.test(rest) && !rest.includes(">")) {
        cut = i;
        break;
      }
      i++;
      continue;
    }
    if (c === "&") {
      partialEntity.lastIndex = i;
      if (partialEntity.test(src)) {
        cut = i;
        break;
      }
    }
    if (c === "*" || c === "_" || c === "~") {
      let j = i;
      while (j < src.length && src[j] === c) j++;
      const len = j - i;
      const before = i > 0 ? src[i - 1] : undefined;
      const after = j < src.length ? src[j] : undefined;
      const left = !isWhitespace(after) && (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before));
      const right = !isWhitespace(before) && (!isPunctuation(before) || isWhitespace(after) || isPunctuation(after));
      const canOpen = c === "_" ? left && (!right || isPunctuation(before)) : left;
      const canClose = c === "_" ? right && (!left || isPunctuation(after)) : right;
      let remaining = len;
      if (canClose) {
        for (let k = stack.length - 1; k >= 0 && remaining > 0; k--) {
          const opener = stack[k]!;
          if (opener.ch !== c) continue;
          const used = Math.min(opener.len, remaining);
          opener.len -= used;
          remaining -= used;
          stack.length = opener.len === 0 ? k : k + 1;
        }
      }
      if (remaining > 0) {
        if (j === src.length && remaining === len) {
          cut = i; // dangling run at the very end
          break;
        }
        if (canOpen && (c !== "~" || remaining <= 2)) stack.push({ ch: c, len: remaining, pos: i });
      }
      i = j;
      continue;
    }
    i++;
  }

  while (stack.length > 0 && stack[0]!.pos < lastLine) stack.shift();
  if (linkOpen && linkOpen.text < lastLine) linkOpen = undefined;
  while (brackets.length > 0 && brackets.at(-1)!.pos < lastLine) brackets.pop();
  let text = src;
  let suffix = "";
  if (cut !== -1) {
    text = src.slice(0, cut);
    dropOpenersFrom(stack, cut);
  } else if (codeOpen) {
    const content = src.slice(codeOpen.pos + codeOpen.len).replace(/`+$/, "");
    if (content.trim() === "") {
      text = src.slice(0, codeOpen.pos);
    } else {
      text = src.slice(0, codeOpen.pos + codeOpen.len) + content;
      suffix = "`".repeat(codeOpen.len);
    }
    dropOpenersFrom(stack, codeOpen.pos);
  } else if (linkOpen && !guessLinks) {
    text = src.slice(0, linkOpen.text);
    dropOpenersFrom(stack, linkOpen.text);
  } else if (linkOpen) {
    const inner = stack.filter((o) => o.pos > linkOpen.text);
    dropOpenersFrom(stack, linkOpen.text);
    text = `${src.slice(0, linkOpen.paren - 2)}${closers(inner)}](${PENDING_LINK_HREF})`;
  } else {
    // An unclosed `[` with text after it is most likely a link on its way.
    const open = brackets.at(-1);
    if (open) {
      const after = src.slice(open.pos + (open.image ? 2 : 1));
      const beforeChar = open.pos > 0 ? src[open.pos - 1] : undefined;
      if (open.image || after.trim() === "" || !guessLinks) {
        text = src.slice(0, open.pos);
        dropOpenersFrom(stack, open.pos);
      } else if (!isAlphanumeric(beforeChar)) {
        const inner = stack.filter((o) => o.pos > open.pos);
        dropOpenersFrom(stack, open.pos);
        text = trimEndKeep(src, (body) => `${body}${closers(inner)}](${PENDING_LINK_HREF})`);
      }
    }
  }
  if (stack.length === 0 && suffix === "") return text;
  return trimEndKeep(text, (body) => `${body}${suffix}${closers(stack)}`);
}

function closers(stack: readonly Opener[]): string {
  let out = "";
  for (let k = stack.length - 1; k >= 0; k--) out += stack[k]!.ch.repeat(stack[k]!.len);
  return out;
}

function dropOpenersFrom(stack: Opener[], pos: number): void {
  while (stack.length > 0 && stack.at(-1)!.pos >= pos) stack.pop();
}

/** Applies `edit` to `text` without its trailing whitespace, then puts the whitespace back. */
function trimEndKeep(text: string, edit: (body: string) => string): string {
  const body = text.replace(/[ \t\n]+$/, "");
  return edit(body) + text.slice(body.length);
}

function findBacktickRun(src: string, from: number, len: number): number {
  let i = src.indexOf("`", from);
  while (i !== -1) {
    let j = i;
    while (j < src.length && src[j] === "`") j++;
    if (j - i === len) return i;
    i = src.indexOf("`", j);
  }
  return -1;
}

function findClosingParen(src: string, from: number): number {
  let depth = 0;
  for (let i = from; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")") {
      if (depth === 0) return i;
      depth--;
    } else if (c === "\n" && src[i + 1] === "\n") return -1;
  }
  return -1;
}
