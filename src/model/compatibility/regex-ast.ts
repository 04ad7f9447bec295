/**
 * A set of UTF-16 code units: `ranges` (inclusive), complemented when `negated`.
 *
 * @example
 * const notSlash: CharSet = { negated: true, ranges: [[47, 47]] };
 */
export interface CharSet {
  readonly negated: boolean;
  readonly ranges: readonly (readonly [number, number])[];
}

/**
 * The regular-expression syntax tree {@link parseRegex} produces.
 *
 * @example
 * const aOrB: RegexNode = { kind: "alt", items: [literalNode("a"), literalNode("b")] };
 */
export type RegexNode =
  | { readonly kind: "chars"; readonly set: CharSet }
  | { readonly kind: "seq"; readonly items: readonly RegexNode[] }
  | { readonly kind: "alt"; readonly items: readonly RegexNode[] }
  | { readonly kind: "repeat"; readonly node: RegexNode; readonly min: number; readonly max: number }
  | { readonly kind: "look"; readonly negated: boolean; readonly node: RegexNode }
  | { readonly kind: "start" }
  | { readonly kind: "end" }
  /** `\b` (or `\B` when `negated`). */
  | { readonly kind: "boundary"; readonly negated: boolean };

/**
 * Thrown when a regular expression uses a feature partkit cannot turn into an automaton.
 *
 * @example
 * parseRegex("(a)\\1"); // throws UnsupportedRegexError: a backreference…
 */
export class UnsupportedRegexError extends Error {
  override readonly name = "UnsupportedRegexError";
}

/**
 * Whether `set` contains the UTF-16 code unit `code`.
 *
 * @example
 * charSetHas({ negated: true, ranges: [[47, 47]] }, 97); // true ("a" is in [^/])
 */
export function charSetHas(set: CharSet, code: number): boolean {
  const inRanges = set.ranges.some(([lo, hi]) => code >= lo && code <= hi);
  return inRanges !== set.negated;
}

/**
 * Every character set used anywhere in `node`, lookaheads included.
 *
 * @example
 * collectCharSets(parseRegex("^a[^/]$")).length; // 2
 */
export function collectCharSets(node: RegexNode, out: CharSet[] = []): CharSet[] {
  switch (node.kind) {
    case "chars":
      out.push(node.set);
      break;
    case "seq":
    case "alt":
      for (const item of node.items) collectCharSets(item, out);
      break;
    case "repeat":
    case "look":
      collectCharSets(node.node, out);
      break;
    case "boundary":
      out.push(WORD_SET);
      break;
    default:
      break;
  }
  return out;
}

const ANYTHING: RegexNode = { kind: "repeat", node: { kind: "chars", set: { negated: true, ranges: [] } }, min: 0, max: Infinity };

/**
 * A node matching the strings that contain a match of `node` somewhere, as `RegExp#test`
 * finds it (`^` and `$` keep meaning the start and end of the whole input).
 *
 * @example
 * searched(parseRegex("a|^b")); // matches "xa" and "bx" but not "xb"
 */
export function searched(node: RegexNode): RegexNode {
  // "^…$" at the top level already pins the match to the whole input; wrapping it would only
  // make the automaton bigger.
  if (node.kind === "seq" && node.items[0]?.kind === "start" && node.items[node.items.length - 1]?.kind === "end") return node;
  return { kind: "seq", items: [ANYTHING, node, ANYTHING] };
}

/**
 * A node matching exactly the string `text`.
 *
 * @example
 * literalNode("/a"); // seq of "/" and "a"
 */
export function literalNode(text: string): RegexNode {
  return { kind: "seq", items: Array.from({ length: text.length }, (_, i) => single(text.charCodeAt(i))) };
}

const MAX_UNIT = 0xffff;
const DIGIT: readonly [number, number][] = [[48, 57]];
const WORD: readonly [number, number][] = [[48, 57], [65, 90], [95, 95], [97, 122]];
const SPACE: readonly [number, number][] = [
  [9, 13], [32, 32], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029],
  [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
];
/**
 * `\w`: the characters `\b` tells apart.
 *
 * @example
 * charSetHas(WORD_SET, "_".charCodeAt(0)); // true
 */
