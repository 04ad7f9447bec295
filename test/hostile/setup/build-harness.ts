// Vitest global setup of the `hostile` project: bundles the case worker (test/hostile/harness/
// worker.ts and the cases it imports, partkit's sources included) into one ES module with Vite,
// so each case can start in a fresh worker thread without a TypeScript loader. Dependencies stay
// external and load from node_modules.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { build } from "vite";
import type { TestProject } from "vitest/node";

export default async function setup(project: TestProject) {
  // Inside the repository (git-ignored), so the bundle's bare imports resolve to node_modules.
  await mkdir("test/hostile/.out", { recursive: true });
  const outDir = await mkdtemp(join(process.cwd(), "test/hostile/.out/harness-"));
  await build({
    configFile: false,
    logLevel: "error",
    root: process.cwd(),
    build: {
      ssr: "test/hostile/harness/worker.ts",
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { format: "es", entryFileNames: "worker.mjs" } },
    },
    ssr: { target: "node" },
  });
  project.provide("hostileHarness", join(outDir, "worker.mjs"));
  return () => rm(outDir, { recursive: true, force: true });
}
