import { bytesToBase64 } from "./base64";
import { isRecord } from "./guards";

const MAX_DEPTH = 64;
/**
 * Caps repeated visits of shared objects: a graph whose nodes are referenced twice per level would
 * otherwise be walked exponentially often. Plain JSON trees never repeat, so they are never cut.
 */
const MAX_REPEATS = 10_000;

interface Walk {
  /** Ancestors of the current node, for cycles. */
  readonly seen: Set<object>;
  /** Every object visited so far, for shared references. */
  readonly visited: Set<object>;
  repeats: number;
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  // Plain assignment of "__proto__" would change the prototype instead of adding a key; every
  // other key is assigned, because defining each property made copying several times slower.
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

function convert(value: unknown, walk: Walk, depth: number): unknown {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      // JSON has no -0 (it writes 0), so neither does a JSON value.
      return Number.isFinite(value) ? (value === 0 ? 0 : value) : null;
    case "bigint":
      return value.toString();
    case "undefined":
    case "function":
    case "symbol":
      return undefined;
  }
  if (value === null) return null;
  const obj = value as object;
  const seen = walk.seen;
  if (seen.has(obj)) return "[Circular]";
  if (depth >= MAX_DEPTH) return "[MaxDepth]";
  if (walk.visited.has(obj) && ++walk.repeats > MAX_REPEATS) return "[Truncated]";
  walk.visited.add(obj);
  if (obj instanceof Date) return Number.isNaN(obj.getTime()) ? null : obj.toISOString();
  if (ArrayBuffer.isView(obj)) return bytesToBase64(new Uint8Array(obj.buffer, obj.byteOffset, obj.byteLength));
  if (obj instanceof ArrayBuffer) return bytesToBase64(new Uint8Array(obj));
  seen.add(obj);
  try {
    if (Array.isArray(obj)) {
      const out: unknown[] = [];
      for (let i = 0; i < obj.length; i++) {
        const item = convert(obj[i], walk, depth + 1);
        out.push(item === undefined ? null : item);
      }
      return out;
    }
    if (obj instanceof Map) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of obj) {
        const item = convert(v, walk, depth + 1);
        if (item !== undefined) define(out, String(k), item);
      }
      return out;
    }
    if (obj instanceof Set) return convert([...obj], walk, depth);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(obj)) {
      let item: unknown;
      try {
        item = convert((obj as Record<string, unknown>)[key], walk, depth + 1);
      } catch {
        item = "[Unreadable]";
      }
      if (item !== undefined) define(out, key, item);
    }
    return out;
  } finally {
    seen.delete(obj);
  }
}

/**
 * A fresh JSON-compatible deep copy: cycles, BigInt, typed arrays, Dates and hostile getters are
 * turned into plain JSON values, so outputs never alias inputs and always serialise.
 *
 * @example
 * const a: Record<string, unknown> = { n: 1n };
 * a.self = a;
 * toJsonValue(a); // { n: "1", self: "[Circular]" }
 */
export function toJsonValue(value: unknown): unknown {
  try {
    return convert(value, { seen: new Set(), visited: new Set(), repeats: 0 }, 0);
  } catch {
    return "[Unserializable]";
  }
}

/**
 * Like {@link toJsonValue} but always an object (non-objects are wrapped as `{ value }`).
 *
 * @example
 * toJsonObject(3); // { value: 3 }
 */
export function toJsonObject(value: unknown): Record<string, unknown> {
  const json = toJsonValue(value);
  if (isRecord(json)) return json;
  const out: Record<string, unknown> = {};
  if (json !== undefined) out.value = json;
  return out;
}

/**
 * `JSON.stringify` that never throws and never returns undefined.
 *
 * @example
 * stringifyJson({ n: 1n }); // '{"n":"1"}'
 */
export function stringifyJson(value: unknown, indent?: number): string {
  const json = toJsonValue(value);
  return JSON.stringify(json === undefined ? null : json, null, indent) ?? "null";
}

/**
 * Parses JSON text; `ok: false` when it is not JSON.
 *
 * @example
 * parseJson("{"); // { ok: false, error: "…" }
 */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : "invalid JSON" };
  }
}

/**
 * Removes keys whose value is undefined; returns a new object.
 *
 * @example
 * compact({ a: 1, b: undefined }); // { a: 1 }
 */
export function compact<T extends Record<string, unknown>>(obj: T): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    if (value !== undefined) define(out, key, value);
  }
  return out as T;
}

/**
 * A JSON copy of an object without its `null` and `undefined` fields, in nested objects too; a
 * nested object left empty is dropped, arrays are kept as they are. Undefined when nothing is left
 * or `value` is not an object. For provider records such as token usage, whose SDK types list
 * every field and send the unused ones as `null`.
 *
 * @example
 * withoutNulls({ input_tokens: 5, cache_creation: null, server_tool_use: { web_search_requests: null } }); // { input_tokens: 5 }
 */
export function withoutNulls(value: unknown): Record<string, unknown> | undefined {
  const prune = (json: unknown): Record<string, unknown> | undefined => {
    if (!isRecord(json)) return undefined;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(json)) {
      const kept = isRecord(item) ? prune(item) : item;
      if (kept !== null && kept !== undefined) define(out, key, kept);
    }
    return Object.keys(out).length > 0 ? out : undefined;
  };
  return prune(toJsonValue(value));
}
