import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/agent-client";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

const meta = {
  title: "Protocols/Agent Client (Zed)",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "Zed's Agent Client Protocol: `session/update` notifications recorded from the SDK, folded by `reduceAgentClientThread` into the user's message and the agent's turn. Thoughts become reasoning, tool calls `/tool-calls/<id>` with their results (an edit's diff as `text/x-diff`, a terminal as a reference), the plan a checklist, and permission requests the call's approval.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;

const { story, all } = sampleStories(samples);

/** A whole coding turn: the agent reads, edits (a diff) and runs the tests (a terminal); the push is rejected. */
export const CodingTurn: SampleStory = {
  ...story("Coding turn", async ({ rendered }) => {
    await expect(within(rendered).getByText("The config test is flaky, can you fix it?")).toBeVisible();
    await expect(within(rendered).getAllByText(/I did not push the branch/).length).toBeGreaterThanOrEqual(1);
  }),
  name: "Coding turn",
};

/** The turn paused on a permission request: the push waits for the user's answer. */
export const WaitingForPermission: SampleStory = {
  ...story("Waiting for permission", async ({ source }) => {
    await expect(source).toHaveTextContent('"toolCallId": "call_push"');
  }),
  name: "Waiting for permission",
};

/** Every Agent Client Protocol sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };
