// Finds a Chromium for the browser and Storybook test projects, the benchmarks and any node script.
// Plain ESM so that vite.config.ts, .ci/run (through check-chromium.mjs) and bench/ can all import it.
//
// One browser everywhere: the tests run in the headless shell inside the npm dev dependency
// @sparticuz/chromium (its version pinned in package.json), which `executablePath()` unpacks to the
// system temp dir once (a few seconds) and reuses after. So a fresh machine with nothing but
// `npm install`, a developer's machine and CI all run the same build, and the committed
// screenshots are of that build. Tried in order, the first that exists wins:
//   1. $CHROMIUM_PATH, taken as given (an error if it does not exist, never silently skipped):
//      `CHROMIUM_PATH=$(command -v chromium) npm test` runs the suite on an installed Chromium
//   2. @sparticuz/chromium (Linux x64 and arm64)
//   3. only where 2 cannot run (another OS): an installed Chrome/Chromium (/usr/bin/chromium,
//      chromium-browser, google-chrome(-stable), then the same names on $PATH), then Playwright's
//      browser cache ($PLAYWRIGHT_BROWSERS_PATH or ~/.cache/ms-playwright)
//
// PARTKIT_NO_SYSTEM_CHROMIUM=1 ignores 1 and 3, so that only the npm browser can be used.
import { existsSync, readdirSync, statSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { delimiter, join } from "node:path";

/** Launch flags for every Chromium above: no sandbox (root, containers), no GPU, no background network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

const systemPaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];
const pathNames = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

const isExecutable = (file) => {
  try {
    const stat = statSync(file);
    return stat.isFile() && (stat.mode & 0o111) !== 0;
  } catch {
    return false;
  }
};

function onPath(name, env) {
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/** Newest first: `chromium-1200` before `chromium-1187`. */
const byRevisionDesc = (a, b) => (Number(b.replace(/\D+/g, "")) || 0) - (Number(a.replace(/\D+/g, "")) || 0);

function inPlaywrightCache(env) {
  const root = env.PLAYWRIGHT_BROWSERS_PATH && env.PLAYWRIGHT_BROWSERS_PATH !== "0" ? env.PLAYWRIGHT_BROWSERS_PATH : join(env.HOME || homedir(), ".cache", "ms-playwright");
  if (!existsSync(root)) return undefined;
  const entries = readdirSync(root);
  const full = entries.filter((d) => /^chromium-\d+$/.test(d)).sort(byRevisionDesc);
  const shell = entries.filter((d) => /^chromium_headless_shell-\d+$/.test(d)).sort(byRevisionDesc);
  for (const dir of full) {
    for (const sub of ["chrome-linux64", "chrome-linux"]) {
      const file = join(root, dir, sub, "chrome");
      if (isExecutable(file)) return file;
    }
  }
  for (const dir of shell) {
    for (const sub of ["chrome-headless-shell-linux64", "chrome-linux64", "chrome-linux"]) {
      for (const exe of ["chrome-headless-shell", "headless_shell"]) {
        const file = join(root, dir, sub, exe);
        if (isExecutable(file)) return file;
      }
    }
  }
  return undefined;
}

async function fromSparticuz(env) {
  let chromium;
  try {
    chromium = (await import("@sparticuz/chromium")).default;
  } catch {
    return undefined;
  }
  const file = await chromium.executablePath();
  // Its fonts come unpacked beside it. fontconfig looks only there (unless told otherwise), with or
  // without the system's fonts, so text is drawn and measured alike on every machine: with
  // Debian's font packages present, `sans-serif` in a Mermaid image changed diagram heights.
  const fonts = join(tmpdir(), "fonts");
  if (!env.FONTCONFIG_PATH && !env.FONTCONFIG_FILE && existsSync(join(fonts, "fonts.conf"))) env.FONTCONFIG_PATH = fonts;
  return file && isExecutable(file) ? file : undefined;
}

export const notFoundMessage =
  "No Chromium found (tried $CHROMIUM_PATH, @sparticuz/chromium, /usr/bin/chromium, chromium-browser, google-chrome(-stable) on PATH, ~/.cache/ms-playwright): run npm install (it brings @sparticuz/chromium), or set CHROMIUM_PATH to a Chromium";

let found;

/**
 * The path of a Chromium executable, from the first place that has one (see the top of this file).
 * Resolved once per process. Throws an Error with a one-line message saying what was tried and the fix.
 * @returns {Promise<string>}
 */
export function findChromium(env = process.env) {
  found ??= locate(env).catch((error) => {
    found = undefined;
    throw error;
  });
  return found;
}

async function locate(env) {
  const npmOnly = /^(1|true|yes)$/i.test(env.PARTKIT_NO_SYSTEM_CHROMIUM ?? "");
  if (env.CHROMIUM_PATH && !npmOnly) {
    if (isExecutable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: point it at a Chromium, or unset it to use the one from npm`);
  }
  const why = [npmOnly ? "PARTKIT_NO_SYSTEM_CHROMIUM skipped all but @sparticuz/chromium" : ""];
  let bundled;
  try {
    bundled = await fromSparticuz(env);
  } catch (error) {
    why.push(`@sparticuz/chromium failed: ${String(error?.message ?? error).split("\n")[0]}`);
  }
  if (bundled) return bundled;
  if (!npmOnly) {
    const installed = systemPaths.find(isExecutable) ?? pathNames.map((name) => onPath(name, env)).find(Boolean) ?? inPlaywrightCache(env);
    if (installed) return installed;
  }
  const note = why.filter(Boolean).join("; ");
  throw new Error(note ? `${notFoundMessage} (${note})` : notFoundMessage);
}
