// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { chromium, type Browser } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, findChromium } from "../../setup/find-chromium.mjs";

/**
 * partkit/form/csp in real Chromium on pages served by a real HTTP server with
 * `Content-Security-Policy: script-src 'self'` (no `unsafe-eval`): the form validates and submits,
 * a Playground validates its input, runs and shows the checked result, and neither page records a
 * CSP violation or loads Ajv. A control page that calls `new Function` shows that
 * violations are seen.
 */
const csp = "script-src 'self'";
const page = (script: string) => `<!doctype html><html><head><meta charset="utf-8"><title>csp</title></head><body><div id="root"></div><script type="module" src="/${script}"></script></body></html>`;
const types: Record<string, string> = { ".js": "text/javascript", ".css": "text/css" };

let outDir: string;
let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "partkit-csp-"));
  // Vitest runs with NODE_ENV=test, which makes the JSX transform emit development calls.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  await build({
    configFile: false,
    logLevel: "silent",
    mode: "production",
    root: resolve("test/fixtures/form/csp-page"),
    plugins: [react()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { outDir, emptyOutDir: true, modulePreload: false, minify: false, rollupOptions: { input: { main: resolve("test/fixtures/form/csp-page/main.tsx"), playground: resolve("test/fixtures/form/csp-page/playground.tsx") }, output: { entryFileNames: "[name].js", chunkFileNames: "[name].js" } } },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    res.setHeader("Content-Security-Policy", csp);
    if (path === "/" || path === "/playground" || path === "/control") {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(page(path === "/" ? "main.js" : path === "/playground" ? "playground.js" : "control.js"));
    } else if (path === "/control.js") {
      res.setHeader("Content-Type", "text/javascript");
      res.end("try { new Function('return 1')(); } catch { document.title = 'blocked'; }");
    } else {
      try {
        const body = readFileSync(join(outDir, path.replace(/^\/+/, "").replace(/\.\./g, "")));
        res.setHeader("Content-Type", types[extname(path)] ?? "application/octet-stream");
        res.end(body);
      } catch {
        res.statusCode = 404;
        res.end();
      }
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: await findChromium(), headless: true, args: chromiumArgs });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

async function open(path: string) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  // Registered before any page script runs (the init script comes from the browser, not the page).
  await tab.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`));
  });
  const errors: string[] = [];
  tab.on("pageerror", (error) => errors.push(error.message));
  await tab.goto(`${origin}${path}`);
  return { tab, errors, close: () => context.close(), violations: () => tab.evaluate(() => (window as unknown as { __violations: string[] }).__violations) };
}

describe("partkit/form/csp under Content-Security-Policy: script-src 'self'", { timeout: 240_000 }, () => {
  it("the bundles hold no Ajv (the form's page and the playground's)", () => {
    const files = readdirSync(outDir).filter((f) => f.endsWith(".js"));
    expect(files).toEqual(expect.arrayContaining(["main.js", "playground.js"]));
    const code = files.map((f) => readFileSync(join(outDir, f), "utf8")).join("\n");
    expect(code).toContain("schema-form");
    expect(code).toContain("playground-panel");
    expect(code.match(/.{60}ajv.{60}/i)?.[0] ?? "").toBe("");
  });

  it("sees a violation on a page that calls new Function (the control)", async () => {
    const { tab, close, violations } = await open("/control");
    await tab.waitForFunction(() => document.title === "blocked");
    expect((await violations()).length).toBeGreaterThan(0);
    await close();
  });

  it("validates with human messages, submits a valid value, and causes no violation", async () => {
    const { tab, errors, close, violations } = await open("/");
    await tab.waitForSelector('[data-slot="schema-form"]', { timeout: 20_000 }).catch(() => undefined);
    expect(errors, "errors on the page").toEqual([]);
    const submit = tab.getByRole("button", { name: "Submit" });
    await submit.click();
    await tab.getByText("Name: This field is required.").waitFor();
    await tab.getByLabel("Name").fill("A");
    await tab.getByLabel("Email").fill("nobody");
    await tab.getByLabel("Code").fill("abc");
    await tab.getByLabel("Age").fill("-1");
    await submit.click();
    await tab.getByText("Name: Use at least 2 characters.").waitFor();
    for (const text of ["Email: Enter an email address, like name@example.com.", "Code: Doesn't match the required format (^[A-Z]{3}$).", "Age: Enter 0 or more."]) {
      await tab.getByText(text).waitFor();
    }
    expect(await tab.locator("#submitted").count()).toBe(0);
    await tab.getByLabel("Name").fill("Ada");
    await tab.getByLabel("Email").fill("ada@example.com");
    await tab.getByLabel("Code").fill("ABC");
    await tab.getByLabel("Age").fill("36");
    await submit.click();
    await tab.locator("#submitted").waitFor();
    expect(JSON.parse((await tab.locator("#submitted").textContent()) ?? "null")).toEqual({ name: "Ada", email: "ada@example.com", code: "ABC", age: 36 });
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("runs a Playground: its form validates, a valid input runs and the result is shown, with no violation", async () => {
    const { tab, errors, close, violations } = await open("/playground");
    const playground = tab.locator('[data-slot="playground"]');
    await playground.locator('[data-slot="schema-form"]').waitFor({ timeout: 20_000 });
    expect(errors, "errors on the page").toEqual([]);
    await tab.getByRole("heading", { name: "Greeter" }).waitFor();
    const run = tab.getByRole("button", { name: "Greet" });
    await run.click();
    await tab.getByText("Name: This field is required.").waitFor();
    await tab.getByLabel("Name").fill("A");
    await tab.getByLabel("Code").fill("abc");
    await run.click();
    await tab.getByText("Name: Use at least 2 characters.").waitFor();
    await tab.getByText("Code: Doesn't match the required format (^[A-Z]{3}$).").waitFor();
    expect(await playground.locator('[data-slot="result-view"]').count(), "no run with an invalid input").toBe(0);
    await tab.getByLabel("Name").fill("Ada");
    await tab.getByLabel("Code").fill("ABC");
    await run.click();
    const result = playground.locator('[data-slot="playground-result"] [data-slot="result-view"]');
    await result.waitFor();
    await result.getByText("Hello, Ada (ABC)").waitFor();
    await result.getByText("Greeting").first().waitFor();
    // The output was checked against its schema (eval-free) and matches it.
    expect(await result.getAttribute("data-state")).toBe("valid");
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
