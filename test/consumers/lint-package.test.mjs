// The packed tarball through the package linters: publint (strict) and Are The Types Wrong.
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { exec, repoRoot } from "./exec.mjs";
import { tarball } from "./pack.mjs";

const bin = (name) => join(repoRoot, "node_modules", ".bin", name);
// Run outside the repo, so neither tool picks up a config file of the repo's.
const cwd = mkdtempSync(join(tmpdir(), "partkit-lint-"));
let packed;

before(async () => (packed = await tarball()), { timeout: 300_000 });
after(() => rmSync(cwd, { recursive: true, force: true }));

test("publint --strict reports nothing", async () => {
  const publint = await exec(bin("publint"), ["run", "--strict", packed], { cwd, timeout: 60_000 });
  // Exit 0 still allows suggestions; "All good!" is publint's line for no messages at all.
  assert.ok(publint.ok && publint.stdout.includes("All good!"), `publint --strict on the tarball:\n${publint.output}`);
});

// partkit is ESM-only on purpose: the esm-only profile ignores node10 and require() from CJS,
// and checks node16 (from ESM) and bundler resolution of every entry.
test("attw --profile esm-only reports no problems", async () => {
  const attw = await exec(bin("attw"), [packed, "--profile", "esm-only", "--format", "ascii", "--no-color", "--no-emoji"], { cwd, timeout: 120_000 });
  assert.ok(attw.ok, `attw --profile esm-only on the tarball:\n${attwProblems(attw.output) || attw.output}`);
});

// React Server Components treat a module as client code only when its first statement says so:
// a bundler that dropped the directive would break server components ("createContext is not a
// function"), so check the shipped files, not the source.
test("every shipped module that uses React at run time starts with 'use client'", async () => {
  const dir = mkdtempSync(join(cwd, "unpacked-"));
  const untar = await exec("tar", ["-xzf", packed, "-C", dir], { timeout: 60_000 });
  assert.ok(untar.ok, untar.output);
  const dist = join(dir, "package", "dist");
  const modules = readdirSync(dist, { recursive: true }).filter((file) => String(file).endsWith(".js"));
  const missing = [];
  let client = 0;
  for (const file of modules) {
    const code = readFileSync(join(dist, String(file)), "utf8");
    const usesReact = /\bfrom\s*["']react(?:\/jsx-runtime|-dom)?["']/.test(code);
    const directive = /^\s*["']use client["']/.test(code);
    if (directive) client++;
    if (usesReact && !directive) missing.push(String(file));
  }
  assert.deepEqual(missing, [], "dist modules importing React without 'use client'");
  assert.ok(client > 20, `only ${client} modules carry 'use client'`);
});

/** From attw's ascii report: `"entry" resolution: problem` for each failing, not ignored, resolution. */
function attwProblems(report) {
  let entry = "";
  const problems = [];
  for (const line of report.split("\n")) {
    if (/^"[^"]+"$/.test(line.trim())) entry = line.trim();
    else if (entry && /^[\w ()]+: /.test(line) && !/: (\(ignored\)|OK\b)/.test(line)) problems.push(`${entry} ${line.trim()}`);
  }
  return problems.join("\n");
}
