// Patterns: the guard bypasses of issue 36 (each froze the page for seconds on every validation
// when it ran on RegExp) and the worst patterns partkit accepts, each on the longest value it
// checks. Every case times one validation, as a keystroke with live validation runs it, through
// both validators, after a first validation that compiles the schema; each must stay within a
// frame (16.7 ms, scaled with the machine's load like every budget). The form is drawn too (with
// the value and live validation) under the worker's hard timeout.
import { workerData } from "node:worker_threads";
import { SchemaForm, validateValue } from "../../../src/form";
import { evalFreeValidation } from "../../../src/form/csp";
import { linearPattern } from "../../../src/form/shared/linear-pattern";
import { renderHtml } from "./render";
import type { CaseTable } from "./types";

const FRAME_MS = 16.7;
const scale = (workerData as { timeScale?: number } | null)?.timeScale ?? 1;

/** Median of three timed runs, so one garbage collection doesn't decide. */
function timed(run: () => unknown): number {
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    run();
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[1]!;
}

async function withinFrame(pattern: string, value: string, expected: RegExp | undefined) {
  const schema = { type: "object", properties: { s: { type: "string", pattern } }, patternProperties: { [pattern]: { type: "number" } } };
  const data = { s: value };
  const asName = { [value]: "x" };
  const results: Record<string, number> = {};
  for (const [name, validate] of [["ajv", validateValue], ["eval-free", evalFreeValidation.validateValue]] as const) {
    validate(schema, { s: "warm up" });
    const issues = validate(schema, data);
    const message = issues.find((i) => i.path === ".s")?.message;
    if (expected ? !expected.test(message ?? "") : message !== undefined) throw new Error(`${name}: ${JSON.stringify(issues).slice(0, 300)}`);
    results[`${name} value ms`] = timed(() => validate(schema, data));
    // The same value as a property name, matched against the patternProperties key.
    results[`${name} name ms`] = timed(() => validate(schema, asName));
  }
  const worst = Math.max(...Object.values(results));
  if (worst > FRAME_MS * scale) throw new Error(`a validation took ${worst.toFixed(1)} ms, over a frame (${(FRAME_MS * scale).toFixed(1)} ms at load scale ${scale}): ${JSON.stringify(results)}`);
  const html = await renderHtml(<SchemaForm schema={schema} formData={{ ...data, ...asName }} liveValidate />);
  if (!html.includes("<form")) throw new Error(`no form: ${html.slice(0, 300)}`);
  return Object.fromEntries(Object.entries(results).map(([k, v]) => [k, Math.round(v * 100) / 100]));
}

const doesntMatch = /^Doesn't match the required format/;

/** The longest value partkit checks against `pattern`, made of `alphabet`. */
function longest(pattern: string, alphabet: string): string {
  const p = linearPattern(pattern);
  if ("refused" in p) throw new Error(`${pattern} is refused: ${p.refused.reason}`);
  let seed = 7;
  let out = "";
  for (let i = 0; i < p.maxInput; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out += alphabet[seed % alphabet.length];
  }
  return out;
}

export const patternCases: CaseTable = {
  // Issue 36's three bypasses of the old guard: 5.9 s, 15.1 s and over 10 s a validation.
  "issue 36: ^.*.*.*.*=$ on 400 characters": () => withinFrame("^.*.*.*.*=$", "a".repeat(400), doesntMatch),
  "issue 36: ^\\d* ×10 x$ on 41 digits": () => withinFrame(`^${"\\d*".repeat(10)}x$`, "1".repeat(41), doesntMatch),
  "issue 36: ^a*a*a*a*b$ on 1,000 characters": () => withinFrame("^a*a*a*a*b$", "a".repeat(1000), doesntMatch),
  // The same patterns on the longest value checked, and one longer (refused with a message, at once).
  "issue 36 patterns on the longest value checked": async () => ({
    dots: await withinFrame("^.*.*.*.*=$", longest("^.*.*.*.*=$", "a="), doesntMatch),
    digits: await withinFrame(`^${"\\d*".repeat(10)}x$`, longest(`^${"\\d*".repeat(10)}x$`, "12x"), doesntMatch),
    as: await withinFrame("^a*a*a*a*b$", longest("^a*a*a*a*b$", "ab"), doesntMatch),
  }),
  "100,000 characters: too long to check, said at once": () => withinFrame("^a*a*a*a*b$", "a".repeat(100_000), /^This value is too long to check against the field's pattern \(at most [\d,]+ characters\)\.$/),
  // RE2JS's own worst cases (its lazy DFA builds a new state on every character), near the largest
  // pattern partkit accepts, on the longest value it checks against each.
  "worst accepted: (?:a|b)*a(?:a|b){200}$": () => withinFrame("(?:a|b)*a(?:a|b){200}$", longest("(?:a|b)*a(?:a|b){200}$", "ab"), undefined),
  // It checks values up to 16 characters, so the 600 a's it needs never fit: "doesn't match".
  "worst accepted: (?:a?){300}a{300}": () => withinFrame("(?:a?){300}a{300}", longest("(?:a?){300}a{300}", "a"), doesntMatch),
  "worst accepted: (?:.*a){300}b": () => withinFrame("(?:.*a){300}b", longest("(?:.*a){300}b", "ab"), doesntMatch),
  "refused: lookahead and backreference, with the construct named": async () => {
    const lookahead = await withinFrame("^(?=(a+)+)b", "a".repeat(1000), /^This field's pattern uses a lookahead \(\?=…\), which can't be checked safely, so the value can't be accepted\.$/);
    const backreference = await withinFrame("(\\1)+", "a".repeat(1000), /^This field's pattern uses a backreference \(\\1\), which can't be checked safely/);
    return { lookahead, backreference };
  },
};
