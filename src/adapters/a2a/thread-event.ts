import { asString, describe, isRecord, type JsonObject } from "../shared/guards";
import { detectA2A } from "./from-a2a";

/**
 * An A2A stream event reduced to what it is: a message, a task snapshot, a status update or an
 * artifact update (its payload, unwrapped), or why it is none of them.
 *
 * @example
 * const e: A2AEventRead = { kind: "status-update", value: { taskId: "t1", status: { state: "working" } } };
 */
export type A2AEventRead =
  | { readonly kind: "message" | "task" | "status-update" | "artifact-update"; readonly value: JsonObject }
  | { readonly kind: "rejected"; readonly error: string };

const STREAM_KEYS = ["task", "message", "statusUpdate", "artifactUpdate"] as const;

/**
 * Unwraps JSON-RPC envelopes, v1.0 stream responses (wire JSON with exactly one of `task`,
 * `message`, `statusUpdate`, `artifactUpdate`, or SDK objects with `payload.$case`) and reads v0.3
 * `kind`-tagged events.
 *
 * @example
 * readA2AEvent({ jsonrpc: "2.0", id: 1, result: { kind: "status-update", taskId: "t", status: { state: "working" } } });
 * // { kind: "status-update", value: { kind: "status-update", taskId: "t", … } }
 */
export function readA2AEvent(event: unknown): A2AEventRead {
  let current = event;
  for (let depth = 0; depth < 8; depth++) {
    if (!isRecord(current)) return { kind: "rejected", error: `event is ${describe(current)}, not an A2A event object` };
    const kind = detectA2A(current);
    switch (kind) {
      case "message":
      case "task":
      case "status-update":
      case "artifact-update":
        return { kind, value: current };
      case "jsonrpc":
        if (current.error !== undefined && current.error !== null)
          return { kind: "rejected", error: `JSON-RPC error: ${isRecord(current.error) ? (asString(current.error.message) ?? "") : describe(current.error)}`.trim() };
        current = current.result;
        break;
      case "stream": {
        if (isRecord(current.payload)) {
          current = current.payload.value;
          break;
        }
        const record = current;
        const set = STREAM_KEYS.filter((k) => isRecord(record[k]));
        if (set.length !== 1) return { kind: "rejected", error: `stream response sets ${set.join(", ")}; exactly one is allowed` };
        current = record[set[0]!];
        break;
      }
      case "artifact":
        return { kind: "rejected", error: "a bare artifact, not an artifact-update event (it names no task)" };
      case "unknown":
        return { kind: "rejected", error: "not a recognisable A2A message, task, status-update or artifact-update event" };
    }
  }
  return { kind: "rejected", error: "A2A event nested too deeply" };
}
