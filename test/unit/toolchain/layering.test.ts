// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();
const rulesHit = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
};

describe("layering lint rules", { timeout: 60_000 }, () => {
  it("keeps React and the DOM out of src/model and src/adapters", async () => {
    expect(await rulesHit('import { useState } from "react";\nexport const x = useState;\n', "src/model/x.ts")).toContain("no-restricted-imports");
    expect(await rulesHit("export const w = window.location.href;\n", "src/adapters/a2a/x.ts")).toContain("no-restricted-globals");
    expect(await rulesHit('import { PartView } from "../render/part-view";\nexport const p = PartView;\n', "src/adapters/x.ts")).toContain("no-restricted-imports");
  });

  it("keeps heavy libraries behind their own entries", async () => {
    expect(await rulesHit('import { marked } from "marked";\nexport const m = marked;\n', "src/render/x.ts")).toContain("no-restricted-imports");
    expect(await rulesHit('import Form from "@rjsf/core";\nexport const f = Form;\n', "src/markdown/x.ts")).toContain("no-restricted-imports");
    expect(await rulesHit('import { marked } from "marked";\nexport const m = marked;\n', "src/markdown/x.ts")).not.toContain("no-restricted-imports");
  });

  it("keeps the virtualiser behind the one virtual list (src/internal/virtual-list)", async () => {
    const virtualizer = 'import { useVirtualizer } from "@tanstack/react-virtual";\nexport const v = useVirtualizer;\n';
    for (const file of ["src/tree/x.tsx", "src/render/json/x.tsx", "src/render/renderers/x.tsx", "src/form/x.tsx", "src/list/x.tsx"]) {
      expect(await rulesHit(virtualizer, file), file).toContain("no-restricted-imports");
    }
    expect(await rulesHit(virtualizer, "src/internal/virtual-list/x.ts")).not.toContain("no-restricted-imports");
  });

  it("keeps each entry to its own peers: markdown without lowlight, form without the MCP SDK", async () => {
    const lowlight = 'import { common } from "lowlight";\nexport const c = common;\n';
    const sdk = 'import { Client } from "@modelcontextprotocol/sdk/client/index.js";\nexport const c = Client;\n';
    expect(await rulesHit(lowlight, "src/markdown/x.ts")).toContain("no-restricted-imports");
    expect(await rulesHit(lowlight, "src/code/x.ts")).not.toContain("no-restricted-imports");
    expect(await rulesHit(sdk, "src/form/x.ts")).toContain("no-restricted-imports");
    expect(await rulesHit(sdk, "src/mcp/x.ts")).not.toContain("no-restricted-imports");
    const client = 'import { Client } from "@modelcontextprotocol/client";\nexport const c = Client;\n';
    expect(await rulesHit(client, "src/form/x.ts")).toContain("no-restricted-imports");
    expect(await rulesHit(client, "src/render/x.ts")).toContain("no-restricted-imports");
    expect(await rulesHit(client, "src/mcp/x.ts")).not.toContain("no-restricted-imports");
    expect(await rulesHit('import { CodeBlock } from "../code/code-block";\nexport const c = CodeBlock;\n', "src/markdown/x.ts")).toContain("no-restricted-imports");
    expect(await rulesHit('import { CodeFrame } from "../render/code/code-frame";\nexport const c = CodeFrame;\n', "src/markdown/x.ts")).not.toContain("no-restricted-imports");
  });

  it("keeps vendor content types in the model: other layers use PARTKIT_CONTENT_TYPES", async () => {
    const literal = 'export const t = "application/vnd.partkit.tool-call+json";\n';
    const template = "export const t = (kind: string) => `application/vnd.partkit.${kind}+json`;\n";
    for (const file of ["src/render/x.ts", "src/tree/x.tsx", "src/message/x.tsx", "src/adapters/openai/x.ts"]) {
      expect(await rulesHit(literal, file), file).toContain("no-restricted-syntax");
      expect(await rulesHit(template, file), file).toContain("no-restricted-syntax");
    }
    expect(await rulesHit(literal, "src/model/vocabulary/x.ts")).not.toContain("no-restricted-syntax");
    expect(await rulesHit('import { PARTKIT_CONTENT_TYPES as CT } from "../model/vocabulary/content-types";\nexport const t = CT.toolCall;\n', "src/render/x.ts")).not.toContain("no-restricted-syntax");
    // A mention in documentation is not code.
    expect(await rulesHit('/** Reads `application/vnd.partkit.citation+json` parts. */\nexport const n = 1;\n', "src/render/x.ts")).not.toContain("no-restricted-syntax");
  });

  it("forbids turning content into HTML", async () => {
    expect(await rulesHit("export const f = (el: HTMLElement, s: string) => { el.innerHTML = s; };\n", "src/render/x.ts")).toContain("no-restricted-syntax");
  });
});
