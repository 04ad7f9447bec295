// Production builds for the benchmark: the bench pages (one multi-page Vite app) and the
// minimal apps whose bundle sizes are compared.
import react from "@vitejs/plugin-react";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

/** Every `*.html` under `dir`, as Vite `input` entries keyed by their path without extension. */
function htmlEntries(dir, root = dir) {
  const entries = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(entries, htmlEntries(path, root));
    else if (name.endsWith(".html")) entries[relative(root, path).replace(/\.html$/, "")] = path;
  }
  return entries;
}

/**
 * Builds bench/pages/** into `outDir` (production React, minified): every page, or only `input`'s
 * (a profile builds one page unminified, so its stacks read).
 */
export async function buildPages({ pagesDir, outDir, repoRoot, input = htmlEntries(pagesDir), minify = true }) {
  await build({
    configFile: false,
    root: pagesDir,
    logLevel: "warn",
    mode: "production",
    plugins: [react()],
    resolve: { dedupe: ["react", "react-dom"] },
    server: { fs: { allow: [repoRoot] } },
    build: {
      outDir,
      emptyOutDir: true,
      minify,
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      rollupOptions: { input },
    },
  });
}

const reactExternal = (id) => /^(react|react-dom)(\/|$)/.test(id);

/**
 * Bundles `code` (an ES module importing the entry under test) as a library with React external,
 * minified, and returns gzip sizes (zlib level 9): `initial` = the entry chunk and the chunks it
 * imports statically; `lazy` = chunks reachable only through dynamic `import()`.
 */
export async function bundleSize({ code, repoRoot, name, workDir }) {
  mkdirSync(workDir, { recursive: true });
  const entry = join(workDir, `${name}.js`);
  writeFileSync(entry, code);
  const result = await build({
    configFile: false,
    root: repoRoot,
    logLevel: "silent",
    mode: "production",
    plugins: [react()],
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry, formats: ["es"], fileName: name },
      rollupOptions: { external: reactExternal },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output.filter((item) => item.type === "chunk");
  const byName = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const main = output.find((chunk) => chunk.isEntry);
  const gz = (chunk) => gzipSync(chunk.code, { level: 9 }).length;
  const initial = new Set();
  const visit = (chunk) => {
    if (!chunk || initial.has(chunk.fileName)) return;
    initial.add(chunk.fileName);
    for (const dep of chunk.imports) visit(byName.get(dep));
  };
  visit(main);
  let initialBytes = 0;
  let initialRaw = 0;
  let lazyBytes = 0;
  for (const chunk of output) {
    if (initial.has(chunk.fileName)) {
      initialBytes += gz(chunk);
      initialRaw += chunk.code.length;
    } else lazyBytes += gz(chunk);
  }
  // Largest modules of the initial chunks (rendered length before minification), to see what to trim.
  const modules = {};
  for (const chunk of output) {
    if (!initial.has(chunk.fileName)) continue;
    for (const [id, info] of Object.entries(chunk.modules ?? {})) {
      const key = id.replace(`${repoRoot}/`, "").replace(/^.*node_modules\//, "");
      const group = key.startsWith("src/") ? key.split("/").slice(0, 2).join("/") : key.split("/").slice(0, key.startsWith("@") ? 2 : 1).join("/");
      modules[group] = (modules[group] ?? 0) + (info.renderedLength ?? 0);
    }
  }
  const top = Object.entries(modules).sort((a, b) => b[1] - a[1]).slice(0, 10);
  // Every package or src folder in any chunk, initial or lazy: what an entry can ever load.
  const groups = new Set();
  for (const chunk of output) {
    for (const id of Object.keys(chunk.modules ?? {})) {
      const key = id.replace(`${repoRoot}/`, "").replace(/^.*node_modules\//, "");
      groups.add(key.startsWith("src/") ? key.split("/").slice(0, 2).join("/") : key.split("/").slice(0, key.startsWith("@") ? 2 : 1).join("/"));
    }
  }
  return { initialGzip: initialBytes, initialMinified: initialRaw, lazyGzip: lazyBytes, chunks: output.length, top, groups: [...groups] };
}

/**
 * Bundles `source` (an ES module's text, importing from the repo or node_modules) for Node, into
 * `outDir/<name>/bundle.mjs`, and imports it: how React-free scenarios time partkit's own code.
 */
export async function bundleForNode({ repoRoot, outDir, name, source }) {
  const dir = join(outDir, name);
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, "entry.js");
  writeFileSync(entry, source);
  await build({
    configFile: false,
    root: repoRoot,
    logLevel: "silent",
    plugins: [react()],
    build: { ssr: entry, outDir: dir, emptyOutDir: false, minify: false, rollupOptions: { output: { entryFileNames: "bundle.mjs" } } },
  });
  return import(pathToFileURL(join(dir, "bundle.mjs")).href);
}
