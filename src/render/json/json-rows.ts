/**
 * One visible row of a JSON tree: a value with its key, depth and place among its siblings.
 *
 * @example
 * const row: JsonRow = { value: 1, key: "a", depth: 1, parent: 0, posinset: 1, setsize: 1 };
 */
export interface JsonRow {
  readonly value: unknown;
  /** Object key or array index; `undefined` for the root. */
  readonly key?: string | number;
  /** 0 for the root. */
  readonly depth: number;
  /** Index of the parent row in the same row list; -1 for the root. */
  readonly parent: number;
  /** 1-based position among its siblings, and how many siblings there are (for aria-posinset/setsize). */
  readonly posinset: number;
  readonly setsize: number;
}

/**
 * Whether a value has children to show (non-empty object or array).
 *
 * @example
 * isContainer({ a: 1 }) // true
 * isContainer([]) // false
 */
export function isContainer(value: unknown): value is object {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  for (const _ in value) return true;
  return false;
}

function childKeys(value: object): (string | number)[] {
  return Array.isArray(value) ? Array.from(value.keys()) : Object.keys(value);
}

/**
 * The rows of a JSON value with the containers in `expanded` open, in document order. Iterative,
 * so a 10,000-deep document never recurses, and it visits only open containers' children, so a
 * collapsed 10 MB document costs one row. Stops at `limit` rows.
 *
 * @example
 * flattenJson({ a: [1, 2] }, new Set()).length // 1
 */
export function flattenJson(root: unknown, expanded: ReadonlySet<object>, limit = Infinity): JsonRow[] {
  const rows: JsonRow[] = [{ value: root, depth: 0, parent: -1, posinset: 1, setsize: 1 }];
  if (!isContainer(root) || !expanded.has(root)) return rows;
  const stack: { value: object; keys: (string | number)[]; next: number; row: number }[] = [{ value: root, keys: childKeys(root), next: 0, row: 0 }];
  // Ancestors of the current row: a value that contains itself (only possible for values passed
  // in directly, never for parsed JSON) is shown once instead of forever.
  const open = new Set<object>([root]);
  while (stack.length > 0 && rows.length < limit) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.keys.length) {
      open.delete(stack.pop()!.value);
      continue;
    }
    const key = frame.keys[frame.next++]!;
    const value = (frame.value as Record<string | number, unknown>)[key];
    rows.push({ value, key, depth: stack.length, parent: frame.row, posinset: frame.next, setsize: frame.keys.length });
    if (isContainer(value) && expanded.has(value) && !open.has(value)) {
      open.add(value);
      stack.push({ value, keys: childKeys(value), next: 0, row: rows.length - 1 });
    }
  }
  return rows;
}

/**
 * Containers to open so that about `budget` rows show, breadth first: whole levels while they
 * fit (the first level always opens). `Infinity` opens everything.
 *
 * @example
 * expandToBudget({ a: { b: 1 } }, 100).size // 2
 */
export function expandToBudget(root: unknown, budget: number): Set<object> {
  const open = new Set<object>();
  if (!isContainer(root)) return open;
  let level: object[] = [root];
  let rows = 1;
  const seen = new Set<object>([root]);
  while (level.length > 0) {
    let added = 0;
    for (const container of level) added += Array.isArray(container) ? container.length : Object.keys(container).length;
    if (open.size > 0 && rows + added > budget) break;
    for (const container of level) open.add(container);
    rows += added;
    // Each container of the next level adds a row at least: at the budget none fits, so the
    // children of a 200,000-key object are not even looked at.
    if (rows >= budget) break;
    const next: object[] = [];
    for (const container of level) {
      for (const key of childKeys(container)) {
        const child = (container as Record<string | number, unknown>)[key];
        if (isContainer(child) && !seen.has(child)) {
          seen.add(child);
          next.push(child);
        }
      }
    }
    level = next;
  }
  return open;
}

/**
 * A one-line preview of a value for its row: strings quoted and cut, containers summarised.
 *
 * @example
 * summarize({ a: 1, b: 2 }) // "{2 keys}"
 */
export function summarize(value: unknown, max = 300): string {
  if (typeof value === "string") {
    const text = JSON.stringify(value.length > max ? value.slice(0, max) : value);
    return value.length > max ? `${text.slice(0, -1)}…"` : text;
  }
  if (Array.isArray(value)) return value.length === 0 ? "[]" : `[${value.length} ${value.length === 1 ? "item" : "items"}]`;
  if (value !== null && typeof value === "object") {
    const n = Object.keys(value).length;
    return n === 0 ? "{}" : `{${n} ${n === 1 ? "key" : "keys"}}`;
  }
  if (value === undefined) return "undefined";
  return String(value);
}

/**
 * The JSON kind of a value, for `data-type` styling.
 *
 * @example
 * jsonType(null) // "null"
 */
export function jsonType(value: unknown): "object" | "array" | "string" | "number" | "boolean" | "null" | "other" {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const t = typeof value;
  return t === "object" || t === "string" || t === "number" || t === "boolean" ? t : "other";
}
