// What every screenshot test of stories shares: the comparison's tolerance, the skip on another
// Chromium build than the references', and the theme the preview's decorator reads.
import { timeScale } from "../../setup/time-budgets";
import reference from "./screenshots/browser.json";

// A few pixels may differ in anti-aliasing between machines; a changed layout, colour or missing
// part differs in far more. Stability (two equal shots in a row) may take long on a busy machine.
export const screenshot = { comparatorName: "pixelmatch" as const, comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.02 }, timeout: 20_000 * timeScale };

const build = /(?:HeadlessChrome|Chrome|Chromium)\/([\d.]+)/.exec(navigator.userAgent)?.[1] ?? navigator.userAgent;

/** Why comparisons skip here (references are of the tests' own Chromium, from npm), or undefined. */
export const otherBrowser = build !== reference.chromium ? `the reference screenshots are of Chromium ${reference.chromium} (the tests' own, from npm); this run uses ${build}` : undefined;

/** The theme `.storybook/preview`'s decorator gives the next story rendered (undefined: the story's own). */
export const setStoryTheme = (theme: "light" | "dark" | undefined) => ((globalThis as { __pkStoryTheme?: string }).__pkStoryTheme = theme);
