import { render, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import * as bridgeInUse from "@modelcontextprotocol/ext-apps/app-bridge";
import * as bridgeV1 from "ext-apps-v1/app-bridge";
import { connectMcp, type McpCallToolResult, type McpConnection, type McpTool } from "../../../src/mcp";
import { McpApp, type McpAppConnection, type McpAppToolCallRequest } from "../../../src/mcp/app";
import "../../../src/theme/theme.css";

// partkit's peer range for ext-apps is `^1.7.5 || ^2.0.4`: an app that also installs CopilotKit
// (whose MCP Apps renderer depends on ext-apps ^1.7.5) gets 1.x at its root, and partkit/mcp/app
// runs on that. Here src/mcp/app's `@modelcontextprotocol/ext-apps/app-bridge` is ext-apps 1.7.x
// (the `ext-apps-v1` alias, on the 1.x SDK), against the same real server whose app is built on
// ext-apps 2.x: the host bridge of one major, the app of the other.
vi.mock("@modelcontextprotocol/ext-apps/app-bridge", async () => await import("ext-apps-v1/app-bridge"));

function reports() {
  const seen: { key: string; value: unknown }[] = [];
  const approve = (request: McpAppToolCallRequest) => {
    if (request.name !== "report") return true;
    const { key, value } = request.arguments as { key: string; value: string };
    seen.push({ key, value: JSON.parse(value) });
    return false;
  };
  return { approve, get: (key: string) => seen.filter((r) => r.key === key).map((r) => r.value) };
}

describe("McpApp on ext-apps 1.x (the AppBridge CopilotKit's dependency brings)", { timeout: 60_000 }, () => {
  let mcp: McpConnection;
  let tools: McpTool[];
  let result: McpCallToolResult;

  beforeAll(async () => {
    mcp = await connectMcp(inject("mcpAppUrl"));
    tools = await mcp.listTools();
    result = await mcp.callTool("show_weather", { city: "Oslo" });
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it("runs on the 1.x bridge, not the 2.x one", async () => {
    const v2 = await vi.importActual<typeof import("@modelcontextprotocol/ext-apps/app-bridge")>("@modelcontextprotocol/ext-apps/app-bridge");
    expect(bridgeInUse.AppBridge).toBe(bridgeV1.AppBridge);
    expect(bridgeV1.AppBridge).not.toBe(v2.AppBridge);
  });

  it("gives the app its input and result, proxies its tool call with the request's signal, and resizes", async () => {
    const r = reports();
    const signals: unknown[] = [];
    // The app's own calls reach the server through the bridge's oncalltool, which hands on the
    // request's abort signal (1.x: `extra.signal`; 2.x: `extra.mcpReq.signal`).
    const connection: McpAppConnection = {
      callTool: (name, args, options) => {
        if (name === "forecast") signals.push(options?.signal);
        return mcp.callTool(name, args, options);
      },
      readResource: (uri, options) => mcp.readResource(uri, options),
    };
    const tool = tools.find((t) => t.name === "show_weather")!;
    render(<McpApp tool={tool} input={{ city: "Oslo" }} result={result} connection={connection} tools={tools} approveToolCall={r.approve} />);
    const frame = await screen.findByTitle("App of Weather");
    await waitFor(() => expect(r.get("hello")).toHaveLength(1), { timeout: 20_000 });
    expect(r.get("hello")[0]).toMatchObject({ theme: "light", displayMode: "inline" });
    await waitFor(() => expect(r.get("input")).toEqual([{ city: "Oslo" }]));
    await waitFor(() => expect(r.get("result")).toEqual([{ city: "Oslo", temperature: 21 }]));
    await waitFor(() => expect(r.get("forecast")).toEqual(["Forecast for Oslo: sunny"]));
    expect(r.get("forecast-error")).toEqual([]);
    expect(signals).toHaveLength(1);
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    await waitFor(() => expect(frame.clientHeight).toBe(321));
  });
});
