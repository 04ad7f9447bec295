// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();
const rulesHit = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
};

describe("layering lint rules", () => {
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

  it("forbids turning content into HTML", async () => {
    expect(await rulesHit("export const f = (el: HTMLElement, s: string) => { el.innerHTML = s; };\n", "src/render/x.ts")).toContain("no-restricted-syntax");
  });
});
