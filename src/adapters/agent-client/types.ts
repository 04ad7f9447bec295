/**
 * One `session/update` of Zed's Agent Client Protocol (v1, and the v2 draft where it differs): a
 * record tagged by `sessionUpdate`. Only the tag is typed; the adapter reads every other field
 * defensively, so updates from newer agents still fit.
 *
 * @example
 * const update: AgentClientUpdate = { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "Hi" } };
 */
export interface AgentClientUpdate {
  readonly sessionUpdate: string;
  readonly [field: string]: unknown;
}

/**
 * The params of a `session/update` notification, what an Agent Client Protocol client receives.
 *
 * @example
 * const n: AgentClientNotification = { sessionId: "s1", update: { sessionUpdate: "plan", entries: [] } };
 */
export interface AgentClientNotification {
  readonly sessionId?: string;
  readonly update: AgentClientUpdate;
  readonly [field: string]: unknown;
}

/**
 * One choice a permission request offers (`kind`: `allow_once`, `allow_always`, `reject_once`,
 * `reject_always`).
 *
 * @example
 * const option: AgentClientPermissionOption = { optionId: "allow", name: "Allow", kind: "allow_once" };
 */
export interface AgentClientPermissionOption {
  readonly optionId: string;
  readonly name?: string;
  readonly kind?: string;
  readonly [field: string]: unknown;
}

/**
 * The params of `session/request_permission`: the tool call asking (v1 `toolCall`, v2 `subject`)
 * and the options offered.
 *
 * @example
 * const request: AgentClientPermissionRequest = {
 *   sessionId: "s1",
 *   toolCall: { toolCallId: "call_1" },
 *   options: [{ optionId: "allow", name: "Allow", kind: "allow_once" }],
 * };
 */
export interface AgentClientPermissionRequest {
  readonly sessionId?: string;
  readonly toolCall?: { readonly toolCallId: string; readonly [field: string]: unknown };
  readonly subject?: { readonly toolCallId?: string; readonly [field: string]: unknown };
  readonly options?: readonly AgentClientPermissionOption[];
  readonly [field: string]: unknown;
}

/**
 * The client's answer to a permission request: the response (`{ outcome: … }`) or its outcome.
 *
 * @example
 * const answer: AgentClientPermissionAnswer = { outcome: { outcome: "selected", optionId: "allow" } };
 */
export type AgentClientPermissionAnswer =
  | { readonly outcome: { readonly outcome: string; readonly optionId?: string } }
  | { readonly outcome: string; readonly optionId?: string };
