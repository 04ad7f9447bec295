import type { Part } from "../../model";
import { PARTKIT_CONTENT_TYPES } from "../../model/vocabulary/content-types";
import { compact, parseJson, stringifyJson, toJsonValue } from "./json";
import { isRecord } from "./guards";

/**
 * Metadata as adapters build it: undefined values are dropped, everything is deep-copied.
 *
 * @example
 * const meta: Meta = { provider: "openai", unused: undefined }; // undefined values are dropped
 */
export type Meta = Record<string, unknown>;

function finishMeta(metadata: Meta | undefined): Record<string, unknown> | undefined {
  if (!metadata) return undefined;
  const json = toJsonValue(compact(metadata));
  return isRecord(json) && Object.keys(json).length > 0 ? json : undefined;
}

/**
 * Builds a part, omitting empty fields and the default `plain` encoding.
 *
 * @example
 * makePart({ contentType: "text/plain", content: "Hi", contentEncoding: "plain" }); // { contentType: "text/plain", content: "Hi" }
 */
export function makePart(fields: {
  name?: string | undefined;
  contentType: string;
  content?: string | undefined;
  contentEncoding?: "plain" | "base64" | undefined;
  contentUrl?: string | undefined;
  metadata?: Meta | undefined;
}): Part {
  return compact({
    name: fields.name,
    contentType: fields.contentType,
    content: fields.content,
    contentEncoding: fields.contentEncoding === "base64" ? ("base64" as const) : undefined,
    contentUrl: fields.content === undefined ? fields.contentUrl : undefined,
    metadata: finishMeta(
      fields.content !== undefined && fields.contentUrl !== undefined
        ? { ...fields.metadata, contentUrl: fields.contentUrl }
        : fields.metadata,
    ),
  });
}

/**
 * A part whose content is `value` as JSON.
 *
 * @example
 * jsonPart("application/json", { a: 1 }, "/data/x"); // { name: "/data/x", contentType: "application/json", content: '{"a":1}' }
 */
export function jsonPart(contentType: string, value: unknown, name?: string, metadata?: Meta): Part {
  return makePart({ name, contentType, content: stringifyJson(value), metadata });
}

/**
 * Tool arguments as providers send them: objects are kept, strings are parsed as JSON and kept
 * verbatim in `argumentsText` (with `error`) when they are not JSON.
 *
 * @example
 * toolArguments('{"a":1}'); // { arguments: { a: 1 } }
 * toolArguments("{a"); // { argumentsText: "{a", error: "arguments are not valid JSON: …" }
 */
export function toolArguments(raw: unknown): { arguments?: unknown; argumentsText?: string; error?: string } {
  if (typeof raw !== "string") return raw === undefined ? {} : { arguments: toJsonValue(raw) };
  if (raw.trim() === "") return { argumentsText: raw };
  const parsed = parseJson(raw);
  return parsed.ok
    ? { arguments: parsed.value }
    : { argumentsText: raw, error: `arguments are not valid JSON: ${parsed.error}` };
}

/**
 * A provider item: the raw payload as JSON, `metadata.provider` set, `metadata.error` when malformed.
 *
 * @example
 * providerItemPart("openai", { type: "web_search_call" }, { itemType: "web_search_call" });
 */
export function providerItemPart(
  provider: string,
  raw: unknown,
  details: { error?: string | undefined; itemType?: string | undefined; name?: string | undefined; metadata?: Meta } = {},
): Part {
  return jsonPart(PARTKIT_CONTENT_TYPES.providerItem, raw, details.name, {
    provider,
    itemType: details.itemType,
    error: details.error,
    ...details.metadata,
  });
}
