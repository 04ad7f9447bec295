import { codeContentTypes } from "./code-language";
import { parseContentType } from "./content-type";
import { readablePart, unreadableReason } from "./readable-part";
import type { Part } from "./types";
import { PARTKIT_CONTENT_TYPES as CT } from "./vocabulary/content-types";
import { toolCallOf, toolResultOf, type ToolCallData, type ToolPayload, type ToolResultData } from "./vocabulary/tool-parts";

/**
 * What a part is, to a reader: the kind {@link readPart} sorts it into by its content type.
 *
 * @example
 * const kind: PartKind = "tool-call";
 */
export type PartKind =
  | "text"
  | "markdown"
  | "code"
  | "json"
  | "table"
  | "image"
  | "audio"
  | "video"
  | "pdf"
  | "html"
  | "file"
  | "reasoning"
  | "refusal"
  | "tool-call"
  | "tool-result"
  | "citation"
  | "data"
  | "input"
  | "resource-ref"
  | "prompt-request"
  | "prompt-result"
  | "provider-item"
  | "unreadable";

/**
 * What every typed part carries: its kind, the part itself (safe to read: a part whose fields
 * throw is a stand-in), and its name, content type and MIME essence as strings.
 *
 * @example
 * const base: TypedPartBase<"text"> = { kind: "text", part, contentType: "text/plain", type: "text/plain", remote: false };
 */
export interface TypedPartBase<K extends PartKind> {
  readonly kind: K;
  readonly part: Part;
  readonly name?: string;
  /** The content type as the part gave it; `""` when it had none. */
  readonly contentType: string;
  /** The lowercased `type/subtype`; `""` when the content type does not parse. */
  readonly type: string;
  /** True when the content is fetched from `contentUrl` (the payload is read once loaded). */
  readonly remote: boolean;
}

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
 * A part whose fields could not be read (a throwing getter, a hostile Proxy): `reason` says which.
 *
 * @example
 * if (typed.kind === "unreadable") console.warn(typed.reason);
 */
export interface UnreadableTypedPart extends TypedPartBase<"unreadable"> {
  readonly reason: string;
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

const vendorKinds: Readonly<Record<string, PartKind>> = {
  [CT.reasoning]: "reasoning",
  [CT.refusal]: "refusal",
  [CT.toolCall]: "tool-call",
  [CT.toolResult]: "tool-result",
  [CT.citation]: "citation",
  [CT.data]: "data",
  [CT.input]: "input",
  [CT.resourceRef]: "resource-ref",
  [CT.promptRequest]: "prompt-request",
  [CT.promptResult]: "prompt-result",
  [CT.providerItem]: "provider-item",
  "text/markdown": "markdown",
  "text/x-markdown": "markdown",
  "text/csv": "table",
  "text/tab-separated-values": "table",
  "application/csv": "table",
  "application/pdf": "pdf",
  "text/html": "html",
  "application/xhtml+xml": "html",
  "application/json": "json",
  "text/json": "json",
};

/**
 * The kind of a content type's MIME essence (as {@link readPart} sorts parts).
 *
 * @example
 * partKind("image/png"); // "image"
 * partKind("application/vnd.partkit.tool-call+json"); // "tool-call"
 */
export function partKind(type: string): PartKind {
  const known = vendorKinds[type];
  if (known) return known;
  if (type in codeContentTypes) return "code";
  // A whole top-level type wins over a structured suffix, as in renderer resolution (image/svg+xml).
  const top = type.slice(0, type.indexOf("/"));
  if (top === "image") return "image";
  if (top === "audio") return "audio";
  if (top === "video") return "video";
  if (type.endsWith("+xml")) return "code";
  if (type.endsWith("+json")) return "json";
  if (top === "text") return "text";
  return "file";
}

const typed = new WeakMap<object, TypedPart>();

function payload<T>(read: ToolPayload<T> | undefined, key: string): Record<string, unknown> {
  if (!read) return {};
  return read.problem === undefined ? { [key]: read.value } : { problem: read.problem };
}

/**
 * Reads an untrusted part once, at the door: the part made safe to read (`readablePart`), sorted
 * into a {@link TypedPart} by kind, with the payload of tool parts read and typed. Cached per part
 * object, so views may call it on every render. Never throws.
 *
 * @example
 * const typed = readPart({ name: "/tool-calls/c1", contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"c1","name":"f","arguments":"{\\"a\\":1}"}' });
 * typed.kind === "tool-call" && typed.call?.input; // { a: 1 }
 */
export function readPart(value: Part): TypedPart {
  const key = typeof value === "object" && value !== null ? value : undefined;
  const known = key && typed.get(key);
  if (known) return known;
  const part = key ? readablePart(value) : ({ contentType: "application/octet-stream" } as Part);
  const reason = key ? unreadableReason(part) : `A part must be an object, not ${value === null ? "null" : typeof value}.`;
  const contentType = typeof part.contentType === "string" ? part.contentType : "";
  const type = parseContentType(contentType)?.essence ?? "";
  const base = {
    part,
    ...(typeof part.name === "string" ? { name: part.name } : {}),
    contentType,
    type,
    remote: typeof part.content !== "string" && typeof part.contentUrl === "string",
  };
  let result: TypedPart;
  if (reason !== undefined) result = { ...base, kind: "unreadable", reason };
  else {
    const kind = partKind(type);
    if (kind === "tool-call") result = { ...base, kind, ...payload(toolCallOf(part), "call") };
    else if (kind === "tool-result") result = { ...base, kind, ...payload(toolResultOf(part), "result") };
    else result = { ...base, kind } as TypedPart;
  }
  if (key) typed.set(key, result);
  return result;
}
