import { RE2JS } from "re2js";
import { translatePattern, type PatternRefusal } from "./ecma-pattern";

/**
 * Largest compiled pattern partkit runs, in RE2 instructions (`^[a-z]+$` is 6, a full URI
 * pattern about 660). Matching costs up to input length × instructions, so bigger ones are
 * refused as too large.
 *
 * @example
 * patternRefusal("(?:a?){400}a{400}") // "is too large to check safely" (over 1,000 instructions)
 */
export const MAX_PATTERN_PROGRAM = 1000;

/**
 * Most work one pattern check may do, so that no value costs more than a frame: a check of `n`
 * characters against a pattern of `m` RE2 instructions counts `n × m`, and `n × m × m / 75` once
 * `m` passes 75 (RE2JS's lazy DFA builds a state of up to `m` instructions per character on the
 * worst patterns, like `(?:a|b)*a(?:a|b){200}$` or `(?:a?){300}a{300}`). The worst patterns
 * measured at this budget take about 8 ms in Node. So `^[a-z]+$` checks values up to 30,000
 * characters, a 300-instruction pattern about 150. Longer values fail with "too long to check
 * against the field's pattern".
 *
 * @example
 * (linearPattern("^[a-z]+$") as { maxInput: number }).maxInput // 30000 (6 instructions)
 */
export const MAX_PATTERN_WORK = 180_000;
const QUADRATIC_FROM = 75;

/**
 * A pattern compiled for linear-time matching, or the reason it is refused.
 *
 * @example
 * const p = linearPattern("^[a-z]+$");
 * if (!("refused" in p)) p.test("abc"); // true
 */
export type LinearPattern =
  | {
      /** Whether the pattern occurs in `value` (as `RegExp.prototype.test`); false for values over `maxInput`. */
      readonly test: (value: string) => boolean;
      /** Longest value checked (shorter for bigger patterns). */
      readonly maxInput: number;
      /** Whether `new RegExp(source)` also runs in linear time (see `translatePattern`). */
      readonly nativeSafe: boolean;
    }
  | { readonly refused: PatternRefusal };

const LINEAR_ONLY_MARKER = "(?!)partkit-linear:";

/**
 * A `patternProperties` key that the platform's `new RegExp` never matches (it starts with the
 * empty negative lookahead `(?!)`, so no name costs more than one comparison a position) but
 * {@link linearPattern} reads as `pattern`. The pattern follows in hex, so the key is valid even
 * when the pattern isn't.
 *
 * @example
 * linearOnlyKey("^a*b$") // "(?!)partkit-linear:005e0061002a00620024"
 */
export function linearOnlyKey(pattern: string): string {
  let hex = "";
  for (let i = 0; i < pattern.length; i++) hex += pattern.charCodeAt(i).toString(16).padStart(4, "0");
  return `${LINEAR_ONLY_MARKER}${hex}`;
}

function fromLinearOnlyKey(source: string): string {
  if (!source.startsWith(LINEAR_ONLY_MARKER)) return source;
  const hex = source.slice(LINEAR_ONLY_MARKER.length);
  let out = "";
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
}

const cache = new Map<string, LinearPattern>();
const MAX_CACHED = 500;

/** Longest pattern source read; reading and compiling are linear in it, but done on the main thread. */
const MAX_PATTERN_SOURCE = 10_000;

function compile(source: string): LinearPattern {
  if (source.length > MAX_PATTERN_SOURCE) return { refused: { construct: "size", reason: "is too large to check safely" } };
  const translated = translatePattern(source);
  if ("refused" in translated) return translated;
  let re: RE2JS;
  try {
    re = RE2JS.compile(translated.re2);
  } catch (error) {
    const tooLarge = /too large|repeat/i.test((error as Error).message);
    if (tooLarge) return { refused: { construct: "size", reason: "is too large to check safely" } };
    const property = /\\[pP]\{/.test(source) ? /\\[pP]\{[^}]*\}/.exec(source)![0] : undefined;
    if (property && /character class|escape/i.test((error as Error).message)) return { refused: { construct: "unicode property", reason: `uses the Unicode property ${property}, which can't be checked safely` } };
    return { refused: { construct: "syntax", reason: "is not a valid regular expression" } };
  }
  const size = re.programSize();
  if (size > MAX_PATTERN_PROGRAM) return { refused: { construct: "size", reason: "is too large to check safely" } };
  const maxInput = Math.floor(MAX_PATTERN_WORK / (Math.max(size, 1) * Math.max(1, size / QUADRATIC_FROM)));
  return { test: (value: string) => value.length <= maxInput && re.test(value), maxInput, nativeSafe: translated.nativeSafe };
}

/**
 * A schema `pattern` (an ECMAScript regular expression) compiled for RE2JS, which matches in
 * time linear in the input, whatever the pattern: no pattern can freeze the page. Patterns RE2
 * can't express (lookaround, backreferences) are refused with a reason; see `translatePattern`.
 * Compiled patterns are cached by source.
 *
 * @example
 * const p = linearPattern("^a*a*a*a*b$");
 * "refused" in p ? p.refused.reason : p.test("a".repeat(1000)); // false, in well under a millisecond
 */
export function linearPattern(source: string): LinearPattern {
  const key = fromLinearOnlyKey(source);
  let found = cache.get(key);
  if (found) {
    // Least recently used goes first.
    cache.delete(key);
    cache.set(key, found);
    return found;
  }
  found = compile(key);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, found);
  return found;
}

/**
 * Why partkit won't run a pattern, as the end of a sentence about it, or `undefined` when it
 * runs it.
 *
 * @example
 * patternRefusal("^(?=.*\\d)")  // "uses a lookahead (?=…), which can't be checked safely"
 * patternRefusal("^[a-z]+$")    // undefined
 */
export function patternRefusal(source: string): string | undefined {
  const p = linearPattern(source);
  return "refused" in p ? p.refused.reason : undefined;
}

/**
 * Whether partkit runs this pattern: true unless RE2 can't express it (lookaround,
 * backreferences, inline flags), it is too large or it is invalid. Patterns it runs are matched in
 * linear time, so `^(a+)+$` is safe too. {@link patternRefusal} says why one isn't.
 *
 * @example
 * isSafePattern("^(a+)+$")    // true: matched by RE2, never by backtracking
 * isSafePattern("(a)\\1")     // false: a backreference
 */
export function isSafePattern(source: string): boolean {
  return patternRefusal(source) === undefined;
}

/**
 * The `test` partkit runs for a pattern: RE2JS's, or for a refused pattern one that never
 * matches (the error then says why, through `patternRefusal`).
 *
 * @example
 * patternTester("^\\d{3}$")("123") // true
 */
export function patternTester(source: string): (value: string) => boolean {
  const p = linearPattern(source);
  return "refused" in p ? () => false : p.test;
}

/**
 * Ajv's `code.regExp`: every `pattern` and `patternProperties` key Ajv checks runs on
 * {@link linearPattern}. Ajv shares one compiled matcher per `toString()`, so it names the pattern.
 *
 * @example
 * new Ajv({ code: { regExp: linearRegExp } });
 */
export function linearRegExp(source: string, flags?: string): { test: (s: string) => boolean; toString: () => string } {
  return { test: patternTester(source), toString: () => `/${source}/${flags ?? ""}` };
}
linearRegExp.code = "linearRegExp";
