// Fresh consumer apps under os.tmpdir(): outside the repo, so Node and the bundlers cannot walk up
// into the repo's node_modules and find a peer the app did not install.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, parse } from "node:path";
import { exec, repoRoot } from "./exec.mjs";
import { tarball } from "./pack.mjs";

export const fixtures = join(repoRoot, "test", "consumers", "fixtures");
export const keepApps = process.env.PARTKIT_KEEP_APPS === "1";

const lock = JSON.parse(readFileSync(join(repoRoot, "package-lock.json"), "utf8"));

// Tools only a consumer app needs, pinned here instead of in devDependencies: next's lockfile
// entry would list platform packages the registry may not serve, which `npm ci` refuses.
const pinned = { next: "16.4.6" };

/** The exact version of `name`: the repo's lockfile (installs hit the npm cache `npm ci` filled), else {@link pinned}. */
export function lockedVersion(name) {
  const version = lock.packages[`node_modules/${name}`]?.version ?? pinned[name];
  if (!version) throw new Error(`${name} is not in package-lock.json; add it to devDependencies (or to pinned) to pin it`);
  return version;
}

export const peers = {
  react: ["react", "react-dom"],
  markdown: ["marked"],
  code: ["lowlight"],
  mermaid: ["mermaid"],
  math: ["katex"],
  form: ["@rjsf/core", "@rjsf/utils", "@rjsf/validator-ajv8", "ajv"],
  // partkit/form/csp: @rjsf/core and @rjsf/utils (as form) with the eval-free validator instead of Ajv.
  formCsp: ["@cfworker/json-schema"],
  // partkit/mcp: the 2.x client alone (it brings @modelcontextprotocol/core and zod as its own dependencies).
  mcp: ["@modelcontextprotocol/client"],
  // partkit/mcp/app: the official ext-apps bridge and the 2.x SDK packages it requires.
  mcpApp: ["@modelcontextprotocol/ext-apps", "@modelcontextprotocol/client", "@modelcontextprotocol/core", "zod"],
  a2a: ["@a2a-js/sdk"],
};
export const allPeers = Object.values(peers).flat();

const roots = [];

/**
 * Creates an app in a new temp dir: package.json with the packed partkit and `dependencies`
 * (names, each pinned to the repo's locked version, or `[name, version]` pairs), the files of
 * `fixture` (files or dirs under fixtures/, one or a list) and `files` ({ path: text }), then
 * `npm install`s it (at `loglevel`; `"warn"` keeps npm's warnings in `installOutput`).
 * `legacyPeerDeps` stops npm from installing partkit's required peers (react) on its own.
 */
export async function createApp(name, { dependencies = [], fixture = [], files = {}, legacyPeerDeps = false, loglevel = "error", timeout = 240_000 } = {}) {
  const root = mkdtempSync(join(tmpdir(), `partkit-consumer-${name}-`));
  roots.push(root);
  const dir = join(root, name);
  mkdirSync(dir);
  assertNoNodeModulesAbove(dir);
  for (const from of [fixture].flat()) {
    const source = join(fixtures, from);
    cpSync(source, statSync(source).isDirectory() ? dir : join(dir, basename(from)), { recursive: true });
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const pkg = {
    name: `partkit-consumer-${name}`,
    private: true,
    type: "module",
    dependencies: {
      partkit: `file:${await tarball()}`,
      ...Object.fromEntries(dependencies.map((dep) => (Array.isArray(dep) ? dep : [dep, lockedVersion(dep)]))),
    },
  };
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  const args = ["install", "--prefer-offline", "--no-audit", "--no-fund", `--loglevel=${loglevel}`, ...(legacyPeerDeps ? ["--legacy-peer-deps"] : [])];
  const install = await exec("npm", args, { cwd: dir, timeout });
  if (!install.ok) throw new Error(`npm install in the ${name} app (${dir}) failed:\n${install.output}`);
  return {
    dir,
    /** What `npm install` printed (warnings included at `loglevel: "warn"`). */
    installOutput: install.output,
    path: (...parts) => join(dir, ...parts),
    /** Runs one of the app's own binaries (node_modules/.bin), never the repo's. */
    bin: (command, args, options) => exec(join(dir, "node_modules", ".bin", command), args, { cwd: dir, ...options }),
    node: (args, options) => exec(process.execPath, args, { cwd: dir, ...options }),
    has: (pkgName) => existsSync(join(dir, "node_modules", pkgName, "package.json")),
    /** The installed partkit's package.json: the exports map users actually get. */
    partkit: () => JSON.parse(readFileSync(join(dir, "node_modules", "partkit", "package.json"), "utf8")),
  };
}

/** Removes every app this process created, unless PARTKIT_KEEP_APPS=1 (then says where they are). */
export function removeApps() {
  for (const root of roots.splice(0)) {
    if (keepApps) console.log(`# kept ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
}

// An ancestor's node_modules would satisfy imports the app itself cannot, hiding missing peers.
function assertNoNodeModulesAbove(dir) {
  for (let current = dirname(dir); ; current = dirname(current)) {
    if (existsSync(join(current, "node_modules"))) throw new Error(`${join(current, "node_modules")} exists above the consumer app ${dir}; it would hide missing dependencies`);
    if (current === parse(current).root) return;
  }
}

/** The JS entries of an exports map (everything but package.json and CSS), e.g. ["partkit", "partkit/model", …]. */
export function jsEntries(pkg) {
  return Object.entries(pkg.exports)
    .filter(([key, target]) => {
      const file = typeof target === "string" ? target : (target.import ?? target.default);
      return key !== "./package.json" && typeof file === "string" && /\.[cm]?js$/.test(file);
    })
    .map(([key]) => (key === "." ? pkg.name : `${pkg.name}/${key.slice(2)}`));
}
