// Typed tools (issue 35): a Standard Schema (zod 4 here; valibot and arktype have the same
// `~standard`) types the render props by its output type.
import { expectTypeOf } from "vitest";
import { z } from "zod";
import { defineTool, type ToolEntry, type ToolRenderProps, type TypedSchema } from "../../../src/index";

const input = z.object({ city: z.string(), unit: z.enum(["c", "f"]).default("c") });
const output = z.object({ celsius: z.number() });

const weather = defineTool({
  input,
  output,
  render: ({ call, result }) => {
    // The output side of the schema: what the SDK hands `execute` (`unit` filled by its default).
    expectTypeOf(call.input).toEqualTypeOf<{ city: string; unit: "c" | "f" }>();
    return <p>{call.input.city}: {result && !result.isError ? result.output.celsius : "…"}</p>;
  },
});
expectTypeOf(weather).toEqualTypeOf<ToolEntry<{ city: string; unit: "c" | "f" }, { celsius: number }>>();

// The typed schema wins over a JSON Schema given beside it (z.toJSONSchema's is not a literal).
const both = defineTool({ input, inputSchema: z.toJSONSchema(input) });
expectTypeOf(both).toEqualTypeOf<ToolEntry<{ city: string; unit: "c" | "f" }, unknown>>();

// Any object with a Standard Schema `~standard` fits, zod's or not.
const handMade: TypedSchema<{ id: number }> = {
  "~standard": { version: 1, vendor: "hand", validate: (value: unknown) => ({ value: value as { id: number } }), types: { input: { id: 0 }, output: { id: 0 } } },
};
expectTypeOf(defineTool({ input: handMade })).toEqualTypeOf<ToolEntry<{ id: number }, unknown>>();

// @ts-expect-error a string is not a schema
defineTool({ input: "city" });

// A render function written apart takes the props type spelled out.
export const Card = ({ call }: ToolRenderProps<z.output<typeof input>>) => <p>{call.input.unit}</p>;
export const typed: ToolEntry<z.output<typeof input>> = { render: Card };
