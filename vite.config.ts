/// <reference types="vitest/config" />
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import dts from "vite-plugin-dts";
import { playwright } from "@vitest/browser-playwright";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { fileURLToPath } from "node:url";
import pkg from "./package.json" with { type: "json" };

/** Library entries: one per public subpath (see package.json "exports"). */
export const entries = {
  index: "src/index.ts",
  "model/index": "src/model/index.ts",
} as const;

/** Debian's Chromium, launched the way this machine allows (no sandbox, no background network). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys((pkg as { peerDependencies?: Record<string, string> }).peerDependencies ?? {}),
];
const isExternal = (id: string) =>
  id.startsWith("node:") || external.some((dep) => id === dep || id.startsWith(`${dep}/`));

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunch }),
  instances: [{ browser: "chromium" as const }],
});

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    ...(command === "build" && mode !== "test"
      ? [dts({ include: ["src"], exclude: ["test", "stories"], tsconfigPath: "./tsconfig.build.json" })]
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
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.{ts,tsx}"],
          setupFiles: ["test/setup/browser.ts"],
          globalSetup: ["test/setup/http-server.ts"],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
        test: {
          name: "storybook",
          browser: browser(),
        },
      },
    ],
  },
}));
