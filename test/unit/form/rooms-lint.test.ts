// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();
const restricted = async (specifier: string, filePath: string) => {
  const [result] = await eslint.lintText(`import * as m from "${specifier}";\nexport const x = m;\n`, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === "no-restricted-imports");
};

/** The rooms of src/form and the Ajv boundary, as eslint.config.js states them (README, Layout). */
describe("src/form rooms lint rules", { timeout: 60_000 }, () => {
  it("let each room import only the rooms below it, and no room the entry", async () => {
    expect(await restricted("../shared/schema-safety", "src/form/result-view/x.tsx")).toBe(false);
    expect(await restricted("../validation/form-validation", "src/form/schema-form/x.tsx")).toBe(false);
    expect(await restricted("../schema-form/schema-form-base", "src/form/playground/x.tsx")).toBe(false);
    expect(await restricted("../playground/playground", "src/form/tools/x.tsx")).toBe(false);
    expect(await restricted("../schema-form/schema-form-base", "src/form/result-view/x.tsx")).toBe(true);
    expect(await restricted("../tools/tool-result-body", "src/form/result-view/x.tsx")).toBe(true);
    expect(await restricted("../playground/run-history", "src/form/schema-form/x.tsx")).toBe(true);
    expect(await restricted("../validation/messages", "src/form/shared/x.ts")).toBe(true);
    expect(await restricted("../tools/tool-connection", "src/form/csp/x.ts")).toBe(true);
    expect(await restricted("../index", "src/form/playground/x.tsx")).toBe(true);
  });

  it("keep Ajv out of every module but the Ajv validation and the components that default to it", async () => {
    // partkit/form/csp and the modules it shares.
    for (const file of ["src/form/csp/x.tsx", "src/form/playground/playground-root.tsx", "src/form/schema-form/schema-form-base.tsx", "src/form/result-view/result-view-base.tsx"]) {
      expect(await restricted("ajv", file), file).toBe(true);
      expect(await restricted("@rjsf/validator-ajv8", file), file).toBe(true);
    }
    expect(await restricted("../validation/ajv-validation", "src/form/csp/x.tsx")).toBe(true);
    expect(await restricted("../playground/playground", "src/form/csp/x.tsx")).toBe(true);
    expect(await restricted("../playground/playground-root", "src/form/csp/x.tsx")).toBe(false);
    expect(await restricted("./schema-form", "src/form/schema-form/schema-form-base.tsx")).toBe(true);
    expect(await restricted("./json-editor", "src/form/schema-form/fields.tsx")).toBe(true);
    expect(await restricted("../result-view/result-view", "src/form/playground/playground-output.tsx")).toBe(true);
    expect(await restricted("./validator", "src/form/validation/messages.ts")).toBe(true);
    // The Ajv side: only ajv-classes and validator load the library itself.
    expect(await restricted("../validation/ajv-validation", "src/form/schema-form/schema-form.tsx")).toBe(false);
    expect(await restricted("../schema-form/schema-form", "src/form/tools/x.tsx")).toBe(false);
    expect(await restricted("ajv/dist/2020.js", "src/form/validation/ajv-classes.ts")).toBe(false);
    expect(await restricted("ajv/dist/2020.js", "src/form/validation/ajv-validation.ts")).toBe(true);
    expect(await restricted("ajv", "src/form/tools/x.tsx")).toBe(true);
  });
});
