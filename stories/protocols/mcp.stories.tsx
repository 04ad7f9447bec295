import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/mcp";
import { expectGallery, expectSample, pick, ProtocolGallery, ProtocolSample } from "./gallery";

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
type Story = StoryObj<typeof meta>;

const sample = (title: string) => pick(samples, title);

/** A tool result with `structuredContent`; the tool's name is a badge. */
export const ToolResultWithStructuredContent: Story = {
  args: { sample: sample("Tool result with structuredContent") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Tool", { selector: "dt" }).parentElement).toHaveTextContent("get_weather");
    await expect(within(rendered).getByRole("treeitem", { name: /structured-content/ })).toBeInTheDocument();
  },
};

/** Image, audio, a resource link and embedded resources with annotations. */
export const RichToolResult: Story = {
  args: { sample: sample("Rich tool result") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Found 2 matching files and a preview.")).toBeVisible();
    await expect(within(rendered).getByRole("treeitem", { name: /^resources/ })).toBeInTheDocument();
  },
};

/** `isError: true` shows as a danger badge. */
export const ToolError: Story = {
  args: { sample: sample("Tool error") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Tool error").closest('[data-slot="message-meta-item"]')).toHaveAttribute("data-tone", "danger");
  },
};

/** `prompts/get`: prompt messages, one with an embedded resource. */
export const Prompt: Story = {
  args: { sample: sample("Prompt (prompts/get)") },
  play: async ({ canvasElement, args }) => {
    await expectSample(canvasElement, args.sample);
  },
};

/** Sampling with tools: the assistant's `tool_use` shows the tool's name. */
export const SamplingWithTools: Story = {
  args: { sample: sample("Sampling with tools") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect((await within(rendered).findAllByText(/get_weather/)).length).toBeGreaterThanOrEqual(1);
    await expect(within(rendered).getAllByRole("treeitem", { name: /^tool-calls/ }).length).toBeGreaterThanOrEqual(1);
  },
};

/** A `sampling/createMessage` result: model and stop reason as badges. */
export const SamplingResult: Story = {
  args: { sample: sample("Sampling result") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Model", { selector: "dt" }).parentElement).toHaveTextContent("claude-sonnet-4-5");
    await expect(within(rendered).getByText("endTurn")).toBeInTheDocument();
  },
};

/** A bare list of content blocks. */
export const ContentBlocks: Story = {
  args: { sample: sample("Content blocks") },
  play: async ({ canvasElement, args }) => {
    await expectSample(canvasElement, args.sample);
  },
};

/** Bad base64, an unknown block type and an empty resource become provider items. */
export const MalformedBlocks: Story = {
  args: { sample: sample("Malformed blocks") },
  play: async ({ canvasElement, args }) => {
    await expectSample(canvasElement, args.sample);
  },
};

/** Every MCP sample on one page. */
export const All: Story = {
  args: { sample: samples[0]! },
  render: () => <ProtocolGallery samples={samples} />,
  play: async ({ canvasElement }) => expectGallery(canvasElement, samples),
};
