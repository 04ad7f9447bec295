// Reading fields of untrusted payloads: camelCase and snake_case spellings of one field, values of
// the wrong type read as absent, and getters that throw read as absent too.

export type Fields = Readonly<Record<string, unknown>>;

/** The value as a plain object, or undefined (arrays, null and primitives are not payloads). */
export function fieldsOf(value: unknown): Fields | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;
}

/** The key's own value, whatever it is; undefined when absent or when reading it throws. */
export function get(record: Fields, key: string): unknown {
  try {
    return Object.hasOwn(record, key) ? record[key] : undefined;
  } catch {
    return undefined;
  }
}

/** The first key holding a non-empty string. */
export function text(record: Fields, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = get(record, key);
    if (typeof value === "string" && value !== "") return value;
  }
  return undefined;
}

/** The key's value when it is a string, empty or not. */
export function str(record: Fields, key: string): string | undefined {
  const value = get(record, key);
  return typeof value === "string" ? value : undefined;
}

/** The first key holding a finite number. */
export function num(record: Fields, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const value = get(record, key);
    if (typeof value === "number" && Number.isFinite(value)) return value;
  }
  return undefined;
}

/** True when any key holds `true`. */
export function flag(record: Fields, ...keys: string[]): boolean | undefined {
  return keys.some((key) => get(record, key) === true) ? true : undefined;
}

/** The first key present (any value, `null` included); `{ found: false }` when none is. */
export function any(record: Fields, ...keys: string[]): { found: true; value: unknown } | { found: false } {
  for (const key of keys) {
    try {
      if (Object.hasOwn(record, key)) return { found: true, value: get(record, key) };
    } catch {
      // A trap that throws reads as absent, like a getter that throws.
    }
  }
  return { found: false };
}

/** Drops keys whose value is undefined, so a read payload carries only what the part had. */
export function defined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}
