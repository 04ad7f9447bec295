import { complement, countGroups, MAX_CODE_POINT, Reader, Refused, type CharSet, type PatternRefusal, type Term } from "./pattern-reader";

export type { PatternRefusal } from "./pattern-reader";

/**
 * An ECMAScript pattern rewritten for RE2's syntax (`re2`), or why it can't be. `nativeSafe` says
 * whether a backtracking engine (`new RegExp`) also runs it in linear time, which only matters
 * where code outside partkit runs the pattern natively (RJSF's `patternProperties` lookups).
 *
 * @example
 * const t: TranslatedPattern = { re2: "^[a-z]+$", nativeSafe: true };
 */
export type TranslatedPattern = { readonly re2: string; readonly nativeSafe: boolean } | { readonly refused: PatternRefusal };

const hex = (n: number) => `\\x{${n.toString(16)}}`;
const plain = (n: number) => ((n >= 0x30 && n <= 0x39) || (n >= 0x41 && n <= 0x5a) || (n >= 0x61 && n <= 0x7a) ? String.fromCharCode(n) : hex(n));

function emitSet(set: CharSet): string {
  if (!set.negated && set.properties.length === 0 && set.ranges.length === 1 && set.ranges[0]![0] === set.ranges[0]![1]) return plain(set.ranges[0]![0]);
  const items = set.ranges.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).concat(set.properties.map((p) => p.re2));
  // An empty class: `[]` matches nothing, `[^]` anything.
  if (items.length === 0) return set.negated ? `[${hex(0)}-${hex(MAX_CODE_POINT)}]` : `[^${hex(0)}-${hex(MAX_CODE_POINT)}]`;
  return `[${set.negated ? "^" : ""}${items.join("")}]`;
}

function emit(alternatives: Term[][]): string {
  return alternatives.map((terms) => terms.map(emitTerm).join("")).join("|");
}

function emitTerm(term: Term): string {
  const { atom, min, max, lazy } = term;
  const body = atom.kind === "set" ? emitSet(atom.set) : atom.kind === "group" ? `(?:${emit(atom.alternatives)})` : atom.re2;
  if (min === 1 && max === 1) return body;
  // RE2 rejects a repeated assertion; it is the assertion itself (min ≥ 1) or nothing.
  if (atom.kind === "assert") return min === 0 ? "" : body;
  const q = min === 0 && max === Infinity ? "*" : min === 1 && max === Infinity ? "+" : min === 0 && max === 1 ? "?" : max === Infinity ? `{${min},}` : min === max ? `{${min}}` : `{${min},${max}}`;
  return `${body}${q}${lazy ? "?" : ""}`;
}

// Whether two sets can share a character; sets with Unicode properties are assumed to.
function overlaps(a: CharSet, b: CharSet): boolean {
  if (a.properties.length > 0 || b.properties.length > 0) return true;
  const sorted = (set: CharSet) => (set.negated ? complement(set.ranges) : [...set.ranges].sort((x, y) => x[0] - y[0]));
  const [ra, rb] = [sorted(a), sorted(b)];
  // Both sorted by start: walk them together, always moving past the range that ends first.
  for (let i = 0, j = 0; i < ra.length && j < rb.length; ) {
    const [lo, hi] = ra[i]!;
    const [lo2, hi2] = rb[j]!;
    if (lo <= hi2 && lo2 <= hi) return true;
    if (hi < hi2) i++;
    else j++;
  }
  return false;
}

/**
 * Whether `new RegExp` runs the pattern in linear time: a single start-anchored sequence of
 * characters and classes, where every optional or repeated one is followed by a required one it
 * can't share a character with (or by the end). Backtracking then gives up each repeat after one
 * comparison, and the `^` stops retries at later positions. Anything else is treated as unsafe.
 */
function isNativeSafe(alternatives: Term[][]): boolean {
  if (alternatives.length !== 1) return false;
  const terms = alternatives[0]!;
  if (terms[0]?.atom.kind !== "assert" || terms[0].atom.re2 !== "^" || terms[0].min !== 1) return false;
  for (let k = 1; k < terms.length; k++) {
    const term = terms[k]!;
    const last = k === terms.length - 1;
    if (term.atom.kind === "group") return false;
    if (term.atom.kind === "assert") {
      if (!(last && term.atom.re2 === "$" && term.min === 1 && term.max === 1)) return false;
      continue;
    }
    if (term.min === term.max) continue;
    const next = terms[k + 1];
    if (next === undefined) continue;
    if (next.atom.kind === "assert" && next.atom.re2 === "$") continue;
    if (next.atom.kind !== "set" || next.min !== next.max || next.min === 0 || overlaps(term.atom.set, next.atom.set)) return false;
  }
  return true;
}

// Taken at load: @cfworker/json-schema's validation swaps the global for partkit's own (see withLinearRegExp).
const NativeRegExp = RegExp;

function compiles(source: string, flags: string): boolean {
  try {
    // Compiling only parses; nothing is matched, so this can't backtrack.
    new NativeRegExp(source, flags);
    return true;
  } catch {
    return false;
  }
}

/**
 * Rewrites an ECMAScript regular expression (a JSON Schema `pattern`) into RE2 syntax with the
 * same meaning, or says why it can't. It is read with the `u` flag's rules, as JSON Schema asks;
 * a pattern only valid without the flag (`\_`, a lone `{`) is read with the legacy ones. Meanings
 * RE2 spells differently are spelled out: `\s`, `.`, `\d`, `\w`, `[^]`, `\cX`, `\u{…}` and
 * surrogate pairs, `\p{Script=…}`. Refused: lookahead and lookbehind, backreferences, inline flags
 * (`(?i:…)`), repeat counts over 1000, and invalid patterns.
 *
 * @example
 * translatePattern("^\\s*\\d+$")  // { re2: "^[\\x{9}-\\x{d}\\x{20}…\\x{feff}]*[\\x{30}-\\x{39}]+$", nativeSafe: false }
 * translatePattern("^(?=a)")      // { refused: { construct: "lookahead", reason: "uses a lookahead (?=…), …" } }
 */
export function translatePattern(source: string): TranslatedPattern {
  const unicode = compiles(source, "u");
  if (!unicode && !compiles(source, "")) return { refused: { construct: "syntax", reason: "is not a valid regular expression" } };
  const { count, named } = countGroups(source);
  try {
    const alternatives = new Reader(source, unicode, count, named).parse();
    // Without the `u` flag (as RJSF compiles it) `\p{L}`, `\u{…}` and astral characters mean
    // something else, so only patterns free of them may be run natively.
    const sameWithoutU = !/\\[pP]|\\u\{|[\u{10000}-\u{10FFFF}]/u.test(source);
    return { re2: emit(alternatives), nativeSafe: sameWithoutU && isNativeSafe(alternatives) };
  } catch (error) {
    if (error instanceof Refused) return { refused: error.refusal };
    return { refused: { construct: "syntax", reason: "is not a valid regular expression" } };
  }
}
