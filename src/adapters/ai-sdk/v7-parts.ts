import type { BodyBuilder } from "../shared/body-builder";
import { asString, asText, isRecord, type JsonObject } from "../shared/guards";

/**
 * A `file` or AI SDK 7 `reasoning-file` (a file the model made while reasoning), as a UI part or
 * a stream chunk: inline when it is a `data:` URL, else fetched from its URL. A reasoning file
 * carries `metadata.reasoningFile`; `providerReference` (files uploaded with `uploadFile`) is kept.
 *
 * @example
 * addFile(b, { type: "reasoning-file", mediaType: "image/png", url: "data:image/png;base64,iVBO…" });
 */
export function addFile(b: BodyBuilder, part: JsonObject): void {
  // v4 files carried base64 `data` and `mimeType` instead of a URL.
  const url = part.url ?? (typeof part.data === "string" ? `data:${asString(part.mimeType) ?? ""};base64,${part.data}` : undefined);
  b.binary({
    raw: part,
    itemType: asString(part.type),
    url,
    declaredType: part.mediaType ?? part.mimeType,
    filename: asText(part.filename),
    metadata: {
      reasoningFile: part.type === "reasoning-file" ? true : undefined,
      providerReference: part.providerReference,
      providerMetadata: part.providerMetadata,
    },
  });
}

/**
 * AI SDK 7 `custom` content (`kind` is `provider.type`, the data in `providerMetadata`): kept as
 * a provider item the user can open, since only its provider knows what it means.
 *
 * @example
 * addCustom(b, { type: "custom", kind: "acme.citation-map", providerMetadata: { acme: {} } });
 */
export function addCustom(b: BodyBuilder, part: JsonObject): void {
  b.providerItem(part, { itemType: "custom", metadata: { kind: asString(part.kind) } });
}

/**
 * AI SDK 7 `steering-message`: what the user added while the answer was being written. Its text
 * and files become parts with `metadata.role: "user"` and the steering message's id, where the
 * SDK placed them in the answer.
 *
 * @example
 * addSteering(b, { type: "steering-message", id: "s1", parts: [{ type: "text", text: "Only Lyon, please" }] });
 */
export function addSteering(b: BodyBuilder, part: JsonObject): void {
  const id = asText(part.id);
  const inner = Array.isArray(part.parts) ? (part.parts as unknown[]) : [];
  if (inner.length === 0) b.providerItem(part, { error: "steering-message has no parts", itemType: "steering-message" });
  for (const item of inner) {
    const meta = { role: "user", steeringMessageId: id };
    if (isRecord(item) && item.type === "text" && typeof item.text === "string") b.text(item.text, meta, "text/plain");
    else if (isRecord(item) && item.type === "file") addFile(b, { ...item, providerMetadata: item.providerMetadata });
    else b.providerItem(item, { error: "steering-message part is neither text nor a file", itemType: "steering-message", metadata: meta });
  }
}
