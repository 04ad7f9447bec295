// Runs one hostile case in its own worker thread with a hard timeout and a heap cap (see
// harness/worker.ts). `terminate()` stops a thread even inside a synchronous loop, so a hang
// becomes a "timeout" outcome within the budget, and a memory blow-up a "crashed" one.
import { Worker } from "node:worker_threads";
import { inject } from "vitest";
import type { CaseOutcome } from "./harness/types";

declare module "vitest" {
  export interface ProvidedContext {
    /** The bundled worker entry (test/hostile/setup/build-harness.ts). */
    hostileHarness: string;
    timeScale: number;
  }
}

export const timeScale: number = inject("timeScale") ?? 1;

export interface IsolateOptions {
  /** Hard timeout on a quiet machine (scaled like every test budget). */
  readonly timeoutMs: number;
  /** Old-generation heap cap of the worker, MB. */
  readonly heapMb?: number;
}

export function isolated(tier: "size" | "schema" | "fuzz" | "pattern", id: string, { timeoutMs, heapMb = 1536 }: IsolateOptions): Promise<CaseOutcome & { readonly log: string }> {
  const budget = timeoutMs * timeScale;
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let log = "";
    const worker = new Worker(new URL(`file://${inject("hostileHarness")}`), { workerData: { tier, id, timeScale }, resourceLimits: { maxOldGenerationSizeMb: heapMb }, stdout: true, stderr: true });
    const keep = (chunk: Buffer) => {
      if (log.length < 4000) log += chunk.toString().slice(0, 4000 - log.length);
    };
    worker.stdout.on("data", keep);
    worker.stderr.on("data", keep);
    let settled = false;
    const done = (outcome: CaseOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve({ ...outcome, log });
    };
    const timer = setTimeout(() => done({ status: "timeout", ms: ms() }), budget);
    worker.on("message", (outcome: CaseOutcome) => done(outcome));
    worker.on("error", (error) => done({ status: "crashed", error: error.stack ?? String(error), ms: ms() }));
    worker.on("exit", (code) => done({ status: "crashed", error: `worker exited with code ${code} before reporting`, ms: ms() }));
  });
}

/** A readable one-liner of an outcome for assertion messages. */
export function describeOutcome(outcome: CaseOutcome & { readonly log?: string }): string {
  switch (outcome.status) {
    case "ok":
      return `ok in ${outcome.ms} ms: ${JSON.stringify(outcome.detail)}${outcome.polluted.length ? `; POLLUTED ${outcome.polluted.join(", ")}` : ""}`;
    case "threw":
      return `threw after ${outcome.ms} ms: ${outcome.error}`;
    case "timeout":
      return `HUNG: killed after ${outcome.ms} ms (hard timeout)`;
    case "crashed":
      return `crashed after ${outcome.ms} ms: ${outcome.error}\n${outcome.log ?? ""}`;
  }
}
