#!/usr/bin/env node
// The Chat story's turn side by side with the peers that install from npm (issue 22): builds
// bench/compare/pages (partkit, @llamaindex/chat-ui, CopilotKit; Vite, production), serves them on
// 127.0.0.1, and in headless Chromium (the tests' own, test/setup/find-chromium.mjs) renders each
// in light and dark at 800 px. For each page it checks that the turn's key texts are visible
// (a broken page fails the run), records what each shows (reasoning, tools, images, PDF, sources,
// table, actions) and what axe-core finds, takes a full-page screenshot into screenshots/, and
// writes that record to results.json. See bench/compare/README.md.
//
//   node bench/compare/run.mjs [--skip-build] [--typecheck] [--only=partkit,chat-ui,copilotkit]
//
// The kits (CopilotKit, chat-ui, Tailwind) are this folder's own dependencies, not the repo's:
// their peer ranges (chat-ui brings React 18 packages) would make the repo's npm install print
// ERESOLVE. The first run installs them here (`npm ci` in bench/compare), then type-checks the pages.
import react from "@vitejs/plugin-react";
import { execFileSync } from "node:child_process";
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../../test/setup/find-chromium.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = Object.fromEntries(process.argv.slice(2).map((arg) => [arg.replace(/^--/, "").split("=")[0], arg.split("=")[1] ?? true]));

/**
 * Installs bench/compare's own dependencies (`npm ci`, from its package-lock.json) when any is
 * missing, and type-checks the pages against them once installed.
 *
 * @example
 * ensureInstalled(); // "[compare] installing …" the first time, nothing after
 */
function ensureInstalled() {
  const { dependencies } = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));
  const missing = Object.keys(dependencies).filter((name) => !existsSync(join(here, "node_modules", name, "package.json")));
  if (missing.length === 0) return false;
  console.log(`[compare] installing bench/compare's dependencies (${missing.join(", ")} missing): npm ci in ${here}`);
  execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: here, stdio: "inherit" });
  return true;
}
const installed = ensureInstalled();
if (installed || args.typecheck) {
  console.log("[compare] type-checking the pages (bench/compare/tsconfig.json)");
  execFileSync(process.execPath, [join(here, "../../node_modules/typescript/bin/tsc"), "-p", join(here, "tsconfig.json"), "--noEmit"], { stdio: "inherit" });
}
// Loaded after the install: both come from bench/compare/node_modules (Vite at the repo's version,
// the peer @tailwindcss/vite wants).
const { default: tailwind } = await import("@tailwindcss/vite");
const { build } = await import("vite");
const pagesDir = join(here, "pages");
const outDir = join(here, "../.out/compare");
const shotsDir = join(here, "screenshots");

const subjects = ["partkit", "chat-ui", "copilotkit"].filter((id) => typeof args.only !== "string" || args.only.split(",").includes(id));
const themes = ["light", "dark"];
const width = 800;
// Kept under this after optimising; a larger screenshot fails the run (they are committed).
const maxPngBytes = 400 * 1024;

// What every page must show, visible, whatever the library: the question, the forecast's figures
// as the answer gives them, and the answer's words.
const keyTexts = ["We're in Lyon this weekend", "21 °C", "after 14:00", "6 mm", "Vieux Lyon", "Fourvière", "Musée des Confluences", "rain jacket"];

// What each page draws after its first render (lazy renderers, images), waited for before the checks.
// What shows last on each page: partkit's chart under its card, then its drawn diagram (a lazy chunk).
const settledSelector = { partkit: '[data-slot="mermaid-image"]', "chat-ui": "img", copilotkit: undefined };

const log = (message) => console.log(`[compare] ${message}`);

async function buildPages() {
  await build({
    configFile: false,
    root: pagesDir,
    logLevel: "warn",
    mode: "production",
    plugins: [react(), tailwind()],
    resolve: { dedupe: ["react", "react-dom"] },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      rollupOptions: { input: Object.fromEntries(subjects.map((id) => [id, join(pagesDir, `${id}.html`)])) },
    },
  });
}

const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".png": "image/png", ".svg": "image/svg+xml", ".woff2": "font/woff2", ".woff": "font/woff", ".ttf": "font/ttf" };

/** A static server for the built pages on 127.0.0.1 (a free port); nothing else is served. */
function serve(root) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(root, path);
    try {
      if (!statSync(file).isFile()) throw new Error("not a file");
    } catch {
      response.writeHead(404).end("not found");
      return;
    }
    response.writeHead(200, { "Content-Type": types[extname(file)] ?? "application/octet-stream", "Cache-Control": "no-store" });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done({ origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((closed) => server.close(closed)) })));
}

