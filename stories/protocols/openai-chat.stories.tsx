import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples as openaiSamples } from "../../test/fixtures/openai";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

const samples = openaiSamples.filter((s) => s.title.startsWith("Chat:"));

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

const { story, all } = sampleStories(samples);

/** A conversation with images, three tool calls (one with broken JSON arguments) and their results. */
export const ToolCalling: SampleStory = {
  ...story("Chat: tool calling", async ({ rendered }) => {
    await expect((await within(rendered).findAllByText(/Get weather/)).length).toBeGreaterThanOrEqual(1);
    await expect(within(rendered).getByRole("article", { name: /developer/ })).toBeInTheDocument();
  }),
  name: "Tool calling",
};

/** Audio and file inputs, a refusal and a legacy `function` message. */
export const AudioFilesRefusal: SampleStory = {
  ...story("Chat: audio, files, refusal", async ({ rendered }) => {
    await expect(within(rendered).getByText("I can't transcribe that recording.")).toBeVisible();
  }),
  name: "Audio, files, refusal",
};

/** A `ChatCompletion`: model, finish reason and tokens as badges; the citation as `/sources/1`. */
export const CompletionWithCitations: SampleStory = {
  ...story("Chat: completion with citations", async ({ rendered }) => {
    await expect(within(rendered).getByText("Model", { selector: "dt" }).parentElement).toHaveTextContent("gpt-4o-search-preview-2025-03-11");
    await expect(within(rendered).getByText("Tokens", { selector: "dt" }).parentElement).toHaveTextContent("12 in · 14 out");
    await expect(within(rendered).getByText("stop")).toBeInTheDocument();
    await expect(within(rendered).getByRole("treeitem", { name: /^sources/ })).toBeInTheDocument();
  }, "inspector"),
  name: "Completion with citations",
};

/** Two choices: a refusal and an audio answer with its transcript. */
export const RefusalAndAudio: SampleStory = {
  ...story("Chat: refusal and audio output", async ({ rendered }) => {
    await expect(within(rendered).getAllByText("gpt-4o")).toHaveLength(2);
  }),
  name: "Refusal and audio output",
};

/** A tool call without a function, an orphan tool message, a bad data URL and an unknown part. */
export const Malformed: SampleStory = {
  ...story("Chat: malformed", async ({ rendered }) => {
    await expect(within(rendered).getByText("Adapter error").closest('[data-slot="message-meta-item"]')).toHaveAttribute("data-tone", "danger");
  }),
  name: "Malformed",
};

/** Every Chat Completions sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };
