import { asString, asText, isRecord, type JsonObject } from "../shared/guards";
import { stringifyJson } from "../shared/json";

function textOf(part: unknown): string | undefined {
  if (!isRecord(part)) return undefined;
  if (part.kind === "text") return asString(part.text);
  if (isRecord(part.content)) return part.content.$case === "text" ? asString(part.content.value) : undefined;
  const contentKeys = ["raw", "url", "data"].filter((k) => part[k] !== undefined && part[k] !== null);
  return contentKeys.length === 0 ? asString(part.text) : undefined;
}

function withText(part: JsonObject, text: string): JsonObject {
  if (isRecord(part.content)) return { ...part, content: { ...part.content, value: text } };
  return { ...part, text };
}

// SDK objects spell "no media type" as "", wire JSON leaves the field out: both are the same here.
const sameKind = (a: JsonObject, b: JsonObject): boolean =>
  asText(a.mediaType ?? a.media_type) === asText(b.mediaType ?? b.media_type) &&
  asText(a.filename) === asText(b.filename) &&
  stringifyJson(a.metadata ?? null) === stringifyJson(b.metadata ?? null);

/** `next` joined onto `last` when both are text of the same kind, else undefined. */
function joined(last: unknown, next: unknown): JsonObject | undefined {
  const lastText = textOf(last);
  const nextText = lastText === undefined ? undefined : textOf(next);
  if (nextText === undefined || !isRecord(last) || !isRecord(next) || !sameKind(last, next)) return undefined;
  return withText(last, lastText! + nextText);
}

/**
 * Appends parts to an artifact's parts, joining every text part onto a text part just before it
 * with the same media type, filename and metadata. A streamed artifact and the task the server
 * stored from the same chunks (which keeps each chunk's parts apart) give the same parts this
 * way, so part names (`/artifacts/<id>/<i>`) do not depend on how the artifact was chunked.
 *
 * @example
 * appendArtifactParts([{ text: "sunny, **2" }], [{ text: "1°C**" }, { raw: "iVBO…", mediaType: "image/png" }]);
 * // [{ text: "sunny, **21°C**" }, { raw: "iVBO…", mediaType: "image/png" }]
 */
export function appendArtifactParts(before: readonly unknown[], added: readonly unknown[]): unknown[] {
  const out = [...before];
  for (const part of added) {
    const join = out.length > 0 ? joined(out[out.length - 1], part) : undefined;
    if (join) out[out.length - 1] = join;
    else out.push(part);
  }
  return out;
}

/**
 * An artifact's parts with adjacent text parts of the same kind joined (see
 * {@link appendArtifactParts}); the same array when nothing joins.
 *
 * @example
 * joinArtifactParts([{ text: "a" }, { text: "b" }]); // [{ text: "ab" }]
 */
export function joinArtifactParts(parts: readonly unknown[]): readonly unknown[] {
  for (let i = 1; i < parts.length; i++) if (joined(parts[i - 1], parts[i])) return appendArtifactParts([], parts);
  return parts;
}

/**
 * One artifact-update chunk applied to the artifact so far, the way the A2A SDK's server stores
 * it: `append` adds the parts (joined as {@link appendArtifactParts} joins them) and takes a
 * non-empty name or description and merges metadata; otherwise the chunk replaces the artifact.
 *
 * @example
 * mergeArtifactChunk({ artifactId: "a", name: "A", parts: [{ text: "x" }] }, { artifactId: "a", name: "", parts: [{ text: "y" }] }, true);
 * // { artifactId: "a", name: "A", parts: [{ text: "xy" }] }
 */
export function mergeArtifactChunk(previous: JsonObject | undefined, chunk: JsonObject & { parts: readonly unknown[] }, append: boolean): JsonObject & { parts: unknown[] } {
  if (!append || !previous) return { ...chunk, parts: [...joinArtifactParts(chunk.parts)] };
  const before = Array.isArray(previous.parts) ? (previous.parts as unknown[]) : [];
  const metadata = isRecord(previous.metadata) || isRecord(chunk.metadata) ? { ...(isRecord(previous.metadata) ? previous.metadata : {}), ...(isRecord(chunk.metadata) ? chunk.metadata : {}) } : undefined;
  return {
    ...previous,
    ...(asText(chunk.name) === undefined ? {} : { name: chunk.name }),
    ...(asText(chunk.description) === undefined ? {} : { description: chunk.description }),
    ...(metadata === undefined ? {} : { metadata }),
    parts: appendArtifactParts(before, chunk.parts),
  };
}
