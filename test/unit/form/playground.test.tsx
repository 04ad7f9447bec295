import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Playground, readHashValue, writeHashValue } from "../../../src/form";

const inputSchema = { type: "object", properties: { text: { type: "string", title: "Text" } }, required: ["text"] } as const;
const outputSchema = { type: "object", properties: { upper: { type: "string", title: "Upper" } } } as const;

afterEach(() => window.history.replaceState(null, "", "#"));

describe("Playground", { timeout: 20_000 }, () => {
  it("runs, shows the result by the output schema, the Input message and its LLM text", async () => {
    const user = userEvent.setup();
    const run = vi.fn(async (input: unknown) => ({ upper: String((input as { text: string }).text).toUpperCase() }));
    render(<Playground inputSchema={inputSchema} outputSchema={outputSchema} run={run} shareable={false} />);
    await user.type(screen.getByLabelText(/Text/), "hello");
    await user.click(screen.getByRole("button", { name: "Run" }));
    expect(await screen.findByText("HELLO")).toBeInTheDocument();
    expect(screen.getByText("Upper", { selector: "dt" })).toBeInTheDocument();
    expect(run).toHaveBeenCalledWith({ text: "hello" }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    await user.click(screen.getByRole("tab", { name: "Input message" }));
    const message = JSON.parse(screen.getByRole("tabpanel").textContent!);
    expect(message).toEqual({ type: "input", input: { text: "hello" }, schema: inputSchema });
    await user.click(screen.getByRole("tab", { name: "LLM text" }));
    expect(screen.getByRole("tabpanel", { name: "LLM text" })).toHaveTextContent(/## Data: ¶input/);
    expect(screen.getByRole("tabpanel", { name: "LLM text" })).toHaveTextContent(/"text": "hello"/);
  });

  it("streams output from an async iterable and can be cancelled", async () => {
    const user = userEvent.setup();
    let aborted = false;
    const run = (_input: unknown, { signal }: { signal: AbortSignal }) =>
      (async function* () {
        yield "one ";
        yield "two ";
        await new Promise<void>((resolve) => signal.addEventListener("abort", () => ((aborted = true), resolve())));
        yield "never";
      })();
    render(<Playground inputSchema={inputSchema} run={run} initialInput={{ text: "x" }} shareable={false} />);
    await user.click(screen.getByRole("button", { name: "Run" }));
    expect(await screen.findByText("one two")).toBeInTheDocument();
    expect(document.querySelector('[data-slot="run-status"]')).toHaveTextContent(/Run 1: Running \(2 updates so far\)/);
    await user.click(screen.getAllByRole("button", { name: "Cancel" })[0]!);
    await waitFor(() => expect(aborted).toBe(true));
    await waitFor(() => expect(document.querySelector('[data-slot="run-status"]')).toHaveTextContent(/Run 1: Cancelled/));
    expect(screen.queryByText(/never/)).toBeNull();
  });

  it("shows a failed run's error", async () => {
    const user = userEvent.setup();
    render(<Playground inputSchema={inputSchema} run={async () => Promise.reject(new Error("quota exceeded"))} initialInput={{ text: "x" }} shareable={false} />);
    await user.click(screen.getByRole("button", { name: "Run" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The run failed: quota exceeded");
  });

  it("keeps a history: show, re-run and compare two runs", async () => {
    const user = userEvent.setup();
    const run = vi.fn(async (input: unknown) => ({ upper: String((input as { text: string }).text).toUpperCase() }));
    render(<Playground inputSchema={inputSchema} outputSchema={outputSchema} run={run} initialInput={{ text: "a" }} shareable={false} />);
    await user.click(screen.getByRole("button", { name: "Run" }));
    await screen.findByText("A");
    await user.clear(screen.getByLabelText(/Text/));
    await user.type(screen.getByLabelText(/Text/), "b");
    await user.click(screen.getByRole("button", { name: "Run" }));
    await screen.findByText("B");
    await user.click(screen.getByRole("button", { name: "Show run 1" }));
    expect(await screen.findByText("A")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /Compare run 1/ }));
    await user.click(screen.getByRole("checkbox", { name: /Compare run 2/ }));
    const comparison = screen.getByRole("region", { name: "Comparison" });
    expect(comparison).toHaveTextContent("Inputs differ at: text");
    expect(within(comparison).getByRole("region", { name: "Run 1" })).toHaveTextContent("A");
    expect(within(comparison).getByRole("region", { name: "Run 2" })).toHaveTextContent("B");
    await user.click(screen.getByRole("button", { name: "Re-run run 1" }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(3));
    expect(run).toHaveBeenLastCalledWith({ text: "a" }, expect.anything());
    expect(screen.getByLabelText(/Text/)).toHaveValue("a");
  });

  it("keeps the input in the URL hash and reads it back", async () => {
    window.history.replaceState(null, "", writeHashValue("#other=1", "input", { text: "from link" }));
    render(<Playground inputSchema={inputSchema} run={async () => null} />);
    expect(screen.getByLabelText(/Text/)).toHaveValue("from link");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Text/), "!");
    await act(async () => {
      (screen.getByLabelText(/Text/) as HTMLInputElement).blur();
    });
    await waitFor(() => expect(readHashValue(window.location.hash, "input")).toEqual({ text: "from link!" }));
    expect(new URLSearchParams(window.location.hash.slice(1)).get("other")).toBe("1");
  });

  it("ignores garbage in the hash", () => {
    for (const hash of ["#input=%%%", "#input=!!!", "#input=bm90IGpzb24", "#input=", `#input=${"A".repeat(300_000)}`, "#%E0%A4%A"]) {
      expect(readHashValue(hash, "input")).toBeUndefined();
    }
    window.history.replaceState(null, "", "#input=@@garbage@@");
    render(<Playground inputSchema={inputSchema} run={async () => null} initialInput={{ text: "default" }} />);
    expect(screen.getByLabelText(/Text/)).toHaveValue("default");
  });
});
