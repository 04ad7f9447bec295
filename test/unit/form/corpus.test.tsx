import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { render, cleanup } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SchemaForm } from "../../../src/form";

// shared/ sits beside the checkout (here and in CI); PARTKIT_SHARED can point elsewhere.
const root = [process.env.PARTKIT_SHARED, join(__dirname, "../../../../shared"), "/work/shared"]
  .filter((dir): dir is string => !!dir)
  .map((dir) => join(dir, "corpora/json-schema-test-suite"))
  .find((dir) => existsSync(dir));

interface Case { description: string; schema: unknown; tests: { data: unknown; valid: boolean }[] }

for (const draft of ["draft7", "draft2020-12"]) {
  describe.skipIf(!root)(`JSON-Schema-Test-Suite ${draft}: every schema renders without throwing`, { timeout: 60_000 }, () => {
    const dir = join(root ?? "", draft);
    for (const file of (root ? readdirSync(dir) : []).filter((f) => f.endsWith(".json"))) {
      it(file, () => {
        const cases = JSON.parse(readFileSync(join(dir, file), "utf8")) as Case[];
        for (const c of cases) {
          for (const data of [undefined, c.tests[0]?.data]) {
            const { container } = render(<SchemaForm schema={c.schema as never} formData={data} />);
            expect(container.querySelector('[data-slot="schema-form"]'), `${file}: ${c.description}`).not.toBeNull();
            cleanup();
          }
        }
      });
    }
  });
}
