import picomatch from "picomatch/posix.js";
import { GLOB_OPTIONS } from "../glob";
import { literalNode, parseRegex, searched, type RegexNode } from "./regex-ast";

/**
 * Characters a valid part name may use, nicest first (counterexamples pick from the front).
 *
 * @example
 * NAME_CHARS.includes("_"); // true
 */
export const NAME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ._-/";

/**
 * Characters of a lowercased MIME essence (RFC 9110 tchar plus "/"), nicest first.
 *
 * @example
 * TYPE_CHARS.includes("+"); // true
 */
export const TYPE_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789.+-_!#$%&'*^`|~/";

/**
 * Valid part names (see `isValidPartName`) as regex source: segments of allowed characters, none `.` or `..`.
 *
 * @example
 * new RegExp(NAME_DOMAIN).test("/a/b"); // true
 */
export const NAME_DOMAIN = "^(?:\\/(?!\\.{1,2}(?:\\/|$))[A-Za-z0-9._-]+)+$";

/**
 * Lowercased MIME essences (`type/subtype`, both RFC 9110 tokens) as regex source.
 *
 * @example
 * new RegExp(TYPE_DOMAIN).test("text/plain"); // true
 */
export const TYPE_DOMAIN = "^[!#$%&'*+.^_`|~0-9a-z-]+\\/[!#$%&'*+.^_`|~0-9a-z-]+$";

/**
 * The language picomatch's matcher accepts for `glob` with partkit's options, as a regex tree
 * matched in full: the input contains a match of picomatch's own regex (from `makeRe`,
 * lookaheads and all), or it equals the glob, which the matcher also accepts. The regex is
 * searched, not matched in full, because a glob can put `|` at its top level
 * (`))|{` gives `^(?:\))|()$`, which `RegExp#exec` finds in any string). Throws for globs
 * picomatch rejects and for regex features the automata cannot read.
 *
 * @example
 * globRegex("/a/**"); // picomatch's regex, searched, or the literal "/a/**"
 */
export function globRegex(glob: string): RegexNode {
  const regex = picomatch.makeRe(glob, GLOB_OPTIONS);
  if (regex.flags !== "") throw new Error(`unexpected regex flags ${regex.flags}`);
  return { kind: "alt", items: [searched(parseRegex(regex.source)), literalNode(glob)] };
}
