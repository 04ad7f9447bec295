import { isRecord, isSafePattern, MAX_SCHEMA_DEPTH } from "./schema-safety";

/**
 * A schema whose `patternProperties` keys can all be run, and the keys that could not.
 *
 * @example
 * const { schema, refused } = withoutUnsafePatternKeys({ patternProperties: { "^(a+)+$": {} } });
 */
export interface PatternKeyCheck {
  readonly schema: unknown;
  /** The refused keys: catastrophic (see `isSafePattern`) or not a valid regular expression. */
  readonly refused: readonly string[];
}

const checked = new WeakMap<object, PatternKeyCheck>();

/**
 * The schema with every `patternProperties` key that must not run (catastrophic, or invalid with
 * or without the `u` flag) replaced by a pattern that matches nothing, so no property name is
 * ever tested against it: RJSF runs these keys with `new RegExp` on every property name of the
 * data, outside the validator's safe engine. The same object comes back when nothing is refused.
 *
 * @example
 * withoutUnsafePatternKeys({ type: "object", patternProperties: { "(a?){40}": { type: "string" } } }).refused // ["(a?){40}"]
 */
export function withoutUnsafePatternKeys(schema: unknown): PatternKeyCheck {
  if (!isRecord(schema)) return { schema, refused: [] };
  const hit = checked.get(schema);
  if (hit) return hit;
  const refused: string[] = [];
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
      const next = key === "patternProperties" && isRecord(value) ? withRunnableKeys(value, depth, walk, refused) : walk(value, depth + 1);
      if (next !== value) (out ??= { ...node })[key] = next;
    }
    return out ?? node;
  };
  const result = { schema: walk(schema, 0), refused };
  checked.set(schema, result);
  return result;
}

function withRunnableKeys(map: Record<string, unknown>, depth: number, walk: (node: unknown, depth: number) => unknown, refused: string[]): Record<string, unknown> {
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(map)) {
    const sub = walk(value, depth + 1);
    if (runnable(key)) {
      out[key] = sub;
      changed ||= sub !== value;
    } else {
      refused.push(key);
      // A lookahead that always fails, numbered so two refused keys stay two entries.
      out[`(?!)${refused.length}`] = sub;
      changed = true;
    }
  }
  return changed ? out : map;
}

function runnable(pattern: string): boolean {
  if (!isSafePattern(pattern)) return false;
  try {
    new RegExp(pattern);
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}
