import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
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
          "Anthropic Messages API responses and requests through `fromAnthropic`: extended and redacted thinking, server tools (code execution, text editor, web search and fetch, tool search, MCP connectors) as tool cards with their results, compaction summaries, citations, client tool calls and results, documents and a system prompt. Model, stop reason and token usage show as badges.",
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
    await expect((await within(rendered).findAllByText(/Web search/)).length).toBeGreaterThanOrEqual(1);
  }, "inspector"),
  name: "Response with thinking and tools",
};

/** A conversation: tool results with a nested image, documents, search results and citations. */
export const ConversationWithToolResults: SampleStory = {
  ...story("Conversation with tool results and documents", async ({ rendered }) => {
    await expect(within(rendered).getAllByRole("treeitem", { name: /^files/ }).length).toBeGreaterThanOrEqual(1);
  }, "inspector"),
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

/**
 * Claude's server tools answer in the same message: each call is a tool card with its result,
 * commands show their output like a terminal, an edit shows as a diff, the compaction summary is a
 * marker to open, and redacted reasoning says so.
 */
export const ServerTools: SampleStory = {
  ...story("Server tools", async ({ rendered }) => {
    const cards = within(rendered).getAllByRole("group", { name: "Tool call Bash code execution" });
    await userEvent.click(within(cards[0]!).getAllByRole("button")[0]!);
    await expect(within(cards[0]!).getByRole("group", { name: "Output of Bash code execution" })).toHaveTextContent("45");
    await expect(rendered.querySelector('[data-slot="code-block"][data-language="diff"]')).not.toBeNull();
    await userEvent.click(within(rendered).getByRole("button", { name: "Earlier conversation summarised" }));
    await expect(within(rendered).getByText(/analysing survey data/)).toBeVisible();
    await expect(within(rendered).getByRole("button", { name: "Reasoning (redacted)" })).toBeVisible();
    await expect(rendered.querySelector('[data-slot="provider-item-part"]')).toBeNull();
  }),
  name: "Server tools",
  tags: ["!dev", "!autodocs"],
};
// Inline, so the cards show where they happened rather than in the part tree's preview.
ServerTools.args = { ...ServerTools.args!, layout: "inline" };

/** A tool_use without id, bad base64, unknown blocks and non-array content stay visible. */
export const MalformedBlocks: SampleStory = {
  ...story("Malformed blocks", async ({ rendered }) => {
    await expect(within(rendered).getByText("Adapter error")).toBeInTheDocument();
  }),
  name: "Malformed blocks",
};

/** Every Anthropic sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };
