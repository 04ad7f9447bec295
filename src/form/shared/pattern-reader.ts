// Reads ECMAScript regular-expression syntax (what JSON Schema's `pattern` holds) into terms: the
// character sets, groups, assertions and repeats that ecma-pattern.ts writes out for RE2.

/**
 * Why a schema pattern is not run, as the end of a sentence ("This field's pattern ___, so the
 * value can't be accepted."). `construct` names what in the pattern caused it.
 *
 * @example
 * const refusal: PatternRefusal = { construct: "lookahead", reason: "uses a lookahead (?=…), which can't be checked safely" };
 */
export interface PatternRefusal {
  readonly construct: "lookahead" | "lookbehind" | "backreference" | "inline flags" | "unicode property" | "size" | "syntax";
  readonly reason: string;
}

/** RE2's largest repeat count (`x{1000}`); ECMAScript has none. */
const MAX_REPEAT = 1000;
/**
 * The last Unicode code point, the top of every complement.
 *
 * @example
 * complement([[0, MAX_CODE_POINT]]) // []
 */
export const MAX_CODE_POINT = 0x10ffff;

/**
 * Code point ranges, both ends included.
 *
 * @example
 * const digits: Ranges = [[0x30, 0x39]];
 */
export type Ranges = [number, number][];
const LINE_TERMINATORS: Ranges = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];
// ECMA-262 WhiteSpace and LineTerminator: what `\s` matches (RE2's `\s` is ASCII only, without \v).
const WHITE_SPACE: Ranges = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const DIGITS: Ranges = [[0x30, 0x39]];
const WORD: Ranges = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];

/**
 * The code points not in `ranges`.
 *
 * @example
 * complement([[0x30, 0x39]]) // [[0, 0x2f], [0x3a, 0x10ffff]]
 */
