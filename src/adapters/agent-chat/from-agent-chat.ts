import type { Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { stringifyJson } from "../shared/json";
import { convertEach, dispatchInput } from "../shared/dispatch";
import { failureMessage, makeMessage, timestamp } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import type { Meta } from "../shared/parts";
import type { AgentChatEnvelope, AgentChatMessage } from "./types";

const PROVIDER = "agent-chat";
const STORAGE_PATH = /\/storage\/v1\/object\/(sign|public|authenticated)\/([^/]+)\/(.+)$/;

/**
 * Where a storage URL points (`bucket`, `path`) and whether it is signed, so an app can re-sign it
 * when it expires. The token itself is never copied into metadata.
 */
function storageOf(url: string): Meta | undefined {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+([^?#]*)(\?[^#]*)?/i.exec(url);
  const path = match?.[1] ? STORAGE_PATH.exec(match[1]) : null;
  if (!path) return undefined;
  const decode = (s: string): string => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  return { bucket: decode(path[2]!), path: decode(path[3]!), access: path[1], signed: /[?&]token=/.test(match?.[2] ?? "") || undefined };
}

function addBlock(b: BodyBuilder, block: unknown, index: number): void {
  if (!isRecord(block)) {
    b.providerItem(block, { error: `block ${index} is ${describe(block)}, not an object` });
    return;
  }
  if (block.type === "text") {
    if (typeof block.text === "string") b.text(block.text);
    else b.providerItem(block, { error: "text block has no text string", itemType: "text" });
    return;
  }
  if (block.type === "binary") {
    const url = asString(block.url);
    if (block.url === undefined && block.data === undefined) {
      b.providerItem(block, { error: "binary block has no url", itemType: "binary" });
      return;
    }
    b.binary({
      raw: block,
      itemType: "binary",
      ...(block.url !== undefined ? { url: block.url } : { base64: block.data }),
      declaredType: block.mimeType ?? block.mime_type,
      filename: asText(block.filename) ?? asText(block.name),
      metadata: { storage: url ? storageOf(url) : undefined },
    });
    return;
  }
  b.providerItem(block, { error: `unknown block type ${stringifyJson(block.type)}`, itemType: asString(block.type) });
}

function convertMessage(raw: unknown, options: AdapterOptions | undefined, envelope: Meta = {}): Message {
  if (!isRecord(raw)) return failureMessage(PROVIDER, raw, `expected a chat message, got ${describe(raw)}`);
  const role = asString(raw.role);
  const b = new BodyBuilder(PROVIDER, role, options);
  let error: string | undefined;
  if (typeof raw.content === "string") {
    if (raw.content !== "") b.text(raw.content);
  } else if (Array.isArray(raw.content)) Array.from(raw.content as unknown[], (block, i) => addBlock(b, block, i));
  else {
    error = `content is ${describe(raw.content)}, not a string or an array`;
    b.providerItem(raw, { error });
  }
  const metadata: JsonObject = isRecord(raw.metadata) ? raw.metadata : {};
  return makeMessage({
    id: asText(raw.id) ?? asText(metadata.message_id),
    role,
    createdAt: timestamp(raw.created_at) ?? timestamp(raw.createdAt),
    metadata: { ...envelope, ...metadata, ...(error === undefined ? {} : { error }) },
    parts: b.parts,
  });
}

/**
 * Converts agent chat messages (seed 004): one message gives one message; a list, a run request
 * (`{ threadId, runId, messages }`) or a history response (`{ messages }`) gives a list.
 *
 * `text` blocks → the role's text type; `binary` blocks → parts with `contentUrl` (images, audio
 * and video inline, other files `/files/<n>`) whose `metadata.storage` holds the parsed `bucket`
 * and `path` of signed storage URLs, for re-signing (the token is not copied). The message
 * metadata (`run_id`, `stage`, `latency_ms`, `message_id`, `tool_name`, attachments, any custom
 * key) is kept as is; `message_id` is the id when the message has none; a request's `threadId`
 * and `runId` are added to each message. Never throws.
 *
 * @example
 * fromAgentChat({ id: "msg-1", role: "assistant", content: [{ type: "text", text: "Done" }], metadata: { run_id: "run_1", stage: "execution", latency_ms: 1500 } });
 * // { id: "msg-1", role: "assistant", metadata: { run_id: "run_1", stage: "execution", latency_ms: 1500 }, parts: [{ contentType: "text/markdown", content: "Done" }] }
 */
export function fromAgentChat(input: AgentChatMessage, options?: AdapterOptions): Message;
export function fromAgentChat(input: readonly AgentChatMessage[] | AgentChatEnvelope, options?: AdapterOptions): Message[];
export function fromAgentChat(input: AgentChatMessage | readonly AgentChatMessage[] | AgentChatEnvelope, options?: AdapterOptions): Message | Message[];
export function fromAgentChat(input: unknown, options?: AdapterOptions): Message | Message[] {
  return dispatchInput(PROVIDER, input, {
    one: (m) => convertMessage(m, options),
    container: {
      is: (request) => Array.isArray(request.messages),
      convert: (request) => {
        const envelope = { threadId: asText(request.threadId), runId: asText(request.runId) };
        return convertEach(PROVIDER, request.messages as unknown[], (m) => convertMessage(m, options, envelope));
      },
    },
  });
}
