import type { FromSchema, JSONSchema } from "json-schema-to-ts";

// What a tool's schemas may be, and the types they stand for. Types only: the inference is
// json-schema-to-ts's (erased at build), the Standard Schema interface is the published spec's
// shape (https://standardschema.dev), declared here by structure so no package is needed for it.

// Either shape: the keywords every draft shares, all optional, which an interface with no index
// signature (@types/json-schema's, MCP's) fits, or a record, which a literal with any keyword fits.
/**
 * A JSON Schema, as a tool declares its input or output (any draft; `partkit/form` validates it).
 * Any object type fits: a literal, `JSONSchema4`/`6`/`7` from @types/json-schema (the AI SDK's
 * `JSONSchema7` too), an MCP `Tool`'s `inputSchema`, a `Record<string, unknown>`.
 *
 * @example
 * import type { JSONSchema7 } from "json-schema";
 * const schema: JSONSchema7 = { type: "object", properties: { city: { type: "string", title: "City" } } };
 * const tool: ToolEntry = { inputSchema: schema };
 */
export type ToolSchema =
  | {
      readonly $schema?: unknown;
      readonly type?: unknown;
      readonly title?: unknown;
      readonly description?: unknown;
      readonly properties?: unknown;
      readonly required?: unknown;
      readonly items?: unknown;
    }
  | { readonly [key: string]: unknown };

/**
 * A schema that knows the type it validates: a Standard Schema (zod 4 and 3.24+, valibot, arktype:
 * anything with `~standard`), or an AI SDK `Schema` (what `jsonSchema<T>()` and `zodSchema()` return).
 * `defineTool` takes its type, and its JSON Schema when it can give one.
 *
 * @example
 * import { z } from "zod";
 * const input: TypedSchema<{ city: string }> = z.object({ city: z.string() });
 */
export type TypedSchema<Output = unknown> =
  | {
      readonly "~standard": {
        readonly version: 1;
        readonly vendor: string;
        readonly validate?: unknown;
        readonly jsonSchema?: unknown;
        readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
      };
    }
  | { readonly _type: Output; readonly jsonSchema: unknown };

/**
 * The type a schema stands for: a {@link TypedSchema}'s own type (an AI SDK `Schema`'s first, then
 * a Standard Schema's output), a JSON Schema literal's through json-schema-to-ts's `FromSchema`
 * (write it `as const`, or pass it straight to `defineTool`), and `unknown` for anything else
 * (a schema typed only as `JSONSchema7`, say, says nothing about its values).
 *
 * @example
 * const schema = { type: "object", properties: { city: { type: "string" } }, required: ["city"] } as const;
 * type Input = SchemaType<typeof schema>; // { [x: string]: unknown; city: string }
 */
export type SchemaType<S> = [S] extends [undefined]
  ? unknown
  : [Extract<S, { readonly _type: unknown }>] extends [never]
    ? [Extract<S, { readonly "~standard": unknown }>] extends [never]
      ? S extends JSONSchema
        ? JSONSchema extends S
          ? unknown
          : FromSchema<S>
        : unknown
      : Extract<S, { readonly "~standard": unknown }> extends { readonly "~standard": { readonly types?: infer Types } }
        ? NonNullable<Types> extends { readonly output: infer O }
          ? O
          : unknown
        : unknown
    : Extract<S, { readonly _type: unknown }>["_type"];
