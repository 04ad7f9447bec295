/**
 * `memo` comparison: every prop the same (`Object.is`), except `style`, which may be a new object
 * with the same entries (an inline `style={{ height: 600 }}` must not re-render a whole list).
 *
 * @example
 * const Window = memo(ListWindow, sameProps);
 */
export function sameProps<P extends object>(previous: P, next: P): boolean {
  const a = previous as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => (key === "style" ? sameEntries(a[key], b[key]) : Object.is(a[key], b[key])));
}

function sameEntries(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
