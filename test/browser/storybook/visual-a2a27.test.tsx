// The Composer's form slot (issue 27) in both themes, through Storybook's own preview, compared
// with the references committed in ./screenshots: a booking form in the composer, filled in and
// sent, the sent body below it. Accept an intended change with
// `npx vitest run --project browser test/browser/storybook/visual-a2a27.test.tsx --update`, after
// looking at the new images.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import preview from "../../../.storybook/preview";
import * as composer from "../../../stories/composer/composer.stories";
import { timeScale } from "../../setup/time-budgets";
import { otherBrowser, removeStory, screenshot, setStoryTheme, showStory } from "./screenshot-setup";

// The caret blinks: compared as nothing.
const unstable = '[data-slot="composer-input"] { caret-color: transparent; }';

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
const stories = composeStories(composer);

afterEach(removeStory);

describe("the composer's form slot looks as committed", () => {
  beforeEach(({ skip }) => skip(otherBrowser !== undefined, otherBrowser));
  beforeAll(async () => {
    await page.viewport(820, 1400);
  });

  test.each((["light", "dark"] as const).map((theme) => [`composer-structured-input-${theme}`, theme] as const))("%s", { timeout: 60_000 * timeScale }, async (name, theme) => {
    setStoryTheme(theme);
    const root = await showStory(stories.StructuredInputSend, { css: unstable, blur: true });
    expect(root).toHaveAttribute("data-theme", theme);
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
  });
});
