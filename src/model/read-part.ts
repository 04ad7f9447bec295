import { readPartKind, type PartKind, type TypedPartBase, type UnreadableTypedPart } from "./part-kind";
import type { Part } from "./types";
import { toolCallOf, toolResultOf, type ToolCallData, type ToolPayload, type ToolResultData } from "./vocabulary/tool-parts";

/**
 * A tool-call part: the call, read once ({@link ToolCallData}: `input` a value, never JSON text), or
 * why its inline content is not one. Both are absent for remote content.
 *
 * @example
 * if (typed.kind === "tool-call" && typed.call) console.log(typed.call.name, typed.call.input);
 */
export interface ToolCallTypedPart extends TypedPartBase<"tool-call"> {
  readonly call?: ToolCallData;
  readonly problem?: string;
}

/**
 * A tool-result part: the result, read once ({@link ToolResultData}: `output` a value), or why its
 * inline content is not one.
 *
 * @example
 * if (typed.kind === "tool-result" && typed.result?.isError) console.warn(typed.result.output);
 */
export interface ToolResultTypedPart extends TypedPartBase<"tool-result"> {
  readonly result?: ToolResultData;
  readonly problem?: string;
}

/**
 * An untrusted part read once into a union by kind: narrowing on `kind` gives the fields that kind
 * has (a tool call's `call`, an unreadable part's `reason`). Made by {@link readPart}.
 *
 * @example
 * function label(typed: TypedPart) {
 *   return typed.kind === "tool-call" ? typed.call?.name : typed.name;
 * }
 */
export type TypedPart =
  | ToolCallTypedPart
  | ToolResultTypedPart
  | UnreadableTypedPart
  | TypedPartBase<Exclude<PartKind, "tool-call" | "tool-result" | "unreadable">>;

const typed = new WeakMap<object, TypedPart>();

function payload<T>(read: ToolPayload<T> | undefined, key: string): Record<string, unknown> {
  if (!read) return {};
  return read.problem === undefined ? { [key]: read.value } : { problem: read.problem };
}

/**
 * Reads an untrusted part once, at the door: the part made safe to read (`readablePart`), sorted
 * into a {@link TypedPart} by kind (`readPartKind`), with the payload of tool parts read and typed.
 * Cached per part object, so views may call it on every render. Never throws.
 *
 * @example
 * const typed = readPart({ name: "/tool-calls/c1", contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"c1","name":"f","arguments":"{\\"a\\":1}"}' });
 * typed.kind === "tool-call" && typed.call?.input; // { a: 1 }
 */
export function readPart(value: Part): TypedPart {
  const base = readPartKind(value);
  if (base.kind !== "tool-call" && base.kind !== "tool-result") return base as TypedPart;
  const known = typed.get(base);
  if (known) return known;
  const { part } = base;
  const result: TypedPart = base.kind === "tool-call" ? { ...base, kind: "tool-call", ...payload(toolCallOf(part), "call") } : { ...base, kind: "tool-result", ...payload(toolResultOf(part), "result") };
  typed.set(base, result);
  return result;
}
