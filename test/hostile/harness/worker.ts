// The entry of the hostile-case worker (bundled once per run by test/hostile/setup/build-harness.ts):
// runs one case of one tier and posts what happened. The parent (test/hostile/isolate.ts) gives it
// a hard timeout and terminates the thread when it passes, so a case that hangs, even in a
// synchronous loop, is reported as a failure instead of a stuck run.
import { parentPort, workerData } from "node:worker_threads";
import { prototypeChanges, snapshotPrototypes } from "./prototypes";
import type { CaseOutcome, CaseTable } from "./types";

// Taken before any partkit code loads: pollution at import time counts too.
const before = snapshotPrototypes();
const { tier, id } = workerData as { tier: string; id: string; timeScale: number };

async function table(): Promise<CaseTable> {
  switch (tier) {
    case "size":
      return (await import("./size-cases")).sizeCases;
    case "schema":
      return (await import("./schema-cases")).schemaCases;
    case "fuzz":
      return (await import("./fuzz-cases")).fuzzCases;
    case "pattern":
      return (await import("./pattern-cases")).patternCases;
    default:
      throw new Error(`unknown tier ${tier}`);
  }
}

async function run(): Promise<CaseOutcome> {
  const started = performance.now();
  try {
    const cases = await table();
    const run = cases[id];
    if (run === undefined) throw new Error(`unknown case ${tier}:${id}`);
    const detail = await run();
    return { status: "ok", detail, ms: Math.round(performance.now() - started), polluted: prototypeChanges(before) };
  } catch (error) {
    return { status: "threw", error: error instanceof Error ? (error.stack ?? error.message) : String(error), ms: Math.round(performance.now() - started), polluted: prototypeChanges(before) };
  }
}

parentPort!.postMessage(await run());
