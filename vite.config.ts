import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import dts from "vite-plugin-dts";
import { playwright } from "@vitest/browser-playwright";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { TestProjectInlineConfiguration } from "vitest/config";
import pkg from "./package.json" with { type: "json" };
import { chromiumArgs, findChromium } from "./test/setup/find-chromium.mjs";
import { timeScale } from "./test/setup/time-scale.mjs";
import { emulateMedia } from "./test/setup/browser-commands";

export const adapterFormats = ["acp", "a2a", "mcp", "openai", "anthropic", "ai-sdk", "cmf", "agent-chat", "agent-client", "data", "ag-ui"] as const;

/** Library entries, one per public subpath of package.json "exports" (`dist/<key>.js`). */
export const entries: Record<string, string> = Object.fromEntries(
  [
    ["index", "src/index.ts"],
    ["model/index", "src/model/index.ts"],
    ["adapters/index", "src/adapters/index.ts"],
    ...adapterFormats.map((f) => [`adapters/${f}/index`, `src/adapters/${f}/index.ts`]),
    ["markdown/index", "src/markdown/index.ts"],
    ["code/index", "src/code/index.ts"],
    ["mermaid/index", "src/mermaid/index.ts"],
    ["math/index", "src/math/index.ts"],
    ["form/index", "src/form/index.ts"],
    ["form/csp/index", "src/form/csp/index.ts"],
    ["mcp/index", "src/mcp/index.ts"],
    ["a2a/index", "src/a2a/index.ts"],
    ["mcp/app/index", "src/mcp/app/index.ts"],
  ].filter(([, file]) => existsSync(file!)),
);

/** Emits `dist/theme.css` (and its empty declaration file): `src/theme/theme.css` with its local `@import`s inlined, so one file ships. */
function themeCss(): Plugin {
  const inline = (file: string): string =>
    readFileSync(file, "utf8").replace(/@import\s+["'](\.\/[^"']+)["'];?/g, (_, rel: string) => inline(resolve(dirname(file), rel)));
  return {
    name: "partkit-theme-css",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "theme.css", source: inline("src/theme/theme.css") });
      // Lets `import "partkit/theme.css"` type-check under `noUncheckedSideEffectImports`.
      this.emitFile({ type: "asset", fileName: "theme.css.d.ts", source: "export {};\n" });
    },
  };
}

/**
 * Rewrites a declaration file's relative specifiers the way Node resolves them (`./part-tree.js`,
 * `../model/index.js`). TypeScript keeps the source's extensionless ones, which consumers under
 * `moduleResolution: node16 | nodenext` cannot follow (their exports would silently vanish).
 */
function withJsSpecifiers(filePath: string, content: string): string {
  const sourceDir = dirname(resolve("src", relative(resolve("dist"), filePath)));
  const exists = (base: string) => existsSync(`${base}.ts`) || existsSync(`${base}.tsx`);
  return content.replace(/(\bfrom\s*|\bimport\s*\(\s*)(["'])(\.{1,2}(?:\/[^"']*)?)\2/g, (whole, lead: string, quote: string, specifier: string) => {
    if (/\.(js|css|json)$/.test(specifier)) return whole;
    const target = resolve(sourceDir, specifier);
    const rewritten = exists(target) ? `${specifier}.js` : exists(join(target, "index")) ? `${specifier}/index.js` : undefined;
    // Unresolvable ones are code samples inside JSDoc; the consumer type checks catch real ones.
    return rewritten ? `${lead}${quote}${rewritten}${quote}` : whole;
  });
}

/**
 * How the browser and storybook projects launch Chromium (no sandbox, no background network). The
 * executable is looked up by test/setup/find-chromium.mjs ($CHROMIUM_PATH, an installed Chromium,
 * Playwright's cache, then @sparticuz/chromium) when a browser project starts, never when the
 * config loads: `vite build` and the jsdom-only `npm run test:unit` need no browser.
 */
export const chromiumLaunch = { args: chromiumArgs };

// A window tall enough that Vitest never scales a test's frame down (it shrinks frames larger than
// the window), so screenshots are taken at their real size.
const contextOptions = { viewport: { width: 1280, height: 2800 } };

const chromiumProvider = () => {
  const provider = playwright({ launchOptions: chromiumLaunch, contextOptions });
  return {
    ...provider,
    // Vitest awaits the factory (getBrowserProvider in @vitest/browser), so the lookup, which may
    // unpack @sparticuz/chromium the first time, can be asynchronous.
    providerFactory: (async (project: Parameters<typeof provider.providerFactory>[0]) =>
      playwright({ launchOptions: { ...chromiumLaunch, executablePath: await findChromium() }, contextOptions }).providerFactory(project)) as unknown as typeof provider.providerFactory,
  };
};

/**
 * Time budgets, scaled to the machine (test/setup/time-scale.mjs: PARTKIT_TIME_SCALE, or measured
 * from the load): Vitest's timeouts here, and the default waits of `vi.waitFor` and Testing
 * Library in the setup files through `inject("timeScale")`.
 */
const scale = timeScale();
const budgets = (testTimeout: number) => ({ testTimeout: testTimeout * scale, hookTimeout: 30_000 * scale, provide: { timeScale: scale } });

const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys((pkg as { peerDependencies?: Record<string, string> }).peerDependencies ?? {}),
];
const isExternal = (id: string) =>
  id.startsWith("node:") || external.some((dep) => id === dep || id.startsWith(`${dep}/`));

const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromiumProvider(),
  instances: [{ browser: "chromium" as const }],
  // Vitest's own 60 s to connect to a started Chromium, scaled like every budget: on two loaded cores
  // a session once took longer, and the whole run failed with "Failed to connect to the browser session".
  connectTimeout: 60_000 * scale,
  // Media features a test can switch (forced colours, reduced motion): test/setup/browser-commands.ts.
  commands: { emulateMedia },
  // Reference screenshots are committed (the default __screenshots__/ is ignored), one per name:
  // CI runs the same Debian Chromium on Linux.
  expect: { toMatchScreenshot: { resolveScreenshotPath: ({ root, testFileDirectory, arg, ext }: { root: string; testFileDirectory: string; arg: string; ext: string }) => `${root}/${testFileDirectory}/screenshots/${arg}${ext}` } },
});

