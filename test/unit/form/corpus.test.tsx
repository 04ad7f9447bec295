import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { render, cleanup } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SchemaForm } from "../../../src/form";

const root = join(__dirname, "../../../../shared/corpora/json-schema-test-suite");

interface Case { description: string; schema: unknown; tests: { data: unknown; valid: boolean }[] }

for (const draft of ["draft7", "draft2020-12"]) {
  describe(`JSON-Schema-Test-Suite ${draft}: every schema renders without throwing`, () => {
    const dir = join(root, draft);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      it(file, () => {
        const cases = JSON.parse(readFileSync(join(dir, file), "utf8")) as Case[];
        for (const c of cases) {
          for (const data of [undefined, c.tests[0]?.data]) {
            const started = performance.now();
            const { container } = render(<SchemaForm schema={c.schema as never} formData={data} />);
            expect(container.querySelector('[data-slot="schema-form"]'), `${file}: ${c.description}`).not.toBeNull();
            expect(performance.now() - started).toBeLessThan(2000);
            cleanup();
          }
        }
      });
    }
  });
}
