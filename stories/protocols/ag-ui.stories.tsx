import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/ag-ui";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

const meta = {
  title: "Protocols/AG-UI",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "AG-UI (Agent-User Interaction Protocol) runs recorded from `@ag-ui/client`'s `HttpAgent`, folded with `reduceAgUiStream`: text and reasoning per AG-UI message, tool calls with their results, the shared state as one `/state` JSON part (JSON Patch applied), activities as `/data/<activityType>/<id>`, custom events and errors kept visibly. `fromAgUi` converts the client's accumulated messages.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;

const { story, all } = sampleStories(samples);

/** Reasoning, markdown, a tool call and its result, state, a plan activity and a custom event. */
export const RunWithToolCall: SampleStory = {
  ...story("Run with a tool call", async ({ rendered }) => {
    await expect(within(rendered).getByRole("treeitem", { name: /^tool-calls/ })).toBeInTheDocument();
    await expect(within(rendered).getByRole("treeitem", { name: /^state/ })).toBeInTheDocument();
  }, "inspector"),
  name: "Run with a tool call",
  tags: ["!dev", "!autodocs"],
};

/** Text, reasoning and a tool call from chunk events alone. */
export const ChunkEventsOnly: SampleStory = {
  ...story("Chunk events only", async ({ rendered }) => {
    await expect(within(rendered).getByRole("treeitem", { name: /^tool-calls/ })).toBeInTheDocument();
  }, "inspector"),
  name: "Chunk events only",
  tags: ["!dev", "!autodocs"],
};

/** A run that failed part-way: the error is shown. */
export const RunError: SampleStory = {
  ...story("Run error", async ({ rendered }) => {
    await expect(within(rendered).getAllByText(/timed out after 30 s/).length).toBeGreaterThanOrEqual(1);
  }),
  name: "Run error",
  tags: ["!dev", "!autodocs"],
};

/** A run that stopped to ask for approval of a tool call. */
export const InterruptedForApproval: SampleStory = {
  ...story("Interrupted for approval", async ({ rendered }) => {
    await expect(within(rendered).getByRole("treeitem", { name: /^interrupts/ })).toBeInTheDocument();
  }, "inspector"),
  name: "Interrupted for approval",
  tags: ["!dev", "!autodocs"],
};

/** Subagents: each one's text and tool calls inside its own card, the nested fact-checker inside the researcher's. */
export const SubagentLanes: SampleStory = {
  ...story("Subagents in their own lanes", async ({ rendered }) => {
    const lane = within(rendered).getByRole("group", { name: "Tool call Subagent researcher" });
    await expect(within(lane).getByText(/Searching/)).toBeInTheDocument();
    await expect(within(lane).getByRole("group", { name: "Tool call Subagent fact-checker" })).toBeInTheDocument();
    await expect(within(lane).queryByText(/ask a/)).toBeNull();
  }),
  name: "Subagents in their own lanes",
  tags: ["!dev", "!autodocs"],
};

/** The client's messages after the tool run, through `fromAgUi`. */
export const ClientMessages: SampleStory = {
  ...story("Client messages after the run"),
  name: "Client messages after the run",
  tags: ["!dev", "!autodocs"],
};

/** Every AG-UI sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };
