#!/usr/bin/env node
// `npm run test:hostile` (issue 14): the hostile suite, in its own Vitest projects (vite.config.ts,
// enabled by PARTKIT_HOSTILE=1):
//   hostile          size/depth, schema and model/adapter fuzz cases, each case in a fresh worker
//                    thread with a hard timeout (test/hostile/isolate.ts): a hang is a failure
//   hostile-jsdom    containment (a poisoned part among 20) and URL-policy tests, run again here
//   hostile-browser  script execution and hostile remote servers, in real Chromium
// The whole run is a child process with a wall-clock limit of its own: if anything hangs where no
// per-case timeout reaches (a stuck browser page), it is killed and the run fails, never stalls CI.
//
//   npm run test:hostile                     # everything
//   npm run test:hostile -- --project hostile  # one tier (any Vitest arguments pass through)
import { spawn } from "node:child_process";
import { timeScale } from "../setup/time-scale.mjs";

const scale = timeScale();
const limitMs = Number(process.env.PARTKIT_HOSTILE_LIMIT_MS ?? 8 * 60_000 * scale);
const args = process.argv.slice(2);
const projects = args.some((a) => a === "--project" || a.startsWith("--project=")) ? [] : ["--project", "hostile", "--project", "hostile-jsdom", "--project", "hostile-browser"];

const started = Date.now();
const child = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...projects, ...args], {
  stdio: "inherit",
  detached: true,
  env: { ...process.env, PARTKIT_HOSTILE: "1" },
});
let killed = false;
const timer = setTimeout(() => {
  killed = true;
  console.error(`\n::: hostile suite HUNG: still running after ${Math.round(limitMs / 1000)} s, killed (PARTKIT_HOSTILE_LIMIT_MS to change)`);
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    child.kill("SIGKILL");
  }
}, limitMs);
const forward = (signal) => () => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};
process.on("SIGINT", forward("SIGINT"));
process.on("SIGTERM", forward("SIGTERM"));
child.on("exit", (code, signal) => {
  clearTimeout(timer);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`::: hostile suite ${killed ? "killed" : code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
  process.exit(killed ? 1 : (code ?? (signal ? 1 : 0)));
});
