import type { Part } from "../../model";
import type { BodyBuilder } from "../shared/body-builder";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asNumber, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { stringifyJson } from "../shared/json";
import { partNames } from "../shared/part-names";
import { providerItemPart, type Meta } from "../shared/parts";

/**
 * Provider id in `metadata.provider` of MCP provider items.
 *
 * @example
 * new BodyBuilder(PROVIDER, "tool", undefined);
 */
export const PROVIDER = "mcp";

function baseMeta(block: JsonObject): Meta {
  return { annotations: isRecord(block.annotations) ? block.annotations : undefined, _meta: block._meta };
}

function addResourceLink(b: BodyBuilder, block: JsonObject): void {
  if (typeof block.uri !== "string" || block.uri === "") {
    b.providerItem(block, { error: "resource_link has no uri", itemType: "resource_link" });
    return;
  }
  const name = partNames.resource(b.names.next("resources"));
  b.json(
    {
      uri: block.uri,
      name: asString(block.name),
      title: asString(block.title),
      description: asString(block.description),
      mimeType: asString(block.mimeType),
      size: asNumber(block.size),
    },
    { ...baseMeta(block), icons: block.icons },
    name,
    CT.resourceRef,
  );
}

function addEmbeddedResource(b: BodyBuilder, block: JsonObject): void {
  const resource = isRecord(block.resource) ? block.resource : undefined;
  if (!resource) {
    b.providerItem(block, { error: "resource block has no resource object", itemType: "resource" });
    return;
  }
  const uri = asString(resource.uri);
  const meta = { ...baseMeta(block), uri, resourceMeta: resource._meta };
  const common = { raw: block, itemType: "resource", declaredType: resource.mimeType, placement: "resources" as const, metadata: meta };
  const filename = uri?.split(/[/?#]/).filter(Boolean).pop();
  if (resource.text !== undefined) b.binary({ ...common, text: resource.text, fallbackType: "text/plain", filename });
  else if (resource.blob !== undefined) b.binary({ ...common, base64: resource.blob, filename });
  else b.providerItem(block, { error: "embedded resource has neither text nor blob", itemType: "resource" });
}

/**
 * Converts nested blocks (a sampling `tool_result`) into text output plus attachment parts; with
 * `textAsOutput: false` text blocks become attachments too (the output is structured data).
 *
 * @example
 * nestedResult(builder, [{ type: "text", text: "ok" }, { type: "image", data: "iVBO…", mimeType: "image/png" }]);
 * // { text: "ok", attachments: [{ contentType: "image/png", … }] }
 */
export function nestedResult(b: BodyBuilder, blocks: unknown, textAsOutput = true): { text?: string; attachments: Part[] } {
  const inner = b.nested("tool");
  if (!inner) return { attachments: [providerItemPart(PROVIDER, blocks, { error: "tool results nested too deeply" })] };
  const texts: string[] = [];
  if (Array.isArray(blocks))
    Array.from(blocks as unknown[], (block, i) => {
      if (textAsOutput && isRecord(block) && block.type === "text" && typeof block.text === "string") texts.push(block.text);
      else addMcpBlock(inner, block, i);
    });
  else if (blocks !== undefined) inner.providerItem(blocks, { error: `tool result content is ${describe(blocks)}, not an array` });
  return { text: texts.length > 0 ? texts.join("\n") : undefined, attachments: inner.parts };
}

/**
 * Adds one MCP content block to the body.
 *
 * @example
 * addMcpBlock(builder, { type: "text", text: "Hello" }, 0);
 */
export function addMcpBlock(b: BodyBuilder, block: unknown, index: number): void {
  if (!isRecord(block)) {
    b.providerItem(block, { error: `content block ${index} is ${describe(block)}, not an object` });
    return;
  }
  switch (block.type) {
    case "text":
      if (typeof block.text === "string") b.text(block.text, baseMeta(block));
      else b.providerItem(block, { error: "text block has no text string", itemType: "text" });
      return;
    case "image":
    case "audio":
      b.binary({
        raw: block,
        itemType: block.type,
        base64: block.data,
        declaredType: block.mimeType,
        fallbackType: block.type === "image" ? "image/*" : "audio/*",
        placement: "inline",
        metadata: baseMeta(block),
      });
      return;
    case "resource_link":
      addResourceLink(b, block);
      return;
    case "resource":
      addEmbeddedResource(b, block);
      return;
    case "tool_use": {
      const id = asText(block.id);
      const name = asText(block.name);
      if (id === undefined || name === undefined) {
        b.providerItem(block, { error: "tool_use needs an id and a name", itemType: "tool_use" });
        return;
      }
      b.toolCall({ id, name, rawArguments: block.input }, { _meta: block._meta });
      return;
    }
    case "tool_result": {
      const callId = asText(block.toolUseId);
      if (callId === undefined) {
        b.providerItem(block, { error: "tool_result has no toolUseId", itemType: "tool_result" });
        return;
      }
      const structured = block.structuredContent !== undefined;
      const { text, attachments } = nestedResult(b, block.content, !structured);
      const output = structured ? block.structuredContent : text;
      b.toolResult({ callId, output, isError: block.isError === true ? true : undefined }, { _meta: block._meta }, attachments);
      return;
    }
    default:
      b.providerItem(block, { error: `unknown content block type ${stringifyJson(block.type)}`, itemType: asString(block.type) });
  }
}
