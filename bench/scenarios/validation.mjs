import { bundleForNode } from "../lib/build.mjs";
import { percentile } from "../lib/stats.mjs";

const runs = 5;

/** A 200-field object schema (strings with lengths and patterns, integers with bounds, formats, enums) and a value breaking a quarter of it. */
function workload(fields) {
  const properties = {};
  const value = {};
  for (let i = 0; i < fields; i++) {
    const kind = i % 4;
    properties[`f${i}`] =
      kind === 0 ? { type: "string", minLength: 2, maxLength: 40, pattern: "^[A-Za-z ]+$" } : kind === 1 ? { type: "integer", minimum: 0, maximum: 1000 } : kind === 2 ? { type: "string", format: "email" } : { enum: ["a", "b", "c"] };
    value[`f${i}`] = kind === 0 ? (i % 8 === 0 ? "x1" : "Some text") : kind === 1 ? (i % 8 === 1 ? -1 : 42) : kind === 2 ? "ada@example.com" : "b";
  }
  return { schema: { type: "object", properties, required: Object.keys(properties) }, value };
}

/** Bundles both validations for Node from source. */
const load = (repoRoot, outDir) => bundleForNode({ repoRoot, outDir, name: "validation", source: `export { ajvValidation } from "${repoRoot}/src/form/validation/ajv-validation.ts";\nexport { evalFreeValidation } from "${repoRoot}/src/form/csp/eval-free-validator.ts";\n` });

/** Validation speed: partkit's eval-free validation (for strict-CSP pages) beside its Ajv one. */
export default {
  id: "validation",
  title: "Form validation: a 200-field value, eval-free (@cfworker/json-schema) beside Ajv",
  kind: "node",
  subjects: [
    { id: "ajv", label: "partkit/form `ajvValidation` (Ajv, compiles with `new Function`)" },
    { id: "evalFree", label: "partkit/form/csp `evalFreeValidation` (@cfworker/json-schema, no eval)" },
  ],
  async run({ repoRoot, outDir, quick }) {
    const { ajvValidation, evalFreeValidation } = await load(repoRoot, outDir);
    const repeats = quick ? 50 : 200;
    const result = { ajv: [], evalFree: [] };
    for (let run = 0; run < runs; run++) {
      for (const [id, validation] of [
        ["ajv", ajvValidation],
        ["evalFree", evalFreeValidation],
      ]) {
        // A fresh schema object each run, so the first call pays for compiling (Ajv) or preparing (eval-free).
        const { schema, value } = workload(200);
        const coldStart = performance.now();
        const issues = validation.validateValue(schema, value);
        const cold = performance.now() - coldStart;
        const times = [];
        for (let i = 0; i < repeats; i++) {
          const start = performance.now();
          validation.validateValue(schema, value);
          times.push(performance.now() - start);
        }
        result[id].push({ cold, warm: percentile(times, 50), warmP95: percentile(times, 95), issues: issues.length });
      }
    }
    return result;
  },
  metrics: [
    { key: "cold", label: "First validation of a new schema (compile + validate)", unit: "ms" },
    { key: "warm", label: "Each later validation (median)", unit: "ms" },
    { key: "warmP95", label: "Each later validation (p95)", unit: "ms" },
    { key: "issues", label: "Problems found (check: both 50)", unit: "" },
  ],
  goals() {
    return [];
  },
  notes: [
    "Node, both bundled from source with Vite (not minified). `validateValue` (what SchemaForm's validator does on submit, with human messages) on a 200-field object whose value breaks 50 fields (short strings and patterns, negative integers); 5 runs, each on a fresh schema object, median (min–max).",
    "Ajv compiles each schema to JavaScript once (cold) and is then fast; the eval-free validator walks the schema on every call, the price of running under `Content-Security-Policy: script-src 'self'`.",
  ],
};
