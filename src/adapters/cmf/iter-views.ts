import { asNumber, isRecord } from "../shared/guards";
import { stringifyJson, toJsonObject } from "../shared/json";
import { sanitizeCmf } from "./sanitize";
import { readCmf, type CmfKind, type CmfPartInfo } from "./read-cmf";
import type { CmfMessage } from "./types";

/**
 * The semantic action of a view (CMF spec 4.3).
 *
 * @example
 * const a: CmfViewAction = "execute";
 */
export type CmfViewAction = "read" | "write" | "execute" | "invoke" | "send" | "receive" | "generate";

/**
 * A read-only projection of one CMF content part for policy evaluation (CMF spec section 4).
 * Unknown content types yield `kind: "unknown"` views instead of being skipped (review item 2);
 * they count as both pre and post so no hook misses them.
 *
 * @example
 * const v: CmfView = iterViews(message)[0]!;
 * if (v.isTool && v.isPre) console.log(v.uri, v.args);
 */
export interface CmfView {
  readonly kind: CmfKind | "unknown";
  /** Role of the parent message. */
  readonly role: string | null;
  readonly action: CmfViewAction;
  readonly isPre: boolean;
  readonly isPost: boolean;
  readonly isTool: boolean;
  readonly isPrompt: boolean;
  readonly isResource: boolean;
  readonly isText: boolean;
  readonly isMedia: boolean;
  /** `tool://<ns|_>/<name>`, `tool_result://<name>`, `prompt://<server|_>/<name>`, `prompt_result://<name>`, or the resource URI. */
  readonly uri: string | null;
  /** Tool, prompt or resource name. */
  readonly name: string | null;
  /** Scannable text: the text, JSON arguments, JSON result, embedded resource text; the raw part as JSON for unknown kinds. */
  readonly content: string | null;
  /** Arguments of tool calls and prompt requests (a copy). */
  readonly args: Readonly<Record<string, unknown>> | null;
  readonly mimeType: string | null;
  /** UTF-8 size of `content`, or the resource's declared size. */
  readonly sizeBytes: number | null;
  /** Type-specific properties (CMF spec 4.6); `content_type` for unknown kinds. */
  readonly properties: Readonly<Record<string, unknown>>;
  /** Index of the content part in the message. */
  readonly index: number;
  /** Name of the partkit part {@link fromCmf} makes from the same content part, when it has one. */
  readonly partName: string | null;
  /** Why the part could not be converted (it became a provider item), when it could not. */
  readonly error: string | null;
}

const PRE_KINDS = new Set<string>(["tool_call", "prompt_request", "resource_ref"]);
const POST_KINDS = new Set<string>(["tool_result", "prompt_result", "resource"]);
const FIXED_ACTIONS: Partial<Record<string, CmfViewAction>> = {
  tool_call: "execute",
  tool_result: "receive",
  resource: "read",
  resource_ref: "read",
  prompt_request: "invoke",
  prompt_result: "receive",
};
const MEDIA = new Set<string>(["image", "video", "audio", "document"]);

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const str = (value: unknown): string | null => (typeof value === "string" ? value : null);

