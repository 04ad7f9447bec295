import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RunGroup, RunGroups } from "../../../src/meta";
import type { Message } from "../../../src/model/types";

const text = (content: string) => [{ contentType: "text/plain", content }];
const run: Message[] = [
  { role: "assistant", parts: text("intent found"), metadata: { run_id: "run_1773287162123", stage: "intent", latency_ms: 2610 } },
  { role: "assistant", parts: text("event created"), metadata: { run_id: "run_1773287162123", stage: "tool_execution", latency_ms: 1500, tool_name: "calendar_create_event" } },
  { role: "assistant", parts: text("All set."), metadata: { run_id: "run_1773287162123", stage: "answer" } },
];

describe("RunGroup", () => {
  it("summarises the run in its header: stages, total latency, count, tools", () => {
    render(
      <RunGroup runId="run_1773287162123" messages={run}>
        <p>children</p>
      </RunGroup>,
    );
    const region = screen.getByRole("group", { name: "Run run_…162123" });
    expect(within(region).getByTitle("run_1773287162123")).toBeInTheDocument();
    const stages = within(screen.getByRole("list", { name: "Stages" })).getAllByRole("listitem");
    expect(stages.map((s) => s.textContent)).toEqual(["intent2.6 s", "tool_execution1.5 s", "answer"]);
    expect(stages[0]!.style.getPropertyValue("--pk-run-stage-share")).toBe("0.6350");
    expect(region).toHaveTextContent("4.1 s total");
    expect(region).toHaveTextContent("3 messages");
    expect(region).toHaveTextContent("Tool: calendar_create_event");
    expect(screen.getByText("children")).toBeVisible();
  });

  it("collapses and expands with its header button", async () => {
    const onOpenChange = vi.fn();
    render(
      <RunGroup runId="r1" messages={run} onOpenChange={onOpenChange}>
        <p>children</p>
      </RunGroup>,
    );
    const trigger = screen.getByRole("button", { name: "Run r1" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("group", { name: "Run r1" })).toHaveAttribute("data-state", "closed");
    expect(screen.queryByText("children")).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByText("children")).toBeVisible();
  });

  it("leaves out the timeline and latency when the run has none", () => {
    render(<RunGroup runId="r1" messages={[{}, {}]} defaultOpen={false} />);
    expect(screen.queryByRole("list", { name: "Stages" })).toBeNull();
    expect(screen.getByRole("group", { name: "Run r1" })).toHaveTextContent("2 messages");
    expect(screen.getByRole("group", { name: "Run r1" })).not.toHaveTextContent("total");
  });
});

describe("RunGroups", () => {
  it("groups a transcript by run and renders the others in place", () => {
    const transcript: Message[] = [{ role: "user", parts: text("Book it") }, ...run, { role: "user", parts: text("Thanks") }];
    const renderMessage = vi.fn((m: Message, index: number) => <p>{`${index}: ${m.parts[0]!.content}`}</p>);
    render(<RunGroups messages={transcript} renderMessage={renderMessage} />);
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expect(screen.getAllByRole("paragraph").filter((p) => /^\d+: /.test(p.textContent ?? "")).map((p) => p.textContent)).toEqual([
      "0: Book it",
      "1: intent found",
      "2: event created",
      "3: All set.",
      "4: Thanks",
    ]);
  });
});
