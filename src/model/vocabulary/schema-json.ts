import type { ToolSchema } from "./tool-schema";

// A typed schema's JSON Schema, read by structure: the Standard JSON Schema converter
// (`~standard.jsonSchema`, zod 4.2+, arktype, valibot's), an AI SDK `Schema`'s `jsonSchema`, or an
// AI SDK lazy schema (a function returning one). Schemas are the app's own objects, but a
// converter may throw (a zod transform has no JSON Schema), so nothing here does.

type Direction = "input" | "output";

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);
const isThenable = (value: Readonly<Record<string, unknown>>) => typeof value.then === "function";

function read(target: unknown, key: string): unknown {
  try {
    return (target as Readonly<Record<string, unknown>>)[key];
  } catch {
    return undefined;
  }
}

function standardJson(schema: unknown, direction: Direction): ToolSchema | undefined {
  const convert = read(read(read(schema, "~standard"), "jsonSchema"), direction);
  if (typeof convert !== "function") return undefined;
  try {
    const json: unknown = convert({ target: "draft-07" });
    return isObject(json) && !isThenable(json) ? json : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The JSON Schema of a typed schema (a Standard Schema that offers one, an AI SDK `Schema` or lazy
 * schema), or `undefined` when it has none to give synchronously: `direction` picks the side a
 * Standard JSON Schema converter describes, `input` for what a tool is called with, `output` for
 * what it returns. Never throws.
 *
 * @example
 * jsonSchemaOf(z.object({ city: z.string() }), "input"); // { $schema: "http://json-schema.org/draft-07/schema#", type: "object", … }
 */
export function jsonSchemaOf(schema: unknown, direction: Direction): ToolSchema | undefined {
  const own = ownJson(schema, direction);
  if (own || typeof schema !== "function" || read(schema, "~standard") !== undefined) return own;
  // An AI SDK lazy schema: a function that returns the schema (an arktype type is a function too,
  // but it carries `~standard` and was read above).
  try {
    return ownJson((schema as () => unknown)(), direction);
  } catch {
    return undefined;
  }
}

function ownJson(schema: unknown, direction: Direction): ToolSchema | undefined {
  if (!isObject(schema) && typeof schema !== "function") return undefined;
  const standard = standardJson(schema, direction);
  if (standard) return standard;
  const json = read(schema, "jsonSchema");
  return isObject(json) && !isThenable(json) ? json : undefined;
}
