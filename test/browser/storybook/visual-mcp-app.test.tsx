// Visual regression of the MCP App story: the app's frame, in the tool card of a transcript, in
// both themes, compared with the references in ./screenshots (see visual.test.tsx for how to
// retake them). The story's play function waits until the app has drawn and given its height.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import preview from "../../../.storybook/preview";
import * as mcpApp from "../../../stories/playground/mcp-app.stories";
import { timeScale } from "../../setup/time-budgets";
import { otherBrowser, removeStory, screenshot, setStoryTheme, showStory as show } from "./screenshot-setup";

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
const stories = composeStories(mcpApp);

afterEach(removeStory);


describe("MCP App story", () => {
  beforeEach(({ skip }) => skip(otherBrowser !== undefined, otherBrowser));
  beforeAll(async () => {
    await page.viewport(820, 1200);
  });

  test.each([
    ["mcp-app-transcript-light", "light", stories.InTheTranscript],
    ["mcp-app-transcript-dark", "dark", stories.InTheTranscript],
    ["mcp-app-not-live-light", "light", stories.NotLive],
  ] as const)("%s looks as committed", { timeout: 60_000 * timeScale }, async (name, theme, story) => {
    setStoryTheme(theme);
    const root = await show(story);
    expect(root).toHaveAttribute("data-theme", theme);
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
  });
});
