// Size and depth tier: each case in its own worker thread with a hard timeout (isolate.ts).
import { describe, expect, it } from "vitest";
import { sizeCases } from "../harness/size-cases";
import { describeOutcome, isolated } from "../isolate";

// Hard timeout per case on a quiet machine (scaled by load): a hang fails here, never stalls CI.
const HARD_TIMEOUT_MS = 30_000;

describe("size and depth: renders or degrades to plain text within the hard timeout", () => {
  it.each(Object.keys(sizeCases))("%s", async (id) => {
    const outcome = await isolated("size", id, { timeoutMs: HARD_TIMEOUT_MS, heapMb: 3072 });
    expect(outcome.status, describeOutcome(outcome)).toBe("ok");
    if (outcome.status === "ok") expect(outcome.polluted, "built-in prototypes changed").toEqual([]);
  });
});