export function complement(ranges: Ranges): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Ranges = [];
  let next = 0;
  for (const [lo, hi] of sorted) {
    if (lo > next) out.push([next, lo - 1]);
    next = Math.max(next, hi + 1);
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

const generalCategories: Record<string, string> = {
  Letter: "L", Cased_Letter: "LC", Uppercase_Letter: "Lu", Lowercase_Letter: "Ll", Titlecase_Letter: "Lt", Modifier_Letter: "Lm", Other_Letter: "Lo",
  Mark: "M", Combining_Mark: "M", Nonspacing_Mark: "Mn", Spacing_Mark: "Mc", Enclosing_Mark: "Me",
  Number: "N", Decimal_Number: "Nd", digit: "Nd", Letter_Number: "Nl", Other_Number: "No",
  Punctuation: "P", punct: "P", Connector_Punctuation: "Pc", Dash_Punctuation: "Pd", Open_Punctuation: "Ps", Close_Punctuation: "Pe", Initial_Punctuation: "Pi", Final_Punctuation: "Pf", Other_Punctuation: "Po",
  Symbol: "S", Math_Symbol: "Sm", Currency_Symbol: "Sc", Modifier_Symbol: "Sk", Other_Symbol: "So",
  Separator: "Z", Space_Separator: "Zs", Line_Separator: "Zl", Paragraph_Separator: "Zp",
  Other: "C", Control: "Cc", cntrl: "Cc", Format: "Cf", Surrogate: "Cs", Private_Use: "Co", Unassigned: "Cn",
};

/**
 * A class item RE2 resolves itself, kept as its RE2 text and as written in the pattern.
 *
 * @example
 * const greek: Property = { re2: "\\p{Greek}", source: "\\p{Script=Greek}" };
 */
export interface Property {
  readonly re2: string;
  readonly source: string;
}

/**
 * One character set: explicit ranges plus Unicode properties, maybe negated (`[^…]`, `\\D`).
 *
 * @example
 * const notDigit: CharSet = { ranges: [[0x30, 0x39]], properties: [], negated: true };
 */
export interface CharSet {
  readonly ranges: Ranges;
  readonly properties: readonly Property[];
  readonly negated: boolean;
}

/**
 * What a term repeats: a character set (a literal is a set of one), a group of alternatives, or
 * an assertion RE2 spells the same.
 *
 * @example
 * const start: Atom = { kind: "assert", re2: "^" };
 */
export type Atom =
  | { readonly kind: "set"; readonly set: CharSet }
  | { readonly kind: "group"; readonly alternatives: Term[][] }
  | { readonly kind: "assert"; readonly re2: "^" | "$" | "\\b" | "\\B" };

/**
 * An atom and how many times it repeats (`max` is `Infinity` for `*`, `+` and `{n,}`).
 *
 * @example
 * const letters: Term = { atom: { kind: "set", set: { ranges: [[0x61, 0x7a]], properties: [], negated: false } }, min: 1, max: Infinity, lazy: false };
 */
export interface Term {
  readonly atom: Atom;
  readonly min: number;
  readonly max: number; // Infinity when unbounded
  readonly lazy: boolean;
}

/**
 * Thrown while reading a pattern RE2 can't run; carries the reason.
 *
 * @example
 * try { new Reader("(?=a)", true, 0, false).parse(); } catch (e) { if (e instanceof Refused) e.refusal.construct; } // "lookahead"
 */
export class Refused extends Error {
  constructor(readonly refusal: PatternRefusal) {
    super(refusal.reason);
  }
}

const refuse = (construct: PatternRefusal["construct"], reason: string): never => {
  throw new Refused({ construct, reason });
};

/**
 * Reads a pattern that the platform has already accepted as an ECMAScript regular expression
 * (with the `u` flag when `unicode`, else with Annex B's lenient rules), into terms RE2 can run.
 * Throws {@link Refused} for what RE2 can't express (lookaround, backreferences, inline flags,
 * repeats over 1000) and `SyntaxError` for what it doesn't understand.
 *
 * @example
 * new Reader("^a+$", true, 0, false).parse() // [[{ atom: ^ }, { atom: a, min: 1, max: Infinity }, { atom: $ }]]
 */
export class Reader {
  private i = 0;
  private readonly chars: string[];
  constructor(
    source: string,
    private readonly unicode: boolean,
    private readonly groupCount: number,
    private readonly namedGroups: boolean,
  ) {
    // Code points, so a literal astral character is one atom (as with the `u` flag).
    this.chars = Array.from(source);
  }

  parse(): Term[][] {
    const alternatives = this.alternatives();
    if (this.i < this.chars.length) throw new SyntaxError(`unexpected ${this.chars[this.i]}`);
    return alternatives;
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.i + offset];
  }

  private alternatives(): Term[][] {
    const out: Term[][] = [this.sequence()];
    while (this.peek() === "|") {
      this.i++;
      out.push(this.sequence());
    }
    return out;
  }

  private sequence(): Term[] {
    const terms: Term[] = [];
    for (let c = this.peek(); c !== undefined && c !== "|" && c !== ")"; c = this.peek()) {
      const atom = this.atom();
      const term = this.quantified(atom);
      terms.push(term);
    }
    return terms;
  }

  private quantified(atom: Atom): Term {
    const c = this.peek();
    let min = 1;
    let max = 1;
    if (c === "*") [min, max] = [0, Infinity];
    else if (c === "+") [min, max] = [1, Infinity];
    else if (c === "?") [min, max] = [0, 1];
    else if (c === "{") {
      // Read `{n}`, `{n,}` or `{n,m}` as far as it goes: a brace that doesn't close one is a
      // literal (Annex B), and scanning on to a later `}` would make `{{{{…` quadratic.
      const digits = (from: number) => {
        let to = from;
        while (/[0-9]/.test(this.chars[to] ?? "")) to++;
        return to;
      };
      const minEnd = digits(this.i + 1);
      if (minEnd === this.i + 1) return { atom, min, max, lazy: false };
      let end = minEnd;
      let maxText: string | undefined;
      if (this.chars[end] === ",") {
        const maxEnd = digits(end + 1);
        maxText = this.chars.slice(end + 1, maxEnd).join("");
        end = maxEnd;
      }
      if (this.chars[end] !== "}") return { atom, min, max, lazy: false };
      min = Number(this.chars.slice(this.i + 1, minEnd).join(""));
      max = maxText === undefined ? min : maxText === "" ? Infinity : Number(maxText);
      if (min > MAX_REPEAT || (max !== Infinity && max > MAX_REPEAT)) refuse("size", `repeats a part more than ${MAX_REPEAT} times, which can't be checked safely`);
      this.i = end;
    } else return { atom, min, max, lazy: false };
    this.i++;
    const lazy = this.peek() === "?";
    if (lazy) this.i++;
    return { atom, min, max, lazy };
  }

  private atom(): Atom {
    const c = this.chars[this.i++]!;
    switch (c) {
      case "^":
      case "$":
        return { kind: "assert", re2: c };
      case ".":
        return { kind: "set", set: { ranges: LINE_TERMINATORS, properties: [], negated: true } };
      case "[":
        return { kind: "set", set: this.characterClass() };
      case "(":
        return this.group();
      case "\\":
        return this.escape();
      default:
        return literal(c.codePointAt(0)!);
    }
  }

  private group(): Atom {
    if (this.peek() === "?") {
      const next = this.peek(1);
      const after = this.peek(2);
      if (next === "=") refuse("lookahead", "uses a lookahead (?=…), which can't be checked safely");
      if (next === "!") refuse("lookahead", "uses a negative lookahead (?!…), which can't be checked safely");
      if (next === "<" && after === "=") refuse("lookbehind", "uses a lookbehind (?<=…), which can't be checked safely");
      if (next === "<" && after === "!") refuse("lookbehind", "uses a negative lookbehind (?<!…), which can't be checked safely");
      if (next === ":") this.i += 2;
      else if (next === "<") {
        const close = this.chars.indexOf(">", this.i);
        this.i = close + 1;
      } else refuse("inline flags", "uses inline flags like (?i:…), which can't be checked safely");
    }
    const alternatives = this.alternatives();
    if (this.chars[this.i++] !== ")") throw new SyntaxError("unterminated group");
    return { kind: "group", alternatives };
  }

  private escape(): Atom {
    const c = this.chars[this.i++];
    if (c === undefined) throw new SyntaxError("trailing backslash");
    if (c === "b") return { kind: "assert", re2: "\\b" };
    if (c === "B") return { kind: "assert", re2: "\\B" };
    if (/[1-9]/.test(c)) {
      let digits = c;
      while (/[0-9]/.test(this.peek() ?? "")) digits += this.chars[this.i++];
      if (this.unicode || Number(digits) <= this.groupCount) refuse("backreference", `uses a backreference (\\${digits}), which can't be checked safely`);
      // Annex B: not a group number, so a legacy octal escape or the digit itself.
      this.i -= digits.length - 1;
      return literal(this.legacyOctal(c));
    }
    if (c === "k" && (this.unicode || this.namedGroups)) refuse("backreference", "uses a named backreference (\\k<…>), which can't be checked safely");
    const set = this.classEscape(c);
    if (set) return { kind: "set", set };
    return literal(this.characterEscape(c, false));
  }

  /** `\d \D \w \W \s \S` and, with `u`, `\p{…} \P{…}`; undefined for other escapes. */
  private classEscape(c: string): CharSet | undefined {
    switch (c) {
      case "d":
        return { ranges: DIGITS, properties: [], negated: false };
      case "D":
        return { ranges: DIGITS, properties: [], negated: true };
      case "w":
        return { ranges: WORD, properties: [], negated: false };
      case "W":
        return { ranges: WORD, properties: [], negated: true };
      case "s":
        return { ranges: WHITE_SPACE, properties: [], negated: false };
      case "S":
        return { ranges: WHITE_SPACE, properties: [], negated: true };
      case "p":
      case "P": {
        if (!this.unicode) return undefined;
        const close = this.chars.indexOf("}", this.i);
        const body = this.chars.slice(this.i + 1, close).join("");
        this.i = close + 1;
        return { ranges: [], properties: [unicodeProperty(body, c === "P")], negated: false };
      }
      default:
        return undefined;
    }
  }

  /** The code point of a character escape (after the backslash); `inClass` reads `\b` and `\-`. */
  private characterEscape(c: string, inClass: boolean): number {
    switch (c) {
      case "t":
        return 0x09;
      case "n":
        return 0x0a;
      case "v":
        return 0x0b;
      case "f":
        return 0x0c;
      case "r":
        return 0x0d;
      case "0":
        if (!this.unicode && /[0-7]/.test(this.peek() ?? "")) return this.legacyOctal(c);
        return 0;
      case "c": {
        const letter = this.peek() ?? "";
        if (/[A-Za-z]/.test(letter) || (!this.unicode && inClass && /[0-9_]/.test(letter))) {
          this.i++;
          return letter.charCodeAt(0) % 32;
        }
        // Annex B: a lone `\c` is a backslash followed by "c".
        this.i--;
        return 0x5c;
      }
      case "x": {
        const hex = this.chars.slice(this.i, this.i + 2).join("");
        if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
          this.i += 2;
          return parseInt(hex, 16);
        }
        return 0x78;
      }
      case "u":
        return this.unicodeEscape();
      default:
        if (inClass && c === "b") return 0x08;
        if (!this.unicode && /[1-7]/.test(c)) return this.legacyOctal(c);
        // An identity escape: the character itself (`\/`, `\.`, and under Annex B `\_` or `\a`).
        return c.codePointAt(0)!;
    }
  }

  private unicodeEscape(): number {
    if (this.unicode && this.peek() === "{") {
      const close = this.chars.indexOf("}", this.i);
      const value = parseInt(this.chars.slice(this.i + 1, close).join(""), 16);
      this.i = close + 1;
      return value;
    }
    const hex = this.chars.slice(this.i, this.i + 4).join("");
    if (!/^[0-9A-Fa-f]{4}$/.test(hex)) return 0x75;
    this.i += 4;
    const unit = parseInt(hex, 16);
    // With `u`, an escaped surrogate pair is one code point.
    if (this.unicode && unit >= 0xd800 && unit <= 0xdbff && this.peek() === "\\" && this.peek(1) === "u") {
      const low = this.chars.slice(this.i + 2, this.i + 6).join("");
      const lowUnit = /^[0-9A-Fa-f]{4}$/.test(low) ? parseInt(low, 16) : -1;
      if (lowUnit >= 0xdc00 && lowUnit <= 0xdfff) {
        this.i += 6;
        return (unit - 0xd800) * 0x400 + (lowUnit - 0xdc00) + 0x10000;
      }
    }
    return unit;
  }

  /** Annex B's `\1`…`\377` outside a backreference: up to three octal digits, at most 0o377. */
  private legacyOctal(first: string): number {
    let digits = first;
    while (digits.length < 3 && /[0-7]/.test(this.peek() ?? "") && parseInt(digits + this.peek()!, 8) <= 0o377) digits += this.chars[this.i++];
    if (!/^[0-7]+$/.test(digits)) return first.codePointAt(0)!;
    return parseInt(digits, 8);
  }

  private characterClass(): CharSet {
    const negated = this.peek() === "^";
    if (negated) this.i++;
    const ranges: Ranges = [];
    const properties: Property[] = [];
    const add = (set: CharSet) => {
      // A negated escape inside a class (`[\S]`, `[a\W]`) is its complement's ranges.
      if (set.negated) ranges.push(...complement(set.ranges));
      else ranges.push(...set.ranges);
      properties.push(...set.properties);
    };
    // One class atom: a code point, or a set for a class escape.
    const classAtom = (): number | CharSet => {
      const c = this.chars[this.i++];
      if (c === undefined) throw new SyntaxError("unterminated class");
      if (c !== "\\") return c.codePointAt(0)!;
      const e = this.chars[this.i++]!;
      const set = this.classEscape(e);
      if (set) return set;
      if (e === "-") return 0x2d;
      return this.characterEscape(e, true);
    };
    while (this.peek() !== "]") {
      const from = classAtom();
      if (this.peek() === "-" && this.peek(1) !== "]" && this.peek(1) !== undefined) {
        this.i++;
        const to = classAtom();
        if (typeof from === "number" && typeof to === "number") {
          ranges.push([from, to]);
          continue;
        }
        // Annex B: `[\w-z]` is \w, "-" and "z".
        for (const end of [from, 0x2d, to]) {
          if (typeof end === "number") ranges.push([end, end]);
          else add(end);
        }
        continue;
      }
      if (typeof from === "number") ranges.push([from, from]);
      else add(from);
    }
    this.i++;
    return { ranges, properties, negated };
  }
}

