/**
 * CMF roles (closed set).
 *
 * @example
 * const role: CmfRole = "developer";
 */
export type CmfRole = "system" | "developer" | "user" | "assistant" | "tool";

/**
 * CMF channels (closed set).
 *
 * @example
 * const channel: CmfChannel = "analysis";
 */
export type CmfChannel = "analysis" | "commentary" | "final";

/**
 * CMF resource types (closed set).
 *
 * @example
 * const type: CmfResourceType = "database";
 */
export type CmfResourceType = "file" | "blob" | "uri" | "database" | "api" | "memory" | "artifact";

/**
 * A CMF tool invocation.
 *
 * @example
 * const c: CmfToolCall = { tool_call_id: "tc_1", name: "get_user", arguments: { id: "123" } };
 */
export interface CmfToolCall {
  tool_call_id: string;
  name: string;
  arguments: Record<string, unknown>;
  namespace?: string | null;
}

/**
 * A CMF tool result.
 *
 * @example
 * const r: CmfToolResult = { tool_call_id: "tc_1", tool_name: "get_user", content: { name: "Ada" }, is_error: false };
 */
export interface CmfToolResult {
  tool_call_id: string;
  tool_name: string;
  content: unknown;
  is_error?: boolean;
}

/**
 * An embedded CMF resource (`content` for text, `blob` as base64 for binary).
 *
 * @example
 * const r: CmfResource = { resource_request_id: "rr_1", uri: "file:///a.txt", resource_type: "file", content: "hi", mime_type: "text/plain" };
 */
export interface CmfResource {
  resource_request_id?: string;
  uri: string;
  name?: string | null;
  description?: string | null;
  resource_type?: CmfResourceType;
  content?: string | null;
  blob?: string | null;
  mime_type?: string | null;
  size_bytes?: number | null;
  annotations?: Record<string, unknown>;
  version?: string | null;
}

/**
 * A CMF reference to a resource, without its content.
 *
 * @example
 * const r: CmfResourceReference = { resource_request_id: "rr_2", uri: "file:///code.py", resource_type: "file", range_start: 10, range_end: 20 };
 */
export interface CmfResourceReference {
  resource_request_id?: string;
  uri: string;
  name?: string | null;
  resource_type?: CmfResourceType;
  range_start?: number | null;
  range_end?: number | null;
  selector?: string | null;
}

/**
 * A CMF prompt template invocation.
 *
 * @example
 * const p: CmfPromptRequest = { prompt_request_id: "pr_1", name: "code_review", arguments: { lang: "py" } };
 */
export interface CmfPromptRequest {
  prompt_request_id: string;
  name: string;
  arguments: Record<string, unknown>;
  server_id?: string | null;
}

/**
 * A rendered CMF prompt.
 *
 * @example
 * const p: CmfPromptResult = { prompt_request_id: "pr_1", prompt_name: "code_review", messages: [], content: "Review…" };
 */
export interface CmfPromptResult {
  prompt_request_id: string;
  prompt_name: string;
  messages: CmfMessage[];
  content?: string | null;
  is_error?: boolean;
  error_message?: string | null;
}

/**
 * Image, video, audio or document content (`data` is a URL or base64).
 *
 * @example
 * const s: CmfMediaSource = { type: "url", data: "https://example.com/a.png", media_type: "image/png" };
 */
export interface CmfMediaSource {
  type: "url" | "base64";
  data: string;
  media_type?: string | null;
  duration_ms?: number | null;
  title?: string | null;
}

/**
 * A CMF content part: `content_type` plus the fields of its value type, either flat (as in the
 * spec's examples) or wrapped in `content` (as the reference implementation serialises them).
 *
 * @example
 * const a: CmfContentPart = { content_type: "tool_call", name: "search", arguments: { q: "x" }, tool_call_id: "t1" };
 * const b: CmfContentPart = { content_type: "tool_call", content: { tool_call_id: "t1", name: "search", arguments: {} } };
 */
export type CmfContentPart =
  | { content_type: "text"; text: string }
  | { content_type: "thinking"; text: string }
  | ({ content_type: "tool_call" } & (CmfToolCall | { content: CmfToolCall }))
  | ({ content_type: "tool_result" } & (CmfToolResult | { content: CmfToolResult }))
  | ({ content_type: "resource" } & (CmfResource | { content: CmfResource }))
  | ({ content_type: "resource_ref" } & (CmfResourceReference | { content: CmfResourceReference }))
  | ({ content_type: "prompt_request" } & (CmfPromptRequest | { content: CmfPromptRequest }))
  | ({ content_type: "prompt_result" } & (CmfPromptResult | { content: CmfPromptResult }))
  | ({ content_type: "image" | "video" | "audio" | "document" } & (CmfMediaSource | { content: CmfMediaSource }));

/**
 * CMF extensions; every field is optional and read as plain JSON.
 *
 * @example
 * const e: CmfExtensions = { provenance: { message_id: "m1" }, security: { labels: ["PII"] } };
 */
export interface CmfExtensions {
  request?: Record<string, unknown> | null;
  agent?: Record<string, unknown> | null;
  http?: { headers?: Record<string, string> } | null;
  security?: Record<string, unknown> | null;
  mcp?: Record<string, unknown> | null;
  completion?: Record<string, unknown> | null;
  provenance?: Record<string, unknown> | null;
  llm?: Record<string, unknown> | null;
  framework?: Record<string, unknown> | null;
  custom?: Record<string, unknown> | null;
}

/**
 * A CMF (Common Message Format) message.
 *
 * @example
 * const m: CmfMessage = { schema_version: "2.0", role: "user", content: [{ content_type: "text", text: "Hi" }] };
 */
export interface CmfMessage {
  schema_version?: string;
  role: CmfRole | (string & {});
  content: string | CmfContentPart[];
  channel?: CmfChannel | null;
  extensions?: CmfExtensions | null;
}
