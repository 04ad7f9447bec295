#!/usr/bin/env node
// partkit benchmark driver: builds the bench pages, serves them cross-origin isolated on
// 127.0.0.1, runs every scenario of bench/scenarios/index.mjs in headless Chromium (subjects
// round-robin, several runs), and writes bench/RESULTS.md. See bench/README.md.
//
//   node bench/run.mjs [--runs=5] [--only=stream,transcript,bundle] [--subjects=partkit,…] [--quick] [--skip-build] [--out=file]
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../test/setup/find-chromium.mjs";
import { buildPages } from "./lib/build.mjs";
import { renderReport } from "./lib/report.mjs";
import { serve } from "./lib/server.mjs";
import { summarize } from "./lib/stats.mjs";
import registry from "./scenarios/index.mjs";

const benchDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(benchDir, "..");
const outDir = join(benchDir, ".out");

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? true];
  }),
);
const quick = Boolean(args.quick);
const runs = Number(args.runs ?? (quick ? 1 : 5));
// A scenario may ask for fewer runs (`runs` in it: a long one), unless --runs or --quick says otherwise.
const runsOf = (scenario) => (args.runs !== undefined || quick ? runs : (scenario.runs ?? runs));
const only = typeof args.only === "string" ? args.only.split(",") : undefined;
const scenarios = registry.filter((s) => !only || only.includes(s.id));
const subjectFilter = typeof args.subjects === "string" ? args.subjects.split(",") : undefined;
const resultsFile = typeof args.out === "string" ? resolve(args.out) : join(benchDir, quick ? ".out/RESULTS.quick.md" : "RESULTS.md");

// The Chromium the tests use (test/setup/find-chromium.mjs: $CHROMIUM_PATH, an installed one,
// Playwright's cache, then @sparticuz/chromium), with the same flags.
const launch = async () => ({ executablePath: await findChromium(), headless: true, args: chromiumArgs });

const started = Date.now();
const loadAtStart = loadavg()[0];
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const rotate = (list, by) => list.map((_, i) => list[(i + by) % list.length]);
// The timer is cleared once the promise settles: a pending one would keep Node alive after the report.
const withTimeout = (promise, ms, what) => {
  let timer;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browserScenarios = scenarios.filter((s) => s.kind === "browser");
  const errors = [];
  const expected = {};
  const reports = [];
  const raw = {};
  let browser;
  let server;
  let isolated = true;
  try {
    if (browserScenarios.length > 0) {
      if (!args["skip-build"]) {
        log("building bench pages (vite, production)…");
        await buildPages({ pagesDir: join(benchDir, "pages"), outDir: join(outDir, "pages"), repoRoot });
      }
      server = await serve(join(outDir, "pages"));
      browser = await chromium.launch(await launch());
      log(`serving ${server.origin}, ${browser.version()}`);
    }
    for (const scenario of scenarios) {
      log(`scenario ${scenario.id}: ${scenario.title}`);
      const perSubject = {};
      if (scenario.kind === "node") {
        const result = await scenario.run({ repoRoot, outDir, quick });
        for (const [subject, metrics] of Object.entries(result)) perSubject[subject] = Array.isArray(metrics) ? metrics : [metrics];
      } else {
        const params = scenario.params?.({ quick }) ?? {};
        const scenarioRuns = runsOf(scenario);
        for (let run = 0; run < scenarioRuns; run++) {
          for (const subject of rotate(scenario.subjects, run).filter((s) => !subjectFilter || subjectFilter.includes(s.id))) {
            const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
            const page = await context.newPage();
            page.on("pageerror", (error) => errors.push(`${scenario.id}/${subject.id}: ${error.message}`));
            page.on("console", (message) => {
              if (message.type() !== "error") return;
              // A scenario may declare console errors that are part of what it measures (the
              // browser refusing a baseline's requests); those are counted, not listed.
              if (scenario.expectedConsoleErrors?.test(message.text())) expected[`${scenario.id}/${subject.id}`] = (expected[`${scenario.id}/${subject.id}`] ?? 0) + 1;
              else errors.push(`${scenario.id}/${subject.id}: console: ${message.text().slice(0, 200)}`);
            });
            const cdp = await context.newCDPSession(page);
            const heapUsed = async () => {
              await cdp.send("HeapProfiler.collectGarbage");
              await cdp.send("HeapProfiler.collectGarbage");
              return (await cdp.send("Runtime.getHeapUsage")).usedSize;
            };
            const begin = Date.now();
            try {
              await page.goto(`${server.origin}/${subject.page}`);
              await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 30_000 });
              isolated &&= await page.evaluate(() => crossOriginIsolated);
              const metrics = await withTimeout(scenario.measure({ page, cdp, subject, params, heapUsed, run }), scenario.timeoutMs ?? 300_000, `${scenario.id}/${subject.id}`);
              (perSubject[subject.id] ??= []).push(metrics);
              log(`  run ${run + 1}/${scenarioRuns} ${subject.id}: ${((Date.now() - begin) / 1000).toFixed(1)} s`);
            } catch (error) {
              errors.push(`${scenario.id}/${subject.id} run ${run + 1}: ${error.message}`);
              log(`  run ${run + 1}/${scenarioRuns} ${subject.id}: FAILED ${error.message}`);
            } finally {
              await context.close();
            }
          }
        }
      }
      const summary = {};
      for (const [subject, list] of Object.entries(perSubject)) {
        summary[subject] = {};
        for (const key of new Set(list.flatMap((metrics) => Object.keys(metrics)))) summary[subject][key] = summarize(list.map((metrics) => metrics[key]));
      }
      raw[scenario.id] = perSubject;
      reports.push({ scenario, summary });
    }
  } finally {
    await browser?.close();
    await server?.close();
  }
  const commit = (() => {
    try {
      return execSync("git rev-parse --short HEAD", { cwd: repoRoot }).toString().trim();
    } catch {
      return "unknown";
    }
  })();
  const meta = {
    date: new Date().toISOString().replace("T", " ").replace(/\..+/, " UTC"),
    cpu: cpus()[0]?.model ?? "unknown CPU",
    cores: cpus().length,
    memory: `${Math.round(totalmem() / 2 ** 30)} GB RAM`,
    load: `${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end (1-minute load average; other work on the machine adds noise)`,
    browser: browser ? `Chromium ${browser.version()}` : "–",
    isolated,
    node: process.version,
    commit,
    runs: quick ? `${runs} (quick mode: fewer updates and messages)` : runs,
    duration: `${((Date.now() - started) / 1000 / 60).toFixed(1)} min`,
    errors,
    expectedErrors: expected,
  };
  writeFileSync(join(outDir, "results.json"), JSON.stringify({ meta, raw }, null, 2));
  writeFileSync(resultsFile, renderReport({ meta, scenarios: reports }));
  log(`wrote ${resultsFile}${errors.length ? ` (${errors.length} errors, listed in the report)` : ""}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
