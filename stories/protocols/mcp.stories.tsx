import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/mcp";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

const meta = {
  title: "Protocols/MCP",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "MCP (Model Context Protocol) content through `fromMcpContent`, `fromMcpToolResult` and `fromMcpMessages`: tool results with `structuredContent`, images, audio, resource links and embedded resources, prompts and sampling. Tool name, error state, model and stop reason show as badges.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;

const { story, all } = sampleStories(samples);

/** A tool result with `structuredContent`; the tool's name is a badge. */
export const ToolResultWithStructuredContent: SampleStory = {
  ...story("Tool result with structuredContent", async ({ rendered }) => {
    await expect(within(rendered).getByText("Tool", { selector: "dt" }).parentElement).toHaveTextContent("get_weather");
    await expect(within(rendered).getByRole("treeitem", { name: /structured-content/ })).toBeInTheDocument();
  }, "inspector"),
  name: "Tool result with structuredContent",
};

/** Image, audio, a resource link and embedded resources with annotations. */
export const RichToolResult: SampleStory = {
  ...story("Rich tool result", async ({ rendered }) => {
    await expect(within(rendered).getByText("Found 2 matching files and a preview.")).toBeVisible();
    await expect(within(rendered).getByRole("treeitem", { name: /^resources/ })).toBeInTheDocument();
  }, "inspector"),
  name: "Rich tool result",
};

/** `isError: true` shows as a danger badge. */
export const ToolError: SampleStory = {
  ...story("Tool error", async ({ rendered }) => {
    await expect(within(rendered).getByText("Tool error").closest('[data-slot="message-meta-item"]')).toHaveAttribute("data-tone", "danger");
  }),
  name: "Tool error",
};

/** `prompts/get`: prompt messages, one with an embedded resource. */
export const Prompt: SampleStory = {
  ...story("Prompt (prompts/get)"),
  name: "Prompt (prompts/get)",
};

/** Sampling with tools: the assistant's `tool_use` shows the tool's name. */
export const SamplingWithTools: SampleStory = {
  ...story("Sampling with tools", async ({ rendered }) => {
    await expect((await within(rendered).findAllByText(/Get weather/)).length).toBeGreaterThanOrEqual(1);
    await expect(within(rendered).getAllByRole("treeitem", { name: /^tool-calls/ }).length).toBeGreaterThanOrEqual(1);
  }, "inspector"),
  name: "Sampling with tools",
};

/** A `sampling/createMessage` result: model and stop reason as badges. */
export const SamplingResult: SampleStory = {
  ...story("Sampling result", async ({ rendered }) => {
    await expect(within(rendered).getByText("Model", { selector: "dt" }).parentElement).toHaveTextContent("claude-sonnet-4-5");
    await expect(within(rendered).getByText("endTurn")).toBeInTheDocument();
  }, "inspector"),
  name: "Sampling result",
};

/** A bare list of content blocks. */
export const ContentBlocks: SampleStory = {
  ...story("Content blocks"),
  name: "Content blocks",
};

/** Bad base64, an unknown block type and an empty resource become provider items. */
export const MalformedBlocks: SampleStory = {
  ...story("Malformed blocks"),
  name: "Malformed blocks",
};

/** Every MCP sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };
