import { charSetHas, type CharSet } from "./regex-ast";

/**
 * A finite alphabet cut into classes of characters that every regex of a problem treats the
 * same way, so automata step once per class instead of once per character.
 *
 * @example
 * const alphabet: Alphabet = partitionAlphabet("ab/", []);
 * alphabet.classOf("a"); // 0
 */
export interface Alphabet {
  /** The characters of each class, nicest first (lowercase letters, digits, capitals, symbols). */
  readonly classes: readonly string[];
  /** Whether class `index` lies inside `set`. */
  readonly inSet: (set: CharSet, index: number) => boolean;
  /** The class of character `c`, or `-1` when `c` is not in the alphabet. */
  readonly classOf: (c: string) => number;
}

/**
 * Splits `chars` into classes: two characters share a class when every set in `sets` either
 * contains both or neither.
 *
 * @example
 * partitionAlphabet("abc/", [{ negated: false, ranges: [[97, 97]] }]).classes; // ["a", "bc/"]
 */
export function partitionAlphabet(chars: string, sets: readonly CharSet[]): Alphabet {
  const distinct = [...new Map(sets.map((set) => [JSON.stringify(set), set])).values()];
  return groupChars(chars, (code) => distinct.map((set) => (charSetHas(set, code) ? "1" : "0")).join(""));
}

/**
 * The coarsest alphabet that refines every given one: two characters share a class when they
 * share a class in each of `alphabets`.
 *
 * @example
 * productAlphabet("abc", [partitionAlphabet("abc", [setOf("a")]), partitionAlphabet("abc", [setOf("b")])]).classes; // ["a", "b", "c"]
 */
export function productAlphabet(chars: string, alphabets: readonly Alphabet[]): Alphabet {
  return groupChars(chars, (code) => alphabets.map((a) => a.classOf(String.fromCharCode(code))).join(","));
}

function groupChars(chars: string, keyOf: (code: number) => string): Alphabet {
  const groups = new Map<string, string>();
  for (const c of chars) {
    const key = keyOf(c.charCodeAt(0));
    groups.set(key, (groups.get(key) ?? "") + c);
  }
  const classes = [...groups.values()];
  const index = new Map<string, number>();
  classes.forEach((members, i) => {
    for (const c of members) index.set(c, i);
  });
  return {
    classes,
    inSet: (set, i) => charSetHas(set, (classes[i] as string).charCodeAt(0)),
    classOf: (c) => index.get(c) ?? -1,
  };
}
