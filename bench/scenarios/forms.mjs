// Forms: partkit <SchemaForm> vs plain @rjsf/core and JSON Forms (vanilla), on a 200-field object
// and a 500-item array of objects. A scenario for bench/run.mjs (register it in index.mjs); also
// runs on its own: `node bench/scenarios/forms.mjs [--runs=3]` builds bench/pages/forms only.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const caseNames = ["fields200", "array500"];
const keystrokes = 12;
const warmup = 3;

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : Number.NaN;
};

const scenario = {
  id: "forms",
  title: "Forms: 200 fields and a 500-item array of objects",
  kind: "browser",
  subjects: [
    { id: "partkit", label: "partkit `<SchemaForm>` (RJSF 6 + partkit fields, templates, widgets)", page: "forms/partkit.html" },
    { id: "rjsf", label: "@rjsf/core 6 + validator-ajv8 (default theme)", page: "forms/rjsf.html" },
    { id: "jsonforms", label: "JSON Forms 3 (React, vanilla renderers)", page: "forms/jsonforms.html" },
  ],
  params: ({ quick }) => ({ keystrokes: quick ? 4 : keystrokes, warmup }),
  timeoutMs: 180_000,
  async measure({ page, params }) {
    const out = {};
    for (const name of caseNames) {
      await page.reload();
      await page.waitForFunction(() => window.__bench !== undefined);
      out[`${name}.firstFrame`] = await page.evaluate((c) => window.__bench.mount({ case: c }), name);
      for (let i = 0; i < params.warmup; i++) await page.evaluate(() => window.__bench.keystroke());
      const runs = [];
      for (let i = 0; i < params.keystrokes; i++) runs.push(await page.evaluate(() => window.__bench.keystroke()));
      out[`${name}.sync`] = median(runs.map((r) => r.sync));
      out[`${name}.frame`] = median(runs.map((r) => r.frame));
      out[`${name}.settled`] = median(runs.map((r) => r.settled));
      out[`${name}.inputs`] = runs.at(-1)?.inputs ?? Number.NaN;
    }
    return out;
  },
  metrics: caseNames.flatMap((name) => [
    { key: `${name}.firstFrame`, label: `${name}: first frame`, unit: "ms" },
    { key: `${name}.sync`, label: `${name}: keystroke, synchronous work`, unit: "ms" },
    { key: `${name}.frame`, label: `${name}: keystroke to next frame`, unit: "ms" },
    { key: `${name}.settled`, label: `${name}: keystroke until onChange`, unit: "ms" },
    { key: `${name}.inputs`, label: `${name}: inputs in the DOM (check)`, unit: "" },
  ]),
  goals(s) {
    const p = s.partkit;
    const m = (key) => p?.[key]?.median;
    return [
      { goal: "500 items: keystroke ≤ 4 ms synchronous", value: m("array500.sync"), unit: "ms", met: m("array500.sync") <= 4 },
      { goal: "500 items: keystroke painted within one frame (≤ 16.7 ms)", value: m("array500.frame"), unit: "ms", met: m("array500.frame") <= 16.7 },
      { goal: "500 items: first frame ≤ 150 ms", value: m("array500.firstFrame"), unit: "ms", met: m("array500.firstFrame") <= 150 },
      { goal: "200 fields: keystroke ≤ 2 ms synchronous", value: m("fields200.sync"), unit: "ms", met: m("fields200.sync") <= 2 },
      // Issue 13: the theme and fields partkit adds must not make a form slower to show than RJSF's own.
      { goal: "200 fields: first frame ≤ plain @rjsf/core's in the same run", value: m("fields200.firstFrame"), unit: "ms", met: m("fields200.firstFrame") <= s.rjsf?.["fields200.firstFrame"]?.median },
    ];
  },
  notes: [
    "Each subject renders the same schema and data, uncontrolled (JSON Forms controlled, as its docs show). A page load per case; 3 warm-up keystrokes, then the median of 12.",
    "*Keystroke, synchronous work*: set the first text input's value and dispatch `input`, until React's synchronous work (its microtasks included) is done. *To next frame*: until an animation frame and a task after the keystroke. *Until onChange*: until the form reports the change.",
    "partkit updates the edited widget at once and the form state in a transition (interruptible, after the frame), and mounts only the array rows in view: compare *inputs in the DOM*.",
  ],
};

export default scenario;

// Standalone: build the three pages, serve them, print a table.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { build } = await import("vite");
  const react = (await import("@vitejs/plugin-react")).default;
  const { chromium } = await import("playwright-core");
  const benchDir = fileURLToPath(new URL("..", import.meta.url));
  const pagesDir = join(benchDir, "pages");
  const outDir = join(benchDir, ".out/forms");
  const runsArg = process.argv.find((a) => a.startsWith("--runs="));
  const runs = runsArg ? Number(runsArg.split("=")[1]) : 3;
  await build({
    configFile: false,
    root: pagesDir,
    base: "/",
    logLevel: "warn",
    mode: "production",
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 10_000,
      rollupOptions: { input: Object.fromEntries(scenario.subjects.map((s) => [s.id, join(pagesDir, s.page)])) },
    },
  });
  const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname.replace(/\.\.+/g, "");
    try {
      const body = await readFile(join(outDir, path));
      res.writeHead(200, { "Content-Type": types[extname(path)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const { chromiumArgs, findChromium } = await import("../../test/setup/find-chromium.mjs");
  const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
  const all = {};
  const params = scenario.params({ quick: false });
  for (let run = 0; run < runs; run++) {
    for (const subject of scenario.subjects) {
      const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
      await page.goto(`${origin}/${subject.page}`);
      await page.waitForFunction(() => window.__bench !== undefined);
      (all[subject.id] ??= []).push(await scenario.measure({ page, params }));
      await page.close();
    }
  }
  await browser.close();
  server.close();
  const fmt = (n) => (Number.isFinite(n) ? (Number.isInteger(n) ? String(n) : n.toFixed(1)) : "–");
  console.log(`\n| metric | ${scenario.subjects.map((s) => s.id).join(" | ")} |\n|---|${scenario.subjects.map(() => "---").join("|")}|`);
  for (const metric of scenario.metrics) {
    console.log(`| ${metric.label}${metric.unit ? ` (${metric.unit})` : ""} | ${scenario.subjects.map((s) => fmt(median(all[s.id].map((r) => r[metric.key])))).join(" | ")} |`);
  }
}
