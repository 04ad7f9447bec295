import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/a2a";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

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

const { story, all } = sampleStories(samples);

/** v1.0, recorded from @a2a-js/sdk's server: a task that asks which city, then answers. */
export const TwoTurnTaskV1: SampleStory = {
  ...story("Two-turn task, streamed (v1.0)", async ({ rendered }) => {
    await expect(within(rendered).getByText("Which city next?")).toBeVisible();
    await expect(within(rendered).getAllByText("21°C")[0]!.tagName).toBe("STRONG");
    await expect(within(rendered).getByText("Lyon")).toBeVisible();
  }),
  name: "Two-turn task, streamed (v1.0)",
};

/** v0.3, recorded from the same agent through the SDK's v0.3 transport. */
export const TwoTurnTaskV03: SampleStory = {
  ...story("Two-turn task, streamed (v0.3)", async ({ rendered }) => {
    await expect(within(rendered).getByText("Which city next?")).toBeVisible();
  }),
  name: "Two-turn task, streamed (v0.3)",
};

/** v1.0: a user message with text, a PDF by URL and a data part. */
export const UserMessageV1: SampleStory = {
  ...story("User message (v1.0)", async ({ rendered }) => {
    await expect(within(rendered).getByText("Summarise this contract and flag risky clauses.")).toBeVisible();
    await expect(within(rendered).getByText("ctx-42")).toBeInTheDocument();
  }, "inspector"),
  name: "User message (v1.0)",
};

/** v1.0: the citation extension becomes `/sources/1`. */
export const AnswerWithCitations: SampleStory = {
  ...story("Answer with citations (v1.0)", async ({ rendered }) => {
    await expect(within(rendered).getByRole("treeitem", { name: /^sources/ })).toBeInTheDocument();
    await expect(within(rendered).getByText("task-7")).toBeInTheDocument();
  }, "inspector"),
  name: "Answer with citations (v1.0)",
};

/** v1.0: a completed task — its history, status message and two artifacts. */
export const CompletedTask: SampleStory = {
  ...story("Completed task (v1.0)", async ({ rendered }) => {
    const states = within(rendered).getAllByText("completed");
    await expect(states.length).toBeGreaterThanOrEqual(1);
    await expect(states[0]!.closest('[data-slot="message-meta-item"]')).toHaveAttribute("data-tone", "success");
    await expect(within(rendered).getAllByRole("treeitem", { name: /^artifacts/ }).length).toBeGreaterThanOrEqual(1);
  }, "inspector"),
  name: "Completed task (v1.0)",
};

/** v1.0: a task waiting for the user; the state badge is a warning. */
export const InputRequired: SampleStory = {
  ...story("Input required (v1.0)", async ({ rendered }) => {
    await expect(within(rendered).getByText("input-required").closest('[data-slot="message-meta-item"]')).toHaveAttribute("data-tone", "warning");
  }),
  name: "Input required (v1.0)",
};

/** v1.0: each streamed event converted on its own (status, three artifact chunks, completion). */
export const StreamedEvents: SampleStory = {
  ...story("Streamed events (v1.0)"),
  name: "Streamed events (v1.0)",
};

/** The same stream accumulated by `reduceA2AArtifactUpdate` into one artifact. */
export const StreamedArtifactAccumulated: SampleStory = {
  ...story("Streamed artifact, accumulated", async ({ rendered }) => {
    await expect(within(rendered).getByRole("treeitem", { name: /^artifacts/ })).toBeInTheDocument();
  }, "inspector"),
  name: "Streamed artifact, accumulated",
};

/** A JSON-RPC response: the envelope is unwrapped. */
export const JsonRpcResponse: SampleStory = {
  ...story("JSON-RPC response", async ({ source }) => {
    await expect(source).toHaveTextContent('"jsonrpc": "2.0"');
  }),
  name: "JSON-RPC response",
};

/** Bad base64 and an empty part become visible provider items. */
export const MalformedParts: SampleStory = {
  ...story("Malformed parts", async ({ rendered }) => {
    await expect(within(rendered).getByText("still fine")).toBeVisible();
  }),
  name: "Malformed parts",
};

/** v0.3: `kind`-tagged text, file bytes, file URI and data parts. */
export const UserMessageV03: SampleStory = {
  ...story("User message (v0.3)", async ({ rendered, source }) => {
    await expect(within(rendered).getByText("Translate the attached file to French.")).toBeVisible();
    await expect(source).toHaveTextContent('"kind": "file"');
  }),
  name: "User message (v0.3)",
};

/** v0.3: a completed task with one artifact. */
export const CompletedTaskV03: SampleStory = {
  ...story("Completed task (v0.3)", async ({ rendered }) => {
    await expect(within(rendered).getAllByText("c-03").length).toBeGreaterThanOrEqual(1);
  }, "inspector"),
  name: "Completed task (v0.3)",
};

/** Every A2A sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };
