import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples as all } from "../../test/fixtures/openai";
import { expectGallery, expectSample, pick, ProtocolGallery, ProtocolSample } from "./gallery";

const samples = all.filter((s) => s.title.startsWith("Responses:"));

const meta = {
  title: "Protocols/OpenAI Responses",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "OpenAI Responses API objects and conversation items through `fromOpenAIResponses`: reasoning summaries, built-in tool items, function calls with their outputs, cited answers and refusals. `phase` becomes the message channel.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = (title: string) => pick(samples, title);

/** A response object: reasoning, a web search, a function call and a cited answer, on the final channel. */
export const ResponseObject: Story = {
  args: { sample: sample("Responses: response object") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Model", { selector: "dt" }).parentElement).toHaveTextContent("gpt-5");
    await expect(within(rendered).getByText("Tokens", { selector: "dt" }).parentElement).toHaveTextContent("328 in · 52 out");
    await expect(within(rendered).getByRole("article")).toHaveAttribute("data-channel", "final");
    await expect(within(rendered).getAllByRole("treeitem", { name: /^tool-calls/ }).length).toBeGreaterThanOrEqual(1);
  },
};

/** Input items grouped into turns; call outputs join the assistant turn that made the call. */
export const ConversationItems: Story = {
  args: { sample: sample("Responses: conversation items") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getAllByRole("treeitem", { name: /^tool-calls/ }).length).toBeGreaterThanOrEqual(1);
  },
};

/** Items the adapter could not read become visible provider items. */
export const MalformedItems: Story = {
  args: { sample: sample("Responses: malformed items") },
  play: async ({ canvasElement, args }) => {
    await expectSample(canvasElement, args.sample);
  },
};

/** Every Responses sample on one page. */
export const All: Story = {
  args: { sample: samples[0]! },
  render: () => <ProtocolGallery samples={samples} />,
  play: async ({ canvasElement }) => expectGallery(canvasElement, samples),
};
