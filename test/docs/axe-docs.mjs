// Runs axe on every Storybook docs page (autodocs and MDX), in the light and the dark theme, in
// real Chromium against the static build (`npm run build-storybook` first). Stories are checked by
// the storybook test project; docs pages are not stories, so this covers what readers see first.
//
//   node test/docs/axe-docs.mjs [storybook-static]
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
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

const docs = Object.values(JSON.parse(readFileSync(join(root, "index.json"), "utf8")).entries).filter((entry) => entry.type === "docs");
const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
const failures = [];
let checked = 0;
for (const theme of ["light", "dark"]) {
  for (const entry of docs) {
    const url = `${origin}/iframe.html?id=${entry.id}&viewMode=docs&globals=theme:${theme}`;
    await page.goto(url);
    await page.waitForSelector("#storybook-docs .sbdocs-content, #storybook-docs h1", { timeout: 60_000 });
    // Stories embedded in the page render and run their loaders; give them a moment to settle. A
    // page whose media keeps fetching never goes quiet, so that wait is bounded and not an error.
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    await page.waitForTimeout(500);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const result = await globalThis.axe.run("#storybook-docs", { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
    });
    checked++;
    for (const violation of violations) failures.push({ page: `${entry.title} (${theme})`, ...violation });
  }
}
await browser.close();
server.close();
for (const f of failures) console.log(`✖ ${f.page}: ${f.id} (${f.impact}) ${f.help}\n    ${f.nodes.join("\n    ")}`);
console.log(`axe on ${checked} docs pages (${docs.length} × light and dark): ${failures.length === 0 ? "no violations" : `${failures.length} violation(s)`}`);
process.exit(failures.length === 0 ? 0 : 1);
