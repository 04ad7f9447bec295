// Visual regression of math and diagrams in markdown (partkit/math, partkit/mermaid), through
// Storybook's own preview, in both themes. References: ./screenshots/<name>.png, taken with the
// tests' own Chromium; to accept a change of look, rerun with `--update` and look at each image.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import preview from "../../../.storybook/preview";
import * as mathStories from "../../../stories/markdown/math.stories";
import { timeScale } from "../../setup/time-budgets";
import { otherBrowser, removeStory, screenshot, setStoryTheme, showStory as show } from "./screenshot-setup";

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

const stories = composeStories(mathStories);

const themed = [
  ["markdown-math", stories.MathAnswer],
  ["markdown-math-and-diagrams", stories.MathAndDiagrams],
] as const;

afterEach(removeStory);


describe("math and diagrams look", () => {
  beforeEach(({ skip }) => skip(otherBrowser !== undefined, otherBrowser));

  beforeAll(async () => {
    await page.viewport(820, 1400);
  });

  test.each(themed.flatMap(([name, story]) => (["light", "dark"] as const).map((theme) => [`${name}-${theme}`, theme, story] as const)))(
    "%s looks as committed",
    { timeout: 60_000 * timeScale },
    async (name, theme, story) => {
      setStoryTheme(theme);
      const root = await show(story);
      expect(root).toHaveAttribute("data-theme", theme);
      // Every formula is drawn in KaTeX's own fonts, not a fallback.
      for (const formula of root.querySelectorAll(".katex")) expect(getComputedStyle(formula).fontFamily).toMatch(/KaTeX_Main/);
      await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
    },
  );
});
