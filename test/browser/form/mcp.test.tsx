import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { McpExplorer, ToolPlayground, ToolResultView, type ToolDefinition } from "../../../src/form";
import { connectMcp, type McpConnection } from "../../../src/mcp";
import "../../../src/theme/theme.css";

describe("MCP tools against server-everything (Streamable HTTP)", { timeout: 30_000 }, () => {
  let mcp: McpConnection;
  let tools: ToolDefinition[];
  const tool = (name: string) => {
    const found = tools.find((t) => t.name === name);
    if (!found) throw new Error(`server has no ${name} tool`);
    return found;
  };

  beforeAll(async () => {
    mcp = await connectMcp(inject("mcpUrl"));
    tools = (await mcp.listTools()) as unknown as ToolDefinition[];
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it("falls back from the stateless protocol to the initialize handshake of this 1.x-SDK server", () => {
    expect(mcp.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mcp.protocolVersion).not.toBe("2026-07-28");
  });

  it("lists the server's tools", () => {
    expect(mcp.server?.name).toBeTruthy();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(["echo", "get-sum", "get-tiny-image", "get-structured-content"]));
  });

  it("fills the echo form, calls it and shows the text result", async () => {
    const user = userEvent.setup();
    render(<ToolPlayground tool={tool("echo")} callTool={mcp.callTool} />);
    await user.type(screen.getByLabelText(/message/), "hello partkit");
    await user.click(screen.getByRole("button", { name: "Call tool" }));
    expect(await screen.findByText(/Echo: hello partkit/)).toBeVisible();
  });

  it("validates the add (get-sum) form before calling, then shows the sum", async () => {
    const user = userEvent.setup();
    render(<ToolPlayground tool={tool("get-sum")} callTool={mcp.callTool} />);
    await user.click(screen.getByRole("button", { name: "Call tool" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("There are 2 problems to fix");
    expect(screen.getByLabelText(/^a/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^a/), "2");
    await user.type(screen.getByLabelText(/^b/), "40");
    await user.click(screen.getByRole("button", { name: "Call tool" }));
    // The result's own words: a bare /42/ also matched a run that took 42 ms ("Done in 42 ms").
    expect(await screen.findByText(/\bis 42\b/)).toBeVisible();
  });

  it("shows the image from get-tiny-image", async () => {
    const user = userEvent.setup();
    render(<ToolPlayground tool={tool("get-tiny-image")} callTool={mcp.callTool} />);
    await user.click(screen.getByRole("button", { name: "Call tool" }));
    await screen.findByText(/Here's the image you requested/);
    const img = await waitFor(() => {
      const found = document.querySelector<HTMLImageElement>('[data-slot="tool-result"] img');
      expect(found).not.toBeNull();
      return found!;
    });
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
  });

  it("renders structuredContent by the tool's outputSchema", async () => {
    const user = userEvent.setup();
    render(<ToolPlayground tool={tool("get-structured-content")} callTool={mcp.callTool} />);
    await user.selectOptions(screen.getByLabelText(/location/), "Chicago");
    await user.click(screen.getByRole("button", { name: "Call tool" }));
    const structured = await screen.findByRole("region", { name: "Structured content" });
    expect(structured).toHaveAttribute("data-state", "valid");
    expect(within(structured).getByText("Temperature", { selector: "dt" })).toHaveTextContent("Temperature in celsius");
    expect(within(structured).getByText("36")).toBeVisible();
    expect(within(structured).getByText("Light rain / drizzle")).toBeVisible();
  });

  it("shows isError results as errors", async () => {
    const result = await mcp.callTool("get-sum", { a: "not a number", b: 1 });
    expect(result.isError).toBe(true);
    render(<ToolResultView result={result} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The tool reported an error.");
    expect(screen.getByText(/Input validation error/)).toBeVisible();
  });

  it("connects from a typed URL in the explorer, and explains a bad one", async () => {
    const user = userEvent.setup();
    render(<McpExplorer connect={connectMcp} />);
    const url = screen.getByLabelText("MCP server URL");
    await user.type(url, "http://127.0.0.1:9/mcp");
    await user.click(screen.getByRole("button", { name: "Connect" }));
    expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toHaveTextContent(/Could not reach|failed/);
    await user.clear(url);
    await user.type(url, inject("mcpUrl"));
    await user.click(screen.getByRole("button", { name: "Connect" }));
    expect(await screen.findByText(/Connected to .*: \d+ tools\./, {}, { timeout: 15_000 })).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Tool"), "echo");
    await user.type(screen.getByLabelText(/message/), "via explorer");
    await user.click(screen.getByRole("button", { name: "Call tool" }));
    expect(await screen.findByText(/Echo: via explorer/)).toBeVisible();
    // A tool that asks the user for input mid-call: the server's elicitation/create appears inline.
    await user.selectOptions(screen.getByLabelText("Tool"), "trigger-elicitation-request");
    await user.click(screen.getByRole("button", { name: "Call tool" }));
    const request = await screen.findByRole("region", { name: "Please provide inputs for the following fields:" }, { timeout: 15_000 });
    await user.type(within(request).getByRole("textbox", { name: "String" }), "Ada Lovelace");
    expect(within(request).getByLabelText(/Legacy Titled Single Select Enum/)).toHaveDisplayValue("Cats");
    await user.click(within(request).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText(/User provided the requested information/, {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText(/- Name: Ada Lovelace/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Disconnect" }));
    expect(screen.getByText("Not connected.")).toBeVisible();
  });
});

describe("MCP tools against an official 2.x server (stateless protocol)", { timeout: 30_000 }, () => {
  it("negotiates the stateless protocol, lists and calls tools", async () => {
    const mcp = await connectMcp(inject("mcpV2Url"));
    try {
      expect(mcp.protocolVersion).toBe("2026-07-28");
      expect((await mcp.listTools()).map((t) => t.name)).toEqual(["echo", "book_table"]);
      const user = userEvent.setup();
      const echo = (await mcp.listTools())[0] as unknown as ToolDefinition;
      render(<ToolPlayground tool={echo} callTool={mcp.callTool} />);
      await user.type(screen.getByLabelText(/message/), "stateless");
      await user.click(screen.getByRole("button", { name: "Call tool" }));
      expect(await screen.findByText(/Echo: stateless/)).toBeVisible();
    } finally {
      await mcp.close();
    }
  });

  it("still speaks the 2025 protocol to the same server when asked to", async () => {
    const mcp = await connectMcp(inject("mcpV2Url"), { protocol: "legacy" });
    try {
      expect(mcp.protocolVersion).not.toBe("2026-07-28");
      const result = await mcp.callTool("echo", { message: "legacy" });
      expect(result.content).toEqual([{ type: "text", text: "Echo: legacy" }]);
    } finally {
      await mcp.close();
    }
  });

  it("answers an input_required elicitation in the explorer, then declines one", async () => {
    const user = userEvent.setup();
    render(<McpExplorer connect={connectMcp} defaultUrl={inject("mcpV2Url")} />);
    await user.click(screen.getByRole("button", { name: "Connect" }));
    expect(await screen.findByText(/Connected to partkit-v2-fixture.*: 2 tools\./, {}, { timeout: 15_000 })).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Tool"), "book_table");
    await user.type(screen.getByLabelText(/restaurant/), "Chez Ada");
    await user.click(screen.getByRole("button", { name: "Call tool" }));
    let request = await screen.findByRole("region", { name: "Which sitting at Chez Ada?" }, { timeout: 15_000 });
    await user.selectOptions(within(request).getByLabelText(/Sitting/), "21:00");
    await user.click(within(request).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Booked Chez Ada at 21:00.", {}, { timeout: 15_000 })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Call tool" }));
    request = await screen.findByRole("region", { name: "Which sitting at Chez Ada?" }, { timeout: 15_000 });
    await user.click(within(request).getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("Nothing booked at Chez Ada.", {}, { timeout: 15_000 })).toBeVisible();
  });

  it("rejects a call whose signal is aborted, with the reason", async () => {
    const mcp = await connectMcp(inject("mcpV2Url"));
    try {
      const controller = new AbortController();
      controller.abort(new Error("user pressed stop"));
      await expect(mcp.callTool("echo", { message: "never" }, { signal: controller.signal })).rejects.toThrow(/user pressed stop|abort/i);
    } finally {
      await mcp.close();
    }
  });

  it("says which address failed when nothing listens there", async () => {
    await expect(connectMcp("http://127.0.0.1:9/mcp")).rejects.toThrow(/127\.0\.0\.1:9/);
  });
});
