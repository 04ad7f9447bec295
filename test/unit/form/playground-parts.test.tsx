import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Playground, usePlayground, usePlaygroundContext } from "../../../src/form";

const inputSchema = { type: "object", properties: { text: { type: "string", title: "Text" } }, required: ["text"] } as const;
const outputSchema = { type: "object", properties: { upper: { type: "string", title: "Upper" } } } as const;
const upper = async (input: unknown) => ({ upper: String((input as { text: string }).text).toUpperCase() });

function RunCount() {
  const { runs } = usePlaygroundContext();
  return <p>{runs.length} runs</p>;
}

describe("Playground parts", { timeout: 20_000 }, () => {
  it("compose into another layout, with parts of one's own on usePlaygroundContext", async () => {
    const user = userEvent.setup();
    render(
      <Playground.Root inputSchema={inputSchema} outputSchema={outputSchema} run={upper} initialInput={{ text: "hi" }} shareable={false} aria-label="Shouter">
        <Playground.Header title="Shout" description="Upper-cases text." />
        <Playground.Input runLabel="Shout" heading="Say" />
        <Playground.Status />
        <Playground.Result />
        <RunCount />
      </Playground.Root>,
    );
    expect(screen.getByRole("heading", { name: "Shout" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Say" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Not run yet.");
    await user.click(screen.getByRole("button", { name: "Shout" }));
    expect(await screen.findByText("HI")).toBeInTheDocument();
    expect(screen.getByText("1 runs")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(/Run 1: Done in/);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.queryByRole("region", { name: "History" })).toBeNull();
  });

  it("throws a clear error outside a root", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Playground.Status />)).toThrow("Playground.Status must be used inside <Playground.Root>.");
    vi.mocked(console.error).mockRestore();
  });

  it("moves between the output views with the arrow keys, and a new run shows its result", async () => {
    const user = userEvent.setup();
    render(<Playground inputSchema={inputSchema} outputSchema={outputSchema} run={upper} initialInput={{ text: "a" }} shareable={false} />);
    await user.click(screen.getByRole("button", { name: "Run" }));
    await screen.findByText("A");
    await user.click(screen.getByRole("tab", { name: "Result" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Input message" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Input message" })).toHaveTextContent('"text": "a"');
    await user.keyboard("{End}");
    expect(screen.getByRole("tabpanel", { name: "LLM text" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show run 1" }));
    expect(screen.getByRole("tabpanel", { name: "LLM text" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Run" }));
    expect(await screen.findByRole("tabpanel", { name: "Result" })).toBeInTheDocument();
  });
});

describe("usePlayground", () => {
  it("runs, streams, cancels, re-runs and compares without any UI", async () => {
    let release: () => void = () => {};
    const run = vi.fn((input: unknown, { signal }: { signal: AbortSignal }) =>
      (async function* () {
        yield `${(input as { n: number }).n}:`;
        if ((input as { n: number }).n === 2) await new Promise<void>((resolve) => ((release = resolve), signal.addEventListener("abort", () => resolve())));
        yield "done";
      })(),
    );
    const { result } = renderHook(() => usePlayground({ run, initialInput: { n: 1 }, shareable: false }));
    expect(result.current.input).toEqual({ n: 1 });
    expect(result.current.current).toBeUndefined();

    await act(() => result.current.start({ n: 1 }));
    expect(result.current.current).toMatchObject({ id: 1, status: "done", output: "1:done", updates: 2 });

    let second: Promise<void> = Promise.resolve();
    act(() => void (second = result.current.start({ n: 2 })));
    await waitFor(() => expect(result.current.current).toMatchObject({ id: 2, status: "running", output: "2:" }));
    expect(result.current.running?.id).toBe(2);
    act(() => result.current.cancel(2));
    release();
    await act(() => second);
    expect(result.current.current).toMatchObject({ id: 2, status: "cancelled", output: "2:" });
    expect(run.mock.calls[1]![1].signal.aborted).toBe(true);

    act(() => result.current.select(1));
    expect(result.current.current?.id).toBe(1);
    act(() => {
      result.current.setCompared(1, true);
      result.current.setCompared(2, true);
    });
    expect(result.current.compared).toEqual([1, 2]);

    const version = result.current.inputVersion;
    act(() => result.current.setInput({ n: 9 }));
    await act(async () => result.current.rerun(1));
    await waitFor(() => expect(result.current.runs[0]).toMatchObject({ id: 3, input: { n: 1 }, status: "done" }));
    expect(result.current.input).toEqual({ n: 1 });
    expect(result.current.inputVersion).toBe(version + 1);
    expect(result.current.runs.map((r) => r.id)).toEqual([3, 2, 1]);
  });
});
