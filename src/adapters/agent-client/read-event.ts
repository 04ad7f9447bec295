import { asText, describe, isRecord, type JsonObject } from "../shared/guards";

/**
 * What one event handed to the reducers is: a session update (bare, inside notification params or
 * inside a JSON-RPC `session/update` notification), the end of a turn (a `session/prompt`
 * response, bare or as a JSON-RPC result), or why it is neither.
 *
 * @example
 * readEvent({ sessionId: "s1", update: { sessionUpdate: "plan", entries: [] } }); // { kind: "update", type: "plan", update: {…} }
 * readEvent({ stopReason: "end_turn" });                                       // { kind: "stop", response: {…} }
 */
export function readEvent(
  event: unknown,
): { kind: "update"; type: string; update: JsonObject } | { kind: "stop"; response: JsonObject } | { kind: "unreadable"; why: string } {
  if (!isRecord(event)) return { kind: "unreadable", why: `session update is ${describe(event)}, not an object` };
  const inner = event.method === "session/update" && isRecord(event.params) ? event.params : isRecord(event.result) ? event.result : event;
  const update = isRecord(inner.update) ? inner.update : inner;
  const type = asText(update.sessionUpdate);
  if (type !== undefined) return { kind: "update", type, update };
  if (typeof inner.stopReason === "string") return { kind: "stop", response: inner };
  return { kind: "unreadable", why: "not a session update: no sessionUpdate string (nor a prompt response's stopReason)" };
}

/**
 * Whose words an update carries: `user` for the user's message, `assistant` for everything else.
 *
 * @example
 * roleOf("user_message_chunk"); // "user"
 */
export function roleOf(type: string): "user" | "assistant" {
  return type === "user_message_chunk" || type === "user_message" ? "user" : "assistant";
}
