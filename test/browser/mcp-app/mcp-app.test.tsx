import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectMcp, type McpCallToolResult, type McpConnection, type McpTool } from "../../../src/mcp";
import { McpApp, type McpAppToolCallRequest } from "../../../src/mcp/app";
import { McpExplorer } from "../../../src/form";
import "../../../src/theme/theme.css";

// The fixture apps report what they see by calling `report` through the host; approveToolCall
// catches those calls (and refuses them, so they never reach the server) and lets the others through.
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
  return { seen, calls, approve, get };
}

describe("McpApp against a real MCP Apps server (server SDK 2.x + ext-apps)", { timeout: 60_000 }, () => {
  let mcp: McpConnection;
  let tools: McpTool[];
  let result: McpCallToolResult;
  const tool = (name: string) => tools.find((t) => t.name === name)!;

  beforeAll(async () => {
    mcp = await connectMcp(inject("mcpAppUrl"));
    tools = await mcp.listTools();
    result = await mcp.callTool("show_weather", { city: "Oslo" });
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it("gives the app the input and result, proxies its tool call, resizes, follows the theme and tears down", async () => {
    const r = reports();
    function Host() {
      const [theme, setTheme] = useState<"light" | "dark">("light");
      const [shown, setShown] = useState(true);
      return (
        <div data-theme={theme}>
          <button onClick={() => setTheme(theme === "light" ? "dark" : "light")}>Switch theme</button>
          <button onClick={() => setShown(false)}>Close</button>
          {shown ? <McpApp tool={tool("show_weather")} input={{ city: "Oslo" }} result={result} connection={mcp} tools={tools} approveToolCall={r.approve} /> : null}
        </div>
      );
    }
    render(<Host />);
    const frame = await screen.findByTitle("App of Weather");
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts");
    await waitFor(() => expect(r.get("hello")).toHaveLength(1), { timeout: 20_000 });
    expect(r.get("hello")[0]).toMatchObject({ theme: "light", displayMode: "inline", background: "#ffffff" });
    await waitFor(() => expect(r.get("input")).toEqual([{ city: "Oslo" }]));
    await waitFor(() => expect(r.get("result")).toEqual([{ city: "Oslo", temperature: 21 }]));
    await waitFor(() => expect(r.get("forecast")).toEqual(["Forecast for Oslo: sunny"]));
    expect(r.calls).toContainEqual({ name: "forecast", arguments: { city: "Oslo" } });
    await waitFor(() => expect(frame.clientHeight).toBe(321));

    screen.getByRole("button", { name: "Switch theme" }).click();
    await waitFor(() => expect(r.get("theme")).toContain("dark"));

    screen.getByRole("button", { name: "Close" }).click();
    await waitFor(() => expect(screen.queryByTitle("App of Weather")).toBeNull());
    expect(document.querySelector('[data-slot="mcp-app"]')).toBeNull();
  });

  it("refuses app calls to tools not visible to apps, and to tools the user declines", async () => {
    const r = reports();
    const refused: string[] = [];
    render(
      <McpApp
        tool={tool("show_weather")}
        input={{ city: "Oslo" }}
        result={result}
        connection={mcp}
        tools={tools.map((t) => (t.name === "forecast" ? { ...t, _meta: { ui: { visibility: ["model"] } } } : t))}
        approveToolCall={(request) => {
          if (request.name === "forecast") refused.push("asked");
          return r.approve(request);
        }}
      />,
    );
    await waitFor(() => expect(r.get("result")).toHaveLength(1), { timeout: 20_000 });
    // The app's forecast call fails in the bridge before approval is even asked.
    await waitFor(() => expect(r.get("forecast-error")).toEqual([expect.stringMatching(/forecast is not available to apps/)]));
    expect(r.get("forecast")).toEqual([]);
    expect(refused).toEqual([]);
  });

  it("tells the app when the user declines its call", async () => {
    const r = reports();
    render(<McpApp tool={tool("show_weather")} input={{ city: "Oslo" }} result={result} connection={mcp} approveToolCall={(request) => request.name !== "forecast" && r.approve(request)} />);
    await waitFor(() => expect(r.get("forecast-error")).toEqual(["The user declined the call to forecast."]), { timeout: 20_000 });
  });

  it("shows a specific error when the resource cannot be read, in that app only", async () => {
    render(<McpApp tool={{ name: "ghost", _meta: { ui: { resourceUri: "ui://nowhere/app.html" } } }} connection={mcp} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/Could not load the app \(ui:\/\/nowhere\/app.html\)/);
  });
});

describe("MCP Apps in the explorer", { timeout: 60_000 }, () => {
  it("McpExplorer marks tools with apps and shows the app beside the result; it gets input and result and calls a second tool", async () => {
    const user = userEvent.setup();
    const r = reports();
    render(<McpExplorer connect={connectMcp} defaultUrl={inject("mcpAppUrl")} autoConnect renderApp={(p) => <McpApp {...p} approveToolCall={r.approve} />} />);
    const select = await screen.findByRole("combobox", { name: "Tool" }, { timeout: 20_000 });
    expect(within(select).getByRole("option", { name: /Weather \(show_weather\) · app/ })).toBeInTheDocument();
    expect(within(select).getByRole("option", { name: "forecast" })).toBeInTheDocument();
    await user.selectOptions(select, "show_weather");
    await user.type(screen.getByLabelText(/city/), "Bergen");
    await user.click(screen.getByRole("button", { name: "Call tool" }));
    expect(await screen.findByText(/Bergen: 21 °C/)).toBeVisible();
    await screen.findByTitle("App of Weather");
    await waitFor(() => expect(r.get("input")).toEqual([{ city: "Bergen" }]), { timeout: 20_000 });
    await waitFor(() => expect(r.get("result")).toEqual([{ city: "Bergen", temperature: 21 }]));
    await waitFor(() => expect(r.get("forecast")).toEqual(["Forecast for Bergen: sunny"]));
  });
});
