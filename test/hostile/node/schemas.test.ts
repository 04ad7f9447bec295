// Schema tier: each hostile schema rendered in SchemaForm and validated, in its own worker thread with a hard timeout.
import { describe, expect, it } from "vitest";
import { schemaCases } from "../harness/schema-cases";
import { describeOutcome, isolated } from "../isolate";

const HARD_TIMEOUT_MS = 30_000;

describe("hostile JSON Schemas: SchemaForm renders (or shows a contained error) and validates without hanging", () => {
  it.concurrent.each(Object.keys(schemaCases))("%s", async (id) => {
    const outcome = await isolated("schema", id, { timeoutMs: HARD_TIMEOUT_MS, heapMb: 3072 });
    expect(outcome.status, describeOutcome(outcome)).toBe("ok");
    if (outcome.status === "ok") expect(outcome.polluted, "built-in prototypes changed").toEqual([]);
  });
});
