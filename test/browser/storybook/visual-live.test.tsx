// Live endpoints (issue 27) in both themes, through Storybook's own preview, compared with the
// references committed in ./screenshots: the Composer (what a schema needs, attachments with a
// refusal, Stop while streaming), the A2A agent playground on the in-page agent (a completed
// streamed task, an input-required turn) and signed-URL attachments re-signed from the in-page
// store. Accept an intended change with
// `npx vitest run --project browser test/browser/storybook/visual-live.test.tsx --update`, after
// looking at the new images.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import preview from "../../../.storybook/preview";
import * as composer from "../../../stories/composer/composer.stories";
import * as signedUrls from "../../../stories/composer/signed-urls.stories";
import * as a2aInPage from "../../../stories/playground/a2a-in-page.stories";
import { timeScale } from "../../setup/time-budgets";
import { otherBrowser, removeStory, screenshot, setStoryTheme as setTheme, showStory } from "./screenshot-setup";

// The caret blinks, and task ids are the agent's random UUIDs: both are compared as empty boxes.
const unstable = '[data-slot="composer-input"] { caret-color: transparent; } [data-slot="agent-task"] > code { visibility: hidden; }';
const show = (story: Parameters<typeof showStory>[0]) => showStory(story, { css: unstable, blur: true });

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
const stories = { composer: composeStories(composer), signedUrls: composeStories(signedUrls), a2a: composeStories(a2aInPage) };

const cases = [
  ["composer-schema-guided", stories.composer.SchemaGuided],
  ["composer-schema-guided-attach", stories.composer.SchemaGuidedAttach],
  ["composer-streaming", stories.composer.Streaming],
  ["a2a-in-page-streamed-guide", stories.a2a.StreamedGuide],
  ["a2a-in-page-asks-back", stories.a2a.AsksBack],
  ["signed-urls-re-signed", stories.signedUrls.ReSignedAfterExpiry],
] as const;

afterEach(removeStory);


describe("live endpoints look as committed", () => {
  beforeEach(({ skip }) => skip(otherBrowser !== undefined, otherBrowser));
  beforeAll(async () => {
    // Tall enough for the playground's transcript and card: parts outside the viewport come out blank.
    await page.viewport(820, 2600);
  });

  test.each(cases.flatMap(([name, story]) => (["light", "dark"] as const).map((theme) => [`${name}-${theme}`, theme, story] as const)))(
    "%s",
    { timeout: 60_000 * timeScale },
    async (name, theme, story) => {
      setTheme(theme);
      const root = await show(story);
      expect(root).toHaveAttribute("data-theme", theme);
      await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
    },
  );
});
