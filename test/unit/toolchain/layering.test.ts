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

  it("keeps each entry to its own peers: markdown without lowlight, form without the MCP SDK", async () => {
    const lowlight = 'import { common } from "lowlight";\nexport const c = common;\n';
    const sdk = 'import { Client } from "@modelcontextprotocol/sdk/client/index.js";\nexport const c = Client;\n';
    expect(await rulesHit(lowlight, "src/markdown/x.ts")).toContain("no-restricted-imports");
    expect(await rulesHit(lowlight, "src/code/x.ts")).not.toContain("no-restricted-imports");
    expect(await rulesHit(sdk, "src/form/x.ts")).toContain("no-restricted-imports");
    expect(await rulesHit(sdk, "src/mcp/x.ts")).not.toContain("no-restricted-imports");
    expect(await rulesHit('import { CodeBlock } from "../code/code-block";\nexport const c = CodeBlock;\n', "src/markdown/x.ts")).toContain("no-restricted-imports");
    expect(await rulesHit('import { CodeFrame } from "../code/code-frame";\nexport const c = CodeFrame;\n', "src/markdown/x.ts")).not.toContain("no-restricted-imports");
  });

  it("forbids turning content into HTML", async () => {
    expect(await rulesHit("export const f = (el: HTMLElement, s: string) => { el.innerHTML = s; };\n", "src/render/x.ts")).toContain("no-restricted-syntax");
  });
});
