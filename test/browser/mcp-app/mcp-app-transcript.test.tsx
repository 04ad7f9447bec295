import { render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { attachToolResults } from "../../../src/adapters/conversation";
import { fromMcpMessages, type McpPromptMessage } from "../../../src/adapters/mcp";
import { MessageList } from "../../../src/list";
import { connectMcp, type McpCallToolResult, type McpConnection, type McpTool } from "../../../src/mcp";
import { mcpAppTools, type McpAppToolCallRequest } from "../../../src/mcp/app";
import type { Message } from "../../../src/model/types";
import { PartkitProvider } from "../../../src/render";
import "../../../src/theme/theme.css";

// The fixture app reports what it sees by calling `report` through the host; approveToolCall
// catches those calls (refusing them, so they never reach the server) and lets the others through.
function reports() {
  const seen: { key: string; value: unknown }[] = [];
  const calls: McpAppToolCallRequest[] = [];
  const approve = (request: McpAppToolCallRequest) => {
    calls.push(request);
    if (request.name !== "report") return true;
    const { key, value } = request.arguments as { key: string; value: string };
    seen.push({ key, value: JSON.parse(value) });
    return false;
  };
  const get = (key: string) => seen.filter((r) => r.key === key).map((r) => r.value);
  return { calls, approve, get };
}

// The conversation as an MCP host keeps it (sampling messages: the model's tool_use, then the
// server's real result as a tool_result), read by partkit's own MCP adapter, results under calls.
function transcript(city: string, result: McpCallToolResult): Message[] {
  const history: McpPromptMessage[] = [
    { role: "user", content: { type: "text", text: `What is the weather in ${city}?` } },
    { role: "assistant", content: [{ type: "tool_use", id: "call_1", name: "show_weather", input: { city } }] },
    {
      role: "user",
      content: [{ type: "tool_result", toolUseId: "call_1", content: result.content ?? [], ...(result.structuredContent ? { structuredContent: result.structuredContent } : {}) }],
    } as McpPromptMessage,
  ];
  return attachToolResults(fromMcpMessages(history)).map((message, i) => ({ ...message, id: `m${i}` }));
}

describe("MCP Apps in the transcript (real server: server SDK 2.x + ext-apps)", { timeout: 60_000 }, () => {
  let mcp: McpConnection;
  let tools: McpTool[];
  let messages: Message[];

  beforeAll(async () => {
    mcp = await connectMcp(inject("mcpAppUrl"));
    tools = await mcp.listTools();
    messages = transcript("Tromsø", await mcp.callTool("show_weather", { city: "Tromsø" }));
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it("the adapter puts the real result under its call", () => {
    expect(messages.map((m) => m.parts.map((p) => p.contentType))).toEqual([
      ["text/plain"],
      ["application/vnd.partkit.tool-call+json", "application/vnd.partkit.tool-result+json", "text/plain"],
    ]);
  });

  it("renders the app in the tool card: input, result, a second tool through the host, resize, theme, teardown", async () => {
    const r = reports();
    function Host() {
      const [theme, setTheme] = useState<"light" | "dark">("light");
      const [shown, setShown] = useState(true);
      return (
        <div data-theme={theme}>
          <button onClick={() => setTheme(theme === "light" ? "dark" : "light")}>Switch theme</button>
          <button onClick={() => setShown(false)}>Close</button>
          {shown ? (
            <PartkitProvider tools={mcpAppTools(tools, { connection: mcp, approveToolCall: r.approve })}>
              <MessageList messages={messages} style={{ height: 800 }} />
            </PartkitProvider>
          ) : null}
        </div>
      );
    }
    render(<Host />);
    const card = await screen.findByRole("group", { name: "Tool call Weather" }, { timeout: 20_000 });
    const frame = (await within(card).findByTitle("App of Weather", {}, { timeout: 20_000 })) as HTMLIFrameElement;
    // The card folds to its header once answered; the app stays in view outside the fold.
    expect(card).not.toHaveAttribute("data-open");
    expect(frame.closest('[data-slot="tool-call-view"]')).toHaveAttribute("data-state", "complete");
    expect(frame).toBeVisible();

    await waitFor(() => expect(r.get("input")).toEqual([{ city: "Tromsø" }]), { timeout: 20_000 });
    await waitFor(() => expect(r.get("result")).toEqual([{ city: "Tromsø", temperature: 21 }]));
    await waitFor(() => expect(r.get("forecast")).toEqual(["Forecast for Tromsø: sunny"]));
    expect(r.calls).toContainEqual({ name: "forecast", arguments: { city: "Tromsø" } });
    await waitFor(() => expect(frame.clientHeight).toBe(321));
    // Re-rendering the list rebuilds the call's values; the app still got each once.
    expect(r.get("hello")).toHaveLength(1);

    screen.getByRole("button", { name: "Switch theme" }).click();
    await waitFor(() => expect(r.get("theme")).toContain("dark"));
    expect(r.get("input")).toHaveLength(1);
    expect(r.get("result")).toHaveLength(1);

    screen.getByRole("button", { name: "Close" }).click();
    await waitFor(() => expect(frame.isConnected).toBe(false));
    // The frame's browsing context is gone with it: nothing of the app keeps running.
    expect(frame.contentWindow).toBeNull();
    expect(document.querySelector('[data-slot="mcp-app"]')).toBeNull();
  });

  it("without a connection (history reloaded) the card shows the last result and says why the app is not live", async () => {
    render(
      <PartkitProvider tools={mcpAppTools(tools)}>
        <MessageList messages={messages} style={{ height: 800 }} />
      </PartkitProvider>,
    );
    const card = await screen.findByRole("group", { name: "Tool call Weather" }, { timeout: 20_000 });
    expect(within(card).getByRole("note")).toHaveTextContent(
      "Weather has an app, but it is not live: there is no connection to its server (this conversation was loaded from history), so its last result shows as it was.",
    );
    expect(within(card).queryByTitle("App of Weather")).toBeNull();
    within(card).getByRole("button", { name: "Weather" }).click();
    await waitFor(() => expect(within(card).getByText(/Tromsø: 21 °C/)).toBeVisible());
  });
});
