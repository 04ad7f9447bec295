// What every screenshot test of stories shares: the comparison's tolerance, the skip on another
// Chromium build than the references', and the theme the preview's decorator reads.
import { timeScale } from "../../setup/time-budgets";
import { screenshotFontsReady } from "./screenshot-fonts";
import reference from "./screenshots/browser.json";

// A few pixels may differ in anti-aliasing between machines; a changed layout, colour or missing
// part differs in far more. Stability (two equal shots in a row) may take long on a busy machine.
export const screenshot = { comparatorName: "pixelmatch" as const, comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.02 }, timeout: 20_000 * timeScale };

const build = /(?:HeadlessChrome|Chrome|Chromium)\/([\d.]+)/.exec(navigator.userAgent)?.[1] ?? navigator.userAgent;

/** Why comparisons skip here (references are of the tests' own Chromium, from npm), or undefined. */
export const otherBrowser = build !== reference.chromium ? `the reference screenshots are of Chromium ${reference.chromium} (the tests' own, from npm); this run uses ${build}` : undefined;

/** The theme `.storybook/preview`'s decorator gives the next story rendered (undefined: the story's own). */
export const setStoryTheme = (theme: "light" | "dark" | undefined) => ((globalThis as { __pkStoryTheme?: string }).__pkStoryTheme = theme);

/** A story composed with `composeStories`: its `run` renders it and plays its play function. */
export interface ComposedStory {
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

let host: HTMLElement | undefined;

/**
 * Renders a composed story in an 800 px box, runs its play function (which waits for it to
 * settle), waits for its images and fonts (the project's own, screenshot-fonts.ts), and returns the story's root to photograph (`width`
 * px wide, 800 by default). `css`
 * hides what changes from run to run (a caret, random ids, the PDF viewer's own painting);
 * `blur` drops the focus a play function left. Call {@link removeStory} after each test.
 */
export async function showStory(story: ComposedStory, { css, blur = false, width = 800 }: { css?: string; blur?: boolean; width?: number } = {}): Promise<HTMLElement> {
  host = document.createElement("div");
  host.style.width = `${width}px`;
  document.body.append(host);
  await screenshotFontsReady;
  await story.run({ canvasElement: host });
  await Promise.all([...host.querySelectorAll("img")].map((img) => img.decode().catch(() => undefined)));
  await document.fonts.ready;
  if (css) {
    const style = document.createElement("style");
    style.textContent = css;
    host.append(style);
  }
  if (blur) (document.activeElement as HTMLElement | null)?.blur();
  return host.querySelector<HTMLElement>("[data-story-root]") ?? host;
}

/** Removes the story {@link showStory} rendered and the theme it was given. */
export function removeStory(): void {
  host?.remove();
  host = undefined;
  setStoryTheme(undefined);
}