function literal(codePoint: number): Atom {
  return { kind: "set", set: { ranges: [[codePoint, codePoint]], properties: [], negated: false } };
}

function unicodeProperty(body: string, negated: boolean): Property {
  const source = `\\${negated ? "P" : "p"}{${body}}`;
  const [name, value] = body.includes("=") ? body.split("=") : [undefined, body];
  let re2: string;
  if (name === "General_Category" || name === "gc") re2 = generalCategories[value!] ?? value!;
  else if (name === "Script" || name === "sc") re2 = value!;
  else if (name !== undefined) return refuse("unicode property", `uses the Unicode property ${source}, which can't be checked safely`);
  else if (value === "ASCII") re2 = "ASCII";
  else re2 = generalCategories[value!] ?? value!;
  if (re2 === "ASCII") return { re2: negated ? "\\x{80}-\\x{10FFFF}" : "\\x{0}-\\x{7F}", source };
  return { re2: `\\${negated ? "P" : "p"}{${re2}}`, source };
}

/**
 * Capturing groups in a pattern, and whether any is named: Annex B reads `\\1` as a backreference
 * only up to the group count, and `\\k` as one only with named groups.
 *
 * @example
 * countGroups("(a)(?<b>c)(?:d)") // { count: 2, named: true }
 */
export function countGroups(source: string): { count: number; named: boolean } {
  let count = 0;
  let named = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") {
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
    } else if (c === "(" && (source[i + 1] !== "?" || (source[i + 2] === "<" && source[i + 3] !== "=" && source[i + 3] !== "!"))) {
      count++;
      if (source[i + 1] === "?") named = true;
    }
  }
  return { count, named };
}

