import { linearOnlyKey, linearPattern } from "./linear-pattern";
import { isRecord, MAX_SCHEMA_DEPTH } from "./schema-safety";

/**
 * A schema whose `patternProperties` keys RJSF may run itself, and the keys partkit refuses.
 *
 * @example
 * const { schema, refused } = patternPropertiesForRjsf({ patternProperties: { "(a)\\1": {} } });
 * refused[0]; // { pattern: "(a)\\1", reason: "uses a backreference (\\1), which can't be checked safely" }
 */
export interface PatternKeyCheck {
  readonly schema: unknown;
  /** Keys no property name is matched against, and why (see `patternRefusal`). */
  readonly refused: readonly { readonly pattern: string; readonly reason: string }[];
}

const checked = new WeakMap<object, PatternKeyCheck>();

/**
 * The schema to hand RJSF. RJSF looks up `patternProperties` with `new RegExp(key).test(name)` on
 * each property name (to choose the field it draws), on the platform's backtracking engine, so
 * only keys that engine runs in linear time stay as they are (a `^`-anchored run like `^x-` or
 * `^[a-z]+_\d+$`). Every other key becomes a {@link linearOnlyKey}: RJSF never matches it (the
 * property is drawn as an additional one), while partkit's validators, on RE2JS, read the
 * original key from it, so validation is exact. The same object comes back when nothing changes.
 *
 * @example
 * patternPropertiesForRjsf({ type: "object", patternProperties: { "^a*a*b$": { type: "number" } } }).schema
 * // { type: "object", patternProperties: { "(?!)partkit-linear:005e0061002a…": { type: "number" } } }
 */
export function patternPropertiesForRjsf(schema: unknown): PatternKeyCheck {
  if (!isRecord(schema)) return { schema, refused: [] };
  const hit = checked.get(schema);
  if (hit) return hit;
  const refused: { pattern: string; reason: string }[] = [];
  const walk = (node: unknown, depth: number): unknown => {
    if (depth > MAX_SCHEMA_DEPTH + 1) return node;
    if (Array.isArray(node)) {
      const items = node.map((v) => walk(v, depth + 1));
      return items.some((v, i) => v !== node[i]) ? items : node;
    }
    if (!isRecord(node)) return node;
    let out: Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(node)) {
      if (key === "enum" || key === "const" || key === "default" || key === "examples") continue;
      const next = key === "patternProperties" && isRecord(value) ? withLinearKeys(value, depth, walk, refused) : walk(value, depth + 1);
      if (next !== value) (out ??= { ...node })[key] = next;
    }
    return out ?? node;
  };
  const result = { schema: walk(schema, 0), refused };
  checked.set(schema, result);
  return result;
}

function withLinearKeys(map: Record<string, unknown>, depth: number, walk: (node: unknown, depth: number) => unknown, refused: { pattern: string; reason: string }[]): Record<string, unknown> {
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(map)) {
    const sub = walk(value, depth + 1);
    const compiled = linearPattern(key);
    if ("refused" in compiled) refused.push({ pattern: key, reason: compiled.refused.reason });
    const safe = !("refused" in compiled) && compiled.nativeSafe;
    out[safe ? key : linearOnlyKey(key)] = sub;
    changed ||= !safe || sub !== value;
  }
  return changed ? out : map;
}
