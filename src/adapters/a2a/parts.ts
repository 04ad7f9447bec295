import { bytesToBase64 } from "../shared/base64";
import type { BodyBuilder, Placement } from "../shared/body-builder";
import { asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { stringifyJson } from "../shared/json";
import { isMimeType } from "../shared/mime";
import { textTypeFor } from "../shared/options";
import type { Meta } from "../shared/parts";
import type { CitationContent, PartReference } from "../../model/vocabulary/payloads";
import { referenceOffset } from "../shared/reference-offset";
import { citationsOf } from "./extensions";

/**
 * Where the text shows a citation's number: after the span it cites (`end_index`, never in
 * mid-word) when that falls inside the text, else at the text's end.
 *
 * @example
 * citationReference({ endIndex: 4 }, "/sources/1", "Rain today."); // { at: 4, name: "/sources/1" }
 */
export function citationReference(citation: CitationContent, name: string, text: string): PartReference {
  return { at: referenceOffset(text, citation.endIndex), name };
}

/** An A2A part of any version, reduced to what it carries. */
type Content =
  | { kind: "text"; text: unknown }
  | { kind: "raw"; base64: unknown }
  | { kind: "url"; url: unknown }
  | { kind: "data"; data: unknown }
  | { kind: "unknown"; error: string };

interface Normalized {
  content: Content;
  mediaType?: string | undefined;
  filename?: string | undefined;
  metadata?: JsonObject | undefined;
}

function bytes(value: unknown): unknown {
  return value instanceof Uint8Array ? bytesToBase64(value) : value;
}

/**
 * Reads a v1.0 wire part, a v1.0 SDK object (`content.$case`) or a v0.3 part.
 *
 * @example
 * normalizePart({ kind: "file", file: { uri: "https://x/a.png", mimeType: "image/png" } });
 * // { content: { kind: "url", url: "https://x/a.png" }, mediaType: "image/png", … }
 */
export function normalizePart(part: JsonObject): Normalized {
  const metadata = isRecord(part.metadata) ? part.metadata : undefined;
  const oneof = isRecord(part.content) ? part.content : undefined;
  if (oneof && typeof oneof.$case === "string") {
    const value = oneof.value;
    const content: Content =
      oneof.$case === "text"
        ? { kind: "text", text: value }
        : oneof.$case === "raw"
          ? { kind: "raw", base64: bytes(value) }
          : oneof.$case === "url"
            ? { kind: "url", url: value }
            : oneof.$case === "data"
              ? { kind: "data", data: value }
              : { kind: "unknown", error: `unknown part content case ${String(oneof.$case)}` };
    return { content, mediaType: asText(part.mediaType), filename: asText(part.filename), metadata };
  }
  if (typeof part.kind === "string") {
    if (part.kind === "text") return { content: { kind: "text", text: part.text }, metadata };
    if (part.kind === "data") return { content: { kind: "data", data: part.data }, metadata };
    if (part.kind === "file") {
      const file = isRecord(part.file) ? part.file : undefined;
      const content: Content = !file
        ? { kind: "unknown", error: "file part has no file object" }
        : file.bytes !== undefined
          ? { kind: "raw", base64: file.bytes }
          : file.uri !== undefined
            ? { kind: "url", url: file.uri }
            : { kind: "unknown", error: "file has neither bytes nor uri" };
      return { content, mediaType: asText(file?.mimeType), filename: asText(file?.name), metadata };
    }
    return { content: { kind: "unknown", error: `unknown part kind ${stringifyJson(part.kind)}` }, metadata };
  }
  const content: Content =
    part.text !== undefined && part.text !== null
      ? { kind: "text", text: part.text }
      : part.raw !== undefined && part.raw !== null
        ? { kind: "raw", base64: bytes(part.raw) }
        : part.url !== undefined && part.url !== null
          ? { kind: "url", url: part.url }
          : part.data !== undefined && part.data !== null
            ? { kind: "data", data: part.data }
            : { kind: "unknown", error: "part has none of text, raw, url, data (or kind)" };
  return { content, mediaType: asText(part.mediaType ?? part.media_type), filename: asText(part.filename), metadata };
}

/**
 * Adds one A2A part to the body; `placement` decides its name (artifacts are always named).
 *
 * @example
 * addA2APart(builder, { text: "Hi", mediaType: "text/markdown" }, 0, "auto");
 */
export function addA2APart(b: BodyBuilder, raw: unknown, index: number, placement: Placement, extra?: Meta): void {
  if (!isRecord(raw)) {
    b.providerItem(raw, { error: `part ${index} is ${describe(raw)}, not an object` });
    return;
  }
  const { content, mediaType, filename, metadata } = normalizePart(raw);
  const citations = metadata ? citationsOf(metadata) : [];
  const sources = citations.map((c) => b.citation(c).name!);
  const text = content.kind === "text" && typeof content.text === "string" ? content.text : undefined;
  const references = text === undefined ? undefined : citations.map((c, i) => citationReference(c, sources[i]!, text));
  const meta: Meta = { ...extra, sources: sources.length > 0 ? sources : undefined, references: references?.length ? references : undefined, providerMetadata: metadata };
  switch (content.kind) {
    case "unknown":
      b.providerItem(raw, { error: content.error });
      return;
    case "text":
      if (typeof content.text !== "string") {
        b.providerItem(raw, { error: `text is ${describe(content.text)}, not a string` });
        return;
      }
      b.binary({
        raw,
        text: content.text,
        declaredType: mediaType,
        fallbackType: textTypeFor(b.role, b.options),
        filename,
        placement: typeof placement === "object" ? placement : "inline",
        metadata: meta,
      });
      return;
    case "data":
      {
        const jsonType = isMimeType(mediaType) && /json/i.test(mediaType) ? mediaType.trim() : "application/json";
        const declared = mediaType !== undefined && jsonType !== mediaType.trim() ? mediaType : undefined;
        b.json(content.data, { ...meta, declaredContentType: declared }, typeof placement === "object" ? placement.name : undefined, jsonType);
      }
      return;
    case "raw":
      b.binary({ raw, base64: content.base64, declaredType: mediaType, filename, placement, metadata: meta });
      return;
    case "url":
      b.binary({ raw, url: content.url, declaredType: mediaType, filename, placement, metadata: meta });
      return;
  }
}

/**
 * Adds all parts of a message or artifact; a missing `parts` array becomes a provider item.
 *
 * @example
 * addA2AParts(builder, message, () => "auto"); // undefined, or the error when parts is not an array
 */
export function addA2AParts(
  b: BodyBuilder,
  owner: JsonObject,
  placementFor: (index: number) => Placement,
  extra?: (index: number) => Meta,
): string | undefined {
  if (!Array.isArray(owner.parts)) {
    const error = `parts is ${describe(owner.parts)}, not an array`;
    b.providerItem(owner, { error });
    return error;
  }
  Array.from(owner.parts, (part: unknown, i) => addA2APart(b, part, i, placementFor(i), extra?.(i)));
  return undefined;
}
