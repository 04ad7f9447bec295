// Typed tools (issue 35): a JSON Schema literal types the render props through json-schema-to-ts.
// Compiled by `npm run typecheck`; expectTypeOf fails the compile when a type is not as stated.
import { expectTypeOf } from "vitest";
import { defineTool, type ToolEntry, type ToolsMap } from "../../../src/index";

const weather = defineTool({
  title: "Weather",
  inputSchema: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" } }, required: ["city"], additionalProperties: false },
  outputSchema: { type: "object", properties: { celsius: { type: "number" }, sky: { enum: ["sunny", "cloudy"] } }, required: ["celsius", "sky"], additionalProperties: false },
  render: ({ call, result, respond }) => {
    expectTypeOf(call.input).toEqualTypeOf<{ city: string; days?: number }>();
    expectTypeOf(respond).parameter(0).toEqualTypeOf<{ celsius: number; sky: "sunny" | "cloudy" }>();
    if (!result) return null;
    // A failure's output is whatever the tool sent; an answer's is the schema's type.
    if (result.isError) return <p>{String(result.output)}</p>;
    expectTypeOf(result.output).toEqualTypeOf<{ celsius: number; sky: "sunny" | "cloudy" }>();
    return <p>{result.output.sky}</p>;
  },
  renderResult: ({ result, results }) => (result.isError ? results : <b>{result.output.celsius}</b>),
});
expectTypeOf(weather).toEqualTypeOf<ToolEntry<{ city: string; days?: number }, { celsius: number; sky: "sunny" | "cloudy" }>>();

// `as const` on a schema declared apart works the same.
const paths = { type: "object", properties: { paths: { type: "array", items: { type: "string" } } }, required: ["paths"], additionalProperties: false } as const;
const deleteFiles = defineTool({ inputSchema: paths, render: ({ call }) => <p>{call.input.paths.join(", ")}</p> });
expectTypeOf(deleteFiles).toEqualTypeOf<ToolEntry<{ paths: string[] }, unknown>>();

defineTool({
  inputSchema: paths,
  // @ts-expect-error the schema has no `files`
  render: ({ call }) => call.input.files,
});

// Typed entries sit in `tools` beside untyped ones, and are still ToolEntry.
export const tools: ToolsMap = { get_weather: weather, delete_files: deleteFiles, "github_*": { title: "GitHub" } };
export const entry: ToolEntry = weather;
