// One Vite app per entry group, each with only the peers the README lists for that entry: built
// with `vite build`, served statically and opened in headless Chromium.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { allPeers, createApp, peers, removeApps } from "./apps.mjs";
import { launchChromium, serveStatic, visit } from "./browser.mjs";
import { appEnv, errorLines } from "./exec.mjs";
import { everyPartText } from "./fixtures/messages.mjs";
import { packedPackageJson, tarball } from "./pack.mjs";

const inPart = (what, type, text) => ({ what, selector: `[data-slot="part"][data-content-type="${type}"]`, text });

// The theme's colours as computed in the production build (Vite's default CSS minifier and
// target), per data-theme section of the fixture: a token the minifier broke computes to
// transparent or to inherited black instead.
const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
const palette = {
  light: { bg: "#ffffff", fg: "#1b1f24", border: "#d1d9e0", keyword: "#cf222e" },
  dark: { bg: "#0d1117", fg: "#e6edf3", border: "#3d444d", keyword: "#ff7b72" },
};
const themeStyles = (theme) => [
  { what: `${theme} text colour (--pk-fg)`, selector: `#theme-${theme} [data-slot="part"]`, property: "color", value: rgb(palette[theme].fg) },
  { what: `${theme} card background (--pk-bg)`, selector: `#theme-${theme} [data-slot="tool-call-part"]`, property: "background-color", value: rgb(palette[theme].bg) },
  { what: `${theme} card border (--pk-border)`, selector: `#theme-${theme} [data-slot="tool-call-part"]`, property: "border-top-color", value: rgb(palette[theme].border) },
];
const codeStyles = (theme) => [
  { what: `${theme} keyword colour (--pk-code-keyword)`, selector: `#theme-${theme} .hljs-keyword`, property: "color", value: rgb(palette[theme].keyword) },
];

const groups = [
  {
    name: "root",
    entries: ["partkit"],
    dependencies: peers.react,
    // The root app leaves out the remote image (no network here).
    checks: [
      ...everyPartText.filter(([, type]) => type !== "image/png").map(([what, type, text, slot]) => (slot ? { what, selector: `[data-slot="${slot}"]`, text } : inPart(what, type, text))),
      { what: "latest message of <MessageList>", selector: '[data-slot="message-list"]', text: "Message 30 of 30: an answer" },
      ...["light", "dark", "system"].map((theme) => ({ what: `${theme} theme section`, selector: `#theme-${theme} [data-slot="tool-call-part"]`, text: `${theme}_theme_tool` })),
    ],
    // Seen on a system set to dark: data-theme="system" follows it, no data-theme stays light.
    colorScheme: "dark",
    styles: [
      ...themeStyles("light"),
      ...themeStyles("dark"),
      { what: "system (dark) text colour", selector: '#theme-system [data-slot="part"]', property: "color", value: rgb(palette.dark.fg) },
      { what: "system (dark) card background", selector: '#theme-system [data-slot="tool-call-part"]', property: "background-color", value: rgb(palette.dark.bg) },
      { what: "text colour without data-theme", selector: '[data-slot="part"][data-content-type="text/vnd.partkit.refusal"]', property: "color", value: rgb(palette.light.fg) },
    ],
  },
  {
    name: "markdown",
    entries: ["partkit/markdown"],
    dependencies: [...peers.react, ...peers.markdown],
    checks: [
      { what: "markdown heading", selector: '[data-slot="markdown"] h1', text: "Markdown heading" },
      { what: "fenced code block", selector: '[data-slot="markdown"] pre code', text: "fencedSample" },
    ],
  },
  {
    name: "code",
    entries: ["partkit/code"],
    dependencies: [...peers.react, ...peers.code],
    checks: ["light", "dark"].map((theme) => ({ what: `highlighted code (${theme})`, selector: `#theme-${theme} [data-slot="code-block"][data-state="highlighted"] .hljs-keyword`, text: "def" })),
    styles: [...codeStyles("light"), ...codeStyles("dark")],
  },
  {
    name: "form",
    entries: ["partkit/form"],
    dependencies: [...peers.react, ...peers.form],
    checks: [
      { what: "form title", selector: "form", text: "Shipping details" },
      { what: "field label", selector: "label", text: "Recipient name" },
    ],
  },
  {
    name: "mcp",
    entries: ["partkit/mcp"],
    dependencies: [...peers.react, ...peers.mcp],
    // Not partkit peers here: the 2.x client depends on core and zod itself.
    installedBy: { "@modelcontextprotocol/core": "@modelcontextprotocol/client", zod: "@modelcontextprotocol/client" },
    checks: [{ what: "connectMcp's answer", selector: "p", text: "connectMcp refused: " }],
  },
  {
    name: "model-adapters",
    entries: ["partkit/model", "partkit/adapters"],
    dependencies: [],
    // Not even the required peers: these entries must work without React.
    legacyPeerDeps: true,
    main: "main.js",
    checks: ["Braga had the most rain in 2024.", "Anthropic says hello.", "tool calls: 1", "validateBody: valid"].map((text) => ({ what: "adapter output", selector: "#root", text })),
  },
];

