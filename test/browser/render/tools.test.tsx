// Tools are UI (issue 23) in real Chromium: per-tool cards by name and glob, schema-driven views,
// approvals answered in place, an AI SDK 7 conversation streamed by the SDK's own machinery, and a
// hostile tool part contained to its card.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonSchema, readUIMessageStream, streamText, tool, type UIMessage } from "ai7";
import { MockLanguageModelV4 } from "ai7/test";
import { describe, expect, it, vi } from "vitest";
import { fromAiSdk } from "../../../src/adapters/ai-sdk";
import { withSchemaForms } from "../../../src/form";
import { MessageView } from "../../../src/message";
import type { Message, Part } from "../../../src/model/types";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/model/vocabulary/content-types";
import { PartkitProvider, ToolCall, type ToolApprovalEvent, type ToolCallComponentProps, type ToolsMap } from "../../../src/render";
import "../../../src/theme/theme.css";

const call = (id: string, name: string, args: unknown, extra: Record<string, unknown> = {}, metadata?: Record<string, unknown>): Part => ({
  name: `/tool-calls/${id}`,
  contentType: CT.toolCall,
  content: JSON.stringify({ id, name, arguments: args, ...extra }),
  ...(metadata ? { metadata } : {}),
});
const result = (id: string, name: string, output: unknown, isError = false): Part => ({
  name: `/tool-calls/${id}/result`,
  contentType: CT.toolResult,
  content: JSON.stringify({ callId: id, name, output, ...(isError ? { isError } : {}) }),
});
const turn = (...parts: Part[]): Message => ({ id: "m1", role: "assistant", parts });

const weatherInput = {
  type: "object",
  required: ["city"],
  properties: {
    city: { type: "string", title: "City" },
    unit: { type: "string", title: "Unit", oneOf: [{ const: "c", title: "Celsius" }, { const: "f", title: "Fahrenheit" }] },
    days: { type: "integer", title: "Days ahead", minimum: 1, maximum: 7 },
  },
};
const weatherOutput = {
  type: "object",
  required: ["high"],
  properties: { high: { type: "number", title: "High (°C)" }, sky: { type: "string", title: "Sky" } },
};

