import type { DataMessage, Part } from "../types";
import { any, defined, fieldsOf, flag, get, num, text, type Fields } from "./fields";
export { readToolCall, readToolResult } from "./tool-parts";
import type {
  CitationContent,
  PartReference,
  PromptMessage,
  PromptRequestContent,
  PromptResultContent,
  ProviderItemInfo,
  ResourceRefContent,
} from "./payloads";

// Every reader takes the parsed content of a vendor part (anything: it is untrusted), returns the
// typed payload with the spellings providers use mapped to partkit's, or undefined when the value
// is not an object. Readers never throw.

/**
 * Reads a citation payload (`url`/`uri`, `citedText`/`cited_text`/`quote`, character range).
 *
 * @example
 * readCitation({ uri: "https://x.org", cited_text: "X" }); // { url: "https://x.org", citedText: "X" }
 */
export function readCitation(value: unknown): CitationContent | undefined {
  const r = fieldsOf(value);
  if (!r) return undefined;
  return defined({
    url: text(r, "url", "uri"),
    title: text(r, "title"),
    description: text(r, "description"),
    startIndex: num(r, "startIndex", "start_index"),
    endIndex: num(r, "endIndex", "end_index"),
    citedText: text(r, "citedText", "cited_text", "quote"),
  });
}

const maxReferences = 10_000;

/**
 * Reads a text part's inline references (`metadata.references`, set by adapters whose format
 * marks cited spans): each `{ at, name }` with a whole offset from 0 to the text's length and a
 * part name, sorted by offset. Anything else in the list is skipped. Never throws.
 *
 * @example
 * readReferences({ contentType: "text/markdown", content: "Rain after 14:00.", metadata: { references: [{ at: 16, name: "/sources/1" }] } });
 * // [{ at: 16, name: "/sources/1" }]
 */
export function readReferences(part: Part | undefined): readonly PartReference[] {
  const metadata = part ? fieldsOf(get(part as unknown as Fields, "metadata")) : undefined;
  const list = metadata ? get(metadata, "references") : undefined;
  const content = part ? get(part as unknown as Fields, "content") : undefined;
  if (!Array.isArray(list) || typeof content !== "string") return [];
  const out: PartReference[] = [];
  try {
    // A text cites a handful of sources; a list longer than any real text could hold is cut.
    for (let i = 0; i < Math.min(list.length, maxReferences); i++) {
      const r = fieldsOf(list[i]);
      const at = r ? num(r, "at") : undefined;
      const name = r ? text(r, "name") : undefined;
      if (at !== undefined && name?.startsWith("/") && Number.isInteger(at) && at >= 0 && at <= content.length) out.push({ at, name });
    }
  } catch {
    // An element whose getter throws ends the list; what was read stands.
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * Reads a resource-reference payload (MCP `resource_link` fields and CMF `resource_ref` fields).
 *
 * @example
 * readResourceRef({ uri: "file:///a.md", resource_type: "file", range_start: 3 });
 * // { uri: "file:///a.md", resourceType: "file", rangeStart: 3 }
 */
export function readResourceRef(value: unknown): ResourceRefContent | undefined {
  const r = fieldsOf(value);
  if (!r) return undefined;
  return defined({
    uri: text(r, "uri", "url"),
    name: text(r, "name"),
    title: text(r, "title"),
    description: text(r, "description"),
    mimeType: text(r, "mimeType", "mime_type"),
    size: num(r, "size"),
    resourceType: text(r, "resourceType", "resource_type"),
    rangeStart: num(r, "rangeStart", "range_start"),
    rangeEnd: num(r, "rangeEnd", "range_end"),
    selector: text(r, "selector"),
  });
}

/**
 * Reads a prompt-request payload (`name`/`promptName`/`prompt_name`, `serverId`/`server_id`).
 *
 * @example
 * readPromptRequest({ prompt_name: "greet", arguments: { who: "Ada" } }); // { name: "greet", arguments: { who: "Ada" } }
 */
export function readPromptRequest(value: unknown): PromptRequestContent | undefined {
  const r = fieldsOf(value);
  if (!r) return undefined;
  const args = any(r, "arguments");
  return defined({ name: text(r, "name", "promptName", "prompt_name"), serverId: text(r, "serverId", "server_id"), arguments: args.found ? args.value : undefined });
}

function promptMessages(value: unknown): PromptMessage[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return Array.from(value, (entry: unknown) => {
    const m = fieldsOf(entry);
    if (!m) return { content: entry };
    const content = any(m, "content");
    return defined({ role: text(m, "role"), content: content.found ? content.value : undefined });
  });
}

/**
 * Reads a prompt-result payload: the template's name, its rendered text or messages, and the error
 * when it failed (`isError`/`is_error`, `errorMessage`/`error_message`).
 *
 * @example
 * readPromptResult({ prompt_name: "greet", is_error: true, error_message: "unknown prompt" });
 * // { name: "greet", isError: true, errorMessage: "unknown prompt" }
 */
export function readPromptResult(value: unknown): PromptResultContent | undefined {
  const r = fieldsOf(value);
  if (!r) return undefined;
  return defined({
    name: text(r, "promptName", "prompt_name", "name"),
    content: text(r, "content"),
    messages: promptMessages(get(r, "messages")),
    isError: flag(r, "isError", "is_error"),
    errorMessage: text(r, "errorMessage", "error_message"),
  });
}

/**
 * Reads what a provider-item part says about itself from its metadata.
 *
 * @example
 * readProviderItem({ contentType: "application/vnd.partkit.provider-item+json", metadata: { provider: "openai", itemType: "web_search_call" } });
 * // { provider: "openai", itemType: "web_search_call" }
 */
export function readProviderItem(part: Pick<Part, "metadata"> | undefined): ProviderItemInfo {
  const meta = fieldsOf(part?.metadata) ?? {};
  return defined({ provider: text(meta, "provider"), itemType: text(meta, "itemType"), error: text(meta, "error") });
}

/**
 * Reads a Data or Input part's payload as the seed-shaped message it carries: a data part's
 * fields with `type: "data"`, an input part's `input` and `schema` with `type: "input"`.
 *
 * @example
 * readDataContent({ kind: "user", data: { name: "Ada" } }, "data"); // { kind: "user", data: { name: "Ada" }, type: "data" }
 */
export function readDataContent(value: unknown, type: "data" | "input"): DataMessage | undefined {
  const r = fieldsOf(value);
  if (!r) return undefined;
  if (type === "input") return defined({ type, input: get(r, "input"), schema: get(r, "schema") });
  try {
    return { ...r, type, data: get(r, "data") };
  } catch {
    return undefined;
  }
}
