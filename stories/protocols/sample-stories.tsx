import type { StoryObj } from "@storybook/react-vite";
import type { FixtureSample } from "../../test/fixtures/sample";
import { expectGallery, expectSample, pick, ProtocolGallery, ProtocolSample, showView } from "./gallery";

/** A story of the protocol gallery. */
export type SampleStory = StoryObj<typeof ProtocolSample>;

/** What a sample story's own checks receive: {@link expectSample}'s queries and the canvas. */
export type SampleChecks = Awaited<ReturnType<typeof expectSample>> & { readonly canvasElement: HTMLElement };

/**
 * The stories of one format's samples. `story(title, check?, view?)` shows the sample with that title
 * as a chat and plays {@link expectSample}'s checks, then the story's own: with `"inspector"`, the
 * story's checks (of the part tree and badges) run in the Inspector view, and the story then
 * returns to the chat, where every gallery opens. `all` shows every sample on one page and plays
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
    args: { sample: pick(samples, title) },
    play: async ({ canvasElement, args }) => {
      const found = await expectSample(canvasElement, args.sample);
      if (view !== "inspector") return check?.({ ...found, canvasElement });
      const rendered = await showView(canvasElement, args.sample, "inspector");
      await check?.({ ...found, rendered, canvasElement });
      await showView(canvasElement, args.sample, "chat");
    },
  });
  const all: SampleStory = {
    args: { sample: samples[0]! },
    render: () => <ProtocolGallery samples={samples} />,
    play: async ({ canvasElement }) => expectGallery(canvasElement, samples),
  };
  return { story, all };
}
