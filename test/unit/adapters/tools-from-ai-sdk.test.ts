import { jsonSchema, tool } from "ai";
import { jsonSchema as jsonSchema7, tool as tool7 } from "ai7";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toolsFromAiSdk } from "../../../src/adapters/ai-sdk";

const city = z.object({ city: z.string() });

describe("toolsFromAiSdk", () => {
  it("brings each tool's title, description and schemas over as JSON Schema (zod 4, jsonSchema(), a lazy schema)", () => {
    const searchSchema = { type: "object", properties: { q: { type: "string" } } } as const;
    const entries = toolsFromAiSdk({
      get_weather: tool({ title: "Weather", description: "The weather in a city", inputSchema: city, outputSchema: z.object({ celsius: z.number() }) }),
      search: tool({ inputSchema: jsonSchema<{ q: string }>(searchSchema), execute: async () => ({ hits: 1 }) }),
      lazy: { inputSchema: () => jsonSchema<{ q: string }>(searchSchema) },
    });
    expect(entries.get_weather).toEqual({
      title: "Weather",
      description: "The weather in a city",
      inputSchema: expect.objectContaining({ type: "object", properties: { city: { type: "string" } }, required: ["city"] }),
      outputSchema: expect.objectContaining({ properties: { celsius: { type: "number" } } }),
    });
    expect(entries.search).toEqual({ inputSchema: searchSchema });
    expect(entries.lazy).toEqual({ inputSchema: searchSchema });
  });

  it("reads AI SDK 7 tools the same way", () => {
    const entries = toolsFromAiSdk({ delete_files: tool7({ description: "Delete files", inputSchema: jsonSchema7<{ paths: string[] }>({ type: "object" }), needsApproval: true }) });
    expect(entries.delete_files).toEqual({ description: "Delete files", inputSchema: { type: "object" } });
  });

  it("lays each override over its tool's definition, and copies nothing it cannot read", () => {
    const render = () => null;
    const entries = toolsFromAiSdk(
      { get_weather: tool({ title: "Weather", inputSchema: city }), stamp: tool({ inputSchema: z.object({ at: z.date() }) }), provider: { description: "" } },
      { get_weather: { title: "Forecast", render, askUser: true } },
    );
    expect(entries.get_weather).toMatchObject({ title: "Forecast", render, askUser: true, inputSchema: expect.objectContaining({ type: "object" }) });
    // A zod date has no JSON Schema; an empty description is no description.
    expect(entries.stamp).toEqual({});
    expect(entries.provider).toEqual({});
  });
});
