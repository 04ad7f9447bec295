// Runs axe on every Storybook docs page (autodocs and MDX), in the light and the dark theme, in
// real Chromium against the static build (`npm run build-storybook` first). Stories are checked by
// the storybook test project; docs pages are not stories, so this covers what readers see first.
//
//   node test/docs/axe-docs.mjs [storybook-static]
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { extname, join, normalize, resolve } from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../setup/find-chromium.mjs";

const root = resolve(process.argv[2] ?? "storybook-static");
if (!existsSync(join(root, "index.json"))) {
  console.error(`No Storybook build in ${root}: run npm run build-storybook first.`);
  process.exit(2);
}
// A light-dark() lowered by the minifier becomes var(--lightningcss-*) pairs, invalid in custom
// properties: every story would lose its colours (the theme has none now; this keeps it so).
// Said here in one line, not as 60 failures.
const lowered = readdirSync(join(root, "assets")).filter((file) => file.endsWith(".css") && readFileSync(join(root, "assets", file), "utf8").includes("--lightningcss-"));
if (lowered.length > 0) {
  console.error(`light-dark() was lowered in ${lowered.join(", ")}: the theme's colours are broken in this build (see cssTarget in .storybook/main.ts).`);
  process.exit(1);
}
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const types = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".woff2": "font/woff2", ".wav": "audio/wav", ".pdf": "application/pdf" };

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(response);
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const origin = `http://127.0.0.1:${server.address().port}`;

// Storybook's own controls in the args table, which no story or config of ours renders or styles.
// Each entry is as narrow as the known problem; anything else on the page is still checked.
const outsideOurControl = [
  // The boolean control's switch labels: the inactive one is dimmed by design (2.7:1 light, 3.6:1
  // dark) and aria-hidden; the checkbox it decorates is labelled. storybookjs/storybook#32250.
  [".docblock-argstable input[role='switch'] ~ span[aria-hidden='true']"],
  // The object control's JSON tree puts <li> straight into a <div> (listitem). storybookjs/storybook#24131.
  [".docblock-argstable .rejt-tree"],
];

const docs = Object.values(JSON.parse(readFileSync(join(root, "index.json"), "utf8")).entries).filter((entry) => entry.type === "docs");
const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
// Reduced motion: nothing is caught half-faded (.storybook/preview.css stops story animations).
const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, reducedMotion: "reduce" });
await context.addInitScript({ content: axeSource });
const failures = [];
let checked = 0;

/**
 * Loads one docs page in one theme and runs axe on it. A page that does not load is a failure too,
 * after one more try: a timeout on a busy machine says nothing about the page (a violation is
 * reported the first time; axe's verdict does not depend on timing).
 */
async function check(page, entry, theme, attempt = 1) {
  const url = `${origin}/iframe.html?id=${entry.id}&viewMode=docs&globals=theme:${theme}`;
  const name = `${entry.title} (${theme})`;
  const started = Date.now();
  try {
    await page.goto(url);
    await page.waitForSelector("#storybook-docs .sbdocs-content, #storybook-docs h1", { timeout: 60_000 });
    // Stories embedded in the page render after their loaders; wait until every one has its themed
    // root, then for the network (lazy renderers, media) to go quiet. A page whose media keeps
    // fetching never goes quiet, so that wait is bounded and not an error.
    await page.waitForFunction(() => [...document.querySelectorAll("#storybook-docs .sb-story")].every((story) => story.querySelector("[data-story-root]")), undefined, { timeout: 30_000 });
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    // Storybook sizes each inline story's frame from a ResizeObserver on the story; on a busy
    // machine a story that just grew can still sit in a frame of its old height, which scrolls
    // (axe: scrollable-region-focusable). Wait until every frame has caught up; one that never
    // does is left for axe to report.
    await page
      .waitForFunction(() => [...document.querySelectorAll("#storybook-docs .innerZoomElementWrapper")].every((inner) => Math.abs(inner.parentElement.getBoundingClientRect().height - inner.getBoundingClientRect().height) < 1), undefined, { timeout: 10_000 })
      .catch(() => {});
    const violations = await page.evaluate(async (exclude) => {
      // iframes: false — a frame's document is the part's, not ours: Chromium's PDF viewer or an
      // HTML part's sandboxed page. The <iframe> elements themselves are still checked (title,
      // focus). Descending into the PDF viewer sometimes never answered ("Axe in frame timed out").
      const result = await globalThis.axe.run({ include: [["#storybook-docs"]], exclude }, { iframes: false, runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? n.failureSummary}`) }));
    }, outsideOurControl);
    for (const violation of violations) failures.push({ page: name, ...violation });
  } catch (error) {
    if (attempt === 1) {
      console.log(`${name}: ${String(error?.message ?? error).split("\n")[0]}; trying once more`);
      return check(page, entry, theme, 2);
    }
    failures.push({ page: name, id: "page-failed", impact: "error", help: String(error?.message ?? error).split("\n")[0], nodes: [url] });
  }
  checked++;
  if (process.env.AXE_DOCS_TIMING) console.log(`${name}: ${Date.now() - started} ms`);
}

// Two pages at a time: most of a page's time is waiting (boot, loaders, network), not CPU.
const queue = ["light", "dark"].flatMap((theme) => docs.map((entry) => ({ entry, theme })));
const workers = Math.max(1, Number(process.env.AXE_DOCS_PAGES ?? 2));
await Promise.all(
  Array.from({ length: workers }, async () => {
    const page = await context.newPage();
    for (let job = queue.shift(); job; job = queue.shift()) await check(page, job.entry, job.theme);
    await page.close();
  }),
);
await browser.close();
server.close();
for (const f of failures) console.log(`✖ ${f.page}: ${f.id} (${f.impact}) ${f.help}\n    ${f.nodes.join("\n    ")}`);
console.log(`axe on ${checked} docs pages (${docs.length} × light and dark): ${failures.length === 0 ? "no violations" : `${failures.length} violation(s)`}`);
process.exit(failures.length === 0 ? 0 : 1);
