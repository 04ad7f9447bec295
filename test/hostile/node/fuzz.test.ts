// Model and adapters tier: every exported function fuzzed (fast-check, fixed seed) in its own
// worker thread with a hard timeout; see harness/fuzz-cases.ts for the inputs and the rules.
import { describe, expect, it } from "vitest";
import { fuzzTargets, promisesNoThrow } from "../harness/fuzz-cases";
import { describeOutcome, isolated } from "../isolate";

const HARD_TIMEOUT_MS = 30_000;
const targets = fuzzTargets();

describe("every function of partkit/model and partkit/adapters survives hostile input", () => {
  it("covers both entries and reads the never-throws promises from the JSDoc", () => {
    expect(targets.filter((t) => t.entry === "model").length).toBeGreaterThan(25);
    expect(targets.filter((t) => t.entry === "adapters").length).toBeGreaterThan(25);
    expect(promisesNoThrow("validateBody")).toBe(true);
    expect(targets.filter((t) => promisesNoThrow(t.name)).length).toBeGreaterThan(20);
  });

  it.concurrent.each(targets.map((t) => [t.id, promisesNoThrow(t.name) ? "never throws" : "may throw an Error"]))("%s (%s)", async (id) => {
    const outcome = await isolated("fuzz", id, { timeoutMs: HARD_TIMEOUT_MS, heapMb: 2048 });
    expect(outcome.status, describeOutcome(outcome)).toBe("ok");
    if (outcome.status === "ok") expect(outcome.polluted, "built-in prototypes changed").toEqual([]);
  });
});
