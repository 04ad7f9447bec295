// The Composer's look in both themes, through Storybook's own preview (decorators, theme box), as
// test/browser/storybook/visual.test.tsx does for the other areas. References are of the tests' own
// Chromium (from npm); other builds skip and say why. To accept an intended change:
// `npx vitest run --project browser test/browser/composer/composer-visual.test.tsx --update`, look
// at the new images in ./screenshots and commit them.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import preview from "../../../.storybook/preview";
import * as composer from "../../../stories/composer/composer.stories";
import { timeScale } from "../../setup/time-budgets";
import { otherBrowser, screenshot, setStoryTheme as setTheme } from "../storybook/screenshot-setup";

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
// Wide enough for the 800 px box: parts of an element outside the viewport would come out blank.
beforeAll(async () => {
  await page.viewport(820, 1200);
});
const stories = composeStories(composer);

let host: HTMLElement | undefined;
afterEach(() => {
  host?.remove();
  host = undefined;
  setTheme(undefined);
});

async function show(story: { run: (context: { canvasElement: HTMLElement }) => Promise<void> }): Promise<HTMLElement> {
  host = document.createElement("div");
  host.style.width = "800px";
  document.body.append(host);
  await story.run({ canvasElement: host });
  await document.fonts.ready;
  // The caret blinks: hide it so two shots in a row agree.
  const style = document.createElement("style");
  style.textContent = '[data-slot="composer-input"] { caret-color: transparent; }';
  host.append(style);
  (document.activeElement as HTMLElement | null)?.blur();
  return host.querySelector<HTMLElement>("[data-story-root]") ?? host;
}


const cases = [
  ["composer-schema-guided", stories.SchemaGuided],
  ["composer-schema-guided-attach", stories.SchemaGuidedAttach],
  ["composer-streaming", stories.Streaming],
] as const;

describe("Composer visual regression", () => {
  beforeEach(({ skip }) => skip(otherBrowser !== undefined, otherBrowser));

  test.each(cases.flatMap(([name, story]) => (["light", "dark"] as const).map((theme) => [`${name}-${theme}`, theme, story] as const)))(
    "%s looks as committed",
    { timeout: 60_000 * timeScale },
    async (name, theme, story) => {
      setTheme(theme);
      const root = await show(story);
      expect(root).toHaveAttribute("data-theme", theme);
      await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
    },
  );
});
