// @vitest-environment node
import madge from "madge";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The folders of src/ and the folders each may import (static or dynamic `import()`), the
 * direction the README's Layout section states: the model at the bottom, then
 * loading, rendering, the views built on rendering, and the heavy entries on top.
 */
const allowed: Record<string, readonly string[]> = {
  model: [],
  internal: [],
  adapters: ["model"],
  fetch: ["model", "internal"],
  render: ["model", "internal", "fetch"],
  tree: ["model", "internal", "fetch", "render"],
  meta: ["model", "internal", "fetch", "render"],
  message: ["model", "internal", "fetch", "render", "tree", "meta"],
  list: ["model", "internal", "fetch", "render", "message"],
  code: ["model", "internal", "fetch", "render"],
  markdown: ["model", "internal", "fetch", "render", "code"],
  mermaid: ["model", "internal", "fetch", "render"],
  math: ["internal", "markdown"],
  form: ["model", "internal", "fetch", "render", "message", "adapters"],
  // mcp/app plugs MCP Apps into the tool registry (render) and reads tool results (model): both below form.
  mcp: ["form", "render", "model"],
  composer: ["model", "internal"],
  a2a: ["model", "adapters", "list", "composer"],
  // The chat screen: a transcript (list) and a composer, in the root entry.
  thread: ["model", "internal", "list", "composer"],
};

const src = fileURLToPath(new URL("../../../src", import.meta.url));
const folder = (file: string) => (file.includes("/") ? file.split("/")[0]! : "(entry)");

describe("dependencies between src/ modules", { timeout: 120_000 }, () => {
  const graph = madge(src, { fileExtensions: ["ts", "tsx"], tsConfig: fileURLToPath(new URL("../../../tsconfig.json", import.meta.url)) });

  it("have no cycles, type-only imports and dynamic import() included", async () => {
    expect((await graph).circular()).toEqual([]);
  });

  it("only go down the declared layers", async () => {
    const upward: string[] = [];
    for (const [file, deps] of Object.entries((await graph).obj())) {
      const from = folder(file);
      if (from === "(entry)") continue; // src/index.ts gathers every layer
      expect(allowed[from], `${file}: src/${from} is not in the declared layers`).toBeDefined();
      for (const dep of deps) {
        const to = folder(dep);
        if (to !== from && !allowed[from]!.includes(to)) upward.push(`${file} -> ${dep}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
