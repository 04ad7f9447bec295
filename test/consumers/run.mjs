// npm run test:consumers: packs partkit once (the prepack script builds dist/), then runs every
// test/consumers/*.test.mjs with node:test against that one tarball.
import { spawn } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { packTarball } from "./pack.mjs";

const here = dirname(fileURLToPath(import.meta.url));
// `npm run test:consumers -- vite next` runs only those files; `--test-…` flags go to node --test.
const flags = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const reporter = flags.some((flag) => flag.startsWith("--test-reporter")) ? [] : ["--test-reporter=spec"];
const files = readdirSync(here)
  .filter((file) => file.endsWith(".test.mjs") && (only.length === 0 || only.some((name) => file.includes(name))))
  .map((file) => join(here, file));

const started = Date.now();
const tarball = await packTarball().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`# packed ${tarball} in ${Math.round((Date.now() - started) / 1000)} s`);

// Two files at a time: installs wait on the disk and network while the other file builds.
const runner = spawn(process.execPath, ["--test", "--test-concurrency=2", ...reporter, ...flags, ...files], {
  stdio: "inherit",
  env: { ...process.env, PARTKIT_TARBALL: tarball },
});
const code = await new Promise((resolve) => runner.on("close", (status, signal) => resolve(status ?? (signal ? 1 : 0))));
if (process.env.PARTKIT_KEEP_APPS !== "1") rmSync(dirname(tarball), { recursive: true, force: true });
process.exit(code);
