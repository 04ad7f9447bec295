import { markBodyComplete, STREAM_STATUS_KEY, type Message } from "../../model";
import { asText, isRecord } from "../shared/guards";
import type { AdapterOptions } from "../shared/options";
import { ensureMessage, withMessageMeta } from "../shared/stream-parts";
import { applyAgentClientPermission } from "./permission";
import { readEvent, roleOf } from "./read-event";
import { reduceAgentClientUpdate } from "./session-update";
import { findToolCall } from "./tool-calls";
import type { AgentClientPermissionAnswer, AgentClientPermissionRequest } from "./types";

const isMessage = (value: unknown): value is Message => isRecord(value) && Array.isArray(value.parts);

/** The index of the last message holding tool call `id`, else -1. */
function holderOf(thread: readonly Message[], id: string | undefined): number {
  if (id === undefined) return -1;
  for (let i = thread.length - 1; i >= 0; i--) if (findToolCall(thread[i]!, id)) return i;
  return -1;
}

function lastAgentIndex(thread: readonly Message[]): number {
  for (let i = thread.length - 1; i >= 0; i--) if (thread[i]!.role !== "user") return i;
  return -1;
}

function replaceAt(thread: readonly Message[], index: number, message: Message): Message[] {
  const next = thread.slice();
  next[index] = message;
  return next;
}

/** Where an event goes: an existing message's index, or `thread.length` for a new one. */
function targetOf(thread: readonly Message[], event: unknown): number {
  const read = readEvent(event);
  const last = thread.length - 1;
  if (read.kind === "unreadable") return Math.max(last, 0);
  if (read.kind === "stop" || read.type === "state_update") {
    const agent = lastAgentIndex(thread);
    return agent >= 0 ? agent : thread.length;
  }
  if (read.type === "tool_call_update" || read.type === "tool_call_content_chunk") {
    const holder = holderOf(thread, asText(read.update.toolCallId));
    if (holder >= 0) return holder;
  }
  const current = thread[last];
  if (!current || (current.role === "user") !== (roleOf(read.type) === "user")) return thread.length;
  const messageId = asText(read.update.messageId);
  return messageId !== undefined && current.id !== undefined && current.id !== messageId ? thread.length : last;
}

/**
 * Applies one `session/update` (or the prompt response) to a whole session: the ordered list of
 * user and agent messages. User updates (`user_message_chunk`, v2 `user_message`) go to a user
 * message and everything else to an agent message, each update to the last message when its role
 * matches (and, with a `messageId`, when the id does too), else to a new message; the message a
 * role change leaves behind is complete. A `tool_call_update` goes to the message holding its call,
 * however far back, and the prompt response ends the last agent message. Each message is reduced
 * by {@link reduceAgentClientUpdate}; messages not touched stay the same objects. Never throws.
 *
 * @example
 * let thread: Message[] = [];
 * client.onNotification(methods.client.session.update, ({ params }) => {
 *   thread = reduceAgentClientThread(thread, params);
 * });
 * thread = reduceAgentClientThread(thread, await session.prompt("Fix the bug"));
 */
export function reduceAgentClientThread(thread: readonly Message[] | undefined, event: unknown, options?: AdapterOptions): Message[] {
  const messages = Array.isArray(thread) ? thread.filter(isMessage) : [];
  const opts = isRecord(options) ? options : undefined;
  let at: number;
  try {
    at = targetOf(messages, event);
  } catch {
    at = Math.max(messages.length - 1, 0);
  }
  if (at < messages.length) return replaceAt(messages, at, reduceAgentClientUpdate(messages[at], event, opts));
  const previous = messages.at(-1);
  const settled = previous?.metadata?.[STREAM_STATUS_KEY] === "streaming" ? withMessageMeta(markBodyComplete(previous), { [STREAM_STATUS_KEY]: "complete" }) : previous;
  const before = settled === previous ? messages : replaceAt(messages, messages.length - 1, settled!);
  return [...before, reduceAgentClientUpdate(undefined, event, opts)];
}

/**
 * {@link applyAgentClientPermission} on a session: the request (and answer) apply to the last
 * message holding the call, else to the last agent message. Never throws.
 *
 * @example
 * thread = applyAgentClientThreadPermission(thread, params, { outcome: { outcome: "selected", optionId: "allow" } });
 */
export function applyAgentClientThreadPermission(
  thread: readonly Message[] | undefined,
  request: AgentClientPermissionRequest | unknown,
  answer?: AgentClientPermissionAnswer | unknown,
): Message[] {
  const messages = Array.isArray(thread) ? thread.filter(isMessage) : [];
  let at = -1;
  try {
    const call = isRecord(request) ? (isRecord(request.toolCall) ? request.toolCall : request.subject) : undefined;
    at = holderOf(messages, isRecord(call) ? asText(call.toolCallId) : undefined);
  } catch {
    at = -1;
  }
  if (at < 0) at = lastAgentIndex(messages);
  if (at < 0) return [...messages, applyAgentClientPermission(ensureMessage(undefined), request, answer)];
  return replaceAt(messages, at, applyAgentClientPermission(messages[at]!, request, answer));
}
