import { render, screen } from "@testing-library/react";
import { jsonSchema } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MessageView } from "../../../src/message";
import type { Message } from "../../../src/model/types";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/model/vocabulary/content-types";
import { defineTool, PartkitProvider } from "../../../src/render";

const turn: Message = {
  id: "m1",
  role: "assistant",
  parts: [
    { name: "/tool-calls/c1", contentType: CT.toolCall, content: JSON.stringify({ id: "c1", name: "get_weather", arguments: '{"city":"Lyon"}' }) },
    { name: "/tool-calls/c1/result", contentType: CT.toolResult, content: JSON.stringify({ callId: "c1", name: "get_weather", output: '{"celsius":21}' }) },
  ],
};

describe("defineTool", () => {
  it("takes a Standard Schema's JSON Schema (zod 4) as the entry's schemas, and leaves the typed schemas out of the entry", () => {
    const entry = defineTool({ title: "Weather", input: z.object({ city: z.string() }), output: z.object({ celsius: z.number() }) });
    expect(entry).toEqual({
      title: "Weather",
      inputSchema: expect.objectContaining({ type: "object", properties: { city: { type: "string" } }, required: ["city"] }),
      outputSchema: expect.objectContaining({ type: "object", properties: { celsius: { type: "number" } }, required: ["celsius"] }),
    });
    expect(entry).not.toHaveProperty("input");
    expect(entry).not.toHaveProperty("output");
  });

  it("keeps a JSON Schema given beside a typed schema, and takes an AI SDK schema's own", () => {
    const inputSchema = { type: "object", properties: { city: { type: "string", title: "City" } } } as const;
    expect(defineTool({ input: z.object({ city: z.string() }), inputSchema }).inputSchema).toBe(inputSchema);
    const json = { type: "object", properties: { q: { type: "string" } } } as const;
    expect(defineTool({ input: jsonSchema<{ q: string }>(json) }).inputSchema).toEqual(json);
  });

  it("gives no schema, and does not throw, for a typed schema with no JSON Schema (a zod date)", () => {
    const entry = defineTool({ input: z.object({ when: z.date() }) });
    expect(entry).toEqual({});
  });

  it("hands its render the call's input and the result's output as values, typed by the schema", () => {
    const weather = defineTool({
      input: z.object({ city: z.string() }),
      output: z.object({ celsius: z.number() }),
      render: ({ call, result }) => (
        <p data-testid="weather">
          {call.input.city}: {result && !result.isError ? `${result.output.celsius} °C` : "…"}
        </p>
      ),
    });
    render(
      <PartkitProvider tools={{ get_weather: weather }}>
        <MessageView message={turn} />
      </PartkitProvider>,
    );
    expect(screen.getByTestId("weather")).toHaveTextContent("Lyon: 21 °C");
  });
});
