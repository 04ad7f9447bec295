import { render, cleanup } from "@testing-library/react";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { SchemaForm } from "../../../src/form";
import { jsonSchemaCases, type Draft } from "../../fixtures/form/json-schema-cases";

// The corpus is the project's own (test/fixtures/form/json-schema-cases.ts): every keyword of each
// draft, each movable schema also nested as a property, as array items and behind a $ref.
const minimum: Record<Draft, { keywords: number; schemas: number }> = {
  draft7: { keywords: 37, schemas: 700 },
  "draft2020-12": { keywords: 46, schemas: 800 },
};

for (const draft of ["draft7", "draft2020-12"] as const) {
  const corpus = jsonSchemaCases(draft);
  const all = Object.values(corpus).flat();

  describe(`JSON Schema corpus ${draft}: every schema renders without throwing`, { timeout: 60_000 }, () => {
    it("is all there (never an empty or shrunken corpus)", () => {
      expect(Object.keys(corpus).length).toBeGreaterThanOrEqual(minimum[draft].keywords);
      expect(all.length).toBeGreaterThanOrEqual(minimum[draft].schemas);
      for (const [keyword, cases] of Object.entries(corpus)) expect(cases.length, keyword).toBeGreaterThan(0);
      // Known partkit bugs are listed as todos below; they may only go down.
      expect(all.filter((c) => c.knownIssue).length).toBeLessThanOrEqual(1);
    });

    it("agrees with Ajv on every test's `valid` (the fixture itself is right)", () => {
      // Formats are annotations in the spec; ownProperties so that `{}` lacks "constructor" as the spec says.
      const options = { strict: false, validateFormats: false, ownProperties: true, logger: false } as const;
      const ajv = draft === "draft7" ? new Ajv(options) : new Ajv2020(options);
      let checked = 0;
      for (const [keyword, cases] of Object.entries(corpus)) {
        for (const c of cases) {
          if (c.notCheckedByAjv) continue;
          const validate = ajv.compile(c.schema as object);
          for (const t of c.tests) {
            expect(validate(t.data), `${keyword}: ${c.description}: ${JSON.stringify(t.data)}`).toBe(t.valid);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(1500);
    });

    for (const [keyword, cases] of Object.entries(corpus)) {
      for (const c of cases.filter((c) => c.knownIssue)) it.todo(`${keyword}: ${c.description}: known issue: ${c.knownIssue}`);
      it(keyword, () => {
        for (const c of cases.filter((c) => !c.knownIssue)) {
          for (const data of [undefined, c.tests[0]?.data]) {
            const { container } = render(<SchemaForm schema={c.schema as never} formData={data} />);
            expect(container.querySelector('[data-slot="schema-form"]'), `${keyword}: ${c.description}`).not.toBeNull();
            cleanup();
          }
        }
      });
    }
  });
}
