import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { samples as openaiSamples } from "../../test/fixtures/openai";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

const samples = openaiSamples.filter((s) => s.title.startsWith("Responses:"));

const meta = {
  title: "Protocols/OpenAI Responses",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "OpenAI Responses API objects and conversation items through `fromOpenAIResponses`: reasoning summaries, built-in tools (shell, apply_patch, code interpreter, image generation, computer use, web and file search, MCP tool lists) as tool cards, function calls with their outputs, cited answers and refusals. `phase` becomes the message channel.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;

const { story, all } = sampleStories(samples);

/** A response object: reasoning, a web search, a function call and a cited answer, on the final channel. */
export const ResponseObject: SampleStory = {
  ...story("Responses: response object", async ({ rendered }) => {
    await expect(within(rendered).getByText("Model", { selector: "dt" }).parentElement).toHaveTextContent("gpt-5");
    await expect(within(rendered).getByText("Tokens", { selector: "dt" }).parentElement).toHaveTextContent("328 in · 52 out");
    await expect(within(rendered).getByRole("article")).toHaveAttribute("data-channel", "final");
    await expect(within(rendered).getAllByRole("treeitem", { name: /^tool-calls/ }).length).toBeGreaterThanOrEqual(1);
  }, "inspector"),
  name: "Response object",
};

/** Input items grouped into turns; call outputs join the assistant turn that made the call. */
export const ConversationItems: SampleStory = {
  ...story("Responses: conversation items", async ({ rendered }) => {
    await expect(within(rendered).getAllByRole("treeitem", { name: /^tool-calls/ }).length).toBeGreaterThanOrEqual(1);
  }, "inspector"),
  name: "Conversation items",
};

/**
 * OpenAI's built-in tools as tool cards: shell commands with their output like a terminal, a
 * patch as a diff, generated and screenshot images, a computer-use safety check, the MCP server's
 * tool list.
 */
export const BuiltInTools: SampleStory = {
  ...story("Responses: built-in tools", async ({ rendered }) => {
    const shell = within(rendered).getByRole("group", { name: "Tool call Shell" });
    await userEvent.click(within(shell).getAllByRole("button")[0]!);
    await expect(within(shell).getByRole("group", { name: "Output of Shell" })).toHaveTextContent("app.ts");
    await expect(within(rendered).getByRole("group", { name: "Tool call Apply patch" }).querySelector('[data-language="diff"]')).not.toBeNull();
    // The image shows once it has decoded, which on a busy machine takes a moment.
    await waitFor(() => expect(within(within(rendered).getByRole("group", { name: "Tool call Image generation" })).getByRole("img")).toBeVisible());
    await expect(within(rendered).getByText(/Safety check:/)).toBeVisible();
    await expect(rendered.querySelector('[data-slot="provider-item-part"]')).toBeNull();
  }),
  name: "Built-in tools",
  tags: ["!dev", "!autodocs"],
};
// Inline, so the cards show where they happened rather than in the part tree's preview.
BuiltInTools.args = { ...BuiltInTools.args!, layout: "inline" };

/** Items the adapter could not read become visible provider items. */
export const MalformedItems: SampleStory = {
  ...story("Responses: malformed items"),
  name: "Malformed items",
};

/** Every Responses sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };
