// Pattern tier (issue 36): hostile `pattern`s and `patternProperties` keys validated and drawn,
// each in its own worker thread with a hard timeout; each validation must stay within a frame.
import { describe, expect, it } from "vitest";
import { patternCases } from "../harness/pattern-cases";
import { describeOutcome, isolated } from "../isolate";

const HARD_TIMEOUT_MS = 20_000;

describe("hostile patterns: every validation within a frame, on RE2JS, or refused with the reason", () => {
  it.concurrent.each(Object.keys(patternCases))("%s", async (id) => {
    const outcome = await isolated("pattern", id, { timeoutMs: HARD_TIMEOUT_MS });
    expect(outcome.status, describeOutcome(outcome)).toBe("ok");
    if (outcome.status === "ok") expect(outcome.polluted, "built-in prototypes changed").toEqual([]);
  });
});
