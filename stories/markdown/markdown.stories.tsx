import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useMemo, useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { isMessageStreaming } from "../../src/list";
import { Markdown } from "../../src/markdown";
import { chatRenderers, highlightedMarkdown } from "../renderers";
import type { Message } from "../../src/model/types";
import { PartkitProvider } from "../../src/render";
import { MessageView } from "../../src/message";
import { allConstructs, longAnswer } from "../../test/fixtures/markdown/documents";
import { streamScript } from "./stream-script";

const meta = {
  title: "Markdown/Markdown",
  component: Markdown,
  parameters: {
    docs: {
      description: {
        component:
          "`partkit/markdown`: CommonMark + GFM rendered to React elements (never HTML strings), incremental while streaming. Finished blocks are rendered once; only the open block is re-lexed; unterminated syntax renders the way it will end up.",
      },
    },
  },
  args: { text: allConstructs, status: "complete", components: highlightedMarkdown },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every construct once: headings, emphasis, links, lists, task list, table, code, quote, raw HTML. */
export const AllConstructs: Story = {
  name: "Every construct",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Heading one" })).toBeInTheDocument();
    await expect(canvas.getByRole("table")).toBeInTheDocument();
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(2);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="code-block"]')).toHaveAttribute("data-state", "highlighted"), { timeout: 15_000 });
  },
};

/** The 20 KB answer the benchmark streams, rendered complete. */
export const LongAnswer: Story = {
  name: "Long answer (20 KB)",
  args: { text: longAnswer },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="code-block"]').length).toBeGreaterThanOrEqual(7);
    await expect(canvasElement.querySelectorAll("table")).toHaveLength(2);
  },
};

interface StreamingDemoProps {
  /** Characters of the answer per update. */
  readonly charsPerTick: number;
  /** Milliseconds between updates. */
  readonly tickMs: number;
}

const emptyMessage: Message = { id: "a1", role: "assistant", parts: [] };

/** A scripted assistant turn streamed with the model helpers (appendToPart, upsertPart, markPartComplete). */
function StreamingDemo({ charsPerTick, tickMs }: StreamingDemoProps) {
  const steps = useMemo(() => streamScript(longAnswer, charsPerTick), [charsPerTick]);
  const [run, setRun] = useState({ step: 0, message: emptyMessage, round: 0 });
  useEffect(() => {
    if (run.step >= steps.length) return;
    const timer = setTimeout(() => setRun((r) => ({ ...r, step: r.step + 1, message: steps[r.step]!(r.message) })), tickMs);
    return () => clearTimeout(timer);
  }, [run, steps, tickMs]);
  const streaming = isMessageStreaming(run.message) || run.step < steps.length;
  return (
    <PartkitProvider renderers={chatRenderers}>
      <p>
        <button type="button" onClick={() => setRun((r) => ({ step: 0, message: emptyMessage, round: r.round + 1 }))}>
          Replay
        </button>{" "}
        <span data-testid="progress">
          {run.step} / {steps.length} updates
        </span>
      </p>
      <MessageView key={run.round} message={run.message} layout="inline" {...(streaming ? { status: "streaming" as const } : {})} />
    </PartkitProvider>
  );
}

/**
 * A live answer: reasoning streams and collapses, a tool call's arguments fill in and its result
 * arrives, then a 20 KB markdown answer with code, tables and lists streams in.
 */
export const StreamingAnswer: StoryObj<typeof StreamingDemo> = {
  name: "Streaming answer",
  render: (args) => <StreamingDemo {...args} />,
  args: { charsPerTick: 120, tickMs: 12 },
  argTypes: { charsPerTick: { control: { type: "range", min: 1, max: 400 } }, tickMs: { control: { type: "range", min: 0, max: 200 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="tool-call-part"], [data-content-type="application/vnd.partkit.tool-call+json"]')).not.toBeNull(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="markdown"][data-state="streaming"]')).not.toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="message-view"]')).toHaveAttribute("data-state", "complete"), { timeout: 30_000 });
    // The answer's markdown, not the folded reasoning's (which stays in the page for find-in-page).
    const answer = canvasElement.querySelector('[data-content-type="text/markdown"] [data-slot="markdown"]')!;
    await expect(answer).toHaveAttribute("data-state", "complete");
    await expect(within(answer as HTMLElement).getAllByRole("table")).toHaveLength(2);
    await waitFor(() => expect(answer.querySelectorAll('[data-slot="code-block"][data-state="highlighted"]').length).toBeGreaterThanOrEqual(6));
    await expect(canvas.getByTestId("progress")).toHaveTextContent(/^(\d+) \/ \1 updates$/);
  },
};

/** Mid-stream prefixes: open emphasis, a link whose URL is still arriving, half a table, an open fence. */
export const MidStream: Story = {
  name: "Mid-stream states",
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <Markdown text="Some **bold te" status="streaming" />
      <Markdown text="Read [the guide](https://docs.exa" status="streaming" />
      <Markdown text={"| Metric | Today |\n|---|--"} status="streaming" />
      <Markdown text={"```python\nfor order in orders:\n    pri"} status="streaming" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("strong")).toHaveTextContent("bold te");
    await expect(canvasElement.querySelector('[data-slot="markdown-link"][data-state="pending"]')).toHaveTextContent("the guide");
    await expect(canvasElement.querySelectorAll("th")).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-slot="code-block"][data-streaming]')).toHaveTextContent("pri");
    await expect(canvasElement.textContent).not.toContain("**");
  },
};
