// TypeScript consumers: one file per entry, type-checked with `tsc --noEmit` under each module
// resolution users pick (bundler, node16, nodenext), strict, with noUncheckedSideEffectImports.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { allPeers, createApp, jsEntries, removeApps } from "./apps.mjs";
import { errorLines } from "./exec.mjs";
import { usages } from "./fixtures/types/usages.mjs";

const resolutions = {
  bundler: { module: "esnext", moduleResolution: "bundler" },
  node16: { module: "node16", moduleResolution: "node16" },
  nodenext: { module: "nodenext", moduleResolution: "nodenext" },
};

const fileOf = (entry) => `consumer-${entry.replaceAll("/", "-")}.tsx`;

const tsconfig = (options) =>
  JSON.stringify(
    {
      compilerOptions: {
        ...options,
        target: "es2022",
        lib: ["es2023", "dom", "dom.iterable"],
        jsx: "react-jsx",
        strict: true,
        noEmit: true,
        noUncheckedSideEffectImports: true,
        // Declaration files are checked too: an error inside partkit's .d.ts is the package's.
        skipLibCheck: false,
      },
      include: ["*.tsx"],
    },
    null,
    2,
  );

let app;
let entries;

before(async () => {
  app = await createApp("types", {
    // @types/node: the A2A SDK's and the MCP 2.x client's own declarations name Node's Buffer, so
    // an app that type-checks their .d.ts (skipLibCheck off, as here) needs it whatever partkit does.
    dependencies: [...allPeers, "typescript", "@types/react", "@types/react-dom", "@types/node"],
    files: {
      "consumer-theme.tsx": 'import "partkit/theme.css";\n',
      ...Object.fromEntries(Object.entries(resolutions).map(([name, options]) => [`tsconfig.${name}.json`, tsconfig(options)])),
    },
  });
  // Only entries the installed exports map has: one about to be added is skipped until it ships.
  entries = jsEntries(app.partkit());
  for (const entry of entries.filter((entry) => entry in usages)) writeFileSync(app.path(fileOf(entry)), usages[entry].trimStart());
}, { timeout: 300_000 });

after(removeApps);

test("the consumer files use every JS entry of the exports map", (t) => {
  for (const entry of Object.keys(usages).filter((entry) => !entries.includes(entry))) {
    t.diagnostic(`skipped ${entry}: not in the exports map of the packed package`);
  }
  const uncovered = entries.filter((entry) => !(entry in usages));
  assert.deepEqual(uncovered, [], `entries with no type usage in fixtures/types/usages.mjs: ${uncovered.join(", ")}`);
});

for (const name of Object.keys(resolutions)) {
  test(`tsc --noEmit, moduleResolution ${name}`, async () => {
    const tsc = await app.bin("tsc", ["-p", `tsconfig.${name}.json`, "--pretty", "false"], { timeout: 180_000 });
    assert.ok(tsc.ok, `tsc (moduleResolution ${name}) reports errors in the consumer files:\n${errorLines(tsc.output, 60)}`);
  });
}
