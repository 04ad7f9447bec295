// Plays every sidebar story of the static Storybook build (`npm run build-storybook` first) in real
// Chromium, as a reader opening it in the gallery does, and fails on any play-function error,
// render error, failed check (axe: the preview's `a11y.test: "error"`) or uncaught page error. The
// storybook test projects run stories from source through Vitest; this runs the built gallery,
// where the play functions have no test setup behind them (no scaled waits, no stubs of their own).
//
//   node test/docs/play-static.mjs [storybook-static] [--all] [--only=<id substring>]
//
//   --all      also the stories kept out of the sidebar (tag "!dev": test-only interaction steps)
//   --only=x   only stories whose id contains x
//   PLAY_STATIC_PAGES=3          stories played at a time (default 3)
//   PLAY_STATIC_TIMEOUT=60000    ms a story may take from navigation to its end (default 60 s)
//   PLAY_STATIC_TIMING=1         also print how long each story took
//
// One line per failure, then "N passed, N failed". A story that times out is tried once more
// (a busy machine says nothing about the story); an error is reported the first time.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../setup/find-chromium.mjs";

const args = process.argv.slice(2);
const root = resolve(args.find((arg) => !arg.startsWith("--")) ?? "storybook-static");
const all = args.includes("--all");
const only = args.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
if (!existsSync(join(root, "index.json"))) {
  console.error(`No Storybook build in ${root}: run npm run build-storybook first.`);
  process.exit(2);
}
const types = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".woff2": "font/woff2", ".wav": "audio/wav", ".pdf": "application/pdf" };

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  // Cacheable: each story opens a fresh page, and Chromium's cache (with V8's code cache) spares
  // every page after the first from fetching and compiling the same megabytes of preview again.
  response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream", "cache-control": "max-age=3600" });
  createReadStream(file).pipe(response);
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const origin = `http://127.0.0.1:${server.address().port}`;

// The sidebar shows the stories tagged "dev" (Storybook's default tag; "!dev" hides a story).
const stories = Object.values(JSON.parse(readFileSync(join(root, "index.json"), "utf8")).entries)
  .filter((entry) => entry.type === "story" && (all || entry.tags?.includes("dev")))
  .filter((entry) => !only || entry.id.includes(only));
const timeout = Number(process.env.PLAY_STATIC_TIMEOUT ?? 60_000);
const workers = Math.max(1, Number(process.env.PLAY_STATIC_PAGES ?? 3));

/**
 * Runs in every page before Storybook's own code: catches the preview's channel the moment
 * Storybook sets it (`window.__STORYBOOK_ADDONS_CHANNEL__`), so no event of the story's run is
 * missed, and keeps what the story's render said in `window.__playStatic`.
 *  - storyFinished { status, reporters }: the end of every run (after play, afterEach and axe)
 *  - playFunctionThrewException, storyThrewException, storyErrored: the errors, with messages
 *  - unhandledErrorsWhilePlaying: errors thrown outside the play function while it ran
 *  - storyMissing, configError: the story never starts
 */
function watchChannel() {
  const state = { done: false, errors: [], reports: [] };
  window.__playStatic = state;
  // The first line: Testing Library appends the whole DOM to its messages.
  const message = (error) => (error && typeof error === "object" ? [error.name, error.message].filter(Boolean).join(": ") || JSON.stringify(error) : String(error)).split("\n")[0].slice(0, 400);
  const attach = (channel) => {
    if (!channel || channel.__playStaticWatched) return;
    channel.__playStaticWatched = true;
    channel.on("playFunctionThrewException", (error) => state.errors.push(`play function threw: ${message(error)}`));
    channel.on("storyThrewException", (error) => state.errors.push(`story threw: ${message(error)}`));
    channel.on("storyErrored", (error) => state.errors.push(`story errored: ${[error?.title, error?.description].filter(Boolean).join(": ")}`));
    channel.on("unhandledErrorsWhilePlaying", (errors) => state.errors.push(...errors.map((error) => `unhandled error while playing: ${message(error)}`)));
    channel.on("storyMissing", (id) => {
      state.errors.push(`story missing: ${id}`);
      state.done = true;
    });
    channel.on("configError", (error) => {
      state.errors.push(`preview config error: ${message(error)}`);
      state.done = true;
    });
    channel.on("storyFinished", ({ status, reporters }) => {
      state.status = status;
      for (const report of reporters ?? []) {
        if (report.status !== "failed") continue;
        const violations = Array.isArray(report.result?.violations) ? report.result.violations.map((v) => `${v.id} (${v.nodes?.length ?? 0})`).join(", ") : "";
        state.reports.push(`${report.type} check failed${violations ? `: ${violations}` : ""}`);
      }
      state.done = true;
    });
  };
  let current;
  Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => current,
    set: (channel) => {
      current = channel;
      attach(channel);
    },
  });
}

const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
// The gallery as a reader sees it: a desktop window, nothing stubbed.
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addInitScript(watchChannel);
const failures = [];
let passed = 0;

/** Plays one story in its own page; resolves to the reasons it failed (none when it passed). */
async function play(entry, attempt = 1) {
  const url = `${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story`;
  const page = await context.newPage();
  const pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(`uncaught page error: ${String(error?.message ?? error).split("\n")[0]}`));
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__playStatic?.done === true, undefined, { timeout, polling: 100 });
    const state = await page.evaluate(() => window.__playStatic);
    const reasons = [...new Set([...state.errors, ...state.reports, ...pageErrors])];
    if (reasons.length === 0 && state.status !== "success") reasons.push(`story finished with status ${state.status}`);
    return reasons;
  } catch (error) {
    const line = String(error?.message ?? error).split("\n")[0];
    if (attempt === 1 && /Timeout/i.test(line)) {
      console.log(`${entry.id}: ${line}; trying once more`);
      await page.close();
      return play(entry, 2);
    }
    const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase).catch(() => undefined);
    return [`${line}${phase ? ` (phase: ${phase})` : ""}`, ...pageErrors];
  } finally {
    if (!page.isClosed()) await page.close();
  }
}

const started = Date.now();
const queue = [...stories];
await Promise.all(
  Array.from({ length: workers }, async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const storyStarted = Date.now();
      const reasons = await play(entry);
      if (process.env.PLAY_STATIC_TIMING) console.log(`${entry.id}: ${Date.now() - storyStarted} ms`);
      if (reasons.length === 0) passed++;
      else {
        failures.push(entry.id);
        // Printed as it happens: one line per failed story.
        console.log(`✖ ${entry.id} (${entry.title} › ${entry.name}): ${reasons.join("; ")}`);
      }
    }
  }),
);
await browser.close();
server.close();
console.log(`${stories.length} stories played from ${root} in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
