/**
 * A plain JSON-ish object (not an array, not null).
 *
 * @example
 * if (isRecord(value)) value.type; // value: JsonObject
 */
export type JsonObject = Record<string, unknown>;

/**
 * Whether `value` is an object that is neither null nor an array.
 *
 * @example
 * isRecord({}); // true
 * isRecord([]); // false
 */
export function isRecord(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `value` when it is a string, else undefined.
 *
 * @example
 * asString(1); // undefined
 */
export function asString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * A non-empty string, or undefined.
 *
 * @example
 * asText(""); // undefined
 */
export function asText(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * `value` when it is a finite number, else undefined.
 *
 * @example
 * asNumber(NaN); // undefined
 */
export function asNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/**
 * `value` when it is a boolean, else undefined.
 *
 * @example
 * asBoolean("true"); // undefined
 */
export function asBoolean(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

/**
 * `value` when it is an array, else undefined.
 *
 * @example
 * asArray({ length: 0 }); // undefined
 */
export function asArray(value: unknown): readonly unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

/**
 * Short human description of a value's kind, for error messages.
 *
 * @example
 * describe(null); // "null"
 * describe([]); // "an array"
 */
export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
