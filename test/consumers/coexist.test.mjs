// partkit beside the other agent UI kits and the AI SDK (issue 34): a fresh app per pairing
// installs the packed partkit with React and the kit, with plain `npm install` (no
// --legacy-peer-deps, no --force), and npm must exit 0 with no ERESOLVE of partkit's making. Most
// pairings install with partkit alone and no optional peer, as a new user does: that is where a
// kit's own dependency (CopilotKit's ext-apps 1.x) meets partkit's optional peer range.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { allPeers, createApp, lockedVersion, removeApps } from "./apps.mjs";
import { exec, repoRoot } from "./exec.mjs";

const lock = JSON.parse(readFileSync(join(repoRoot, "package-lock.json"), "utf8"));
const compare = JSON.parse(readFileSync(join(repoRoot, "bench/compare/package.json"), "utf8")).dependencies;
/** The version an npm alias of the repo (`ai7` → `ai@7`) is locked at. */
const aliasVersion = (alias) => lock.packages[`node_modules/${alias}`].version;

const react = ["react", "react-dom"];
const pairings = [
  {
    name: "copilotkit",
    kit: "CopilotKit 1.74 (@copilotkit/react-core, @copilotkit/react-ui)",
    dependencies: [...react, ["@copilotkit/react-core", compare["@copilotkit/react-core"]], ["@copilotkit/react-ui", compare["@copilotkit/react-ui"]]],
  },
  {
    // Every optional peer of partkit too: the user's ext-apps 2.x, katex 0.19, mermaid 12 and
    // marked 18 beside CopilotKit's own 1.x, 0.16, 11 and 12/16.
    name: "copilotkit-every-peer",
    kit: "CopilotKit 1.74, with every optional peer of partkit",
    dependencies: [...new Set([...allPeers, ...react]), ["@copilotkit/react-core", compare["@copilotkit/react-core"]], ["@copilotkit/react-ui", compare["@copilotkit/react-ui"]]],
  },
  { name: "assistant-ui", kit: "assistant-ui (@assistant-ui/react 0.15)", dependencies: [...react, ["@assistant-ui/react", "0.15.22"]] },
  {
    name: "chat-ui",
    kit: "LlamaIndex chat-ui 0.6",
    dependencies: [...react, ["@llamaindex/chat-ui", compare["@llamaindex/chat-ui"]]],
    // chat-ui's own dependencies want React 18 (vaul, react-window, react-intersection-observer,
    // @wojtekmaj/react-hooks, react-dom 18 under it): npm overrides those peers with or without
    // partkit. Such a warning is chat-ui's when the edge starts in chat-ui's own folders.
    ownWarning: (block) => /location: 'node_modules\/@llamaindex\//.test(block) && !/name: 'partkit'|node_modules\/partkit\b/.test(block),
  },
  { name: "ai-sdk-6", kit: "AI SDK 6 (ai 6, @ai-sdk/react 3)", dependencies: [...react, "ai", "@ai-sdk/react", "zod"] },
  {
    name: "ai-sdk-7",
    kit: "AI SDK 7 (ai 7, @ai-sdk/react 4)",
    dependencies: [...react, ["ai", aliasVersion("ai7")], ["@ai-sdk/react", aliasVersion("ai-react7")], ["zod", lockedVersion("zod")]],
  },
];

/**
 * npm's ERESOLVE reports in an install's output (at `--loglevel=verbose`, the only level where
 * npm 11 prints what a peer override was about), one string per report: the line with ERESOLVE
 * and the indented lines of the edge under it (`name`, `spec`, `from: { name, location }`…).
 */
function eresolveBlocks(output) {
  const blocks = [];
  let current;
  for (const line of output.split("\n")) {
    if (/ERESOLVE/.test(line) && !/^npm verbose {2,}/.test(line)) {
      current = [line];
      blocks.push(current);
    } else if (current && /^npm (verbose|warn|error) {2,}|^npm (verbose|warn|error) [}\]]|^npm (warn|error) (While resolving|Found|Could not resolve|Conflicting|node_modules|peer|$)/.test(line)) {
      current.push(line);
    } else {
      current = undefined;
    }
  }
  // A warning line is followed by its verbose details: keep one report per override.
  return blocks.map((lines) => lines.join("\n")).filter((block, i, all) => !(/^npm warn ERESOLVE overriding/.test(block) && block.split("\n").length === 1 && /attempt to log crashed ERESOLVE|^npm verbose/.test(all[i + 1] ?? "")));
}

after(removeApps);

// PARTKIT_COEXIST=chat-ui,ai-sdk-7 runs only those pairings.
const only = process.env.PARTKIT_COEXIST?.split(",");

// Two installs at a time, as subtests of one test (the pattern of node.test.mjs). No test-level
// timeouts: on Node 20 a subtest's timeout timer outlives the subtest and held the process for the
// rest of its 15 minutes after the last pairing passed; exec's own limits (14 min an install,
// 2 min `npm ls`) bound each step instead.
test("partkit installs beside other kits with no ERESOLVE and no --legacy-peer-deps", { concurrency: 2 }, async (t) => {
  const chosen = pairings.filter((p) => !only || only.includes(p.name));
  await Promise.all(chosen.map((pairing) => t.test(pairing.kit, () => checkPairing(pairing))));
});

/** One pairing: the install, its ERESOLVE reports, and `npm ls partkit`. */
async function checkPairing(pairing) {
  let app;
  try {
    app = await createApp(`coexist-${pairing.name}`, { dependencies: pairing.dependencies, loglevel: "verbose", timeout: 840_000 });
  } catch (error) {
    // createApp throws with npm's output when it exits non-zero: its error lines say why.
    const errors = String(error.message).split("\n").filter((line) => /^npm error/.test(line));
    assert.fail(`npm install of partkit beside ${pairing.kit} failed:\n${(errors.length ? errors : [String(error.message)]).slice(0, 40).join("\n")}`);
  }
  const blocks = eresolveBlocks(app.installOutput);
  const ours = blocks.filter((block) => !pairing.ownWarning?.(block));
  assert.ok(ours.length === 0, `npm install of partkit beside ${pairing.kit} printed ERESOLVE:\n${ours.join("\n\n").slice(0, 6000)}`);
  if (pairing.ownWarning) assert.ok(blocks.length > 0, `${pairing.kit} printed none of its own ERESOLVE warnings: update this test (its warnings are read at --loglevel=verbose)`);
  assert.ok(app.has("partkit"), "partkit was not installed");

  // Whatever npm placed where partkit resolves its optional peers must satisfy partkit's ranges
  // (`npm ls` marks an installed peer outside its range as invalid).
  const ls = await exec("npm", ["ls", "partkit", "--all", "--json"], { cwd: app.dir, timeout: 120_000 });
  const tree = JSON.parse(ls.stdout || "{}");
  const problems = (tree.problems ?? []).filter((problem) => /\bpartkit@|node_modules\/partkit\b/.test(problem));
  assert.deepEqual(problems, [], `npm ls reports problems with partkit beside ${pairing.kit}`);
}
