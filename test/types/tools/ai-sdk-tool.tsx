// Typed tools (issue 35): an AI SDK `tool()` (6 and 7) and its `jsonSchema()` go in without
// casts; toolsFromAiSdk types each override's render props by its tool.
import { jsonSchema, tool, type ToolSet } from "ai";
import { tool as tool7 } from "ai7";
import { expectTypeOf } from "vitest";
import { z } from "zod";
import { toolsFromAiSdk, type AiSdkToolInput, type AiSdkToolOutput } from "../../../src/adapters/ai-sdk/index";
import { defineTool, PartkitProvider, type ToolEntry, type ToolsMap } from "../../../src/index";

const tools = {
  get_weather: tool({ description: "The weather", inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => ({ city, celsius: 21 }) }),
  search: tool({ inputSchema: jsonSchema<{ q: string }>({ type: "object", properties: { q: { type: "string" } } }), outputSchema: z.object({ hits: z.number() }) }),
  delete_files: tool({ inputSchema: z.object({ paths: z.array(z.string()) }), needsApproval: true }),
  stream: tool({ inputSchema: z.object({}), async *execute() { yield { progress: 1 }; } }),
};

expectTypeOf<AiSdkToolInput<typeof tools.get_weather>>().toEqualTypeOf<{ city: string }>();
expectTypeOf<AiSdkToolOutput<typeof tools.get_weather>>().toEqualTypeOf<{ city: string; celsius: number }>();
expectTypeOf<AiSdkToolInput<typeof tools.search>>().toEqualTypeOf<{ q: string }>();
expectTypeOf<AiSdkToolOutput<typeof tools.search>>().toEqualTypeOf<{ hits: number }>();
// No execute and no output schema: nothing says what comes back.
expectTypeOf<AiSdkToolOutput<typeof tools.delete_files>>().toEqualTypeOf<unknown>();
expectTypeOf<AiSdkToolOutput<typeof tools.stream>>().toEqualTypeOf<{ progress: number }>();
export const weather7 = tool7({ inputSchema: z.object({ city: z.string() }), execute: async () => ({ celsius: 21 }) });
expectTypeOf<AiSdkToolInput<typeof weather7>>().toEqualTypeOf<{ city: string }>();
expectTypeOf<AiSdkToolOutput<typeof weather7>>().toEqualTypeOf<{ celsius: number }>();

const ui = toolsFromAiSdk(tools, {
  get_weather: {
    render: ({ call, result }) => {
      expectTypeOf(call.input).toEqualTypeOf<{ city: string }>();
      return <p>{call.input.city}: {result && !result.isError ? `${result.output.celsius} °C` : "…"}</p>;
    },
  },
  search: { title: "Search", renderResult: ({ result }) => (result.isError ? undefined : <b>{result.output.hits}</b>) },
});
export const Page = () => <PartkitProvider tools={ui} />;
export const map: ToolsMap = toolsFromAiSdk(tools);

// @ts-expect-error not a tool of the set
toolsFromAiSdk(tools, { get_wether: { title: "Weather" } });
toolsFromAiSdk(tools, {
  // @ts-expect-error get_weather's input has no `town`
  get_weather: { render: ({ call }) => call.input.town },
});

// A set typed only as `ToolSet` says nothing of its inputs: unknown, never any.
declare const loose: ToolSet;
toolsFromAiSdk(loose, { anything: { render: ({ call }) => (expectTypeOf(call.input).toEqualTypeOf<unknown>(), null) } });

// A tool's schema as defineTool's typed schema: the AI SDK's `jsonSchema<T>()` and zod alike.
const searchEntry = defineTool({ input: jsonSchema<{ q: string }>({ type: "object" }), render: ({ call }) => call.input.q });
expectTypeOf(searchEntry).toEqualTypeOf<ToolEntry<{ q: string }, unknown>>();
