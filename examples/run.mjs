#!/usr/bin/env node
// Smoke test of examples/: each example is installed the way users install partkit (the packed
// tarball, `npm pack`'s output, as a `file:` dependency) into a copy outside the repo, type-checked
// against the types the tarball ships (`npm run typecheck`, strict), built twice (`npm run build`,
// and a development build where React's warnings are on), served by the example's own
// `vite preview` on 127.0.0.1 and opened in Chromium (the tests' own, test/setup/find-chromium.mjs).
// It must render, take one interaction, and log nothing: any console error or warning (React's
// included), page error, failed request or request off 127.0.0.1 fails the run. Prints each step's
// time.
//
//   node examples/run.mjs                 # every example (packs partkit first)
//   node examples/run.mjs playground      # only these
//   PARTKIT_TARBALL=/tmp/partkit-0.1.0.tgz node examples/run.mjs   # reuse a tarball
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "node:net";
import { launchChromium } from "../test/consumers/browser.mjs";
import { appEnv, errorLines, exec, start } from "../test/consumers/exec.mjs";
import { packTarball } from "../test/consumers/pack.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const lock = JSON.parse(readFileSync(join(here, "..", "package-lock.json"), "utf8"));

/**
 * What each example must do in the page: wait for its first screen, interact once, and check the
 * answer. `page` is a Playwright page.
 */
const interactions = {
  async mcp(page) {
    // The explorer connects to the example's server by itself and lists its tools.
    await page.locator('[data-slot="mcp-explorer"][data-state="connected"]').waitFor();
    // The playground calls `add` on the server and shows its result.
    const playground = page.getByRole("region", { name: /ToolPlayground/ });
    await playground.getByRole("button", { name: "Call tool" }).click();
    await playground.getByText(/40 \+ 2 = 42/).first().waitFor();
    // The transcript's tool card runs the app, which asks the server for the sunrise through the host.
    // The app runs in a frame inside partkit's sandbox proxy frame, titled "Forecast app".
    const app = page.frameLocator('iframe[title="App of Forecast"]').frameLocator('iframe[title="Forecast app"]');
    await app.getByText("Sunrise in Lyon tomorrow: 08:02").waitFor();
  },
  async playground(page) {
    await page.getByRole("heading", { name: "Word statistics" }).first().waitFor();
    await page.getByRole("button", { name: "Count words" }).click();
    await page.getByText(/Run 1: Done/).first().waitFor();
    // "the" is the most frequent word (3 times) of the default text, in the result's table.
    const row = page.getByRole("row", { name: /\bthe\b.*\b3\b/ });
    await row.first().waitFor();
  },
};