function view(info: CmfPartInfo, role: string | undefined): CmfView {
  const { kind, value: v } = info;
  const byRole: CmfViewAction = role === "assistant" ? "generate" : role === "tool" ? "receive" : "send";
  // Review item 11: text from the tool role is output of a tool, so it is post, not pre.
  const roleIsPost = role === "assistant" || role === "tool";
  const isPre = kind === "unknown" || (PRE_KINDS.has(kind) ? true : POST_KINDS.has(kind) ? false : !roleIsPost);
  const isPost = kind === "unknown" || (POST_KINDS.has(kind) ? true : PRE_KINDS.has(kind) ? false : roleIsPost);
  let uri: string | null = null;
  let name: string | null = null;
  let content: string | null = null;
  let args: Record<string, unknown> | null = null;
  let mimeType: string | null = null;
  let properties: Record<string, unknown> = {};
  switch (kind) {
    case "text":
    case "thinking":
      content = str(v.text) ?? str(v.content);
      break;
    case "tool_call":
      name = str(v.name);
      uri = `tool://${str(v.namespace) ?? "_"}/${name ?? ""}`;
      args = isRecord(v.arguments) ? toJsonObject(v.arguments) : {};
      content = stringifyJson(args);
      properties = { namespace: str(v.namespace), tool_id: str(v.tool_call_id) ?? str(v.id) };
      break;
    case "tool_result":
      name = str(v.tool_name);
      uri = `tool_result://${name ?? ""}`;
      content = v.content === undefined || v.content === null ? null : typeof v.content === "string" ? v.content : stringifyJson(v.content);
      properties = { is_error: v.is_error === true, tool_name: name };
      break;
    case "resource":
      name = str(v.name);
      uri = str(v.uri);
      content = str(v.content);
      mimeType = str(v.mime_type);
      properties = { resource_type: str(v.resource_type) ?? "uri", version: str(v.version), annotations: isRecord(v.annotations) ? v.annotations : null };
      break;
    case "resource_ref":
      name = str(v.name);
      uri = str(v.uri);
      break;
    case "prompt_request":
      name = str(v.name);
      uri = `prompt://${str(v.server_id) ?? "_"}/${name ?? ""}`;
      args = isRecord(v.arguments) ? toJsonObject(v.arguments) : {};
      content = stringifyJson(args);
      properties = { server_id: str(v.server_id) };
      break;
    case "prompt_result":
      name = str(v.prompt_name);
      uri = `prompt_result://${name ?? ""}`;
      content = str(v.content);
      properties = { is_error: v.is_error === true, message_count: Array.isArray(v.messages) ? v.messages.length : 0 };
      break;
    case "image":
    case "video":
    case "audio":
    case "document":
      mimeType = str(v.media_type);
      break;
    case "unknown":
      content = stringifyJson(info.raw);
      properties = { content_type: info.contentType };
      break;
  }
  const declaredSize = kind === "resource" ? asNumber(v.size_bytes) : undefined;
  return {
    kind,
    role: role ?? null,
    action: FIXED_ACTIONS[kind] ?? byRole,
    isPre,
    isPost,
    isTool: kind === "tool_call" || kind === "tool_result",
    isPrompt: kind === "prompt_request" || kind === "prompt_result",
    isResource: kind === "resource" || kind === "resource_ref",
    isText: kind === "text" || kind === "thinking",
    isMedia: MEDIA.has(kind),
    uri,
    name,
    content,
    args,
    mimeType,
    sizeBytes: declaredSize ?? (content === null ? null : utf8Length(content)),
    properties,
    index: info.index,
    partName: info.partName ?? null,
    error: info.error ?? null,
  };
}

/**
 * Decomposes a CMF message into one view per content part (CMF spec section 4, `iter_views`),
 * in order. Every content part yields a view: unknown content types give `kind: "unknown"` (with
 * the raw part as scannable `content`), so a policy engine never misses one. Views are fresh
 * objects (nothing aliases the input), and sensitive headers (Authorization, Cookie, Set-Cookie,
 * X-API-Key, Proxy-Authorization) never appear in them. Never throws.
 *
 * @example
 * iterViews({ role: "assistant", content: [{ content_type: "tool_call", tool_call_id: "t1", name: "execute_sql", arguments: { query: "SELECT 1" } }] });
 * // [{ kind: "tool_call", action: "execute", isPre: true, uri: "tool://_/execute_sql", name: "execute_sql", content: '{"query":"SELECT 1"}', … }]
 */
export function iterViews(message: CmfMessage): CmfView[] {
  try {
    const read = readCmf(message, undefined);
    if (read.parts.length === 0 && !isRecord(message)) throw new TypeError("not a CMF message");
    return read.parts.map((info) => view(info, read.role));
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unreadable message";
    const info: CmfPartInfo = { index: 0, contentType: "", kind: "unknown", value: {}, raw: sanitizeCmf(message).clean, error: reason };
    return [view(info, undefined)];
  }
}
