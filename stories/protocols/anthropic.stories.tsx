import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/anthropic";
import { expectGallery, expectSample, pick, ProtocolGallery, ProtocolSample } from "./gallery";

const meta = {
  title: "Protocols/Anthropic",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "Anthropic Messages API responses and requests through `fromAnthropic`: extended and redacted thinking, server tools (web search) with their results, citations, client tool calls and results, documents and a system prompt. Model, stop reason and token usage show as badges.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = (title: string) => pick(samples, title);

/** A response: thinking, a web search, a cited answer and a `make_chart` tool call; stop reason `tool_use`. */
export const ResponseWithThinkingAndTools: Story = {
  args: { sample: sample("Response with thinking and tools") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Model", { selector: "dt" }).parentElement).toHaveTextContent("claude-sonnet-4-5");
    await expect(within(rendered).getByText("Stop reason", { selector: "dt" }).parentElement).toHaveTextContent("tool_use");
    await expect(within(rendered).getByText("Tokens", { selector: "dt" }).parentElement).toHaveTextContent("2,095 in · 503 out");
    await expect((await within(rendered).findAllByText(/web_search/)).length).toBeGreaterThanOrEqual(1);
  },
};

/** A conversation: tool results with a nested image, documents, search results and citations. */
export const ConversationWithToolResults: Story = {
  args: { sample: sample("Conversation with tool results and documents") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getAllByRole("treeitem", { name: /^files/ }).length).toBeGreaterThanOrEqual(1);
  },
};

/** A request: the system prompt comes first; the failed tool result is marked as an error. */
export const RequestWithSystemPrompt: Story = {
  args: { sample: sample("Request with system prompt") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getAllByRole("article")[0]).toHaveAttribute("data-role", "system");
    await expect(within(rendered).getByText("You are a geography tutor.")).toBeVisible();
  },
};

/** A tool_use without id, bad base64, unknown blocks and non-array content stay visible. */
export const MalformedBlocks: Story = {
  args: { sample: sample("Malformed blocks") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Adapter error")).toBeInTheDocument();
  },
};

/** Every Anthropic sample on one page. */
export const All: Story = {
  args: { sample: samples[0]! },
  render: () => <ProtocolGallery samples={samples} />,
  play: async ({ canvasElement }) => expectGallery(canvasElement, samples),
};
