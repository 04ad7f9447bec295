import type { BodyBuilder } from "../shared/body-builder";
import { referenceOffset } from "../shared/reference-offset";
import { asNumber, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { stringifyJson } from "../shared/json";
import { partNames } from "../shared/part-names";
import type { CitationContent, PartReference } from "../../model/vocabulary/payloads";
import type { Meta } from "../shared/parts";

/**
 * Provider id in `metadata.provider` of OpenAI provider items.
 *
 * @example
 * new BodyBuilder(PROVIDER, "assistant", undefined);
 */
export const PROVIDER = "openai";

const AUDIO_FORMATS: Record<string, string> = {
  wav: "audio/wav",
  mp3: "audio/mpeg",
  flac: "audio/flac",
  opus: "audio/opus",
  aac: "audio/aac",
  pcm16: "audio/pcm",
};

/**
 * An image given by URL (`data:` URLs are inlined) or by file id.
 *
 * @example
 * addImage(builder, part, "https://x/a.png", undefined, "low");
 */
export function addImage(b: BodyBuilder, raw: JsonObject, url: unknown, fileId: unknown, detail: unknown): void {
  if (url === undefined || url === null) {
    if (typeof fileId === "string") {
      b.binary({ raw, fallbackType: "image/*", placement: "inline", metadata: { fileId, detail } });
      return;
    }
    b.providerItem(raw, { error: "image has neither a URL nor a file id", itemType: asString(raw.type) });
    return;
  }
  b.binary({ raw, itemType: asString(raw.type), url, fallbackType: "image/*", placement: "inline", metadata: { fileId, detail } });
}

/**
 * A file input: inline data (base64 or a `data:` URL), a URL, or a file id only.
 *
 * @example
 * addFile(builder, part, { filename: "a.pdf", file_data: "data:application/pdf;base64,JVBERi0=" });
 */
export function addFile(b: BodyBuilder, raw: JsonObject, file: JsonObject): void {
  const filename = asText(file.filename);
  const common = { raw, itemType: asString(raw.type), filename, placement: "files" as const, metadata: { fileId: file.file_id } };
  if (file.file_data !== undefined && file.file_data !== null) b.binary({ ...common, base64: file.file_data });
  else if (file.file_url !== undefined && file.file_url !== null) b.binary({ ...common, url: file.file_url });
  else if (typeof file.file_id === "string") b.binary(common);
  else b.providerItem(raw, { error: "file has no file_data, file_url or file_id", itemType: asString(raw.type) });
}

/**
 * Audio input (`{ data, format }`).
 *
 * @example
 * addInputAudio(builder, part, { data: "UklGR…", format: "wav" });
 */
export function addInputAudio(b: BodyBuilder, raw: JsonObject, audio: unknown): void {
  if (!isRecord(audio)) {
    b.providerItem(raw, { error: "input_audio is not an object", itemType: asString(raw.type) });
    return;
  }
  const format = asString(audio.format);
  b.binary({
    raw,
    itemType: asString(raw.type),
    base64: audio.data,
    declaredType: format ? AUDIO_FORMATS[format] : undefined,
    fallbackType: "audio/*",
    placement: "inline",
    metadata: { format },
  });
}

/**
 * Citation parts for text annotations; returns the source names to link from the text part, and
 * a reference to each cited source after the span it annotates (`end_index`, never in mid-word),
 * so the text shows the same numbered link every adapter's citations show.
 *
 * @example
 * addAnnotations(builder, [{ type: "url_citation", url: "https://x.org", start_index: 0, end_index: 2 }], "Hi!");
 * // { sources: ["/sources/1"], references: [{ at: 2, name: "/sources/1" }] }
 */
export function addAnnotations(b: BodyBuilder, annotations: unknown, text: string | undefined): { sources: string[]; references: PartReference[] } {
  const names: string[] = [];
  const references: PartReference[] = [];
  if (!Array.isArray(annotations)) return { sources: names, references };
  for (const annotation of Array.from(annotations as unknown[])) {
    if (!isRecord(annotation)) {
      b.providerItem(annotation, { error: `annotation is ${describe(annotation)}, not an object` });
      continue;
    }
    const nested = isRecord(annotation.url_citation) ? annotation.url_citation : annotation;
    const start = asNumber(nested.start_index);
    const end = asNumber(nested.end_index);
    const cited = text !== undefined && start !== undefined && end !== undefined ? text.slice(start, end) : undefined;
    const meta: Meta = {
      type: asString(annotation.type),
      fileId: nested.file_id,
      containerId: nested.container_id,
      index: nested.index,
    };
    let citation: CitationContent | undefined;
    switch (annotation.type) {
      case "url_citation":
        citation = { url: asString(nested.url), title: asString(nested.title), startIndex: start, endIndex: end, citedText: cited };
        break;
      case "file_citation":
      case "container_file_citation":
        citation = { title: asString(nested.filename), startIndex: start, endIndex: end, citedText: cited };
        break;
      case "file_path": {
        const name = partNames.file(b.names.next("files"));
        names.push(b.binary({ raw: annotation, placement: { name }, metadata: meta }).name ?? name);
        continue;
      }
      default:
        b.providerItem(annotation, { itemType: asString(annotation.type), error: `unknown annotation type ${stringifyJson(annotation.type)}` });
        continue;
    }
    const part = b.citation(citation, meta);
    if (!part.name) continue;
    names.push(part.name);
    references.push({ at: referenceOffset(text ?? "", end), name: part.name });
  }
  return { sources: names, references };
}
