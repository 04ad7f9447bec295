import type { Message } from "../../model";
import { asNumber, asText, isRecord, type JsonObject } from "../shared/guards";
import type { AdapterOptions } from "../shared/options";
import { rejectEvent } from "../shared/stream-parts";
import { PROVIDER } from "./provider";
import { appendOutput, TERMINALS_KEY, terminalsOf, type TerminalState } from "./terminal-state";
import { refreshToolCallsShowing } from "./tool-calls";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** `terminal_update`'s patch: an omitted field stays, `null` clears it, a value replaces it. Why not, as a string. */
function patch(previous: TerminalState, update: JsonObject): TerminalState | string {
  const next: Mutable<TerminalState> = { ...previous };
  for (const key of ["command", "cwd"] as const) {
    const value = update[key];
    if (value === null) delete next[key];
    else if (value !== undefined) {
      if (typeof value !== "string") return `terminal_update's ${key} is not a string`;
      next[key] = value;
    }
  }
  if (update.exitStatus === null) delete next.exitStatus;
  else if (update.exitStatus !== undefined) {
    if (!isRecord(update.exitStatus)) return "terminal_update's exitStatus is not an object";
    const exitCode = asNumber(update.exitStatus.exitCode);
    const signal = asText(update.exitStatus.signal);
    next.exitStatus = { ...(exitCode === undefined ? {} : { exitCode }), ...(signal === undefined ? {} : { signal }) };
  }
  if (update.output === undefined) return next;
  // The output field is a whole new snapshot of the bytes, not more of them.
  const { pending: _pending, truncated: _truncated, ...fields } = next;
  if (update.output === null) return { ...fields, text: "" };
  if (!isRecord(update.output) || typeof update.output.data !== "string") return "terminal_update's output has no data";
  return appendOutput({ ...fields, text: "" }, update.output.data) ?? "terminal_update's output is not base64";
}

/**
 * Applies ACP v2's `terminal_update` (a patch of an agent-owned terminal: command, directory,
 * a new output snapshot, exit status) or `terminal_output_chunk` (more base64 output) to the
 * message's terminals (`metadata.terminals`), then renders again every tool call whose content
 * shows that terminal, so its card holds the output as it grows. Bad updates are kept as provider
 * items with why.
 *
 * @example
 * applyTerminalUpdate(message, { sessionUpdate: "terminal_output_chunk", terminalId: "t1", data: "b2sK" }, undefined);
 */
export function applyTerminalUpdate(message: Message, update: JsonObject, options: AdapterOptions | undefined): Message {
  const type = String(update.sessionUpdate);
  const id = asText(update.terminalId);
  if (id === undefined) return rejectEvent(message, PROVIDER, update, `${type} has no terminalId`, type);
  const terminals = terminalsOf(message);
  const previous: TerminalState = (Object.hasOwn(terminals, id) ? terminals[id] : undefined) ?? { text: "" };
  const next =
    type === "terminal_output_chunk"
      ? typeof update.data === "string"
        ? (appendOutput(previous, update.data) ?? "terminal_output_chunk's data is not base64")
        : "terminal_output_chunk has no data"
      : patch(previous, update);
  if (typeof next === "string") return rejectEvent(message, PROVIDER, update, next, type);
  // Set directly, not merged and compared as JSON: a long build log arrives in thousands of chunks.
  const updated: Message = { ...message, metadata: { ...message.metadata, [TERMINALS_KEY]: { ...terminals, [id]: next } as never } };
  return refreshToolCallsShowing(updated, id, options);
}
