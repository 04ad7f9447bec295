/**
 * `JSON.stringify(value, null, 2)` that never throws: bigints become strings, cycles become
 * `"[Circular]"`, and a value JSON cannot represent at all becomes `"null"`.
 *
 * @example
 * const a: Record<string, unknown> = { n: 1n };
 * a.self = a;
 * safeJson(a); // '{\n  "n": "1",\n  "self": "[Circular]"\n}'
 */
export function safeJson(value: unknown): string {
  try {
    return JSON.stringify(jsonSafe(value, new Set()), null, 2) ?? "null";
  } catch {
    return "null";
  }
}

function jsonSafe(value: unknown, ancestors: Set<unknown>): unknown {
  if (typeof value === "bigint") return value.toString();
  if (typeof value !== "object" || value === null) return value;
  if (ancestors.has(value)) return "[Circular]";
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  ancestors.add(value);
  let out: unknown;
  if (Array.isArray(value)) {
    out = Array.from(value, (item: unknown) => jsonSafe(item, ancestors));
  } else {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      Object.defineProperty(copy, key, { value: jsonSafe(item, ancestors), enumerable: true, writable: true, configurable: true });
    }
    out = copy;
  }
  ancestors.delete(value);
  return out;
}
