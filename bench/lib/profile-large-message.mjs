#!/usr/bin/env node
// Ad hoc CPU profile of one large-message subject (see scenarios/large-message.md): builds the
// three large-message pages unminified (production React) into bench/.out/profile-pages, mounts
// the message and streams into its last part under CDP `Profiler`, and prints the functions with
// the most self time. The .cpuprofile files go to bench/.out/ (open them in Chrome DevTools).
//
//   nice node bench/lib/profile-large-message.mjs [inline|split|plain] [parts=100000] [updates=300]
import { writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../../test/setup/find-chromium.mjs";
import { buildPages } from "./build.mjs";
import { serve } from "./server.mjs";

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const pagesDir = join(benchDir, "pages");
const outDir = join(benchDir, ".out/profile-pages");
const [subject = "inline", count = "100000", updates = "300"] = process.argv.slice(2);

await buildPages({ pagesDir, outDir, repoRoot: resolve(benchDir, ".."), input: { [subject]: join(pagesDir, `large-message/${subject}.html`) }, minify: false });
const server = await serve(outDir);
const browser = await chromium.launch({ executablePath: await findChromium(), headless: true, args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${server.origin}/large-message/${subject}.html`);
  await page.waitForFunction(() => window.__bench !== undefined);
  const params = { count: Number(count), updates: Number(updates) };
  await page.evaluate((p) => window.__bench.prepare(p), params);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  const profiled = async (label, phase) => {
    await cdp.send("Profiler.start");
    const result = await page.evaluate(phase, params);
    const { profile } = await cdp.send("Profiler.stop");
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    profile.samples.forEach((id, i) => {
      const f = byId.get(id).callFrame;
      const key = `${f.functionName || "(anonymous)"} ${f.url.split("/").pop()}:${f.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(`\n== ${subject} ${label}: ${total.toFixed(0)} ms sampled`);
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${ms.toFixed(1).padStart(9)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${key}`);
    writeFileSync(join(benchDir, `.out/large-message-${subject}-${label}.cpuprofile`), JSON.stringify(profile));
    return result;
  };
  console.log(JSON.stringify(await profiled("mount", () => window.__bench.mount({}))));
  if (subject !== "plain") {
    const { times } = await profiled("stream", (p) => window.__bench.stream(p));
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`stream p50 ${sorted[sorted.length >> 1].toFixed(2)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(2)} ms (under the profiler)`);
  }
} finally {
  await browser.close();
  await server.close();
}
