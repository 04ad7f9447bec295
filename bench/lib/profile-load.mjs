#!/usr/bin/env node
// Ad hoc CPU profile of one load subject (see scenarios/load.mjs): builds its page unminified
// (production React) into bench/.out/profile-pages, streams into the thread's last 10 messages
// under CDP `Profiler`, and prints the functions with the most self time and the most total time.
// The .cpuprofile goes to bench/.out/ (open it in Chrome DevTools).
//
//   nice node bench/lib/profile-load.mjs [partkit|streamdown] [durationMs=4000]
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
const [subject = "partkit", durationMs = "4000"] = process.argv.slice(2);

await buildPages({ pagesDir, outDir, repoRoot: resolve(benchDir, ".."), input: { [subject]: join(pagesDir, `load/${subject}.html`) }, minify: false });
const server = await serve(outDir);
const browser = await chromium.launch({ executablePath: await findChromium(), headless: true, args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${server.origin}/load/${subject}.html`);
  await page.waitForFunction(() => window.__bench !== undefined);
  const params = { earlier: 200, streams: 10, durationMs: Number(durationMs) };
  await page.evaluate((p) => window.__bench.prepare(p), params);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const result = await page.evaluate((p) => window.__bench.stream(p), params);
  const { profile } = await cdp.send("Profiler.stop");
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (f) => `${f.functionName || "(anonymous)"} ${f.url.split("/").pop()}:${f.lineNumber + 1}`;
  const self = new Map();
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const key = name(byId.get(id).callFrame);
    self.set(key, (self.get(key) ?? 0) + ms);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const k = name(byId.get(n).callFrame);
      if (!seen.has(k)) total.set(k, (total.get(k) ?? 0) + ms);
      seen.add(k);
    }
  });
  const idle = [...self].filter(([k]) => k.startsWith("(idle)")).reduce((a, [, v]) => a + v, 0);
  const all = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`== ${subject}: ${all.toFixed(0)} ms sampled, ${(all - idle).toFixed(0)} ms busy; ${result.tokens} tokens`);
  const print = (map, n) => {
    for (const [key, ms] of [...map].filter(([k]) => !k.startsWith("(")).sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${ms.toFixed(1).padStart(9)} ms ${((100 * ms) / (all - idle)).toFixed(1).padStart(5)} %  ${key}`);
  };
  console.log("-- self");
  print(self, 30);
  console.log("-- total");
  print(total, 40);
  writeFileSync(join(benchDir, `.out/load-${subject}.cpuprofile`), JSON.stringify(profile));
} finally {
  await browser.close();
  await server.close();
}
