// The model and adapters under property-based fuzzing (fast-check, fixed seed): every function
// exported from `partkit/model` and `partkit/adapters` is called with deep, wide, malformed and
// prototype-shaped JSON in every argument position. A function whose JSDoc says it never throws
// must not throw; any other may throw only an Error. The worker checks the built-in prototypes
// afterwards (harness/worker.ts), and its hard timeout catches a hang.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import * as model from "../../../src/model";
import * as adapters from "../../../src/adapters";
import type { CaseTable } from "./types";

export const FUZZ_SEED = 14;
const RUNS = 100;

type Fn = (...args: unknown[]) => unknown;

const modules = { model, adapters } as Record<string, Record<string, unknown>>;

/** `model.validateBody`, … for every exported function of the two entries. */
export function fuzzTargets(): { id: string; entry: string; name: string; fn: Fn }[] {
  return Object.entries(modules).flatMap(([entry, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => typeof value === "function")
      .map(([name, fn]) => ({ id: `${entry}.${name}`, entry, name, fn: fn as Fn })),
  );
}

let docs: Map<string, string> | undefined;
/** The JSDoc block right above `export function name` / `export const name` anywhere under src/model and src/adapters. */
function jsdocOf(name: string): string {
  if (docs === undefined) {
    docs = new Map();
    for (const dir of ["src/model", "src/adapters"]) {
      for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
        if (!/\.tsx?$/.test(file)) continue;
        const source = readFileSync(join(dir, file), "utf8");
        for (const match of source.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z0-9_$]+)/g)) docs.set(match[2]!, match[1]!);
      }
    }
  }
  return docs.get(name) ?? "";
}

/** Whether the JSDoc promises no exception ("never throws", "does not throw", "no exception"). */
export function promisesNoThrow(name: string): boolean {
  return /never throws?|does not throw|doesn't throw|without throwing|no exceptions?\b/i.test(jsdocOf(name));
}

// Pathological values every function gets in every position, beside the random ones.
const deep = (depth: number, wrap: (inner: unknown) => unknown) => {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};
const protoJson = JSON.parse('{"__proto__":{"polluted":true,"parts":[]},"constructor":{"prototype":{"polluted":true}},"role":"assistant","parts":[{"__proto__":{"polluted":true},"name":"/__proto__/x","contentType":"text/plain","content":"x","metadata":{"__proto__":{"polluted":true}}}]}');
export const pathological: readonly unknown[] = [
  undefined,
  null,
  "",
  "{",
  '{"parts":[{"content":',
  "\uD800\uDFFF\u0000",
  "x".repeat(200_000),
  NaN,
  -0,
  Infinity,
  [],
  {},
  deep(10_000, (inner) => [inner]),
  deep(10_000, (inner) => ({ a: inner })),
  deep(10_000, (inner) => ({ parts: [inner], content: inner, type: "text", role: "assistant" })),
  Array.from({ length: 20_000 }, (_, i) => i),
  Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, { type: "text", text: `${i}` }])),
  { parts: Array.from({ length: 5_000 }, () => null) },
  { parts: "not an array", role: 7, metadata: [] },
  protoJson,
  { type: "__proto__", name: "__proto__", id: "constructor", content: [protoJson], choices: [protoJson], output: [protoJson], messages: [protoJson] },
];

// Random input shaped a bit like the wire formats, so fuzzing gets past the first type check.
const key = fc.oneof(fc.constantFrom("type", "role", "parts", "content", "text", "name", "id", "data", "kind", "contentType", "contentUrl", "metadata", "arguments", "input", "output", "delta", "choices", "messages", "__proto__", "constructor", "prototype", "toString"), fc.string({ maxLength: 8 }));
const leaf = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("text", "image", "tool_use", "tool-call", "function_call", "message", "text/plain", "application/json", "data:text/html,<script>", "javascript:alert(1)", "/a/b", "//", "%ZZ", "{", "[]"), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const { value: shaped } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, fc.array(tie("value"), { maxLength: 6 }), fc.dictionary(key, tie("value"), { maxKeys: 8 })),
}));
const malformedJson = fc.oneof(fc.json().map((s) => s.slice(0, Math.max(0, s.length - 1))), fc.string(), fc.json());
const anyArg = fc.oneof(shaped, fc.jsonValue({ maxDepth: 8 }), malformedJson, fc.constantFrom(...pathological), fc.anything({ withObjectString: true, withNullPrototype: true, withSparseArray: true }));

/** Calls the function (and, when it returns a function, that function too) and reports a throw the JSDoc forbids. */
function callOnce(fn: Fn, args: unknown[], strict: boolean, label: string): void {
  let result: unknown;
  try {
    result = fn(...args);
  } catch (error) {
    if (strict) throw new Error(`${label} is documented never to throw, but threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, { cause: error });
    if (!(error instanceof Error)) throw new Error(`${label} threw a non-Error: ${String(error)}`);
    if (error instanceof RangeError && /call stack/i.test(error.message)) throw new Error(`${label} overflowed the stack`, { cause: error });
    return;
  }
  // Async results must settle without an unhandled rejection (a documented-never-throwing one must resolve).
  if (result instanceof Promise) result.catch(() => undefined);
}

function fuzzCase(name: string, fn: Fn): () => unknown {
  return () => {
    const strict = promisesNoThrow(name);
    const arity = Math.max(1, Math.min(fn.length, 3));
    const label = name;
    // Every pathological value in every argument position.
    let calls = 0;
    for (let position = 0; position < arity + 1; position++) {
      for (const value of pathological) {
        const args = Array.from({ length: arity }, () => undefined as unknown);
        args[position] = value;
        callOnce(fn, args, strict, label);
        calls++;
      }
    }
    fc.assert(
      fc.property(fc.array(anyArg, { minLength: arity, maxLength: arity + 1 }), (args) => {
        callOnce(fn, args, strict, label);
      }),
      { seed: FUZZ_SEED, numRuns: RUNS },
    );
    return { strict, arity, calls: calls + RUNS };
  };
}

export const fuzzCases: CaseTable = Object.fromEntries(fuzzTargets().map(({ id, name, fn }) => [id, fuzzCase(name, fn)]));
