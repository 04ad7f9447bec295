// The package as users get it: `npm pack` (whose prepack script builds dist/) into a temp dir.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { exec, repoRoot } from "./exec.mjs";

/** The package.json inside a tarball: the exports map users get. */
export async function packedPackageJson(path) {
  const tar = await exec("tar", ["-xzOf", path, "package/package.json"], { timeout: 30_000 });
  if (!tar.ok) throw new Error(`cannot read package.json from ${path}:\n${tar.output}`);
  return JSON.parse(tar.stdout);
}

/** Packs the repo into a new temp dir and returns the tarball's path. Throws with npm's output on failure. */
export async function packTarball() {
  const dir = mkdtempSync(join(tmpdir(), "partkit-pack-"));
  const result = await exec("npm", ["pack", "--pack-destination", dir, "--loglevel=error"], { cwd: repoRoot, timeout: 300_000 });
  const tarballs = readdirSync(dir).filter((file) => file.endsWith(".tgz"));
  if (!result.ok || tarballs.length !== 1) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`npm pack (with its prepack build) failed:\n${result.output}`);
  }
  return join(dir, tarballs[0]);
}

let packing;

/**
 * The tarball every consumer app installs: the one run.mjs packed (PARTKIT_TARBALL), or, when a
 * test file runs on its own, one packed now for this process.
 */
export function tarball() {
  packing ??= process.env.PARTKIT_TARBALL
    ? Promise.resolve(process.env.PARTKIT_TARBALL)
    : packTarball().then((path) => {
        if (process.env.PARTKIT_KEEP_APPS !== "1") process.on("exit", () => rmSync(dirname(path), { recursive: true, force: true }));
        return path;
      });
  return packing;
}
