import { cleanup, render, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { connectMcp, type McpConnection, type McpTool } from "../../../src/mcp";
import { McpApp, type McpAppToolCallRequest } from "../../../src/mcp/app";
import { timeScale } from "../../setup/time-budgets";

// The hostile app (test/fixtures/mcp-app/app-html.ts, "flood-*") posts 10,000 well-formed requests in
// batches of 500 a task. Before the sandbox's budgets each one reached the host's bridge: 10,000
// approval checks and server calls for tools/call, a 9 s stall; pings, 5.1 s.
describe("an MCP App cannot flood its host", { timeout: 90_000 }, () => {
  let mcp: McpConnection;
  let tool: McpTool;
  beforeAll(async () => {
    mcp = await connectMcp(inject("mcpAppUrl"));
    tool = (await mcp.listTools()).find((t) => t.name === "escape_frame")!;
  });
  afterEach(cleanup);
  afterAll(async () => {
    await mcp?.close();
  });

  it.each(["flood-calls", "flood-pings"])("%s: the host does a budget's worth, refuses the rest at the door, says so and stays responsive", async (how) => {
    const reports: string[] = [];
    const calls: McpAppToolCallRequest[] = [];
    const approve = (request: McpAppToolCallRequest) => {
      if (request.name !== "report") return void calls.push(request), false;
      reports.push((request.arguments as { key: string }).key);
      return false;
    };
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: "longtask" });
    const started = performance.now();
    const { container } = render(<McpApp tool={tool} input={{ how }} connection={mcp} approveToolCall={approve} />);
    const card = () => container.querySelector('[data-slot="mcp-app"]')!;
    await waitFor(() => expect(reports).toContain("still-here"), { timeout: 60_000 });
    observer.disconnect();
    const seconds = (performance.now() - started) / 1000;

    // 20 at once, then 2 a second: what got through is bounded by the time the flood took.
    expect(calls.length).toBeLessThanOrEqual(20 + Math.ceil(2 * seconds));
    await waitFor(() => expect(Number(card().getAttribute("data-limited"))).toBeGreaterThan(9_000));
    expect(card().querySelector('[data-slot="mcp-app-limited"]')?.textContent).toMatch(/^The app asked too often: \d+ requests were refused\.$/);
    expect(card().getAttribute("data-state")).toBe("ready");
    expect(Math.max(0, ...longTasks)).toBeLessThan(200 * timeScale);
  });
});
