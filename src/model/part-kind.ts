import { codeContentTypes } from "./code-language";
import { parseContentType } from "./content-type";
import { readablePart, unreadableReason } from "./readable-part";
import type { Part } from "./types";
import { PARTKIT_CONTENT_TYPES as CT } from "./vocabulary/content-types";

// What a part is, read without its payload: light enough for every part of a message at mount.
// read-part.ts adds the payloads of tool parts, which only a tool card needs.

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
 * A part whose fields could not be read (a throwing getter, a hostile Proxy): `reason` says which.
 *
 * @example
 * if (typed.kind === "unreadable") console.warn(typed.reason);
 */
export interface UnreadableTypedPart extends TypedPartBase<"unreadable"> {
  readonly reason: string;
}

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

const bases = new WeakMap<object, TypedPartBase<PartKind> | UnreadableTypedPart>();

/**
 * An untrusted part read once into its kind, without reading any payload: the part made safe to
 * read (`readablePart`), its name, content type and MIME essence, or why it cannot be read.
 * `readPart` adds what tool parts carry. Cached per part object. Never throws.
 *
 * @example
 * readPartKind({ contentType: "image/png", contentUrl: "https://x.org/a.png" }); // { kind: "image", remote: true, … }
 */
export function readPartKind(value: Part): TypedPartBase<PartKind> | UnreadableTypedPart {
  const key = typeof value === "object" && value !== null ? value : undefined;
  const known = key && bases.get(key);
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
  const result: TypedPartBase<PartKind> | UnreadableTypedPart = reason !== undefined ? { ...base, kind: "unreadable", reason } : { ...base, kind: partKind(type) };
  if (key) bases.set(key, result);
  return result;
}
