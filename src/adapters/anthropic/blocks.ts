import type { Part } from "../../model";
import type { BodyBuilder } from "../shared/body-builder";
import { asArray, asNumber, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import type { CitationContent } from "../../model/vocabulary/payloads";
import { makePart, providerItemPart, type Meta } from "../shared/parts";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { addServerToolResult } from "./server-results";
import { citesSources, joinText, referenceNewSources } from "./text-runs";

/**
 * Provider id in `metadata.provider` of Anthropic provider items.
 *
 * @example
 * providerItemPart(PROVIDER, block, { itemType: "tool_reference" });
 */
export const PROVIDER = "anthropic";

const isUrl = (value: unknown): value is string => typeof value === "string" && /^https?:\/\//i.test(value);

function citationOf(c: JsonObject): { citation: CitationContent; meta: Meta } {
  const cited = asString(c.cited_text);
  const url = isUrl(c.url) ? c.url : isUrl(c.source) ? c.source : undefined;
  return {
    citation: { url, title: asString(c.title) ?? asString(c.document_title), citedText: cited },
    meta: {
      type: asString(c.type),
      documentIndex: asNumber(c.document_index),
      searchResultIndex: asNumber(c.search_result_index),
      startCharIndex: asNumber(c.start_char_index),
      endCharIndex: asNumber(c.end_char_index),
      startPageNumber: asNumber(c.start_page_number),
      endPageNumber: asNumber(c.end_page_number),
      startBlockIndex: asNumber(c.start_block_index),
      endBlockIndex: asNumber(c.end_block_index),
      fileId: c.file_id ?? undefined,
      source: url === undefined ? asString(c.source) : undefined,
      encryptedIndex: c.encrypted_index,
    },
  };
}

// The text part the builder's last block wrote, while the blocks run on as text (see text-runs).
const openText = new WeakMap<BodyBuilder, number>();

function addText(b: BodyBuilder, block: JsonObject, previous: number | undefined): void {
  if (typeof block.text !== "string") {
    b.providerItem(block, { error: "text block has no text string", itemType: "text" });
    return;
  }
  const citations = Array.isArray(block.citations) ? Array.from(block.citations as unknown[]) : [];
  const earlier = previous === undefined ? undefined : b.parts[previous];
  let index: number;
  if (earlier && (citesSources(earlier) || citations.some(isRecord))) {
    b.parts[previous!] = joinText(earlier, { contentType: earlier.contentType, content: block.text });
    index = previous!;
  } else {
    b.text(block.text);
    index = b.parts.length - 1;
  }
  const sources = citations.map((raw) => addAnthropicCitation(b, raw)).filter((name) => name !== undefined);
  const part = b.parts[index]!;
  const withSources = sources.length > 0 ? { ...part, metadata: { ...part.metadata, sources: [...((part.metadata?.sources as string[] | undefined) ?? []), ...sources] } } : part;
  b.parts[index] = referenceNewSources(withSources);
  openText.set(b, index);
}

/**
 * Adds one text citation as a `/sources/<n>` part and returns its name (undefined, with a provider
 * item instead, when the citation is not an object).
 *
 * @example
 * addAnthropicCitation(builder, { type: "web_search_result_location", url: "https://x.org", title: "X", cited_text: "…" }); // "/sources/1"
 */
export function addAnthropicCitation(b: BodyBuilder, raw: unknown): string | undefined {
  if (!isRecord(raw)) {
    b.providerItem(raw, { error: `citation is ${describe(raw)}, not an object` });
    return undefined;
  }
  const { citation, meta } = citationOf(raw);
  return b.citation(citation, meta).name;
}

function addImage(b: BodyBuilder, block: JsonObject): void {
  const source = isRecord(block.source) ? block.source : undefined;
  const common = { raw: block, itemType: "image", fallbackType: "image/*", placement: "inline" as const };
  if (source?.type === "base64") b.binary({ ...common, base64: source.data, declaredType: source.media_type });
  else if (source?.type === "url") b.binary({ ...common, url: source.url });
  else if (source?.type === "file" && typeof source.file_id === "string") b.binary({ ...common, metadata: { fileId: source.file_id } });
  else b.providerItem(block, { error: "image has no base64, url or file source", itemType: "image" });
}

function textsOf(blocks: unknown): string[] | undefined {
  if (typeof blocks === "string") return [blocks];
  if (!Array.isArray(blocks)) return undefined;
  const list = Array.from(blocks as unknown[]);
  const texts = list.flatMap((x) => (isRecord(x) && x.type === "text" && typeof x.text === "string" ? [x.text] : []));
  return texts.length === list.length ? texts : undefined;
}

function addDocument(b: BodyBuilder, block: JsonObject): void {
  const source = isRecord(block.source) ? block.source : undefined;
  const metadata = { title: asText(block.title), context: asText(block.context), citations: block.citations ?? undefined };
  const common = { raw: block, itemType: "document", placement: "files" as const, metadata };
  switch (source?.type) {
    case "base64":
      b.binary({ ...common, base64: source.data, declaredType: source.media_type, fallbackType: "application/pdf" });
      return;
    case "text":
      b.binary({ ...common, text: source.data, declaredType: source.media_type, fallbackType: "text/plain" });
      return;
    case "url":
      b.binary({ ...common, url: source.url, fallbackType: "application/pdf" });
      return;
    case "file":
      b.binary({ ...common, metadata: { ...metadata, fileId: source.file_id } });
      return;
    case "content": {
      const texts = textsOf(source.content);
      if (texts) b.binary({ ...common, text: texts.join("\n\n"), declaredType: "text/plain" });
      else b.providerItem(block, { itemType: "document" });
      return;
    }
    default:
      b.providerItem(block, { error: "document has no recognised source", itemType: "document" });
  }
}

function addSearchResult(b: BodyBuilder, block: JsonObject): void {
  const texts = textsOf(block.content);
  b.citation(
    { url: isUrl(block.source) ? block.source : undefined, title: asString(block.title), description: texts?.join("\n\n") },
    { type: "search_result", source: isUrl(block.source) ? undefined : asString(block.source), citations: block.citations },
  );
}

/** Converts the blocks nested in a `tool_result` into output text plus attachments. */
function nestedResult(b: BodyBuilder, content: unknown): { output: unknown; attachments: Part[] } {
  if (!Array.isArray(content)) return { output: content, attachments: [] };
  const inner = b.nested("tool");
  if (!inner) return { output: undefined, attachments: [providerItemPart(PROVIDER, content, { error: "tool results nested too deeply" })] };
  const texts: string[] = [];
  Array.from(content as unknown[], (block, i) => {
    if (isRecord(block) && block.type === "text" && typeof block.text === "string" && !Array.isArray(block.citations)) texts.push(block.text);
    else addAnthropicBlock(inner, block, i);
  });
  return { output: texts.length > 0 ? texts.join("\n") : undefined, attachments: inner.parts };
}

function addToolUse(b: BodyBuilder, block: JsonObject): void {
  const id = asText(block.id);
  const name = asText(block.name);
  if (id === undefined || name === undefined) {
    b.providerItem(block, { error: `${String(block.type)} needs an id and a name`, itemType: asString(block.type) });
    return;
  }
  // An MCP tool runs on a connector's server: its name shows as the call's namespace.
  const mcp = block.type === "mcp_tool_use";
  b.toolCall(
    { id, name, namespace: mcp ? asText(block.server_name) : undefined, rawArguments: block.input },
    { serverTool: block.type === "server_tool_use" || mcp ? true : undefined, caller: block.caller, toolsetName: block.toolset_name ?? undefined, toolType: mcp ? "mcp_tool_use" : undefined },
  );
}

function addToolResult(b: BodyBuilder, block: JsonObject, earlier: readonly Part[]): void {
  const callId = asText(block.tool_use_id);
  if (callId === undefined) {
    b.providerItem(block, { error: `${String(block.type)} has no tool_use_id`, itemType: asString(block.type) });
    return;
  }
  if (block.type === "tool_result" || block.type === "mcp_tool_result") {
    const { output, attachments } = nestedResult(b, block.content);
    const meta = { toolsetName: block.toolset_name ?? undefined, resultType: block.type === "mcp_tool_result" ? block.type : undefined };
    b.toolResult({ callId, output, isError: block.is_error === true ? true : undefined }, meta, attachments);
    return;
  }
  addServerToolResult(b, block, callId, earlier, addAnthropicBlock);
}

/** `compaction`: the summary that replaced earlier turns, as a marker the user can open. */
function addCompaction(b: BodyBuilder, block: JsonObject): void {
  // The encrypted form goes back to the API verbatim; it is never shown.
  const metadata = { encryptedContent: block.encrypted_content ?? undefined, signature: block.signature ?? undefined };
  b.add(makePart({ contentType: CT.summary, content: asString(block.content), metadata }));
}

/** Beta `mcp_tool_listing`: the tools an MCP server listed, as a finished `list_tools` call (namespaced by the server) whose result is the tools. */
function addMcpToolListing(b: BodyBuilder, block: JsonObject, index: number): void {
  const server = asText(block.mcp_server_name);
  // The block has no id of its own; the block's position names the call.
  const id = `mcp_tool_listing_${index}`;
  b.toolCall({ id, name: "list_tools", namespace: server, state: "complete", rawArguments: {} }, { itemType: "mcp_tool_listing" });
  const tools = (asArray(block.tools) ?? []).filter(isRecord).map((t) => ({ name: asString(t.name), ...(typeof t.description === "string" ? { description: t.description } : {}) }));
  b.toolResult({ callId: id, name: "list_tools", output: tools }, { itemType: "mcp_tool_listing", raw: block });
}

/** Beta `fallback`: the model that declined at this hop and the one answering from here, as a refusal marker. */
function addFallback(b: BodyBuilder, block: JsonObject): void {
  const from = isRecord(block.from) ? asText(block.from.model) : undefined;
  const to = isRecord(block.to) ? asText(block.to.model) : undefined;
  const category = isRecord(block.trigger) ? asText(block.trigger.category) : undefined;
  const text = `${from ?? "The model"} declined${category === undefined ? "" : ` (${category.replace(/_/g, " ")})`}; ${to ?? "a fallback model"} answers from here.`;
  b.add(makePart({ contentType: CT.refusal, content: text, metadata: { itemType: "fallback", fallbackFrom: from, fallbackTo: to, trigger: isRecord(block.trigger) ? block.trigger : undefined } }));
}

/**
 * Adds one Anthropic content block to the body. A server tool's result looks for its call (whose
 * path names a file it shows) in `earlier`, by default the body's own parts.
 *
 * @example
 * addAnthropicBlock(builder, { type: "thinking", thinking: "…", signature: "Eq…" }, 0);
 */
export function addAnthropicBlock(b: BodyBuilder, block: unknown, index: number, earlier: readonly Part[] = b.parts): void {
  const previousText = openText.get(b);
  openText.delete(b);
  if (!isRecord(block)) {
    b.providerItem(block, { error: `content block ${index} is ${describe(block)}, not an object` });
    return;
  }
  const type = asString(block.type) ?? "";
  switch (type) {
    case "text":
      addText(b, block, previousText);
      return;
    case "thinking":
      if (typeof block.thinking === "string") b.reasoning(block.thinking, { signature: block.signature });
      else b.providerItem(block, { error: "thinking block has no thinking string", itemType: type });
      return;
    case "redacted_thinking":
      // Opaque: kept for the API to read back, never decoded or shown.
      b.reasoning(undefined, { redacted: true, data: block.data });
      return;
    case "tool_use":
    case "server_tool_use":
    case "mcp_tool_use":
      addToolUse(b, block);
      return;
    case "compaction":
      addCompaction(b, block);
      return;
    case "image":
      addImage(b, block);
      return;
    case "document":
      addDocument(b, block);
      return;
    case "search_result":
      addSearchResult(b, block);
      return;
    case "mcp_tool_listing":
      addMcpToolListing(b, block, index);
      return;
    case "fallback":
      addFallback(b, block);
      return;
    case "container_upload":
      b.binary({ raw: block, placement: "files", metadata: { fileId: block.file_id, containerUpload: true } });
      return;
  }
  if (type === "tool_result" || type.endsWith("_tool_result")) addToolResult(b, block, earlier);
  else b.providerItem(block, { itemType: asText(type), error: type ? undefined : "block has no type" });
}
