// @vitest-environment node
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import pkg from "../../package.json";

/**
 * The public API is append-only: each entry's export list is pinned in exports.expected.json.
 * After adding an export on purpose, regenerate with `UPDATE_EXPORTS=1 npx vitest run test/unit/exports.test.ts`.
 */
const expectedFile = new URL("./exports.expected.json", import.meta.url);
const modules = import.meta.glob(["../../src/index.ts", "../../src/*/index.ts", "../../src/adapters/*/index.ts", "../../src/form/*/index.ts", "../../src/mcp/*/index.ts"]);

const entryFor = (subpath: string) => {
  const target = (pkg.exports as Record<string, unknown>)[subpath];
  if (typeof target !== "object" || target === null) return undefined;
  const js = (target as { default: string }).default; // ./dist/<key>.js
  if (!js.endsWith(".js")) return undefined; // theme.css
  return `../../${js.replace(/^\.\/dist\//, "src/").replace(/\.js$/, ".ts")}`;
};

const subpaths = Object.keys(pkg.exports).filter((s) => entryFor(s) !== undefined);

describe("public entries", () => {
  it("every JS subpath of package.json has a source entry", () => {
    for (const s of subpaths) expect(modules[entryFor(s)!], s).toBeDefined();
  });

  it("export lists match exports.expected.json", async () => {
    const actual: Record<string, string[]> = {};
    for (const s of subpaths) {
      const load = modules[entryFor(s)!];
      if (load) actual[s] = Object.keys((await load()) as object).sort();
    }
    if (process.env.UPDATE_EXPORTS) writeFileSync(expectedFile, `${JSON.stringify(actual, null, 2)}\n`);
    expect(existsSync(expectedFile)).toBe(true);
    expect(actual).toEqual(JSON.parse(readFileSync(expectedFile, "utf8")));
  });

});
