// Issue messages quote what they were given, and what they were given is untrusted: a name can be
// 300 million characters (quoted twice it passes V8's longest string), a value can be a revoked
// Proxy, an error can be an object whose toString throws. These helpers turn any of that into
// short text and never throw.

const SHOWN = 200;

/**
 * `text` cut to 200 characters (and "…"), so a message quoting it stays readable and bounded.
 *
 * @example
 * clip("/a".repeat(1000)).length; // 201
 */
export function clip(text: string): string {
  if (text.length <= SHOWN) return text;
  // Not between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(text[SHOWN - 1] ?? "") ? SHOWN - 1 : SHOWN;
  return `${text.slice(0, end)}…`;
}

/**
 * `text` clipped and in JSON quotes: `"text/plain"`.
 *
 * @example
 * quoted('a"b'); // '"a\\"b"'
 */
export function quoted(text: string): string {
  return JSON.stringify(clip(text));
}

/**
 * Whether `value` is an object but not an array (a revoked Proxy, which cannot be asked, is not).
 *
 * @example
 * isRecord({}); // true
 * isRecord([]); // false
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  try {
    return !Array.isArray(value);
  } catch {
    return false; // Array.isArray throws on a revoked Proxy
  }
}

/**
 * `Array.isArray` that answers `false` for a revoked Proxy instead of throwing.
 *
 * @example
 * isArray([1]); // true
 */
export function isArray(value: unknown): value is readonly unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * What an error says, whatever was thrown (a string, a symbol, an object whose `message` getter
 * or `toString` throws), clipped.
 *
 * @example
 * errorText(new Error("boom")); // "boom"
 * errorText(Symbol("s")); // "Symbol(s)"
 */
export function errorText(error: unknown): string {
  try {
    const text: unknown = error instanceof Error ? error.message || error.name : error;
    return clip(typeof text === "string" ? text : String(text));
  } catch {
    return "an error that cannot be shown";
  }
}

/**
 * Reads `keys` of an object one by one, stopping at the first that throws (a getter, a Proxy
 * trap) and naming it.
 *
 * @example
 * readFields({ a: 1 }, ["a", "b"]); // { values: { a: 1, b: undefined } }
 * readFields({ get a(): never { throw new Error("no") } }, ["a"]); // { field: "a", error: Error("no") }
 */
export function readFields<K extends string>(value: object, keys: readonly K[]): { readonly values: Record<K, unknown> } | { readonly field: K; readonly error: unknown } {
  const values = {} as Record<K, unknown>;
  for (const key of keys) {
    try {
      values[key] = (value as Record<K, unknown>)[key];
    } catch (error) {
      return { field: key, error };
    }
  }
  return { values };
}
