import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/acp";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

const meta = {
  title: "Protocols/ACP",
  component: ProtocolSample,
  parameters: {
    layout: "padded",
    docs: {
      description: {
        component:
          "ACP (Agent Communication Protocol, BeeAI) messages through `fromAcp`: `<MessageMeta>` and `<MessageView>` on the left, the wire JSON on the right. `agent/<name>` roles keep the agent's name; citation and trajectory metadata become named parts.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;

const { story, all } = sampleStories(samples);

/** A user's question with an image by URL (served from memory here). */
export const UserQuestion: SampleStory = {
  ...story("User question with image", async ({ rendered }) => {
    await expect(within(rendered).getByText("What does this chart show?")).toBeVisible();
  }),
  name: "User question with image",
};

/** An `agent/researcher` answer whose citation metadata becomes `/sources/1`. */
export const AnswerWithCitation: SampleStory = {
  ...story("Answer with citation", async ({ rendered, source }) => {
    await expect(within(rendered).getByRole("article", { name: /agent\/researcher|agent message/ })).toBeInTheDocument();
    await expect(within(rendered).getByRole("treeitem", { name: /^sources/ })).toBeInTheDocument();
    await expect(source).toHaveTextContent('"kind": "citation"');
  }, "inspector"),
  name: "Answer with citation",
};

/** Trajectory steps: reasoning and a `web_search` tool call with its output. */
export const Trajectory: SampleStory = {
  ...story("Trajectory", async ({ rendered }) => {
    await expect(within(rendered).getByRole("treeitem", { name: /^tool-calls/ })).toBeInTheDocument();
    await expect(rendered).toHaveTextContent("Web search");
  }, "inspector"),
  name: "Trajectory",
};

/** Named artifacts: markdown, a PNG, a remote PDF, and an unsafe name that gets encoded. */
export const Artifacts: SampleStory = {
  ...story("Artifacts", async ({ rendered }) => {
    await expect(within(rendered).getByRole("treeitem", { name: /report\.md/ })).toBeInTheDocument();
    await expect(within(rendered).getByRole("treeitem", { name: /chart\.png/ })).toBeInTheDocument();
  }, "inspector"),
  name: "Artifacts",
};

/** Parts the adapter could not read become visible provider items instead of vanishing. */
export const MalformedParts: SampleStory = {
  ...story("Malformed parts"),
  name: "Malformed parts",
};

/** A run object: its output messages, with the run id and status as badges. */
export const RunOutput: SampleStory = {
  ...story("Run output", async ({ rendered }) => {
    await expect(within(rendered).getByText("Run", { selector: "dt" })).toBeInTheDocument();
    await expect(within(rendered).getByText("run-7c1f")).toBeInTheDocument();
    await expect(within(rendered).getByText("completed")).toBeInTheDocument();
  }, "inspector"),
  name: "Run output",
};

/** Every ACP sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };
