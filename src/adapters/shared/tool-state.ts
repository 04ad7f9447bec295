import { toolCallState, type ToolCallState } from "../../model/vocabulary/tool-call-state";

/**
 * A provider's tool-call state as the fields a tool-call part carries: `state` in partkit's closed
 * set, and the provider's own spelling as `providerState` when it differs. Nothing for no state.
 *
 * @example
 * callState("input-available"); // { state: "pending", providerState: "input-available" }
 * callState(undefined);         // {}
 */
export function callState(raw: string | undefined): { state?: ToolCallState; providerState?: string } {
  if (raw === undefined) return {};
  const state = toolCallState(raw);
  return state === raw ? { state } : { state, providerState: raw };
}
