import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fromCmf } from "../../../src/adapters/cmf";
import { fromDataMessages } from "../../../src/adapters/data";
import { MessageMeta } from "../../../src/meta";
import type { Message } from "../../../src/model/types";
import { specExample } from "../../fixtures/cmf/messages";
import { seed001 } from "../../fixtures/data/messages";
import { cmfMessage } from "./messages";

const badge = (label: string) => {
  const term = screen.getByText(label, { selector: "dt" });
  return term.closest('[data-slot="message-meta-item"]') as HTMLElement;
};

describe("MessageMeta", () => {
  it("shows role, channel and CMF extensions as labelled badges", () => {
    render(<MessageMeta message={cmfMessage} />);
    const group = screen.getByRole("group", { name: "Message information" });
    expect(group).toHaveAttribute("data-role", "assistant");
    expect(group).toHaveAttribute("data-channel", "final");
    expect(badge("Role")).toHaveTextContent("assistant");
    expect(badge("Channel")).toHaveAttribute("data-tone", "success");
    expect(badge("Classification")).toHaveTextContent("confidential");
    expect(within(badge("Labels")).getAllByRole("definition").map((d) => d.textContent)).toEqual(["PII", "financial"]);
    expect(badge("Model")).toHaveTextContent("gpt-4o");
    expect(badge("Stop reason")).toHaveTextContent("end");
    expect(badge("Tokens")).toHaveTextContent("1,204 in · 312 out");
    expect(badge("Latency")).toHaveTextContent("2.6 s");
    expect(within(badge("Agents")).getAllByRole("definition").map((d) => d.textContent)).toEqual(["orchestrator", "researcher"]);
    expect(badge("Session")).toHaveTextContent("sess-42");
    expect(badge("Turn")).toHaveTextContent("3");
    expect(badge("Source")).toHaveTextContent("agent:planner");
    expect(screen.getByTitle("msg_01HZX3Q5N7KD1")).toHaveTextContent("msg_…5N7KD1");
    expect(badge("Environment")).toHaveAttribute("data-tone", "warning");
  });

  it("shows seed 004 chips: stage, latency, tool and a shortened run id with the full id in a tooltip", () => {
    render(
      <MessageMeta
        message={{ role: "assistant", parts: [], metadata: { run_id: "run_1773286460762", stage: "intent", latency_ms: 2610, message_id: "intent-run_1773286460762", tool_name: "calendar_create_event" } }}
      />,
    );
    expect(badge("Stage")).toHaveTextContent("intent");
    expect(badge("Latency")).toHaveTextContent("2.6 s");
    expect(badge("Tool")).toHaveTextContent("calendar_create_event");
    const run = screen.getByTitle("run_1773286460762");
    expect(run).toHaveTextContent("run_…460762");
    expect(run).toHaveAttribute("value", "run_1773286460762");
    expect(screen.queryByRole("button", { name: "Details" })).toHaveAttribute("aria-expanded", "false");
  });

  it("names agents by role and shows only what exists", () => {
    render(<MessageMeta message={{ role: "agent", parts: [], metadata: { agentName: "researcher" } }} />);
    expect(badge("Role")).toHaveTextContent("agent/researcher");
    expect(screen.getAllByRole("term")).toHaveLength(1);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("renders nothing for a message with no information", () => {
    const { container } = render(<MessageMeta message={{ parts: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("hides chosen badges and relabels others", () => {
    render(<MessageMeta message={cmfMessage} hide={["role", "channel"]} labels={{ model: "Modell" }} />);
    expect(screen.queryByText("Role", { selector: "dt" })).toBeNull();
    expect(badge("Modell")).toHaveTextContent("gpt-4o");
  });

  it("puts ids, headers and unknown metadata behind a Details disclosure, without secrets", async () => {
    const onOpen = vi.fn();
    const { container } = render(<MessageMeta message={cmfMessage} onDetailsOpenChange={onOpen} />);
    const trigger = screen.getByRole("button", { name: "Details" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    const panel = container.querySelector(`#${CSS.escape(trigger.getAttribute("aria-controls")!)}`)!;
    expect(panel).not.toBeVisible();

    await userEvent.click(trigger);
    expect(onOpen).toHaveBeenCalledWith(true);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(trigger).toHaveAttribute("data-state", "open");
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent("x-request-id");
    expect(panel).toHaveTextContent("4bf92f3577b34da6a3ce929d0e0e4736");
    expect(panel).toHaveTextContent('"schema_version": "2.0"');
    expect(panel).toHaveTextContent("4 credential fields are hidden.");
    expect(container.querySelector("time")).toHaveAttribute("dateTime", "2026-03-04T10:00:00Z");
    for (const secret of ["Authorization", "sk-live", "Cookie", "sid=1", "X-API-Key", "access_token"]) expect(container).not.toHaveTextContent(secret);
  });

  it("filters credentials an adapter leaked at the top level, in headers and in URLs", async () => {
    const leaky: Message = {
      role: "user",
      parts: [],
      metadata: {
        authorization: "Bearer abcdefghijklmnopqrstuvwxyz",
        api_key: "sk-1",
        http: { headers: { cookie: "session=1", "User-Agent": "cli/1.0" } },
        attachment: { url: "https://x.supabase.co/storage/v1/object/sign/b/img.jpg?token=eyJhbGciOiJIUzI1NiJ9.e30.sig" },
      },
    };
    const { container } = render(<MessageMeta message={leaky} defaultDetailsOpen />);
    expect(container).toHaveTextContent("User-Agent");
    expect(container).toHaveTextContent("img.jpg?token=[redacted]");
    expect(container).toHaveTextContent("3 credential fields are hidden.");
    for (const secret of ["abcdefghijklmnop", "sk-1", "session=1", "eyJhbGci", "authorization", "api_key"]) expect(container).not.toHaveTextContent(secret);
  });

  it("can be controlled", async () => {
    const onOpen = vi.fn();
    const { rerender } = render(<MessageMeta message={cmfMessage} detailsOpen={false} onDetailsOpenChange={onOpen} />);
    await userEvent.click(screen.getByRole("button", { name: "Details" }));
    expect(onOpen).toHaveBeenCalledWith(true);
    expect(screen.getByRole("button", { name: "Details" })).toHaveAttribute("aria-expanded", "false");
    rerender(<MessageMeta message={cmfMessage} detailsOpen onDetailsOpenChange={onOpen} />);
    expect(screen.getByRole("button", { name: "Details" })).toHaveAttribute("aria-expanded", "true");
  });

  it("marks errors and task states with tones", () => {
    render(<MessageMeta message={{ role: "tool", parts: [], metadata: { isError: true, taskState: "failed", error: "adapter failed: boom" } }} />);
    expect(badge("Error")).toHaveAttribute("data-tone", "danger");
    expect(screen.getByTitle("adapter failed: boom")).toHaveTextContent("Adapter error");
    expect(badge("State")).toHaveAttribute("data-tone", "danger");
  });
});

describe("MessageMeta with the CMF adapter's output", () => {
  it("shows the spec example's extensions and none of its stripped headers", async () => {
    const message = fromCmf(specExample);
    const { container } = render(<MessageMeta message={message} />);
    expect(within(badge("Labels")).getAllByRole("definition").map((d) => d.textContent)).toEqual(["PII", "CONFIDENTIAL"]);
    expect(badge("Classification")).toHaveTextContent("internal");
    expect(badge("Model")).toHaveTextContent("gpt-4o");
    expect(badge("Stop reason")).toHaveTextContent("call");
    expect(badge("Latency")).toHaveTextContent("840 ms");
    expect(badge("Agent")).toHaveTextContent("ops-agent");
    expect(badge("Source")).toHaveTextContent("agent:ops");
    expect(badge("Reply to")).toHaveTextContent("msg-cmf-0");
    await userEvent.click(screen.getByRole("button", { name: "Details" }));
    expect(container).toHaveTextContent("X-Request-ID");
    expect(container).toHaveTextContent("find the admins");
    expect(container).toHaveTextContent('"acme.experiment": "B"');
    expect(container).toHaveTextContent("5 credential fields are hidden.");
    expect(container).not.toHaveTextContent("SECRET");
  });
});

describe("MessageMeta with the Data adapter's output", () => {
  it("shows the text an LLM sees under Details, as text rather than JSON", async () => {
    const { container } = render(<MessageMeta message={fromDataMessages(seed001)} />);
    await userEvent.click(screen.getByRole("button", { name: "Details" }));
    expect(screen.getByText("Text for the model")).toBeVisible();
    expect(container.querySelector('[data-slot="message-meta-llm-text"]')?.textContent).toContain("## Data: ¶user\n{");
    expect(container.querySelector('[data-slot="message-meta-json"]')).toBeNull();
  });

  it("compact: one line of what matters most, every other badge under Details", async () => {
    const user = userEvent.setup();
    const { container } = render(<MessageMeta message={cmfMessage} compact />);
    const meta = container.querySelector('[data-slot="message-meta"]')!;
    expect(meta).toHaveAttribute("data-compact");
    const line = () => Array.from(meta.querySelectorAll(':scope > [data-slot="message-meta-items"] > [data-slot="message-meta-item"]'), (item) => item.getAttribute("data-kind"));
    expect(line()).toEqual(["role", "channel", "classification", "latency", "model"]);
    expect(screen.queryByText("Session")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Details" }));
    const details = container.querySelector('[data-slot="message-meta-details"]')!;
    const moved = Array.from(details.querySelectorAll('[data-slot="message-meta-item"]'), (item) => item.getAttribute("data-kind"));
    expect(moved).toEqual(["labels", "stop-reason", "tokens", "agents", "session", "conversation", "turn", "source", "message-id", "parent", "environment"]);
    expect(line()).toHaveLength(5);
  });

  it("compact: a message with only a role needs no Details", () => {
    render(<MessageMeta message={{ role: "user", parts: [] }} compact />);
    expect(screen.getByRole("group", { name: "Message information" })).toHaveTextContent("user");
    expect(screen.queryByRole("button", { name: "Details" })).toBeNull();
  });
});

describe("MessageMeta while a message streams", () => {
  it("follows every field the header reads, and not the parts", () => {
    const first: Message = { id: "m1", role: "assistant", metadata: { model: "gpt-4o" }, parts: [{ contentType: "text/markdown", content: "Hel" }] };
    const { rerender } = render(<MessageMeta message={first} />);
    expect(badge("Model")).toHaveTextContent("gpt-4o");
    // A streamed token: a new message and parts, the same header fields.
    rerender(<MessageMeta message={{ ...first, parts: [{ contentType: "text/markdown", content: "Hello" }] }} />);
    expect(badge("Model")).toHaveTextContent("gpt-4o");
    rerender(<MessageMeta message={{ ...first, metadata: { model: "o3", latency_ms: 2610 } }} />);
    expect(badge("Model")).toHaveTextContent("o3");
    expect(badge("Latency")).toHaveTextContent("2.6 s");
    rerender(<MessageMeta message={{ ...first, role: "tool", channel: "analysis", metadata: { model: "o3", latency_ms: 2610 } }} />);
    const group = screen.getByRole("group", { name: "Message information" });
    expect(group).toHaveAttribute("data-role", "tool");
    expect(group).toHaveAttribute("data-channel", "analysis");
  });
});
