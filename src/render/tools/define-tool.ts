import { jsonSchemaOf } from "../../model/vocabulary/schema-json";
import type { SchemaType, ToolSchema, TypedSchema } from "../../model/vocabulary/tool-schema";
import type { ToolEntry } from "./tools-context";

/**
 * What {@link defineTool} takes: a {@link ToolEntry} whose types come from its schemas. Each side
 * (input, output) takes a JSON Schema literal (`inputSchema`, `outputSchema`), a typed schema
 * (`input`, `output`: zod 4, valibot, arktype or any Standard Schema, or an AI SDK `Schema`), or
 * both; the typed schema's type wins, and it gives the JSON Schema the card shows when the entry
 * has none (zod 4.2+ and other Standard JSON Schema libraries, AI SDK schemas).
 *
 * @example
 * const options: DefineToolOptions<undefined, undefined, typeof weatherInput, undefined> = { title: "Weather", input: weatherInput };
 */
export type DefineToolOptions<
  InputSchema extends ToolSchema | undefined,
  OutputSchema extends ToolSchema | undefined,
  Input extends TypedSchema | undefined,
  Output extends TypedSchema | undefined,
> = Omit<ToolEntry<SchemaType<[Input] extends [undefined] ? InputSchema : Input>, SchemaType<[Output] extends [undefined] ? OutputSchema : Output>>, "inputSchema" | "outputSchema"> & {
  /** The JSON Schema of the arguments; a literal types `call.input` (json-schema-to-ts's `FromSchema`). */
  readonly inputSchema?: InputSchema;
  /** The JSON Schema of the result; a literal types an answer's `output`. */
  readonly outputSchema?: OutputSchema;
  /** A typed schema of the arguments: types `call.input` (a Standard Schema's output type). */
  readonly input?: Input;
  /** A typed schema of the result: types an answer's `output`. */
  readonly output?: Output;
};

/**
 * A tool's entry for `PartkitProvider`'s `tools`, typed by its schemas: `render`, `renderResult`
 * and `renderView` get `call.input` and an answer's `output` typed, with no casts. Give a JSON
 * Schema literal (`inputSchema`, typed through json-schema-to-ts; no `as const` needed here), or a
 * typed schema (`input`: zod 4, valibot, arktype, an AI SDK `jsonSchema<T>()`), whose JSON Schema
 * becomes the entry's `inputSchema` when it offers one. The types are what the schema says, not a
 * check: partkit shows what the agent sent, and a streaming call's input may still be partial.
 *
 * @example
 * import { z } from "zod";
 * const tools = {
 *   get_weather: defineTool({
 *     title: "Weather",
 *     input: z.object({ city: z.string() }),
 *     output: z.object({ celsius: z.number() }),
 *     render: ({ call, result }) => <p>{call.input.city}: {result && !result.isError ? `${result.output.celsius} °C` : "…"}</p>,
 *   }),
 *   delete_files: defineTool({
 *     inputSchema: { type: "object", properties: { paths: { type: "array", items: { type: "string" } } }, required: ["paths"] },
 *     render: ({ call }) => <p>Deleting {call.input.paths.length} files</p>,
 *   }),
 * };
 */
export function defineTool<
  const InputSchema extends ToolSchema | undefined = undefined,
  const OutputSchema extends ToolSchema | undefined = undefined,
  Input extends TypedSchema | undefined = undefined,
  Output extends TypedSchema | undefined = undefined,
>(tool: DefineToolOptions<InputSchema, OutputSchema, Input, Output>): ToolEntry<SchemaType<[Input] extends [undefined] ? InputSchema : Input>, SchemaType<[Output] extends [undefined] ? OutputSchema : Output>> {
  const { input, output, inputSchema, outputSchema, ...entry } = tool;
  const inputJson = inputSchema ?? (input === undefined ? undefined : jsonSchemaOf(input, "input"));
  const outputJson = outputSchema ?? (output === undefined ? undefined : jsonSchemaOf(output, "output"));
  return { ...entry, ...(inputJson ? { inputSchema: inputJson } : {}), ...(outputJson ? { outputSchema: outputJson } : {}) };
}
