import { STREAM_STATUS_KEY, type Message } from "../../model";
import { asText, type JsonObject } from "../shared/guards";
import { continuingBuilder, ensureMessage, finishMessage, keepUnknownEvent, rejectEvent, replacePart, withMessageMeta } from "../shared/stream-parts";
import { partNames } from "../shared/part-names";
import type { AdapterOptions } from "../shared/options";
import { foldEvents, safeReducer, streamMessages } from "../shared/stream-fold";
import { addChunk, setWholeMessage } from "./content";
import { applyPlan } from "./plan";
import { PROVIDER } from "./provider";
import { readEvent, roleOf } from "./read-event";
import { applyTerminalUpdate } from "./terminals";
import { appendToolCallContent, upsertToolCall } from "./tool-calls";

/** Session state an agent reports between turns, kept as `/data/<kind>` and in message metadata. */
const SESSION_STATE: Record<string, (update: JsonObject) => Record<string, unknown>> = {
  available_commands_update: () => ({}),
  current_mode_update: (u) => ({ currentModeId: u.currentModeId }),
  config_option_update: () => ({}),
  session_info_update: (u) => ({ sessionTitle: u.title ?? undefined }),
  usage_update: (u) => ({ usage: { used: u.used, size: u.size, cost: u.cost ?? undefined } }),
};

function setSessionState(message: Message, type: string, update: JsonObject, options: AdapterOptions | undefined): Message {
  const { sessionUpdate: _type, ...fields } = update;
  const name = partNames.data(type);
  const at = message.parts.findIndex((part) => part.name === name);
  const b = continuingBuilder(PROVIDER, message.role, options, [], message.parts.filter((_, i) => i !== at));
  const part = b.json(fields, { dataType: type }, name);
  const next = at < 0 ? { ...message, parts: [...message.parts, part] } : replacePart(message, at, part);
  return withMessageMeta(next, SESSION_STATE[type]!(update));
}

function applyState(message: Message, update: JsonObject): Message {
  const state = asText(update.state);
  if (state === "idle") return finishMessage(message, { stopReason: update.stopReason ?? undefined });
  if (state === "running") return withMessageMeta(message, { [STREAM_STATUS_KEY]: "streaming", state });
  return withMessageMeta(message, { state });
}

function reduce(message: Message | undefined, event: unknown, options: AdapterOptions | undefined): Message {
  const read = readEvent(event);
  if (read.kind === "unreadable") return rejectEvent(message, PROVIDER, event, read.why);
  if (read.kind === "stop") return finishMessage(message, { stopReason: read.response.stopReason, usage: read.response.usage ?? undefined });
  const { type, update } = read;
  const role = roleOf(type);
  let current = ensureMessage(message, role);
  if ((current.role === "user") !== (role === "user"))
    return rejectEvent(current, PROVIDER, event, `${type} belongs to ${role === "user" ? "the user's" : "the agent's"} message, not this ${String(current.role)} one (reduceAgentClientThread keeps both)`, type);
  const messageId = asText(update.messageId);
  if (messageId !== undefined && current.id === undefined) current = { ...current, id: messageId };
  switch (type) {
    case "user_message_chunk":
    case "agent_message_chunk":
      return addChunk(current, update, "text", options);
    case "agent_thought_chunk":
      return addChunk(current, update, "thought", options);
    case "user_message":
    case "agent_message":
      return setWholeMessage(current, update, "text", options);
    case "agent_thought":
      return setWholeMessage(current, update, "thought", options);
    case "tool_call":
    case "tool_call_update":
      return upsertToolCall(current, update, options);
    case "tool_call_content_chunk":
      return appendToolCallContent(current, update, options);
    case "plan":
    case "plan_update":
      return applyPlan(current, update);
    case "state_update":
      return applyState(current, update);
    case "terminal_update":
    case "terminal_output_chunk":
      return applyTerminalUpdate(current, update, options);
  }
  if (Object.hasOwn(SESSION_STATE, type)) return setSessionState(current, type, update, options);
  return keepUnknownEvent(current, PROVIDER, event, type);
}

/**
 * Applies one `session/update` of Zed's Agent Client Protocol to the message so far. Accepts the
 * notification params (`{ sessionId, update }`), the bare `update`, a JSON-RPC `session/update`
 * notification, and the `session/prompt` response (`{ stopReason }`), which ends the turn
 * (`metadata.status` `"complete"`, `metadata.stopReason`).
 *
 * - `agent_message_chunk` grows a Markdown part, `agent_thought_chunk` a reasoning part (a new part
 *   once another comes between, or `messageId` changes); image, audio, `resource` and
 *   `resource_link` blocks become media, `/resources/<n>` and resource-reference parts.
 * - `tool_call` / `tool_call_update` are upserts keyed by `toolCallId` (an omitted field stays,
 *   `null` clears it): `/tool-calls/<id>` (name: the tool's `name`, else its `kind`; `title`,
 *   `kind`, `locations` in metadata; `rawInput` as arguments; status `pending`/`in_progress` →
 *   `pending`, `completed` → `complete`, `failed` → `error`), then `/tool-calls/<id>/result` with
 *   `rawOutput` (else the content's text) and `/tool-calls/<id>/result/<n>` for the other content:
 *   a `diff` as a `text/x-diff` unified diff, a `terminal` as a resource reference.
 * - `plan` is a Markdown checklist `/plan` (v2 `plan_update`: `/plans/<planId>`), replaced whole.
 * - `available_commands_update`, `current_mode_update`, `config_option_update`,
 *   `session_info_update`, `usage_update` become `/data/<kind>` JSON parts, replaced in place
 *   (and `currentModeId`, `sessionTitle`, `usage` in message metadata).
 * - v2: `agent_message` / `agent_thought` replace what their `messageId` streamed,
 *   `tool_call_content_chunk` adds content to a call, `state_update` `idle` ends the turn;
 *   `terminal_update` and `terminal_output_chunk` keep agent-owned terminals in
 *   `metadata.terminals`, and a call showing one has its output (text, exit code) as its result,
 *   growing as chunks arrive.
 * - `user_message_chunk` (and v2 `user_message`) make a user message; in an agent's message they
 *   are kept as provider items with why — {@link reduceAgentClientThread} splits turns by role.
 *
 * Anything else is kept as a provider item (`metadata.itemType`); unreadable updates and updates
 * for calls that never started as provider items with `metadata.error`. Never throws.
 *
 * @example
 * client.onNotification(methods.client.session.update, ({ params }) => {
 *   message = reduceAgentClientUpdate(message, params);
 *   render(<MessageView message={message} />);
 * });
 */
export const reduceAgentClientUpdate = safeReducer<AdapterOptions>(PROVIDER, reduce);

/**
 * Folds recorded `session/update` notifications (and the prompt response) into one message.
 *
 * @example
 * foldAgentClientUpdates([{ sessionId: "s", update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "Hi" } } }, { stopReason: "end_turn" }]);
 */
export function foldAgentClientUpdates(events: Iterable<unknown>, options?: AdapterOptions): Message {
  return foldEvents(reduceAgentClientUpdate, events, options);
}

/**
 * The message after each notification that changed it, for re-rendering as updates arrive.
 *
 * @example
 * for await (const message of agentClientUpdateMessages(updates)) setMessage(message);
 */
export function agentClientUpdateMessages(events: Iterable<unknown> | AsyncIterable<unknown>, options?: AdapterOptions): AsyncGenerator<Message, void, undefined> {
  return streamMessages(reduceAgentClientUpdate, events, options);
}
