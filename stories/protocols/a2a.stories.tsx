import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/a2a";
import { expectGallery, expectSample, pick, ProtocolGallery, ProtocolSample } from "./gallery";

const meta = {
  title: "Protocols/A2A",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "A2A (Agent2Agent) v1.0 wire JSON and v0.3 `kind`-tagged JSON through `fromA2A`: messages, tasks with history and artifacts, streamed events and JSON-RPC envelopes. Task state, task and context ids show as badges; artifacts become `/artifacts/<id>/<i>` parts.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = (title: string) => pick(samples, title);

/** v1.0: a user message with text, a PDF by URL and a data part. */
export const UserMessageV1: Story = {
  args: { sample: sample("User message (v1.0)") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Summarise this contract and flag risky clauses.")).toBeVisible();
    await expect(within(rendered).getByText("ctx-42")).toBeInTheDocument();
  },
};

/** v1.0: the citation extension becomes `/sources/1`. */
export const AnswerWithCitations: Story = {
  args: { sample: sample("Answer with citations (v1.0)") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByRole("treeitem", { name: /^sources/ })).toBeInTheDocument();
    await expect(within(rendered).getByText("task-7")).toBeInTheDocument();
  },
};

/** v1.0: a completed task — its history, status message and two artifacts. */
export const CompletedTask: Story = {
  args: { sample: sample("Completed task (v1.0)") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    const states = within(rendered).getAllByText("completed");
    await expect(states.length).toBeGreaterThanOrEqual(1);
    await expect(states[0]!.closest('[data-slot="message-meta-item"]')).toHaveAttribute("data-tone", "success");
    await expect(within(rendered).getAllByRole("treeitem", { name: /^artifacts/ }).length).toBeGreaterThanOrEqual(1);
  },
};

/** v1.0: a task waiting for the user; the state badge is a warning. */
export const InputRequired: Story = {
  args: { sample: sample("Input required (v1.0)") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("input-required").closest('[data-slot="message-meta-item"]')).toHaveAttribute("data-tone", "warning");
  },
};

/** v1.0: each streamed event converted on its own (status, three artifact chunks, completion). */
export const StreamedEvents: Story = {
  args: { sample: sample("Streamed events (v1.0)") },
  play: async ({ canvasElement, args }) => {
    await expectSample(canvasElement, args.sample);
  },
};

/** The same stream accumulated by `reduceA2AArtifactUpdate` into one artifact. */
export const StreamedArtifactAccumulated: Story = {
  args: { sample: sample("Streamed artifact, accumulated") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByRole("treeitem", { name: /^artifacts/ })).toBeInTheDocument();
  },
};

/** A JSON-RPC response: the envelope is unwrapped. */
export const JsonRpcResponse: Story = {
  args: { sample: sample("JSON-RPC response") },
  play: async ({ canvasElement, args }) => {
    const { source } = await expectSample(canvasElement, args.sample);
    await expect(source).toHaveTextContent('"jsonrpc": "2.0"');
  },
};

/** Bad base64 and an empty part become visible provider items. */
export const MalformedParts: Story = {
  args: { sample: sample("Malformed parts") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("still fine")).toBeVisible();
  },
};

/** v0.3: `kind`-tagged text, file bytes, file URI and data parts. */
export const UserMessageV03: Story = {
  args: { sample: sample("User message (v0.3)") },
  play: async ({ canvasElement, args }) => {
    const { rendered, source } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Translate the attached file to French.")).toBeVisible();
    await expect(source).toHaveTextContent('"kind": "file"');
  },
};

/** v0.3: a completed task with one artifact. */
export const CompletedTaskV03: Story = {
  args: { sample: sample("Completed task (v0.3)") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getAllByText("c-03").length).toBeGreaterThanOrEqual(1);
  },
};

/** Every A2A sample on one page. */
export const All: Story = {
  args: { sample: samples[0]! },
  render: () => <ProtocolGallery samples={samples} />,
  play: async ({ canvasElement }) => expectGallery(canvasElement, samples),
};
