import { patternTester } from "../shared/linear-pattern";

const NativeRegExp = RegExp;

/**
 * `RegExp` as @cfworker/json-schema uses it (`new RegExp(pattern, "u").test(value)` for
 * `pattern` and `patternProperties`): the syntax is checked by the platform's own parser, which
 * throws as before for an invalid one, and the matching runs on RE2JS (linear time).
 */
function LinearRegExp(source: unknown, flags?: string): { test: (value: string) => boolean; source: string; flags: string } {
  const text = source instanceof NativeRegExp ? source.source : String(source);
  // Compiling only parses (nothing is matched), so it can't backtrack. A pattern valid only
  // without the `u` flag (`\_`, `\-`) is read as partkit's Ajv validation reads it, not refused.
  try {
    new NativeRegExp(text, flags);
  } catch (error) {
    if (!flags) throw error;
    new NativeRegExp(text);
  }
  const test = patternTester(text);
  return { test: (value: string) => test(String(value)), source: text, flags: flags ?? "" };
}

/**
 * Runs `run` (synchronously) with the global `RegExp` replaced by one that matches on RE2JS, then
 * puts the platform's back, even when `run` throws. @cfworker/json-schema builds its matchers with
 * the global `RegExp` while it validates and has no option to choose another; its own checks use
 * regular expression literals, which this doesn't touch.
 *
 * @example
 * withLinearRegExp(() => validator.validate(value)); // `pattern`s run in linear time
 */
export function withLinearRegExp<T>(run: () => T): T {
  const previous = globalThis.RegExp;
  globalThis.RegExp = LinearRegExp as unknown as RegExpConstructor;
  try {
    return run();
  } finally {
    globalThis.RegExp = previous;
  }
}
