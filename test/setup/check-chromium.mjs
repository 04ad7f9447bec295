#!/usr/bin/env node
// `npm test`'s pretest: finds the Chromium the browser and Storybook projects will use (see
// find-chromium.mjs) before anything runs. Prints where it is; or, when there is none, one line
// saying what was tried and how to fix it, and exits 1.
import { findChromium } from "./find-chromium.mjs";

try {
  const path = await findChromium();
  console.log(`partkit: Chromium for the browser tests: ${path}`);
} catch (error) {
  console.error(`partkit: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
