// Headless Chromium (playwright-core from the repo's devDependencies) and a static file server,
// for looking at the built consumer apps the way a user's browser does.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { extname, join, normalize, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "./exec.mjs";

const { chromium } = createRequire(join(repoRoot, "package.json"))("playwright-core");

// The flags this machine's Chromium needs: no sandbox (root in a container), nothing phoning home.
const args = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"];

async function executablePath() {
  const finder = join(repoRoot, "test", "setup", "find-chromium.mjs");
  if (existsSync(finder)) return (await import(pathToFileURL(finder).href)).findChromium();
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

export async function launchChromium() {
  return chromium.launch({ executablePath: await executablePath(), args, headless: true, timeout: 60_000 });
}

const types = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".wasm": "application/wasm" };

/** Serves `root` on 127.0.0.1 (a free port); `/` is index.html. Returns `{ url, close }`. */
export async function serveStatic(root) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, "http://x").pathname);
    const file = normalize(join(root, path.endsWith("/") ? `${path}index.html` : path));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Opens `url` in a fresh browser context and waits (at most `timeout` ms each) for every check:
 * `{ what, selector, text }` passes when an element matching `selector` has `text` in its text or
 * markup. Then every style check `{ what, selector, property, value }` compares the computed
 * `property` of the first element matching `selector` with `value` (as getComputedStyle reads it,
 * `rgb(13, 17, 23)`). `colorScheme` ("light" | "dark") is the system setting the page sees. Returns `{ missing: [what…], wrongStyles: [what…], problems: [console errors
 * and warnings, page errors, failed requests], bodyText }`.
 */
export async function visit(browser, url, checks, { timeout = 30_000, styles = [], colorScheme = "light" } = {}) {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    // "Failed to load resource" does not say which; the location does. The browser asks for
    // /favicon.ico on its own; the apps have none.
    const where = message.text().startsWith("Failed to load resource") ? ` (${message.location().url})` : "";
    if (where.endsWith("/favicon.ico)")) return;
    problems.push(`console.${message.type()}: ${message.text()}${where}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
  try {
    await page.goto(url, { waitUntil: "load", timeout });
    const missing = [];
    for (const { what, selector, text } of checks) {
      const found = await page
        .waitForFunction(
          ([selector, text]) => [...document.querySelectorAll(selector)].some((el) => el.textContent.includes(text) || el.outerHTML.includes(text)),
          [selector, text],
          { timeout },
        )
        .then(() => true, () => false);
      if (!found) missing.push(`${what} (${JSON.stringify(text)} in ${selector})`);
    }
    const wrongStyles = [];
    for (const { what, selector, property, value } of styles) {
      const actual = await page.evaluate(([selector, property]) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).getPropertyValue(property) : "no element";
      }, [selector, property]);
      if (actual !== value) wrongStyles.push(`${what}: ${property} of ${selector} is ${JSON.stringify(actual)}, not ${JSON.stringify(value)}`);
    }
    // Late lazy chunks and effects report their errors shortly after the content appears.
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
    const bodyText = await page.evaluate(() => document.body.innerText).catch(() => "");
    return { missing, wrongStyles, problems, bodyText };
  } finally {
    await context.close();
  }
}
