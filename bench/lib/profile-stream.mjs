#!/usr/bin/env node
// Ad hoc trace of one stream subject (see scenarios/stream.mjs): builds its page unminified
// (production React) into bench/.out/profile-pages, runs the `stream` phase under a CDP trace
// (devtools.timeline) and prints where the main thread's time went, by trace event name
// (script, style, layout, paint…), with the count of animation frames.
//
//   nice node bench/lib/profile-stream.mjs [stream/partkit|stream/floor|stream-math/partkit] [updates=4000]
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../../test/setup/find-chromium.mjs";
import { buildPages } from "./build.mjs";
import { serve } from "./server.mjs";
import { traceWhile } from "./trace.mjs";

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const pagesDir = join(benchDir, "pages");
const outDir = join(benchDir, ".out/profile-pages");
const [subject = "stream/partkit", updates = "4000"] = process.argv.slice(2);

await buildPages({ pagesDir, outDir, repoRoot: resolve(benchDir, ".."), input: { page: join(pagesDir, `${subject}.html`) }, minify: false });
const server = await serve(outDir);
const browser = await chromium.launch({ executablePath: await findChromium(), headless: true, args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${server.origin}/${subject}.html`);
  await page.waitForFunction(() => window.__bench !== undefined);
  const { result, events } = await traceWhile(cdp, ["devtools.timeline", "disabled-by-default-devtools.timeline"], () =>
    page.evaluate((p) => window.__bench.stream(p), { updates: Number(updates), warmupUpdates: 400 }),
  );
  const main = events.filter((e) => e.ph === "X" && e.name === "RunTask").map((e) => e.tid);
  const tid = [...new Set(main)].sort((a, b) => main.filter((t) => t === b).length - main.filter((t) => t === a).length)[0];
  const own = events.filter((e) => e.tid === tid && e.ph === "X" && typeof e.dur === "number");
  // The measured window: the last `total` ms of the trace's main-thread tasks.
  const end = Math.max(...own.map((e) => e.ts + e.dur));
  const start = end - result.total * 1000 - 300_000;
  const inWindow = own.filter((e) => e.ts >= start);
  const byName = new Map();
  for (const e of inWindow) if (e.name !== "RunTask") byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  const frames = inWindow.filter((e) => e.name === "FireAnimationFrame").length;
  console.log(`== ${subject}: total ${result.total.toFixed(0)} ms, ${frames} animation frame callbacks in the window`);
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${name}`);
} finally {
  await browser.close();
  await server.close();
}
