/**
 * An AG-UI message (`@ag-ui/core` `Message`: user, assistant, system, developer, tool, reasoning
 * and activity roles). Structural, so the SDK's own types are accepted as they are.
 *
 * @example
 * const m: AgUiMessageLike = { id: "m1", role: "assistant", content: "Hi", toolCalls: [] };
 */
export interface AgUiMessageLike {
  id?: string;
  role: string;
  content?: unknown;
  name?: string;
  toolCalls?: readonly unknown[];
  toolCallId?: string;
  error?: string;
  activityType?: string;
  encryptedValue?: string;
  metadata?: unknown;
  subagentRunId?: string | null;
}

/**
 * An AG-UI event (`@ag-ui/core` `BaseEvent`): what `HttpAgent` subscribers receive and what the
 * SSE stream carries, one JSON object per event.
 *
 * @example
 * const e: AgUiEventLike = { type: "TEXT_MESSAGE_CONTENT", messageId: "m1", delta: "Hi" };
 */
export interface AgUiEventLike {
  type: string;
  [field: string]: unknown;
}

/**
 * What `fromAgUi` reads as a list: an array of messages, or an object holding one (a
 * `RunAgentInput`, a `MESSAGES_SNAPSHOT` event).
 *
 * @example
 * const input: AgUiListInput = { messages: agent.messages };
 */
export type AgUiListInput = readonly AgUiMessageLike[] | { readonly messages: readonly AgUiMessageLike[] };
