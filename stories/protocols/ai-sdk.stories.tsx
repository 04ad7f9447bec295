import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/ai-sdk";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

const meta = {
  title: "Protocols/AI SDK",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "Vercel AI SDK `UIMessage`s (v5+, and v4's `content`/`tool-invocation` shape) through `fromAiSdk`: files, reasoning, typed and dynamic tool parts in every state, sources and data parts. App metadata the adapter keeps (here `model`) shows as badges; the rest sits under Details.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;

const { story, all } = sampleStories(samples);

/** Recorded from AI SDK 7's streamText and folded with `foldAiSdkStream`. */
export const StreamTextAiSdk7: SampleStory = {
  ...story("streamText, recorded (AI SDK 7)", async ({ rendered }) => {
    await expect(within(rendered).getAllByText("21°C")[0]!.tagName).toBe("STRONG");
    await expect(within(rendered).getByRole("group", { name: "Tool call Weather" })).toBeInTheDocument();
  }),
  name: "streamText, recorded (AI SDK 7)",
};

/** The same run through AI SDK 6. */
export const StreamTextAiSdk6: SampleStory = {
  ...story("streamText, recorded (AI SDK 6)", async ({ rendered }) => {
    await expect(within(rendered).getAllByText("21°C")[0]!.tagName).toBe("STRONG");
  }),
  name: "streamText, recorded (AI SDK 6)",
};

/** A user turn: an inline image from a data: URL and a remote PDF as `/files/1`. */
export const UserTurnWithFiles: SampleStory = {
  ...story("User turn with files", async ({ rendered }) => {
    await expect(within(rendered).getByText("Weather in Oslo? Here is a photo and the itinerary.")).toBeVisible();
    await expect(within(rendered).getByRole("treeitem", { name: /^files/ })).toBeInTheDocument();
  }, "inspector"),
  name: "User turn with files",
};

/** An assistant turn with tool parts in every state (streaming, waiting, approval, denied, error, done). */
export const AssistantTurnEveryToolState: SampleStory = {
  ...story("Assistant turn, every tool state", async ({ rendered }) => {
    await expect((await within(rendered).findAllByText(/Get weather/)).length).toBeGreaterThanOrEqual(1);
  }),
  name: "Assistant turn, every tool state",
};

/** The same turn in the Inspector: its metadata and the part tree. */
export const AssistantTurnEveryToolStateInspector: SampleStory = {
  ...story("Assistant turn, every tool state", async ({ rendered }) => {
    await expect(within(rendered).getByText("Model", { selector: "dt" }).parentElement).toHaveTextContent("gpt-5");
    await expect((await within(rendered).findAllByText(/Get weather/)).length).toBeGreaterThanOrEqual(1);
    await expect(within(rendered).getByRole("treeitem", { name: /^tool-calls/ })).toBeInTheDocument();
  }, "inspector"),
  name: "Assistant turn, every tool state (Inspector)",
};

/** AI SDK v4 messages: `content` strings, `tool-invocation`, `source` and `file` parts. */
export const LegacyV4: SampleStory = {
  ...story("AI SDK v4 messages", async ({ rendered }) => {
    await expect((await within(rendered).findAllByText(/Lookup/)).length).toBeGreaterThanOrEqual(1);
  }),
  name: "AI SDK v4 messages",
};

/** A tool part without id, a bad data URL, unknown and untyped parts, a message without parts. */
export const MalformedParts: SampleStory = {
  ...story("Malformed parts", async ({ rendered }) => {
    await expect(within(rendered).getByText("Adapter error")).toBeInTheDocument();
  }),
  name: "Malformed parts",
};

/** Every AI SDK sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };
