// Forms benchmark: partkit <SchemaForm> vs plain @rjsf/core and JSON Forms (vanilla), in one run.
// Builds bench/scenarios/forms/ with Vite (production React), serves it on 127.0.0.1 and drives
// Chromium with playwright-core. Cases: 200 string fields, and a 500-item array of objects.
// Prints a table and writes bench/results/forms.json.
//
//   node bench/scenarios/forms.mjs [--runs 15]
import { createServer } from "node:http";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright-core";

const here = fileURLToPath(new URL(".", import.meta.url));
const outDir = join(here, "../../node_modules/.cache/partkit-bench-forms");
const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 15;

await build({
  configFile: false,
  root: join(here, "forms"),
  base: "./",
  mode: "production",
  logLevel: "warn",
  plugins: [react()],
  build: { outDir, emptyOutDir: true, sourcemap: false },
});

const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? "/", "http://x").pathname;
  try {
    const body = await readFile(join(outDir, path === "/" ? "index.html" : path));
    res.setHeader("Content-Type", types[extname(path || ".html")] ?? "text/html");
    res.end(body);
  } catch {
    res.statusCode = 404;
    res.end();
  }
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : Number.NaN;
};

const results = [];
for (const testCase of ["fields200", "array500"]) {
  for (const impl of ["partkit", "rjsf", "jsonforms"]) {
    const first = [];
    const sync = [];
    const frame = [];
    const settled = [];
    let rendered = 0;
    for (let load = 0; load < 3; load++) {
      const page = await browser.newPage();
      await page.goto(`${origin}/?impl=${impl}&case=${testCase}`);
      first.push(await page.evaluate(() => window.__bench.ready));
      for (let i = 0; i < 3; i++) await page.evaluate(() => window.__bench.keystroke());
      for (let i = 0; i < Math.ceil(runs / 3); i++) {
        const r = await page.evaluate(() => window.__bench.keystroke());
        sync.push(r.sync);
        frame.push(r.frame);
        settled.push(r.settled);
        rendered = r.rendered;
      }
      await page.close();
    }
    const row = { case: testCase, impl, firstFrameMs: median(first), keystrokeSyncMs: median(sync), keystrokeFrameMs: median(frame), keystrokeSettledMs: median(settled), inputsInDom: rendered };
    results.push(row);
    console.log(JSON.stringify(row));
  }
}
await browser.close();
server.close();

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : "—");
console.log("\n| case | impl | first frame ms | keystroke sync ms | to next frame ms | settled ms | inputs in DOM |\n|---|---|---|---|---|---|---|");
for (const r of results) console.log(`| ${r.case} | ${r.impl} | ${fmt(r.firstFrameMs)} | ${fmt(r.keystrokeSyncMs)} | ${fmt(r.keystrokeFrameMs)} | ${fmt(r.keystrokeSettledMs)} | ${r.inputsInDom} |`);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(join(here, "../results/forms.json"), `${JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2)}\n`);