/**
 * The hostile suite (issue 14, `npm run test:hostile` through test/hostile/run.mjs, which sets
 * PARTKIT_HOSTILE=1): not part of the default projects, so `npm test` stays as fast as it was.
 * - `hostile`: size/depth, schema and model/adapter fuzz cases, each in its own worker thread
 *   with a hard timeout (test/hostile/isolate.ts), files in separate processes.
 * - `hostile-jsdom`: containment and URL-policy tests of the unit project, run again here.
 * - `hostile-browser`: script execution and remote fetch in real Chromium.
 */
const hostileProjects = (): TestProjectInlineConfiguration[] => [
  {
    extends: true,
    test: {
      name: "hostile",
      environment: "node",
      // The tiers run one after the other (worker-thread cases first, Chromium last): two cores.
      sequence: { groupOrder: 1 },
      pool: "forks" as const,
      maxWorkers: 2,
      // it.concurrent cases (fuzz, schemas) run two worker threads at a time per file.
      maxConcurrency: 2,
      include: ["test/hostile/node/**/*.test.{ts,tsx}"],
      globalSetup: ["test/hostile/setup/build-harness.ts"],
      ...budgets(60_000),
    },
  },
  {
    extends: true,
    test: {
      name: "hostile-jsdom",
      environment: "jsdom",
      sequence: { groupOrder: 2 },
      pool: "forks" as const,
      include: ["test/hostile/jsdom/**/*.test.{ts,tsx}", "test/unit/message/containment.test.tsx", "test/unit/internal/url-policy.test.ts", "test/unit/markdown/safety.test.tsx"],
      setupFiles: ["test/setup/unit.ts"],
      ...budgets(20_000),
    },
  },
  {
    extends: true,
    optimizeDeps: { include: ["react-dom", "react-dom/client", "@rjsf/core", "@rjsf/utils", "@rjsf/validator-ajv8", "marked", "lowlight", "papaparse", "mermaid", "katex", "@modelcontextprotocol/ext-apps/app-bridge", "@modelcontextprotocol/client", "@modelcontextprotocol/sdk/client/index.js", "@modelcontextprotocol/sdk/client/streamableHttp.js", "@modelcontextprotocol/sdk/types.js", "@a2a-js/sdk", "@a2a-js/sdk/client", "@a2a-js/sdk/server"] },
    test: {
      name: "hostile-browser",
      sequence: { groupOrder: 3 },
      include: ["test/hostile/browser/**/*.test.{ts,tsx}"],
      setupFiles: ["test/setup/browser.ts"],
      globalSetup: ["test/setup/http-server.ts", "test/setup/mcp-app-server.ts", "test/setup/a2a-hostile-agents.ts"],
      browser: browser(),
      ...budgets(60_000),
    },
  },
];

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    ...(command === "build" && mode !== "test"
      ? [themeCss(), dts({
          include: ["src"],
          exclude: ["test", "stories"],
          tsconfigPath: "./tsconfig.build.json",
          beforeWriteFile: (filePath, content) => ({ content: withJsSpecifiers(filePath, content) }),
        })]
      : []),
  ],
  build: {
    lib: { entry: entries, formats: ["es"] },
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: "src", entryFileNames: "[name].js" },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["test/unit/**/*.test.{ts,tsx}"],
          setupFiles: ["test/setup/unit.ts"],
          ...budgets(10_000),
        },
      },
      {
        extends: true,
        // Pre-bundled up front: a dependency first met in the middle of a run makes Vite reload
        // the page under a running test.
        optimizeDeps: { include: ["react-dom", "react-dom/client", "@ai-sdk/react", "ai", "ai-react7", "ai7", "fast-json-patch", "diff", "mermaid", "katex", "@a2a-js/sdk", "@a2a-js/sdk/client", "@a2a-js/sdk/server", "@modelcontextprotocol/ext-apps/app-bridge", "ext-apps-v1/app-bridge", "@modelcontextprotocol/client", "@modelcontextprotocol/server", "@modelcontextprotocol/ext-apps/server", "zod"] },
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.{ts,tsx}"],
          setupFiles: ["test/setup/browser.ts"],
          globalSetup: ["test/setup/http-server.ts", "test/setup/mcp-server.ts", "test/setup/chat-server.ts", "test/setup/s3-server.ts", "test/setup/a2a-agents.ts", "test/setup/mcp-app-server.ts"],
          browser: browser(),
          ...budgets(30_000),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
        test: {
          name: "storybook",
          setupFiles: ["test/setup/storybook.ts"],
          browser: browser(),
          ...budgets(30_000),
        },
      },
      // Every story again in the dark theme (stories that pick a theme keep theirs): play
      // functions and axe must pass in both.
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
        test: {
          name: "storybook-dark",
          setupFiles: ["test/setup/storybook-dark.ts"],
          browser: browser(),
          ...budgets(30_000),
        },
      },
      ...(process.env.PARTKIT_HOSTILE === "1" ? hostileProjects() : []),
    ],
  },
}));
