import type { StoryObj } from "@storybook/react-vite";
import type { FixtureSample } from "../../test/fixtures/sample";
import { expectGallery, expectSample, pick, ProtocolGallery, ProtocolSample } from "./gallery";

/** A story of the protocol gallery. */
export type SampleStory = StoryObj<typeof ProtocolSample>;

/** What a sample story's own checks receive: {@link expectSample}'s queries and the canvas. */
export type SampleChecks = Awaited<ReturnType<typeof expectSample>> & { readonly canvasElement: HTMLElement };

/**
 * The stories of one format's samples. `story(title, check?, view?)` shows the sample with that title
 * as a chat and plays {@link expectSample}'s checks, then the story's own; with `"inspector"` it
 * opens in the Inspector view (every badge, the part tree), which its checks read. Every story
 * opens at rest: nothing is clicked. `all` shows every sample on one page, as chats, and plays
 * {@link expectGallery}.
 *
 * Give each story its `name` as a literal beside the spread: the sidebar's names are read from the
 * source without running it, and an export name such as `UserMessageV1` reads "User Message V 1".
 *
 * @example
 * const { story, all } = sampleStories(samples);
 * export const ToolError: SampleStory = {
 *   ...story("Tool error", async ({ rendered }) => {
 *     await expect(within(rendered).getByText("Tool error")).toBeVisible();
 *   }),
 *   name: "Tool error",
 * };
 * export const All: SampleStory = { ...all, name: "All samples" };
 */
export function sampleStories(samples: readonly FixtureSample[]) {
  const story = (title: string, check?: (found: SampleChecks) => Promise<void>, view?: "inspector"): SampleStory => ({
    args: { sample: pick(samples, title), ...(view ? { view } : {}) },
    play: async ({ canvasElement, args }) => {
      const found = await expectSample(canvasElement, args.sample);
      await check?.({ ...found, canvasElement });
    },
  });
  const all: SampleStory = {
    args: { sample: samples[0]! },
    render: () => <ProtocolGallery samples={samples} />,
    play: async ({ canvasElement }) => expectGallery(canvasElement, samples),
  };
  return { story, all };
}
