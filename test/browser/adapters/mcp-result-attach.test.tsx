import { render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { attachToolResults, joinToolResults } from "../../../src/adapters/conversation";
import { fromMcpToolResult, type McpCallToolResult as AdapterResult } from "../../../src/adapters/mcp";
import { fromOpenAIChat } from "../../../src/adapters/openai";
import { MessageList } from "../../../src/list";
import { connectMcp, type McpCallToolResult, type McpConnection } from "../../../src/mcp";
import "../../../src/theme/theme.css";

// Real results from server-everything through the official client, then the adapters, then the
// list: an MCP tool result message reads under its call's card, as OpenAI tool messages do. The
// client's result type types structuredContent as unknown; the adapter accepts any value there.
describe("MCP tool result messages attach to their calls", { timeout: 30_000 }, () => {
  let mcp: McpConnection;
  let weather: McpCallToolResult;
  let image: McpCallToolResult;

  beforeAll(async () => {
    mcp = await connectMcp(inject("mcpUrl"));
    weather = await mcp.callTool("get-structured-content", { location: "Chicago" });
    image = await mcp.callTool("get-tiny-image", {});
  });
  afterAll(async () => {
    await mcp?.close();
  });

  const transcript = () => {
    const [ask, assistant] = fromOpenAIChat([
      { role: "user", content: "Weather in Chicago, and a tiny image?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "c1", type: "function", function: { name: "get-structured-content", arguments: '{"location":"Chicago"}' } },
          { id: "c2", type: "function", function: { name: "get-tiny-image", arguments: "{}" } },
        ],
      },
    ]);
    return [
      ask!,
      assistant!,
      fromMcpToolResult(weather as AdapterResult, { callId: "c1", toolName: "get-structured-content" }),
      fromMcpToolResult(image as AdapterResult, { callId: "c2", toolName: "get-tiny-image" }),
    ];
  };

  it("moves each result message into the calling message, with its structured content and image under the result", () => {
    const input = transcript();
    const before = JSON.stringify(input);
    const out = attachToolResults(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(out.map((m) => m.role)).toEqual(["user", "assistant"]);
    const names = out[1]!.parts.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["/tool-calls/c1/result", "/tool-calls/c2/result"]));
    const structured = out[1]!.parts.find((p) => p.metadata?.originalName === "/structured-content")!;
    expect(structured.name).toBe("/tool-calls/c1/result/structured-content");
    expect(JSON.parse(structured.content!)).toEqual(weather.structuredContent);
    expect(out[1]!.parts.find((p) => p.contentType === "image/png")?.name).toMatch(/^\/tool-calls\/c2\/result\/\d+$/);
    // The moved results link as results of their calls.
    const { calls } = joinToolResults(out);
    expect(calls.get("c1")?.results.map((r) => r.partName)).toEqual(["/tool-calls/c1/result"]);
    expect(calls.get("c2")?.results.map((r) => r.partName)).toEqual(["/tool-calls/c2/result"]);
  });

  it("shows the results under the calls' cards, with no separate tool bubble", async () => {
    const messages = attachToolResults(transcript()).map((m, i) => ({ ...m, id: `m${i}` }));
    const { container } = render(<MessageList messages={messages} style={{ height: 800 }} />);
    const weatherCard = await screen.findByRole("group", { name: "Tool call Get structured content" });
    const imageCard = screen.getByRole("group", { name: "Tool call Get tiny image" });
    expect(container.querySelectorAll('[data-role="tool"]')).toHaveLength(0);
    expect(screen.getAllByRole("article")).toHaveLength(2);

    within(weatherCard).getByRole("button", { name: "Get structured content" }).click();
    await waitFor(() => expect(within(weatherCard).getAllByText(/Light rain \/ drizzle/)[0]).toBeVisible());

    within(imageCard).getByRole("button", { name: "Get tiny image" }).click();
    await waitFor(() => expect(screen.getByText(/Here's the image you requested/)).toBeVisible());
    const img = await waitFor(() => {
      const found = container.querySelector<HTMLImageElement>('img[src^="data:image/png"], img[src^="blob:"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
    expect(img).toBeVisible();
  });
});