export const WORD_SET: CharSet = { negated: false, ranges: WORD };
const LINE_TERMINATORS: readonly [number, number][] = [[10, 10], [13, 13], [0x2028, 0x2029]];
const ESCAPE_CLASSES: Record<string, CharSet> = {
  d: { negated: false, ranges: DIGIT },
  D: { negated: true, ranges: DIGIT },
  w: { negated: false, ranges: WORD },
  W: { negated: true, ranges: WORD },
  s: { negated: false, ranges: SPACE },
  S: { negated: true, ranges: SPACE },
};
const CONTROL_ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, v: 11, f: 12 };

function single(code: number): RegexNode {
  return { kind: "chars", set: { negated: false, ranges: [[code, code]] } };
}

function complement(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of sorted) {
    if (lo > next) out.push([next, lo - 1]);
    next = Math.max(next, hi + 1);
  }
  if (next <= MAX_UNIT) out.push([next, MAX_UNIT]);
  return out;
}

/**
 * Parses the source of a JavaScript regular expression (no flags, non-unicode mode with its
 * Annex B readings: literal braces, legacy octal and identity escapes) into a {@link RegexNode}. Covers what picomatch emits: groups, alternation,
 * classes, escapes, greedy and lazy quantifiers, `^`, `$`, `\b`, `\B` and lookaheads.
 * Backreferences and lookbehinds throw {@link UnsupportedRegexError}.
 *
 * @example
 * parseRegex("^(?:a|b)*$");
 */