const indexHtml = (name, main) =>
  `<!doctype html>\n<html lang="en">\n  <head><meta charset="utf-8" /><title>partkit consumer: ${name}</title></head>\n  <body><div id="root"></div><script type="module" src="/${main}"></script></body>\n</html>\n`;

const viteConfig = `import react from "@vitejs/plugin-react";\nimport { defineConfig } from "vite";\n\nexport default defineConfig({ plugins: [react()] });\n`;

let browser;
let exportsMap;

before(async () => {
  exportsMap = (await packedPackageJson(await tarball())).exports;
  browser = await launchChromium();
}, { timeout: 300_000 });

after(async () => {
  await browser?.close();
  removeApps();
});

// Two apps at a time: one installs while the other builds.
describe("vite apps", { concurrency: 2 }, () => {
  for (const group of groups) {
    const main = group.main ?? "main.jsx";
    const label = `${group.name} app (${group.entries.join(", ")} with ${group.dependencies.join(", ") || "no peers"})`;
    test(label, { timeout: 420_000 }, async (t) => {
      const unshipped = group.entries.filter((entry) => !(`.${entry.slice("partkit".length)}` in exportsMap));
      if (unshipped.length > 0) return t.skip(`${unshipped.join(", ")} is not in the exports map of the packed package yet`);

      const react = main.endsWith(".jsx");
      const app = await createApp(`vite-${group.name}`, {
        dependencies: [...group.dependencies, "vite", ...(react ? ["@vitejs/plugin-react"] : [])],
        fixture: [`vite/${group.name}`, "messages.mjs"],
        files: { "index.html": indexHtml(group.name, main), ...(react ? { "vite.config.js": viteConfig } : {}) },
        legacyPeerDeps: group.legacyPeerDeps,
      });

      // Otherwise a missing peer would go unnoticed: something else installed it.
      const unasked = [...peers.react, ...allPeers].filter((name) => !group.dependencies.includes(name) && !group.installedBy?.[name] && app.has(name));
      assert.deepEqual(unasked, [], `the ${group.name} app has ${unasked.join(", ")} installed without asking for it`);

      const build = await app.bin("vite", ["build"], { timeout: 180_000 });
      assert.ok(build.ok, `vite build of the ${label} failed:\n${errorLines(build.output, 30)}`);

      const server = await serveStatic(app.path("dist"));
      try {
        const page = await visit(browser, server.url, group.checks, { styles: group.styles, colorScheme: group.colorScheme });
        const errors = page.problems.filter((line) => !line.startsWith("console.warning"));
        for (const warning of page.problems.filter((line) => line.startsWith("console.warning"))) t.diagnostic(warning);
        assert.deepEqual(page.missing, [], `the built ${label} does not show: ${page.missing.join("; ")}\nproblems: ${errors.join("\n") || "none"}\npage text: ${page.bodyText.slice(0, 800)}`);
        assert.deepEqual(errors, [], `the built ${label} logs errors:\n${errors.join("\n")}`);
        assert.deepEqual(page.wrongStyles, [], `the built ${label} computes the wrong theme colours:\n${page.wrongStyles.join("\n")}`);
      } finally {
        await server.close();
      }

      // React's development build checks what production skips (hooks order, use(), keys, props),
      // so the same app bundled in development mode must log nothing at all, warnings included.
      if (!react) return;
      const devBuild = await app.bin("vite", ["build", "--mode", "development", "--outDir", "dist-dev"], { timeout: 180_000, env: appEnv({ NODE_ENV: "development" }) });
      assert.ok(devBuild.ok, `vite build (development) of the ${label} failed:\n${errorLines(devBuild.output, 30)}`);
      const devServer = await serveStatic(app.path("dist-dev"));
      try {
        const page = await visit(browser, devServer.url, group.checks, { colorScheme: group.colorScheme });
        assert.deepEqual(page.missing, [], `the development build of the ${label} does not show: ${page.missing.join("; ")}\nproblems: ${page.problems.join("\n") || "none"}`);
        assert.deepEqual(page.problems, [], `the development build of the ${label} logs:\n${page.problems.join("\n")}`);
      } finally {
        await devServer.close();
      }
    });
  }
});
