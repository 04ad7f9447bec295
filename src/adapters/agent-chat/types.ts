/**
 * Metadata of an agent chat message (seed 004); extra keys are allowed and kept.
 *
 * @example
 * const m: AgentChatMessageMetadata = { run_id: "run_1", stage: "intent", latency_ms: 2610, message_id: "intent-run_1" };
 */
export interface AgentChatMessageMetadata {
  run_id?: string;
  stage?: string;
  latency_ms?: number;
  message_id?: string;
  tool_name?: string;
  user_message_attachments?: { bucket: string; path: string; mime_type: string };
  [key: string]: unknown;
}

/**
 * A content block: text, or a binary file behind a (signed, expiring) storage URL.
 *
 * @example
 * const b: AgentChatBlock = { type: "binary", mimeType: "image/jpeg", url: "https://x.supabase.co/storage/v1/object/sign/b/p.jpg?token=…" };
 */
export type AgentChatBlock = { type: "text"; text: string } | { type: "binary"; mimeType: string; url: string; filename?: string };

/**
 * An agent chat message.
 *
 * @example
 * const m: AgentChatMessage = { id: "msg-1", role: "user", content: [{ type: "text", text: "Hi" }] };
 */
export interface AgentChatMessage {
  id?: string;
  role: string;
  content: string | AgentChatBlock[];
  metadata?: AgentChatMessageMetadata;
  created_at?: string;
}

/**
 * A run request (`POST /run`) or a history response (`GET /history`).
 *
 * @example
 * const r: AgentChatEnvelope = { threadId: "thread-123", runId: "run-456", messages: [] };
 */
export interface AgentChatEnvelope {
  threadId?: string;
  runId?: string;
  messages: AgentChatMessage[];
}