const only = process.argv.slice(2);
const examples = readdirSync(here).filter((name) => statSync(join(here, name)).isDirectory() && name in interactions && (only.length === 0 || only.includes(name)));
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[examples] ${message}`);

/**
 * Copies an example out of the repo (so nothing resolves through the repo's node_modules), points
 * its `partkit` dependency at the tarball and its other dependencies at the versions the repo's
 * lockfile holds (the npm cache `npm ci` filled), and installs it.
 *
 * @example
 * const dir = await install("playground", "/tmp/partkit-0.1.0.tgz"); // "/tmp/partkit-example-…/playground"
 */
async function install(name, tarball) {
  const dir = join(mkdtempSync(join(tmpdir(), `partkit-example-${name}-`)), name);
  cpSync(join(here, name), dir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|dist-dev)$/.test(source) });
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  for (const field of ["dependencies", "devDependencies"]) {
    for (const dep of Object.keys(pkg[field] ?? {})) {
      const locked = lock.packages[`node_modules/${dep}`]?.version;
      if (dep === "partkit") pkg[field][dep] = `file:${tarball}`;
      else if (locked) pkg[field][dep] = locked;
    }
  }
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  const result = await exec("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, timeout: 600_000 });
  if (!result.ok) throw new Error(`npm install of the ${name} example failed:\n${errorLines(result.output, 30)}`);
  return dir;
}

/** A free TCP port on 127.0.0.1. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Serves a build of the example with its own `vite preview` (so an example's server middleware,
 * the MCP server of `mcp`, answers too) on 127.0.0.1, until `close()`.
 *
 * @example
 * const { url, close } = await preview("/tmp/…/mcp", "dist");
 */
async function preview(dir, outDir) {
  const port = await freePort();
  const server = start(join(dir, "node_modules", ".bin", "vite"), ["preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort", "--outDir", outDir], { cwd: dir });
  const url = `http://127.0.0.1:${port}/`;
  for (const until = Date.now() + 60_000; ; ) {
    const up = await fetch(url).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > until) {
      await server.stop();
      throw new Error(`vite preview did not answer on ${url}:\n${server.output().all}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, close: () => server.stop() };
}

/**
 * Opens a built example, runs its interaction, and returns every problem the page logged.
 *
 * @example
 * await check(browser, "playground", "/tmp/…/playground", "dist-dev"); // [] when all is well
 */
async function check(browser, name, dir, outDir) {
  const server = await preview(dir, outDir);
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    if (!request.url().endsWith("/favicon.ico")) problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !response.url().endsWith("/favicon.ico")) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
  page.on("request", (request) => {
    if (!/^(https?:\/\/127\.0\.0\.1[:/]|data:|blob:|about:)/.test(request.url())) problems.push(`request off this machine: ${request.url()}`);
  });
  page.setDefaultTimeout(30_000);
  try {
    await page.goto(server.url, { waitUntil: "load" });
    await interactions[name](page);
  } catch (error) {
    problems.push(`interaction: ${error.message.split("\n")[0]}`);
  } finally {
    await context.close();
    await server.close();
  }
  return problems;
}

const started = Date.now();
const tarball = process.env.PARTKIT_TARBALL ?? (await packTarball());
if (!process.env.PARTKIT_TARBALL) log(`packed ${tarball} in ${seconds(started)}`);
const browser = await launchChromium();
const failures = [];
for (const name of examples) {
  const t0 = Date.now();
  let dir;
  try {
    dir = await install(name, tarball);
    log(`${name}: installed from the tarball in ${seconds(t0)}`);
    const t1 = Date.now();
    // Its code against the types partkit ships (dist/*.d.ts from the tarball), strict.
    const typecheck = await exec("npm", ["run", "typecheck"], { cwd: dir, timeout: 300_000 });
    if (!typecheck.ok) throw new Error(`npm run typecheck failed:\n${errorLines(typecheck.output, 30)}`);
    const build = await exec("npm", ["run", "build"], { cwd: dir, timeout: 300_000 });
    if (!build.ok) throw new Error(`npm run build failed:\n${errorLines(build.output, 30)}`);
    // React's development build checks what production skips (keys, hooks, props): it must log nothing either.
    const dev = await exec(join(dir, "node_modules", ".bin", "vite"), ["build", "--mode", "development", "--outDir", "dist-dev"], { cwd: dir, timeout: 300_000, env: appEnv({ NODE_ENV: "development" }) });
    if (!dev.ok) throw new Error(`the development build failed:\n${errorLines(dev.output, 30)}`);
    log(`${name}: type-checked and built (production and development) in ${seconds(t1)}`);
    const t2 = Date.now();
    for (const build of ["dist", "dist-dev"]) {
      const problems = await check(browser, name, dir, build);
      if (problems.length > 0) throw new Error(`${build}: ${problems.join("\n")}`);
    }
    log(`${name}: rendered, interacted and logged nothing in Chromium (both builds) in ${seconds(t2)}; ${seconds(t0)} in all`);
  } catch (error) {
    failures.push(name);
    console.error(`[examples] ${name} FAILED: ${error.message}`);
  } finally {
    if (dir && process.env.PARTKIT_KEEP_APPS !== "1") rmSync(dirname(dir), { recursive: true, force: true });
  }
}
await browser.close();
if (!process.env.PARTKIT_TARBALL) rmSync(dirname(tarball), { recursive: true, force: true });
log(`${examples.length - failures.length} of ${examples.length} examples passed in ${seconds(started)}`);
process.exit(failures.length > 0 ? 1 : 0);
