import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/anthropic";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

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

const { story, all } = sampleStories(samples);

/** A response: thinking, a web search, a cited answer and a `make_chart` tool call; stop reason `tool_use`. */
export const ResponseWithThinkingAndTools: SampleStory = {
  ...story("Response with thinking and tools", async ({ rendered }) => {
    await expect(within(rendered).getByText("Model", { selector: "dt" }).parentElement).toHaveTextContent("claude-sonnet-4-5");
    await expect(within(rendered).getByText("Stop reason", { selector: "dt" }).parentElement).toHaveTextContent("tool_use");
    await expect(within(rendered).getByText("Tokens", { selector: "dt" }).parentElement).toHaveTextContent("2,095 in · 503 out");
    await expect((await within(rendered).findAllByText(/web_search/)).length).toBeGreaterThanOrEqual(1);
  }),
  name: "Response with thinking and tools",
};

/** A conversation: tool results with a nested image, documents, search results and citations. */
export const ConversationWithToolResults: SampleStory = {
  ...story("Conversation with tool results and documents", async ({ rendered }) => {
    await expect(within(rendered).getAllByRole("treeitem", { name: /^files/ }).length).toBeGreaterThanOrEqual(1);
  }),
  name: "Conversation with tool results and documents",
};

/** A request: the system prompt comes first; the failed tool result is marked as an error. */
export const RequestWithSystemPrompt: SampleStory = {
  ...story("Request with system prompt", async ({ rendered }) => {
    await expect(within(rendered).getAllByRole("article")[0]).toHaveAttribute("data-role", "system");
    await expect(within(rendered).getByText("You are a geography tutor.")).toBeVisible();
  }),
  name: "Request with system prompt",
};

/** A tool_use without id, bad base64, unknown blocks and non-array content stay visible. */
export const MalformedBlocks: SampleStory = {
  ...story("Malformed blocks", async ({ rendered }) => {
    await expect(within(rendered).getByText("Adapter error")).toBeInTheDocument();
  }),
  name: "Malformed blocks",
};

/** Every Anthropic sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };
