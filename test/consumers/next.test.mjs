// A Next.js (app router) app: server components and a client page using partkit, `next build`,
// `next start`, then the served HTML over HTTP and the hydrated page in headless Chromium.
import assert from "node:assert/strict";
import { createServer } from "node:net";
import { after, before, test } from "node:test";
import { createApp, peers, removeApps } from "./apps.mjs";
import { launchChromium, visit } from "./browser.mjs";
import { appEnv, errorLines, start } from "./exec.mjs";
import { openAIChatText } from "./fixtures/messages.mjs";

const env = appEnv({ NEXT_TELEMETRY_DISABLED: "1" });

const pages = {
  "/": {
    what: "server page",
    html: [...openAIChatText, "validateBody: valid", "resources"],
    checks: [
      ...openAIChatText.map((text) => ({ what: "adapter message", selector: '[data-slot="message-view"]', text })),
      { what: "part tree folder", selector: '[role="tree"] [role="treeitem"]', text: "resources" },
    ],
  },
  "/client": {
    what: "client page",
    html: ["Latest markdown answer", "Message 30 of 30: an answer", "Shipping details", "Recipient name"],
    checks: [
      { what: "markdown heading in <MessageList>", selector: '[data-slot="message-list"] h2', text: "Latest markdown answer" },
      { what: "form field", selector: "form label", text: "Recipient name" },
    ],
  },
};

let app;
let server;
let browser;
let origin;
let built = false;

before(async () => {
  app = await createApp("next", {
    dependencies: ["next", ...peers.react, ...peers.markdown, ...peers.form],
    fixture: ["next", "messages.mjs"],
  });
}, { timeout: 300_000 });

after(async () => {
  await browser?.close();
  await server?.stop();
  removeApps();
});

test("next build", { timeout: 600_000 }, async () => {
  const build = await app.bin("next", ["build"], { env, timeout: 540_000 });
  assert.ok(build.ok, `next build failed:\n${errorLines(build.output, 40)}`);
  built = true;
});

test("next start serves the pages' content in the HTML", { timeout: 120_000 }, async (t) => {
  if (!built) return t.skip("next build failed");
  const port = await freePort();
  server = start(app.path("node_modules", ".bin", "next"), ["start", "-p", String(port), "-H", "127.0.0.1"], { cwd: app.dir, env });
  await waitForServer(`http://127.0.0.1:${port}`, server, 60_000);
  origin = `http://127.0.0.1:${port}`;
  for (const [path, page] of Object.entries(pages)) {
    await t.test(`${page.what} (${path})`, async () => {
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
      assert.equal(response.status, 200, `GET ${path} answered ${response.status}`);
      // Without scripts: the RSC payload repeats the props (the messages) as JSON, rendered or not.
      const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
      const missing = page.html.filter((text) => !html.includes(text));
      assert.deepEqual(missing, [], `the server-rendered HTML of ${path} (scripts left out) lacks ${JSON.stringify(missing)}`);
    });
  }
});

test("the pages hydrate in Chromium without errors or mismatches", { timeout: 180_000 }, async (t) => {
  if (!origin) return t.skip(built ? "next start failed" : "next build failed");
  browser = await launchChromium();
  for (const [path, page] of Object.entries(pages)) {
    await t.test(`${page.what} (${path})`, async () => {
      const visited = await visit(browser, `${origin}${path}`, page.checks);
      // Production React reports hydration mismatches as minified errors #418/#423/#425.
      const problems = visited.problems
        .filter((line) => !line.startsWith("console.warning") || /hydrat/i.test(line))
        .map((line) => (/hydrat|react\.dev\/errors\/(418|423|425)/i.test(line) ? `${line} [hydration]` : line));
      assert.deepEqual(visited.missing, [], `${path} in Chromium does not show: ${visited.missing.join("; ")}\nproblems: ${problems.join("\n") || "none"}`);
      assert.deepEqual(problems, [], `${path} in Chromium logs:\n${problems.join("\n")}`);
    });
  }
});

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, server, timeout) {
  const deadline = Date.now() + timeout;
  let exited = false;
  server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    const up = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(() => true, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert.fail(`next start ${exited ? "exited" : `did not answer within ${timeout / 1000} s`}:\n${errorLines(server.output().all, 30)}`);
}