export function parseRegex(source: string): RegexNode {
  let at = 0;
  const { groups, named } = countGroups(source);
  const peek = () => source[at];
  const fail = (what: string): never => {
    throw new UnsupportedRegexError(`${what} at offset ${at} of /${source}/`);
  };

  function alternation(): RegexNode {
    const items = [sequence()];
    while (peek() === "|") {
      at++;
      items.push(sequence());
    }
    return items.length === 1 ? (items[0] as RegexNode) : { kind: "alt", items };
  }

  function sequence(): RegexNode {
    const items: RegexNode[] = [];
    while (at < source.length && peek() !== "|" && peek() !== ")") items.push(quantified(atom()));
    return items.length === 1 ? (items[0] as RegexNode) : { kind: "seq", items };
  }

  function quantified(node: RegexNode): RegexNode {
    for (;;) {
      const c = peek();
      let min: number;
      let max: number;
      if (c === "*") [min, max] = [0, Infinity];
      else if (c === "+") [min, max] = [1, Infinity];
      else if (c === "?") [min, max] = [0, 1];
      else if (c === "{") {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
        if (!m) return node;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
        if (min > 256 || (max !== Infinity && max > 256)) fail("a repeat count above 256");
        at += m[0].length - 1;
      } else return node;
      at++;
      if (peek() === "?") at++;
      node = { kind: "repeat", node, min, max };
    }
  }

  function atom(): RegexNode {
    const c = source[at++] as string;
    switch (c) {
      case "(":
        return group();
      case "[":
        return { kind: "chars", set: charClass() };
      case ".":
        return { kind: "chars", set: { negated: true, ranges: LINE_TERMINATORS } };
      case "^":
        return { kind: "start" };
      case "$":
        return { kind: "end" };
      case "\\":
        return escape();
      case "*":
      case "+":
      case "?":
        return fail("a quantifier with nothing to repeat");
      default:
        return single(c.charCodeAt(0));
    }
  }

  function group(): RegexNode {
    let look: boolean | undefined;
    if (peek() === "?") {
      const kind = source.slice(at, at + 3);
      if (kind.startsWith("?:")) at += 2;
      else if (kind.startsWith("?=") || kind.startsWith("?!")) {
        look = kind[1] === "!";
        at += 2;
      } else if (kind === "?<=" || kind === "?<!") fail("a lookbehind");
      else if (kind.startsWith("?<")) {
        const close = source.indexOf(">", at);
        if (close < 0) fail("an unterminated group name");
        at = close + 1;
      } else fail("an unknown group");
    }
    const inner = alternation();
    if (source[at++] !== ")") fail("an unterminated group");
    return look === undefined ? inner : { kind: "look", negated: look, node: inner };
  }

  function escape(): RegexNode {
    const c = source[at];
    if (c === undefined) return fail("a trailing backslash");
    const set = ESCAPE_CLASSES[c];
    if (set) {
      at++;
      return { kind: "chars", set };
    }
    if (c === "b" || c === "B") {
      at++;
      return { kind: "boundary", negated: c === "B" };
    }
    if (/[1-9]/.test(c)) {
      const digits = /^\d+/.exec(source.slice(at))?.[0] ?? c;
      if (Number(digits) <= groups) fail("a backreference");
    }
    if (c === "k" && named) fail("a named backreference");
    return single(escapedCode());
  }

  // Reads the escape after a backslash (at points past the backslash) and returns its code unit,
  // with Annex B's legacy readings: octal escapes, and identity escapes for malformed \x, \u, \c.
  function escapedCode(inClass = false): number {
    const c = source[at++] as string;
    if (c in CONTROL_ESCAPES) return CONTROL_ESCAPES[c] as number;
    if (inClass && c === "b") return 8;
    if (/[0-7]/.test(c)) {
      const octal = /^[0-3]?[0-7]{0,2}/.exec(source.slice(at - 1))?.[0] ?? c;
      const digits = octal.length > 1 && Number.parseInt(octal, 8) > 255 ? octal.slice(0, 2) : octal;
      at += digits.length - 1;
      return Number.parseInt(digits, 8);
    }
    if (c === "c") {
      const letter = source[at] ?? "";
      if (/[A-Za-z]/.test(letter) || (inClass && /[0-9_]/.test(letter))) return (source.charCodeAt(at++) as number) % 32;
      // "\c" without a control letter is a literal backslash followed by "c".
      at--;
      return 92;
    }
    const hex = c === "x" ? /^[0-9A-Fa-f]{2}/.exec(source.slice(at)) : c === "u" ? /^[0-9A-Fa-f]{4}/.exec(source.slice(at)) : null;
    if (hex) {
      at += hex[0].length;
      return Number.parseInt(hex[0], 16);
    }
    return c.charCodeAt(0);
  }

  function charClass(): CharSet {
    const negated = peek() === "^";
    if (negated) at++;
    const ranges: [number, number][] = [];
    const classAtom = (): number | readonly (readonly [number, number])[] => {
      const c = source[at++];
      if (c === undefined) return fail("an unterminated class");
      if (c !== "\\") return c.charCodeAt(0);
      const next = source[at];
      const set = next === undefined ? undefined : ESCAPE_CLASSES[next];
      if (set) {
        at++;
        return set.negated ? complement(set.ranges) : set.ranges;
      }
      return escapedCode(true);
    };
    while (peek() !== "]") {
      const first = classAtom();
      if (typeof first === "number" && peek() === "-" && source[at + 1] !== "]" && source[at + 1] !== undefined) {
        at++;
        const second = classAtom();
        if (typeof second === "number") {
          if (second < first) fail("an out-of-order range");
          ranges.push([first, second]);
          continue;
        }
        ranges.push([first, first], [45, 45], ...second.map(([lo, hi]): [number, number] => [lo, hi]));
        continue;
      }
      if (typeof first === "number") ranges.push([first, first]);
      else ranges.push(...first.map(([lo, hi]): [number, number] => [lo, hi]));
    }
    at++;
    return { negated, ranges };
  }

  const node = alternation();
  if (at !== source.length) fail("an unbalanced ')'");
  return node;
}

// Annex B reads "\\N" as a backreference only when the regex has at least N capturing groups.
function countGroups(source: string): { groups: number; named: boolean } {
  let groups = 0;
  let named = false;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") {
      if (source[i + 1] !== "?") groups++;
      else if (source[i + 2] === "<" && source[i + 3] !== "=" && source[i + 3] !== "!") {
        groups++;
        named = true;
      }
    }
  }
  return { groups, named };
}
