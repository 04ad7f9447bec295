import { cleanup, render, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { connectMcp, type McpConnection, type McpTool } from "../../../src/mcp";
import { McpApp, type McpAppToolCallRequest } from "../../../src/mcp/app";

// The escape app (test/fixtures/mcp-app/app-html.ts) tries to take its own frame, or its parent,
// to the fixture server's /probe with what it shows in the address. The server counts every
// request to /probe, so "nothing left" is a count that did not move, read from the server itself.
const probeHits = async () => Number(await (await fetch(`${inject("mcpAppProbeUrl")}-hits`)).text());

// Each way an app can try to leave, and what the host must show once it has tried:
// - "closed": the frame left (or tried to leave) its document; the card says so and the app is gone.
// - "stays": the browser refused it in place; the app goes on, and nothing is listed as blocked.
const attempts: { how: string; then: "closed" | "stays"; says: RegExp }[] = [
  { how: "href", then: "closed", says: /tried to load http:\/\/127\.0\.0\.1:\d+ in its frame\. The sandbox blocked it and closed the app\./ },
  { how: "replace", then: "closed", says: /tried to load http:\/\/127\.0\.0\.1:\d+ in its frame/ },
  { how: "assign", then: "closed", says: /tried to load http:\/\/127\.0\.0\.1:\d+ in its frame/ },
  { how: "meta-refresh", then: "closed", says: /tried to load http:\/\/127\.0\.0\.1:\d+ in its frame/ },
  { how: "link-click", then: "closed", says: /tried to load http:\/\/127\.0\.0\.1:\d+ in its frame/ },
  { how: "reload", then: "closed", says: /left its page \(it navigated or reloaded its frame\), so it was closed\./ },
  // The sandbox has no allow-forms: the browser refuses the submission before any policy is asked, and
  // tells no one but its console, so there is nothing to report and the app goes on.
  { how: "form-get", then: "stays", says: /^$/ },
  { how: "form-post", then: "stays", says: /^$/ },
  { how: "data-url", then: "closed", says: /left its page \(it navigated or reloaded its frame\), so it was closed\./ },
  { how: "blob-url", then: "closed", says: /left its page \(it navigated or reloaded its frame\), so it was closed\./ },
  { how: "parent-location", then: "stays", says: /^$/ },
  { how: "parent-link", then: "stays", says: /^$/ },
];

describe("an MCP App cannot navigate its frame, or its parent, anywhere", { timeout: 60_000 }, () => {
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

  it.each(attempts)("$how: no request leaves, and the card says what happened ($then)", async ({ how, then, says }) => {
    const hostUrl = location.href;
    const before = await probeHits();
    const reports: { key: string; value: unknown }[] = [];
    const approve = (request: McpAppToolCallRequest) => {
      const { key, value } = request.arguments as { key: string; value: string };
      reports.push({ key, value: JSON.parse(value) });
      return false;
    };
    const seen = (key: string) => reports.filter((r) => r.key === key).map((r) => r.value);
    const { container } = render(<McpApp tool={tool} input={{ how }} connection={mcp} approveToolCall={approve} />);
    const card = () => container.querySelector('[data-slot="mcp-app"]')!;
    await waitFor(() => expect(seen("attempt")).toEqual([how]), { timeout: 30_000 });

    if (then === "closed") {
      await waitFor(() => expect(card().getAttribute("data-state")).toBe("error"), { timeout: 10_000 });
      const alert = card().querySelector('[data-slot="mcp-app-escape"]');
      expect(alert?.getAttribute("role")).toBe("alert");
      expect(alert?.textContent).toMatch(says);
      expect(alert?.textContent).not.toContain("data=");
      expect(card().querySelector("iframe")).toBeNull();
    } else {
      // The app is still there and still talking: its report a second after trying reaches the host.
      await waitFor(() => expect(seen("still-here")).toEqual([how]), { timeout: 10_000 });
      expect(card().getAttribute("data-state")).toBe("ready");
      expect(card().querySelector('[data-slot="mcp-app-blocked"]')?.textContent ?? "").toMatch(says);
    }
    expect(seen("escaped")).toEqual([]);
    expect(location.href).toBe(hostUrl);
    expect(await probeHits()).toBe(before);
  });
});
