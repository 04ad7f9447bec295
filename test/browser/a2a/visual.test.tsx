// The in-page A2A agent story in both themes, compared with committed references (the same
// setup as test/browser/storybook/visual.test.tsx: Storybook's preview, the npm Chromium).
// Accept an intended change with `--update`, after looking at the new images.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import preview from "../../../.storybook/preview";
import * as a2aInPage from "../../../stories/playground/a2a-in-page.stories";
import { timeScale } from "../../setup/time-budgets";
import { otherBrowser, screenshot, setStoryTheme as setTheme } from "../storybook/screenshot-setup";

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
const stories = composeStories(a2aInPage);

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
  // Task ids are the agent's random UUIDs: their box is compared empty.
  const style = document.createElement("style");
  style.textContent = '[data-slot="agent-task"] > code { visibility: hidden; }';
  host.append(style);
  return host.querySelector<HTMLElement>("[data-story-root]") ?? host;
}


describe("A2A agent playground looks as committed", () => {
  beforeEach(({ skip }) => skip(otherBrowser !== undefined, otherBrowser));
  beforeAll(async () => {
    await page.viewport(820, 2600);
  });

  test.each((["light", "dark"] as const).flatMap((theme) => [[`a2a-in-page-streamed-guide-${theme}`, theme] as const]))("%s", { timeout: 60_000 * timeScale }, async (name, theme) => {
    setTheme(theme);
    const root = await show(stories.StreamedGuide);
    expect(root).toHaveAttribute("data-theme", theme);
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
  });
});
