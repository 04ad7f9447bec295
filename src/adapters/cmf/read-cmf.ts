import type { Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { normalizeBase64 } from "../shared/base64";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asNumber, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { stringifyJson } from "../shared/json";
import { failureMessage, makeMessage, timestamp } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { partNames } from "../shared/part-names";
import { sanitizeCmf } from "./sanitize";

/**
 * Provider id in `metadata.provider` of CMF provider items.
 *
 * @example
 * failureMessage(PROVIDER, raw, "not a CMF message");
 */
export const PROVIDER = "cmf";

/**
 * The 12 CMF content types.
 *
 * @example
 * CMF_CONTENT_TYPES.includes("tool_call"); // true
 */
export const CMF_CONTENT_TYPES = [
  "text",
  "thinking",
  "tool_call",
  "tool_result",
  "resource",
  "resource_ref",
  "prompt_request",
  "prompt_result",
  "image",
  "video",
  "audio",
  "document",
] as const;

/**
 * One of the 12 CMF content types.
 *
 * @example
 * const kind: CmfKind = "resource_ref";
 */
export type CmfKind = (typeof CMF_CONTENT_TYPES)[number];

/**
 * What one CMF content part became: its sanitised fields and the partkit part name, if any.
 *
 * @example
 * const info: CmfPartInfo = { index: 0, contentType: "text", kind: "text", value: { text: "Hi" }, raw: {} };
 */
export interface CmfPartInfo {
  readonly index: number;
  readonly contentType: string;
  readonly kind: CmfKind | "unknown";
  /** The part's value object (wrapped `content` or the part itself), sanitised JSON. */
  readonly value: JsonObject;
  /** The sanitised raw part, for unknown kinds. */
  readonly raw: unknown;
  readonly partName?: string | undefined;
  /** Set when the part could not be converted and became a provider item. */
  readonly error?: string | undefined;
}

/**
 * A converted CMF message plus what each of its content parts became.
 *
 * @example
 * const { message, parts } = readCmf(cmfMessage, undefined);
 */
export interface ReadCmf {
  readonly message: Message;
  readonly role: string | undefined;
  readonly parts: readonly CmfPartInfo[];
}

const KINDS = new Set<string>(CMF_CONTENT_TYPES);
const MEDIA_FALLBACK: Record<string, string> = { image: "image/*", video: "video/*", audio: "audio/*", document: "application/octet-stream" };

function valueOf(kind: string, part: JsonObject): JsonObject {
  if (kind === "text" || kind === "thinking") return part;
  return isRecord(part.content) ? part.content : part;
}

function textOf(part: JsonObject): string | undefined {
  return asString(part.text) ?? asString(part.content);
}

function addResource(b: BodyBuilder, part: JsonObject, v: JsonObject): void {
  const metadata = {
    // The part is named /resources/<n>; the title is what a reader calls it.
    title: asText(v.title) ?? asText(v.name),
    uri: asString(v.uri),
    name: asString(v.name),
    description: asString(v.description),
    resourceType: asString(v.resource_type),
    sizeBytes: asNumber(v.size_bytes),
    annotations: v.annotations,
    version: asString(v.version),
    resourceRequestId: asString(v.resource_request_id),
    lastModified: asString(v.last_modified),
  };
  const common = { raw: part, itemType: "resource", declaredType: v.mime_type ?? undefined, placement: "resources" as const };
  const hasText = typeof v.content === "string";
  const hasBlob = typeof v.blob === "string";
  if (hasText) {
    const warning = hasBlob ? "resource has both content and blob; the blob is not shown" : undefined;
    b.binary({ ...common, text: v.content, fallbackType: "text/plain", metadata: { ...metadata, warning } });
  } else if (hasBlob) {
    if (normalizeBase64(v.blob as string) === undefined) b.providerItem(part, { error: "resource blob is not base64", itemType: "resource" });
    else b.binary({ ...common, base64: v.blob, metadata });
  } else b.binary({ ...common, fallbackType: "application/octet-stream", metadata: { ...metadata, embedded: false } });
}

function addResourceRef(b: BodyBuilder, v: JsonObject): void {
  const rangeStart = asNumber(v.range_start);
  const rangeEnd = asNumber(v.range_end);
  const warning = rangeStart !== undefined && rangeEnd !== undefined && rangeStart > rangeEnd ? "range_start is after range_end" : undefined;
  b.json(
    { uri: asString(v.uri), name: asString(v.name), resourceType: asString(v.resource_type), rangeStart, rangeEnd, selector: asString(v.selector) },
    { title: asText(v.title) ?? asText(v.name), resourceRequestId: asString(v.resource_request_id), warning },
    partNames.resource(b.names.next("resources")),
    CT.resourceRef,
  );
}

function addMedia(b: BodyBuilder, kind: string, part: JsonObject, v: JsonObject): void {
  if (v.type !== "url" && v.type !== "base64") {
    b.providerItem(part, { error: `media source type must be "url" or "base64", not ${stringifyJson(v.type)}`, itemType: kind });
    return;
  }
  b.binary({
    raw: part,
    itemType: kind,
    ...(v.type === "url" ? { url: v.data } : { base64: v.data }),
    declaredType: v.media_type ?? undefined,
    fallbackType: MEDIA_FALLBACK[kind],
    placement: kind === "document" ? "files" : "inline",
    metadata: { durationMs: asNumber(v.duration_ms), title: asText(v.title) },
  });
}

function addPart(b: BodyBuilder, part: JsonObject, kind: CmfKind, index: number): void {
  const v = valueOf(kind, part);
  switch (kind) {
    case "text":
    case "thinking": {
      const text = textOf(part);
      if (text === undefined) b.providerItem(part, { error: `${kind} part has no text`, itemType: kind });
      else if (kind === "text") b.text(text);
      else b.reasoning(text);
      return;
    }
    case "tool_call": {
      const name = asText(v.name);
      if (name === undefined) {
        b.providerItem(part, { error: "tool_call has no name", itemType: kind });
        return;
      }
      const given = asText(v.tool_call_id) ?? asText(v.id);
      b.toolCall(
        { id: given ?? `call-${index + 1}`, name, namespace: asText(v.namespace), rawArguments: v.arguments ?? {} },
        { syntheticId: given === undefined ? true : undefined },
      );
      return;
    }
    case "tool_result": {
      const callId = asText(v.tool_call_id);
      if (callId === undefined) b.providerItem(part, { error: "tool_result has no tool_call_id", itemType: kind });
      else b.toolResult({ callId, name: asText(v.tool_name), output: v.content, isError: v.is_error === true ? true : undefined });
      return;
    }
    case "resource":
      addResource(b, part, v);
      return;
    case "resource_ref":
      addResourceRef(b, v);
      return;
    case "prompt_request":
      b.json(v, undefined, undefined, CT.promptRequest);
      return;
    case "prompt_result":
      b.json(v, { isError: v.is_error === true ? true : undefined }, undefined, CT.promptResult);
      return;
    case "image":
    case "video":
    case "audio":
    case "document":
      addMedia(b, kind, part, v);
  }
}

/**
 * Reads one CMF message: the partkit message plus what each content part became (for views).
 *
 * @example
 * readCmf({ role: "user", content: "Hi" }, undefined).message.parts; // [{ contentType: "text/plain", content: "Hi" }]
 */
export function readCmf(raw: unknown, options: AdapterOptions | undefined): ReadCmf {
  const { clean, stripped } = sanitizeCmf(raw);
  if (!isRecord(clean)) return { message: failureMessage(PROVIDER, clean, `expected a CMF message, got ${describe(clean)}`), role: undefined, parts: [] };
  const role = asString(clean.role);
  const b = new BodyBuilder(PROVIDER, role, options);
  const infos: CmfPartInfo[] = [];
  let error: string | undefined;
  if (typeof clean.content === "string") {
    b.text(clean.content);
    infos.push({ index: 0, contentType: "text", kind: "text", value: { content_type: "text", text: clean.content }, raw: clean.content });
  } else if (Array.isArray(clean.content)) {
    clean.content.forEach((part: unknown, index) => {
      const before = b.parts.length;
      const contentType = isRecord(part) ? (asString(part.content_type) ?? asString(part.type) ?? "") : "";
      const kind = KINDS.has(contentType) ? (contentType as CmfKind) : "unknown";
      if (!isRecord(part)) b.providerItem(part, { error: `content part ${index} is ${describe(part)}, not an object` });
      else if (kind === "unknown")
        b.providerItem(part, { error: `unknown CMF content_type ${stringifyJson(contentType)}`, itemType: contentType || undefined });
      else addPart(b, part, kind, index);
      const added = b.parts[before];
      const error = added?.contentType === CT.providerItem ? asString(added.metadata?.error) : undefined;
      infos.push({ index, contentType, kind, value: isRecord(part) ? valueOf(kind, part) : {}, raw: part, partName: added?.name, error });
    });
  } else {
    error = `content is ${describe(clean.content)}, not a string or an array`;
    b.providerItem(clean.content, { error });
  }
  const ext = isRecord(clean.extensions) ? clean.extensions : undefined;
  const provenance = isRecord(ext?.provenance) ? ext.provenance : undefined;
  const completion = isRecord(ext?.completion) ? ext.completion : undefined;
  const request = isRecord(ext?.request) ? ext.request : undefined;
  const message = makeMessage({
    id: asText(provenance?.message_id),
    role,
    channel: asString(clean.channel),
    createdAt: timestamp(completion?.created_at) ?? timestamp(request?.timestamp),
    metadata: {
      schemaVersion: asString(clean.schema_version),
      extensions: ext,
      strippedHeaders: stripped.length > 0 ? stripped : undefined,
      error,
    },
    parts: b.parts,
  });
  return { message, role, parts: infos };
}
