import { render, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectMcp, type McpConnection, type McpTool } from "../../../src/mcp";
import { McpApp, type McpAppToolCallRequest } from "../../../src/mcp/app";
import { timeScale } from "../../setup/time-budgets";

// The probe app (test/fixtures/mcp-app/app-html.ts) tries to leave its sandbox and reports every
// outcome by calling `report` through the host, which approveToolCall intercepts.
describe("an MCP App cannot leave its sandbox", { timeout: 90_000 }, () => {
  let mcp: McpConnection;
  let tools: McpTool[];
  beforeAll(async () => {
    mcp = await connectMcp(inject("mcpAppUrl"));
    tools = await mcp.listTools();
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it("is denied the host's DOM, cookies, storage, top navigation, popups, form posts and the network, ignores forged messages and survives a flood", async () => {
    document.cookie = "host-secret=1; path=/";
    localStorage.setItem("host-secret", "1");
    const hostUrl = location.href;
    const probeHits = async () => Number(await (await fetch(`${inject("mcpAppProbeUrl")}-hits`)).text());
    const before = await probeHits();

    const reports = new Map<string, unknown>();
    const calls: McpAppToolCallRequest[] = [];
    const approve = (request: McpAppToolCallRequest) => {
      calls.push(request);
      const { key, value } = request.arguments as { key: string; value: string };
      reports.set(key, JSON.parse(value));
      return false;
    };

    // Another frame, and this page itself, post well-formed calls as if they were the app.
    const forged = JSON.stringify({ jsonrpc: "2.0", id: 99, method: "tools/call", params: { name: "report", arguments: { key: "forged", value: "1" } } });
    const other = document.createElement("iframe");
    other.setAttribute("sandbox", "allow-scripts");
    other.srcdoc = `<script>for (let i = 0; i < 50; i++) parent.postMessage(${forged}, "*");</script>`;
    document.body.append(other);
    for (let i = 0; i < 50; i++) window.postMessage(JSON.parse(forged), "*");

    const probe = tools.find((t) => t.name === "probe_sandbox")!;
    const { container, rerender } = render(<McpApp tool={probe} input={{}} connection={mcp} approveToolCall={approve} />);
    await waitFor(() => expect(reports.get("still-here")).toBe("about:srcdoc"), { timeout: 30_000 });
    expect(reports.get("dom")).toBe("blocked:SecurityError");
    expect(reports.get("cookie")).toBe("blocked:SecurityError");
    expect(reports.get("storage")).toBe("blocked:SecurityError");
    expect(reports.get("opener")).toBe("allowed:null");
    expect(String(reports.get("top"))).toMatch(/^blocked:/);
    expect(String(reports.get("fetch"))).toMatch(/^blocked:TypeError/);
    // The refused fetch is listed on the card by origin only (the address may carry the app's data).
    const probeOrigin = new URL(inject("mcpAppProbeUrl")).origin;
    await waitFor(() => expect(container.querySelector('[data-slot="mcp-app-blocked"]')?.textContent).toContain(`Blocked a connection to ${probeOrigin} (connect-src)`));
    expect(location.href).toBe(hostUrl);
    expect(await probeHits()).toBe(before);

    // The result makes the probe post 10,000 malformed messages: dropped, counted, the page stays responsive.
    const frame = screen.getByTitle(/App of/);
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: "longtask" });
    const app = container.querySelector('[data-slot="mcp-app"]')!;
    rerender(<McpApp tool={probe} input={{}} result={{ content: [{ type: "text", text: "go" }] }} connection={mcp} approveToolCall={approve} />);
    await waitFor(() => expect(app.getAttribute("data-dropped")).toBe("10000"), { timeout: 30_000 });
    await waitFor(() => expect(reports.get("flooded")).toBe(10000));
    observer.disconnect();
    expect(Math.max(0, ...longTasks)).toBeLessThan(200 * timeScale);
    expect(frame.isConnected).toBe(true);

    expect(reports.has("forged")).toBe(false);
    expect(calls.every((c) => (c.arguments as { key: string }).key !== "forged")).toBe(true);
    other.remove();
  });
});
