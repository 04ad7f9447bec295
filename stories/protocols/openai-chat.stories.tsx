import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples as all } from "../../test/fixtures/openai";
import { expectGallery, expectSample, pick, ProtocolGallery, ProtocolSample } from "./gallery";

const samples = all.filter((s) => s.title.startsWith("Chat:"));

const meta = {
  title: "Protocols/OpenAI Chat",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "OpenAI Chat Completions messages and `ChatCompletion` objects through `fromOpenAIChat`: developer/user/assistant/tool roles, image and audio inputs, files, tool calls linked to their results, refusals and `url_citation` annotations. Model, finish reason and token usage show as badges.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = (title: string) => pick(samples, title);

/** A conversation with images, three tool calls (one with broken JSON arguments) and their results. */
export const ToolCalling: Story = {
  args: { sample: sample("Chat: tool calling") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect((await within(rendered).findAllByText(/get_weather/)).length).toBeGreaterThanOrEqual(1);
    await expect(within(rendered).getByRole("article", { name: /developer/ })).toBeInTheDocument();
  },
};

/** Audio and file inputs, a refusal and a legacy `function` message. */
export const AudioFilesRefusal: Story = {
  args: { sample: sample("Chat: audio, files, refusal") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("I can't transcribe that recording.")).toBeVisible();
  },
};

/** A `ChatCompletion`: model, finish reason and tokens as badges; the citation as `/sources/1`. */
export const CompletionWithCitations: Story = {
  args: { sample: sample("Chat: completion with citations") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Model", { selector: "dt" }).parentElement).toHaveTextContent("gpt-4o-search-preview-2025-03-11");
    await expect(within(rendered).getByText("Tokens", { selector: "dt" }).parentElement).toHaveTextContent("12 in · 14 out");
    await expect(within(rendered).getByText("stop")).toBeInTheDocument();
    await expect(within(rendered).getByRole("treeitem", { name: /^sources/ })).toBeInTheDocument();
  },
};

/** Two choices: a refusal and an audio answer with its transcript. */
export const RefusalAndAudio: Story = {
  args: { sample: sample("Chat: refusal and audio output") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getAllByText("gpt-4o")).toHaveLength(2);
  },
};

/** A tool call without a function, an orphan tool message, a bad data URL and an unknown part. */
export const Malformed: Story = {
  args: { sample: sample("Chat: malformed") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Adapter error").closest('[data-slot="message-meta-item"]')).toHaveAttribute("data-tone", "danger");
  },
};

/** Every Chat Completions sample on one page. */
export const All: Story = {
  args: { sample: samples[0]! },
  render: () => <ProtocolGallery samples={samples} />,
  play: async ({ canvasElement }) => expectGallery(canvasElement, samples),
};
