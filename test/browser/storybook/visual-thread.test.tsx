// The chat screen (<Thread>, issue 34) and the composer's look (issue 33) through Storybook's own
// preview, compared with the references committed in ./screenshots: the thread empty, in a
// conversation, streaming with Stop and failed with Retry; the composer's chips and disabled state;
// each in both themes, then the composer and the thread at 390 px, in forced colours and right to
// left. Accept an intended change with
// `npx vitest run --project browser test/browser/storybook/visual-thread.test.tsx --update`, after
// looking at the new images.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { commands, page } from "vitest/browser";
import preview from "../../../.storybook/preview";
import * as composer from "../../../stories/composer/composer.stories";
import * as thread from "../../../stories/thread/thread.stories";
import { timeScale } from "../../setup/time-budgets";
import { otherBrowser, removeStory, screenshot, setStoryTheme, showStory } from "./screenshot-setup";

// The caret blinks: compared as nothing.
const unstable = '[data-slot="composer-input"] { caret-color: transparent; }';

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
const stories = { composer: composeStories(composer), thread: composeStories(thread) };

const themed = [
  ["thread-empty", stories.thread.Empty],
  ["thread-conversation", stories.thread.Conversation],
  ["thread-streaming", stories.thread.Streaming],
  ["thread-failed", stories.thread.Failed],
  ["composer-attachments", stories.composer.Attachments],
  ["composer-disabled", stories.composer.Disabled],
] as const;

const adapted = [
  ["composer-schema-guided-attach", stories.composer.SchemaGuidedAttach],
  ["composer-attachments", stories.composer.Attachments],
  ["thread-conversation", stories.thread.Conversation],
  ["thread-empty", stories.thread.Empty],
] as const;

afterEach(async () => {
  document.documentElement.removeAttribute("dir");
  await commands.emulateMedia({ forcedColors: "none" });
  removeStory();
});

describe("the thread and the composer look as committed", () => {
  beforeEach(({ skip }) => skip(otherBrowser !== undefined, otherBrowser));
  beforeAll(async () => {
    await page.viewport(820, 1400);
  });

  test.each(themed.flatMap(([name, story]) => (["light", "dark"] as const).map((theme) => [`${name}-${theme}`, theme, story] as const)))(
    "%s",
    { timeout: 60_000 * timeScale },
    async (name, theme, story) => {
      setStoryTheme(theme);
      const root = await showStory(story, { css: unstable, blur: true });
      expect(root).toHaveAttribute("data-theme", theme);
      await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
    },
  );

  test.each(adapted.flatMap(([name, story]) => (["390", "forced-colors", "rtl"] as const).map((mode) => [`${name}-${mode}`, mode, story] as const)))(
    "%s",
    { timeout: 60_000 * timeScale },
    async (name, mode, story) => {
      setStoryTheme("light");
      if (mode === "rtl") document.documentElement.setAttribute("dir", "rtl");
      if (mode === "forced-colors") await commands.emulateMedia({ forcedColors: "active" });
      // A little wider than the story, so the page's own scroll bar never clips the shot.
      if (mode === "390") await page.viewport(420, 1400);
      try {
        const root = await showStory(story, { css: unstable, blur: true, width: mode === "390" ? 390 : 800 });
        await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
      } finally {
        if (mode === "390") await page.viewport(820, 1400);
      }
    },
  );
});
