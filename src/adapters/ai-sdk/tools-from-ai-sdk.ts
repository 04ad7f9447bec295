import { jsonSchemaOf } from "../../model/vocabulary/schema-json";
import type { ToolDefinition, ToolRenderProps, ToolRenderResult } from "../../model/vocabulary/tool-definition";
import type { SchemaType } from "../../model/vocabulary/tool-schema";

// An AI SDK `ToolSet` (6 or 7) read by structure: `ai` is not a dependency of partkit, so its
// `Tool` type is matched by the fields this needs, and its input and output types are read the
// way `InferToolInput` and `InferToolOutput` do.

// The helpers are spelled inline so every type in a signature is one users can import.

/**
 * The input type of an AI SDK tool: its `inputSchema`'s (zod, any Standard Schema, `jsonSchema<T>()`).
 *
 * @example
 * type Input = AiSdkToolInput<typeof tools.get_weather>; // { city: string }
 */
export type AiSdkToolInput<T> = T extends { readonly inputSchema: infer Schema }
  ? SchemaType<Schema> extends infer Found
    ? 0 extends 1 & Found
      ? unknown // a loosely typed set (`ToolSet`) says `any`: unknown, never any
      : [Found] extends [never]
        ? unknown
        : Found
    : unknown
  : unknown;

/**
 * The output type of an AI SDK tool: its `outputSchema`'s, else what its `execute` returns (the
 * last value a generator yields), else `unknown`.
 *
 * @example
 * type Output = AiSdkToolOutput<typeof tools.get_weather>; // { city: string; celsius: number }
 */
export type AiSdkToolOutput<T> = [
  // An AI SDK `Tool` is a union of variants (with `execute`, or with a required `outputSchema`):
  // each says its output its own way, a declared schema before what `execute` returns.
  T extends unknown
    ? (T extends { readonly outputSchema: infer Schema } ? (undefined extends Schema ? unknown : Schema) : unknown) extends infer Declared
      ? unknown extends Declared
        ? T extends { readonly execute?: infer Execute }
          ? Execute extends (...args: never) => infer Returned
            ? Returned extends AsyncIterable<infer Chunk>
              ? Chunk
              : Awaited<Returned>
            : never
          : never
        : SchemaType<Declared>
      : never
    : never,
] extends [infer Found]
  ? 0 extends 1 & Found
    ? unknown
    : [Found] extends [never]
      ? unknown
      : Found
  : unknown;

/**
 * What {@link toolsFromAiSdk} can add to one tool: the UI of a `ToolEntry` (`render`,
 * `renderResult`, `renderView`, `askUser`, `editor`) and any field to override, with render props
 * typed by the tool. `renderResult` gets no `results` here (this module stays free of React, and
 * so of its node type): return `undefined` to show the card's own results instead of yours.
 *
 * @example
 * const ui: AiSdkToolUi<{ city: string }, unknown> = { render: ({ call }) => call.input.city };
 */
export interface AiSdkToolUi<Input, Output> extends ToolDefinition {
  /** Replaces the whole card (a `ToolEntry`'s `render`). */
  render?(props: ToolRenderProps<Input, Output>): unknown;
  /** Replaces how a result shows under the card; `undefined` keeps the card's own. */
  renderResult?(props: ToolRenderProps<Input, Output> & { readonly result: ToolRenderResult<Output> }): unknown;
  /** The tool's own live view of the call, under the card's fold (a `ToolEntry`'s `renderView`). */
  renderView?(props: ToolRenderProps<Input, Output>): unknown;
  /** The user answers this tool, by its `outputSchema`. */
  readonly askUser?: boolean;
  /** A `ToolEntry`'s `editor`: a component that edits arguments and answers. */
  readonly editor?: unknown;
}

/**
 * The per-tool additions {@link toolsFromAiSdk} takes: by the tool set's names, each typed by its tool.
 *
 * @example
 * const overrides: AiSdkToolOverrides<typeof tools> = { get_weather: { render: ({ call }) => call.input.city } };
 */
export type AiSdkToolOverrides<Tools> = { readonly [Name in keyof Tools]?: AiSdkToolUi<AiSdkToolInput<Tools[Name]>, AiSdkToolOutput<Tools[Name]>> };

/**
 * What {@link toolsFromAiSdk} returns: an entry per tool of the set, its definition with the
 * overrides given for it. It fits `PartkitProvider`'s `tools`.
 *
 * @example
 * const entries: AiSdkTools<typeof tools, Record<never, never>> = toolsFromAiSdk(tools);
 */
export type AiSdkTools<Tools, Overrides> = { readonly [Name in keyof Tools]: ToolDefinition & (Name extends keyof Overrides ? Overrides[Name] : unknown) };

/**
 * The AI SDK tool set a {@link toolsFromAiSdk} reads: `streamText`'s `tools`, by name. A title or
 * description that is not a string (AI SDK 7's description from context) is left out.
 *
 * @example
 * const set: AiSdkToolSetLike = { get_weather: tool({ inputSchema: z.object({ city: z.string() }) }) };
 */
export type AiSdkToolSetLike = Readonly<Record<string, { readonly title?: unknown; readonly description?: unknown; readonly inputSchema?: unknown; readonly outputSchema?: unknown }>>;

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * Entries for `PartkitProvider`'s `tools` from an AI SDK `ToolSet` (the `tools` your server gives
 * `streamText`, shared with the page): each tool's title, description and schemas come over (a
 * zod 4 or other Standard JSON Schema, or a `jsonSchema()`, as JSON Schema), so the card shows
 * arguments by schema and `withSchemaForms` can add its forms. `overrides` adds UI by tool name,
 * with `call.input` and an answer's `output` typed by the tool (no casts). Nothing runs: `execute`
 * stays on the server's side of your code.
 *
 * @example
 * import { toolsFromAiSdk } from "partkit/adapters/ai-sdk";
 * const ui = toolsFromAiSdk(tools, {
 *   get_weather: { render: ({ call, result }) => <p>{call.input.city}: {result && !result.isError ? `${result.output.celsius} °C` : "…"}</p> },
 * });
 * <PartkitProvider tools={ui}>…</PartkitProvider>
 */
export function toolsFromAiSdk<Tools extends AiSdkToolSetLike, Overrides extends AiSdkToolOverrides<Tools> = Record<never, never>>(
  tools: Tools,
  overrides?: AiSdkToolOverrides<Tools> & Overrides,
): AiSdkTools<Tools, Overrides> {
  const entries: Record<string, ToolDefinition> = {};
  for (const [name, tool] of Object.entries(tools)) {
    const title = text(tool.title);
    const description = text(tool.description);
    const inputSchema = jsonSchemaOf(tool.inputSchema, "input");
    const outputSchema = jsonSchemaOf(tool.outputSchema, "output");
    const override = overrides && Object.hasOwn(overrides, name) ? (overrides as Readonly<Record<string, object | undefined>>)[name] : undefined;
    entries[name] = {
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(inputSchema ? { inputSchema } : {}),
      ...(outputSchema ? { outputSchema } : {}),
      ...override,
    };
  }
  return entries as AiSdkTools<Tools, Overrides>;
}
