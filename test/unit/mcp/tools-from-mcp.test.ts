import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { toolsFromMcp } from "../../../src/mcp";
import { resolveTool } from "../../../src/render/tools/resolve-tool";

const listed: Tool[] = [
  { name: "get_weather", title: "Weather", description: "The weather in a city", inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } },
  { name: "github_search", annotations: { title: "Search GitHub" }, inputSchema: { type: "object" }, outputSchema: { type: "object", properties: { hits: { type: "number" } } } },
];

describe("toolsFromMcp", () => {
  it("brings each listed tool's title (else its annotations' title), description and schemas over", () => {
    const tools = toolsFromMcp(listed);
    expect(tools).toEqual({
      get_weather: { title: "Weather", description: "The weather in a city", inputSchema: listed[0]!.inputSchema },
      github_search: { title: "Search GitHub", inputSchema: { type: "object" }, outputSchema: listed[1]!.outputSchema },
    });
  });

  it("lays the most specific override over each tool (an exact name, else a glob) and keeps every override for unlisted tools", () => {
    const render = () => null;
    const renderResult = () => null;
    const tools = toolsFromMcp(listed, { "github_*": { renderResult, title: "GitHub" }, get_weather: { render }, later_tool: { title: "Later" } });
    expect(tools.get_weather).toMatchObject({ title: "Weather", render, inputSchema: listed[0]!.inputSchema });
    expect(tools.github_search).toMatchObject({ title: "GitHub", renderResult, outputSchema: listed[1]!.outputSchema });
    expect(resolveTool(tools, "later_tool")).toEqual({ title: "Later" });
    expect(resolveTool(tools, "github_issues")).toEqual({ renderResult, title: "GitHub" });
  });

  it("skips what is not a named tool", () => {
    expect(toolsFromMcp([{ name: "" }, null, 3, { title: "no name" }] as never)).toEqual({});
    expect(toolsFromMcp(undefined as never)).toEqual({});
  });
});