describe("tools as UI (real Chromium)", () => {
  it("gives a tool its own card by exact name, and tools matching a glob theirs; the most specific key wins", () => {
    const tools: ToolsMap = {
      "*": { render: ({ call }) => <p data-testid="any">any: {call.name}</p> },
      "github_*": { render: ({ call }) => <p data-testid="github">github: {call.name}</p> },
      github_create_issue: {
        render: ({ call, result, state }) => (
          <p data-testid="issue">
            issue “{(call.input as { title: string }).title}” {state} #{(result?.output as { number: number }).number}
          </p>
        ),
      },
    };
    render(
      <PartkitProvider tools={tools}>
        <MessageView
          message={turn(
            call("c1", "github_create_issue", { title: "Crash on start" }),
            result("c1", "github_create_issue", '{"number":42}'),
            call("c2", "github_search", { q: "crash" }),
            call("c3", "get_weather", { city: "Lyon" }),
          )}
        />
      </PartkitProvider>,
    );
    // The result's JSON text arrives parsed: render props carry values, never JSON strings.
    expect(screen.getByTestId("issue")).toHaveTextContent("issue “Crash on start” complete #42");
    expect(screen.getByTestId("github")).toHaveTextContent("github: github_search");
    expect(screen.getByTestId("any")).toHaveTextContent("any: get_weather");
  });

  it("a tool without an entry keeps the default card", () => {
    render(
      <PartkitProvider tools={{ get_weather: { title: "Weather" } }}>
        <MessageView message={turn(call("c1", "search", { q: "x" }), call("c2", "get_weather", { city: "Lyon" }))} />
      </PartkitProvider>,
    );
    expect(screen.getByRole("group", { name: "Tool call Search" })).toHaveAttribute("data-slot", "tool-call-part");
    expect(screen.getByRole("group", { name: "Tool call Weather" })).toHaveAttribute("data-slot", "tool-call-part");
  });

  it("a tool with only schemas shows its arguments as labelled fields and its result through ResultView", async () => {
    render(
      <PartkitProvider tools={withSchemaForms({ get_weather: { title: "Weather", inputSchema: weatherInput, outputSchema: weatherOutput } })}>
        <MessageView message={turn(call("c1", "get_weather", { city: "Lyon", unit: "c", days: 2 }), result("c1", "get_weather", { high: 21, sky: "sunny" }))} />
      </PartkitProvider>,
    );
    const card = screen.getByRole("group", { name: "Tool call Weather" });
    await userEvent.click(within(card).getByRole("button", { name: "Weather" }));
    const args = within(card).getByRole("group", { name: "Arguments of Weather" });
    const fields = [...args.querySelectorAll('[data-slot="tool-value-field"]')].map((f) => [f.querySelector("dt")!.textContent, f.querySelector("dd")!.textContent]);
    expect(fields).toEqual([
      ["City", "Lyon"],
      ["Unit", "Celsius"],
      ["Days ahead", "2"],
    ]);
    const view = card.querySelector('[data-slot="result-view"]')!;
    expect(view).toHaveAttribute("data-tool-result", "valid");
    expect(within(view as HTMLElement).getByText("High (°C)")).toBeVisible();
    expect(within(view as HTMLElement).getByText("21")).toBeVisible();
  });

  it("a result that does not fit its output schema shows raw, with the reason", async () => {
    render(
      <PartkitProvider tools={withSchemaForms({ get_weather: { title: "Weather", inputSchema: weatherInput, outputSchema: weatherOutput } })}>
        <MessageView message={turn(call("c1", "get_weather", { city: "Lyon" }), result("c1", "get_weather", { high: "warm" }))} />
      </PartkitProvider>,
    );
    const card = screen.getByRole("group", { name: "Tool call Weather" });
    await userEvent.click(within(card).getByRole("button", { name: "Weather" }));
    const view = card.querySelector<HTMLElement>('[data-slot="result-view"]')!;
    expect(view).toHaveAttribute("data-tool-result", "invalid");
    expect(view).toHaveTextContent(/number/i);
    expect(view.textContent).toContain('"warm"');
  });

  it("an approval edited in its form, then approved, calls back with the edited input and the approval id", async () => {
    const onToolApproval = vi.fn<(event: ToolApprovalEvent) => void>();
    render(
      <PartkitProvider tools={withSchemaForms({ get_weather: { title: "Weather", inputSchema: weatherInput } })} onToolApproval={onToolApproval}>
        <MessageView message={turn(call("c1", "get_weather", { city: "Lyon", days: 1 }, { state: "approval-requested" }, { approval: { id: "appr_1" } }))} />
      </PartkitProvider>,
    );
    const card = screen.getByRole("group", { name: "Tool call Weather" });
    expect(card).toHaveAttribute("data-state", "awaiting-approval");
    expect(within(card).getByRole("status")).toHaveTextContent("Weather needs your approval to run.");
    // Never steals focus from where the user is.
    expect(card.contains(document.activeElement)).toBe(false);
    // Read-only at first; the form is one click away ("Edit arguments"), its submit approves.
    expect(within(card).queryByRole("textbox", { name: /City/ })).toBeNull();
    await userEvent.click(within(card).getByRole("button", { name: "Edit arguments" }));
    // The unit select shows its first option, Celsius, which the form sends.
    const city = within(card).getByRole("textbox", { name: /City/ });
    await userEvent.clear(city);
    await userEvent.type(city, "Paris");
    await userEvent.click(within(card).getByRole("button", { name: "Approve" }));
    expect(onToolApproval).toHaveBeenCalledWith({ callId: "c1", toolName: "get_weather", approved: true, input: { city: "Paris", unit: "c", days: 1 }, approvalId: "appr_1" });
    expect(within(card).getByRole("status")).toHaveTextContent("Approved");
    // Approved and not run yet: the chip says what the user did, not "Waiting for result".
    expect(card).toHaveAttribute("data-state", "pending");
    expect(card.querySelector('[data-slot="tool-call-state"]')).toHaveTextContent("Approved");
    // Focus follows to the answer, in place of the buttons that went away.
    await vi.waitFor(() => expect(within(card).getByRole("status")).toHaveFocus());
  });

  it("the approval's status region is in the page before the approval arrives, so it is announced", () => {
    const pending = turn(call("c1", "delete_file", { path: "/tmp/a" }, { state: "input-streaming" }));
    const { rerender } = render(<MessageView message={pending} />);
    const region = within(screen.getByRole("group", { name: "Tool call Delete file" })).getByRole("status");
    expect(region).toHaveTextContent("");
    rerender(<MessageView message={turn(call("c1", "delete_file", { path: "/tmp/a" }, { state: "approval-requested" }))} />);
    expect(within(screen.getByRole("group", { name: "Tool call Delete file" })).getByRole("status")).toBe(region);
    expect(region).toHaveTextContent("Delete file needs your approval to run.");
  });

  it("a denial carries its reason, and the card then reads as denied", async () => {
    const onToolApproval = vi.fn<(event: ToolApprovalEvent) => void>();
    render(
      <PartkitProvider onToolApproval={onToolApproval}>
        <MessageView message={turn(call("c1", "delete_file", { path: "/tmp/a" }, { state: "approval-requested" }, { approval: { id: "appr_9" } }))} />
      </PartkitProvider>,
    );
    const card = screen.getByRole("group", { name: "Tool call Delete file" });
    // Root entry alone: read-only arguments (labelled values), Approve and Deny side by side.
    expect(within(card).getByRole("group", { name: "Arguments of Delete file" })).toHaveTextContent("Path/tmp/a");
    expect(within(card).queryByRole("textbox")).toBeNull();
    // Deny asks for the reason (focus goes to it), then sends.
    await userEvent.click(within(card).getByRole("button", { name: "Deny" }));
    expect(within(card).getByRole("textbox", { name: "Reason (optional)" })).toHaveFocus();
    await userEvent.keyboard("Wrong file");
    await userEvent.click(within(card).getByRole("button", { name: "Deny" }));
    expect(onToolApproval).toHaveBeenCalledWith({ callId: "c1", toolName: "delete_file", approved: false, input: { path: "/tmp/a" }, reason: "Wrong file", approvalId: "appr_9" });
    expect(card).toHaveAttribute("data-state", "denied");
    expect(within(card).getByRole("status")).toHaveTextContent("Denied: Wrong file");
    expect(within(card).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("a tool the user answers shows its output schema as a form, and onToolResult sends the answer", async () => {
    const onToolResult = vi.fn();
    const range = { type: "object", required: ["from", "to"], properties: { from: { type: "string", format: "date", title: "From" }, to: { type: "string", format: "date", title: "To" } } };
    render(
      <PartkitProvider tools={withSchemaForms({ pick_dates: { title: "Pick dates", askUser: true, outputSchema: range } })} onToolResult={onToolResult}>
        <MessageView message={turn(call("c1", "pick_dates", { reason: "your trip" }, { state: "input-available" }))} />
      </PartkitProvider>,
    );
    const card = screen.getByRole("group", { name: "Tool call Pick dates" });
    await userEvent.type(within(card).getByLabelText(/^From/), "2026-12-04");
    await userEvent.type(within(card).getByLabelText(/^To/), "2026-12-06");
    await userEvent.click(within(card).getByRole("button", { name: "Send" }));
    expect(onToolResult).toHaveBeenCalledWith({ callId: "c1", toolName: "pick_dates", output: { from: "2026-12-04", to: "2026-12-06" } });
    expect(within(card).getByText("Sent.")).toBeVisible();
  });

  it("components.ToolCall replaces every card with one composed from ToolCall's parts", () => {
    const Compact = ({ card }: ToolCallComponentProps) => (
      <ToolCall.Root value={card} data-testid="compact">
        <ToolCall.Trigger />
        <ToolCall.Status />
      </ToolCall.Root>
    );
    const components = { ToolCall: Compact };
    render(<MessageView components={components} message={turn(call("c1", "search", { q: "x" }), result("c1", "search", "found"))} />);
    const card = screen.getByTestId("compact");
    expect(card).toHaveAttribute("data-state", "complete");
    expect(within(card).getByRole("button", { name: "Search" })).toBeVisible();
    expect(within(card).getByText("Done")).toBeVisible();
  });

  it("an AI SDK 7 conversation with approval-requested, made by the SDK, renders the approval in place", async () => {
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: new ReadableStream({
          start(controller) {
            controller.enqueue({ type: "stream-start", warnings: [] });
            controller.enqueue({ type: "tool-call", toolCallId: "call_1", toolName: "deleteFile", input: JSON.stringify({ path: "/tmp/report.pdf" }) });
            controller.enqueue({
              type: "finish",
              finishReason: { unified: "tool-calls", raw: "tool_use" },
              usage: { inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } },
            });
            controller.close();
          },
        }),
      }),
    });
    const execute = vi.fn(async () => ({ deleted: true }));
    const deleteFile = tool({ description: "Deletes a file", inputSchema: jsonSchema<{ path: string }>({ type: "object", properties: { path: { type: "string" } }, required: ["path"] }), needsApproval: true, execute });
    const run = streamText({ model, tools: { deleteFile }, prompt: "Delete the report" });
    let message: UIMessage | undefined;
    for await (const m of readUIMessageStream({ stream: run.toUIMessageStream() })) message = m;
    const sdkPart = message!.parts.find((p) => p.type === "tool-deleteFile") as { state: string; approval: { id: string } };
    expect(sdkPart.state).toBe("approval-requested");
    expect(execute).not.toHaveBeenCalled();

    const onToolApproval = vi.fn<(event: ToolApprovalEvent) => void>();
    render(
      <PartkitProvider onToolApproval={onToolApproval}>
        <MessageView message={fromAiSdk(message!) as Message} />
      </PartkitProvider>,
    );
    const card = screen.getByRole("group", { name: "Tool call Delete file" });
    expect(card).toHaveAttribute("data-state", "awaiting-approval");
    await userEvent.click(within(card).getByRole("button", { name: "Approve" }));
    // What addToolApprovalResponse({ id, approved, reason }) takes.
    expect(onToolApproval).toHaveBeenCalledWith(expect.objectContaining({ approved: true, approvalId: sdkPart.approval.id, input: { path: "/tmp/report.pdf" } }));
  });

  it("a hostile tool payload stays in its card: a render that throws, a 20,000-deep input, markup as names", async () => {
    let deep: unknown = "bottom";
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    const deepText = `${'{"a":'.repeat(20_000)}"bottom"${"}".repeat(20_000)}`;
    const tools: ToolsMap = {
      explode: {
        render: () => {
          throw new Error("tool UI crashed");
        },
      },
    };
    const hostile: Part[] = [
      call("c1", "explode", {}),
      { name: "/tool-calls/c2", contentType: CT.toolCall, content: `{"id":"c2","name":"deep","arguments":${deepText}}` },
      call("c3", '<img src=x onerror="window.__pwned=1">', { "<b>": "<script>window.__pwned=1</script>" }),
      { name: "/tool-calls/c4", contentType: CT.toolCall, content: '{"id":"c4","name":' },
      { contentType: "text/plain", content: "still here" },
    ];
    void deep;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <PartkitProvider tools={tools}>
        <MessageView message={turn(...hostile)} />
      </PartkitProvider>,
    );
    await waitFor(() => expect(screen.getByText("still here")).toBeVisible());
    const parts = document.querySelectorAll('[data-slot="part"]');
    expect(parts[0]).toHaveAttribute("data-state", "error");
    expect(parts[0]).toHaveTextContent("tool UI crashed");
    expect(screen.getByRole("group", { name: "Tool call Deep" })).toBeVisible();
    // Markup in a name stays text (read in words: "window.__pwned" reads "window: pwned").
    expect(screen.getByRole("group", { name: 'Tool call <img src=x onerror="window: pwned=1">' })).toBeVisible();
    expect(parts[3]).toHaveTextContent("is not valid JSON");
    expect(document.querySelector("img[src=x]")).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    errors.mockRestore();
  });
});