/** What the page shows, read from its DOM (runs in the page). */
function inventory() {
  const text = document.body.innerText;
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
  };
  const images = [...document.querySelectorAll("img")].filter((img) => visible(img) && img.naturalWidth > 0);
  const buttons = [...document.querySelectorAll("button, [role=button]")].filter(visible);
  const name = (el) => (el.getAttribute("aria-label") ?? el.getAttribute("title") ?? el.textContent ?? "").trim();
  return {
    reasoningShown: text.includes("I need the forecast first"),
    reasoningInDom: document.body.textContent.includes("I need the forecast first"),
    toolNames: ["get_forecast", "plan_itinerary"].filter((tool) => text.includes(tool)).length,
    forecastResultVisible: /sunny/i.test(text) && /showers after 14:00/.test(text),
    itineraryResultVisible: text.includes("Itinerary written to itinerary.pdf"),
    images: images.map((img) => `${Math.round(img.getBoundingClientRect().width)}×${Math.round(img.getBoundingClientRect().height)}`),
    pdfFrames: document.querySelectorAll("iframe, embed, object").length,
    pdfNamed: text.includes("itinerary.pdf"),
    sourceShown: text.includes("Météo-France") || text.includes("Meteo-France"),
    citationLinks: [...document.querySelectorAll("a, button")].filter((el) => visible(el) && /Météo-France|^\s*1\s*$/.test(name(el) || "")).length,
    tables: document.querySelectorAll("table").length,
    rawPipes: text.includes("| --- |"),
    inlineCode: [...document.querySelectorAll("code")].some((code) => code.textContent === "itinerary.pdf"),
    literalBackticks: text.includes("`itinerary.pdf`"),
    copyButtons: buttons.filter((button) => /copy/i.test(name(button))).length,
    buttons: buttons.length,
    unnamedButtons: buttons.filter((button) => name(button) === "").length,
    buttonNames: buttons.map((button) => name(button).slice(0, 40) || "(no name)"),
    landmarks: document.querySelectorAll("main, [role=main], nav, aside, header, footer, [role=region], section[aria-label], section[aria-labelledby]").length,
    articles: document.querySelectorAll("article, [role=article]").length,
    headings: document.querySelectorAll("h1, h2, h3, h4, h5, h6").length,
    height: document.documentElement.scrollHeight,
  };
}

// PNG re-encoding (pngjs, already in the tree) at zlib level 9 with each row's best filter;
// Chromium's own encoder favours speed, so this is what keeps the committed files small.
const pngjs = createRequire(import.meta.url)("pngjs");
function optimisePng(buffer) {
  const png = pngjs.PNG.sync.read(buffer);
  const smaller = pngjs.PNG.sync.write(png, { colorType: 2, deflateLevel: 9, filterType: -1 });
  return smaller.length < buffer.length ? smaller : buffer;
}

async function main() {
  mkdirSync(shotsDir, { recursive: true });
  if (!args["skip-build"]) {
    log("building the pages (vite, production)…");
    await buildPages();
  }
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: await findChromium(), headless: true, args: chromiumArgs });
  log(`serving ${server.origin}, Chromium ${browser.version()}`);
  const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  const failures = [];
  const results = { chromium: browser.version(), width, pages: {} };
  try {
    for (const subject of subjects) {
      for (const theme of themes) {
        const key = `${subject}-${theme}`;
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme, reducedMotion: "reduce", deviceScaleFactor: 1 });
        const page = await context.newPage();
        const errors = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => message.type() === "error" && errors.push(`console: ${message.text().slice(0, 200)}`));
        // Nothing leaves the machine: a request to anywhere but this server is refused and noted.
        await page.route("**/*", (route) => {
          const url = route.request().url();
          if (url.startsWith(server.origin) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
          errors.push(`blocked request: ${url.slice(0, 120)}`);
          return route.abort();
        });
        try {
          await page.goto(`${server.origin}/${subject}.html?theme=${theme}`);
          await page.waitForSelector("html[data-compare-ready]", { timeout: 30_000 });
          // Every key text visible, every image decoded, fonts loaded: then the page is settled.
          // Some copy of each text must be visible (another may sit in a folded document).
          for (const text of keyTexts) await page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor({ state: "visible", timeout: 15_000 });
          if (settledSelector[subject]) await page.locator(settledSelector[subject]).first().waitFor({ state: "visible", timeout: 15_000 });
          await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0) && document.fonts.status === "loaded", null, { timeout: 15_000 });
          // Diagrams draw after a lazy load (CopilotKit's streamdown says "Loading diagram…" meanwhile).
          await page.waitForFunction(() => !document.body.innerText.includes("Loading diagram"), null, { timeout: 30_000 });
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const shown = await page.evaluate(inventory);
          await page.addScriptTag({ content: axeSource });
          const axe = await page.evaluate(async () => {
            // The pages are bare harnesses with no page title heading of their own: that rule is the harness's, not the library's.
            const { violations } = await window.axe.run(document, { resultTypes: ["violations"], rules: { "page-has-heading-one": { enabled: false } } });
            return violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, where: v.nodes.slice(0, 3).map((node) => `${node.target.join(" ")}: ${(node.any[0]?.message ?? node.failureSummary ?? "").slice(0, 160)}`) }));
          });
          const file = join(shotsDir, `${key}.png`);
          const png = optimisePng(await page.screenshot({ fullPage: true, animations: "disabled" }));
          writeFileSync(file, png);
          if (png.length > maxPngBytes) failures.push(`${key}: screenshot is ${Math.round(png.length / 1024)} KB (over ${maxPngBytes / 1024} KB)`);
          results.pages[key] = { ...shown, axe, errors, screenshotKB: Math.round(png.length / 1024) };
          log(`${key}: ${shown.height} px tall, ${Math.round(png.length / 1024)} KB, axe ${axe.map((v) => `${v.id}×${v.nodes}`).join(", ") || "clean"}${errors.length ? `, ${errors.length} page errors` : ""}`);
        } catch (error) {
          failures.push(`${key}: ${error.message.split("\n")[0]}`);
          results.pages[key] = { failed: error.message.split("\n")[0], errors };
          await page.screenshot({ path: join(outDir, `${key}-failed.png`), fullPage: true }).catch(() => {});
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  writeFileSync(join(here, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  if (failures.length > 0) {
    console.error(`[compare] ${failures.length} failed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  log(`${Object.keys(results.pages).length} screenshots in ${shotsDir}, record in bench/compare/results.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
