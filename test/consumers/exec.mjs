// Child processes for the consumer tests: bounded in time, killed with their children, and run
// with an environment that cannot see the repo (no npm_* settings from `npm run`, no repo .bin).
import { spawn } from "node:child_process";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

const repoBin = join(repoRoot, "node_modules", ".bin");

/** process.env minus what `npm run` adds: npm_config_* would steer the apps' npm, the repo's .bin would stand in for their tools. */
export function appEnv(extra = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) || ["INIT_CWD", "NODE_PATH", "FORCE_COLOR"].includes(key)) continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? "")
    .split(delimiter)
    .filter((dir) => dir !== repoBin && !dir.startsWith(join(repoRoot, "node_modules")))
    .join(delimiter);
  return { ...env, NO_COLOR: "1", ...extra };
}

const running = new Set();
// Children run in their own process group (npm starts shells that start node); kill the group.
const killGroup = (child, signal = "SIGKILL") => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};
process.on("exit", () => running.forEach((child) => killGroup(child)));
// Dying of a signal skips "exit": without these, an interrupted run would leave servers behind.
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));

/**
 * Starts `command args`: returns `{ child, exited, output(), stop() }`, `output()` giving what it
 * printed so far. The caller stops it with `stop()`; it is killed anyway when this process exits.
 */
export function start(command, args, { cwd, env = appEnv() } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  let all = "";
  child.stdout.on("data", (chunk) => ((stdout += chunk), (all += chunk)));
  child.stderr.on("data", (chunk) => ((stderr += chunk), (all += chunk)));
  running.add(child);
  const exited = new Promise((resolve) => {
    child.on("error", (error) => ((all += `\n${error.message}`), resolve({ code: null, signal: null })));
    child.on("close", (code, signal) => (running.delete(child), resolve({ code, signal })));
  });
  return {
    child,
    exited,
    output: () => ({ stdout, stderr, all }),
    async stop() {
      killGroup(child, "SIGTERM");
      const timer = setTimeout(() => killGroup(child), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Runs `command args` to completion, at most `timeout` ms. Never throws: returns
 * `{ ok, code, timedOut, stdout, stderr, output }`, `output` being both streams interleaved
 * (plus a line saying so when the time ran out), ready for a failure message.
 */
export async function exec(command, args, { cwd, env, timeout = 120_000 } = {}) {
  const run = start(command, args, { cwd, env });
  let timedOut = false;
  const timer = setTimeout(() => ((timedOut = true), killGroup(run.child)), timeout);
  const { code } = await run.exited;
  clearTimeout(timer);
  const { stdout, stderr, all } = run.output();
  const output = timedOut ? `${all}\n[${command} ${args.join(" ")} timed out after ${timeout / 1000} s]` : all;
  return { ok: code === 0 && !timedOut, code, timedOut, stdout, stderr, output: output.trim() };
}

/** The lines of a failed command's output worth reading: no colours, stack frames or source echo; at most `max`. */
export function errorLines(output, max = 12) {
  const noise = /^\s*(at |\^+$|[{}]$|node:internal\/|Node\.js v|triggerUncaughtException\(|throw \w+;$|\(Use `node --trace)/;
  const lines = output
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((line) => line.trim() !== "" && !noise.test(line));
  return lines.slice(0, max).join("\n");
}
