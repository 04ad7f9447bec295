/**
 * The closed set of states a tool call is shown in. Providers spell them many ways (AI SDK
 * `input-available`, ACP `in_progress`, OpenAI `completed`…); {@link toolCallState} maps every
 * spelling here, and a view derives `complete` from a linked result too. `awaiting-approval` is a
 * call that runs only once the user approves it; `denied`, one that will not run (refused, or
 * cancelled).
 *
 * @example
 * const state: ToolCallState = "awaiting-approval";
 */
export type ToolCallState = "streaming" | "pending" | "awaiting-approval" | "complete" | "error" | "denied" | "unknown";

const stateWords: Record<string, ToolCallState> = {
  "input-streaming": "streaming",
  streaming: "streaming",
  partial: "streaming",
  "input-available": "pending",
  pending: "pending",
  running: "pending",
  in_progress: "pending",
  "in-progress": "pending",
  executing: "pending",
  calling: "pending",
  searching: "pending",
  generating: "pending",
  interpreting: "pending",
  "approval-requested": "awaiting-approval",
  "awaiting-approval": "awaiting-approval",
  "awaiting_approval": "awaiting-approval",
  "requires-approval": "awaiting-approval",
  mcp_approval_request: "awaiting-approval",
  "approval-responded": "pending",
  "output-available": "complete",
  completed: "complete",
  complete: "complete",
  done: "complete",
  success: "complete",
  succeeded: "complete",
  "output-error": "error",
  error: "error",
  failed: "error",
  failure: "error",
  incomplete: "error",
  "output-denied": "denied",
  denied: "denied",
  rejected: "denied",
  cancelled: "denied",
  canceled: "denied",
};

/**
 * Normalises a tool call's `state` string to {@link ToolCallState}.
 *
 * @example
 * toolCallState("output-available") // "complete"
 */
export function toolCallState(raw: unknown): ToolCallState {
  return typeof raw === "string" ? (stateWords[raw.toLowerCase()] ?? "unknown") : "unknown";
}
