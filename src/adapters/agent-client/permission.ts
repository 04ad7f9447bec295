import type { Message } from "../../model";
import { asArray, asText, isRecord, type JsonObject } from "../shared/guards";
import { compact } from "../shared/json";
import { rejectEvent } from "../shared/stream-parts";
import { PROVIDER } from "./provider";
import { setToolCallApproval } from "./tool-calls";
import type { AgentClientPermissionAnswer, AgentClientPermissionRequest } from "./types";

/** The call fields a request names: v1 `toolCall`, v2 `subject` (its `type` is the subject's, not the call's). */
function requestedCall(request: JsonObject): JsonObject | undefined {
  if (isRecord(request.toolCall)) return request.toolCall;
  if (!isRecord(request.subject)) return undefined;
  const { type: _type, ...fields } = request.subject;
  return fields;
}

/** What the answer decided, or why it cannot be read against the options offered. */
function decision(options: readonly unknown[], answer: unknown): JsonObject | string {
  const outcome = isRecord(answer) && isRecord(answer.outcome) ? answer.outcome : answer;
  if (!isRecord(outcome)) return "the answer has no outcome";
  if (outcome.outcome === "cancelled") return { approved: false, reason: "cancelled" };
  if (outcome.outcome !== "selected") return `the answer's outcome ${JSON.stringify(outcome.outcome) ?? "undefined"} is neither selected nor cancelled`;
  const option = options.find((o) => isRecord(o) && o.optionId === outcome.optionId);
  const kind = isRecord(option) ? asText(option.kind) : undefined;
  if (!isRecord(option) || kind === undefined || !/^(allow|reject)_/.test(kind)) return `the answer selects ${JSON.stringify(outcome.optionId) ?? "nothing"}, not an allow or reject option the request offered`;
  return { approved: kind.startsWith("allow_"), reason: asText(option.name), optionId: outcome.optionId, optionKind: kind };
}

/**
 * Shows a `session/request_permission` on the tool call it is about: the call (updated with the
 * request's own call fields) is `awaiting-approval`, with the options offered in
 * `metadata.approval`. Given the client's answer too, `metadata.approval.approved` says what was
 * chosen: an `allow_*` option approves (the call goes on as its status says), a `reject_*` option or
 * a cancelled request denies it (`state: "denied"` until the agent reports it completed or failed).
 * A request for a call the message does not hold, or an answer naming no offered option, is kept as
 * a provider item with why. Never throws.
 *
 * @example
 * client.onRequest(methods.client.session.requestPermission, async ({ params }) => {
 *   message = applyAgentClientPermission(message, params);
 *   const answer = await askTheUser(params.options);
 *   message = applyAgentClientPermission(message, params, answer);
 *   return answer;
 * });
 */
export function applyAgentClientPermission(message: Message, request: AgentClientPermissionRequest | unknown, answer?: AgentClientPermissionAnswer | unknown): Message {
  // A value that is not a message starts a new one, as the reducers do.
  const current = isRecord(message) && Array.isArray(message.parts) ? message : undefined;
  try {
    if (!isRecord(request)) return rejectEvent(current, PROVIDER, request, "permission request is not an object", "session/request_permission");
    const call = requestedCall(request);
    const options = asArray(request.options) ?? [];
    const decided = answer === undefined ? {} : decision(options, answer);
    if (typeof decided === "string") return rejectEvent(current, PROVIDER, { request, answer }, decided, "session/request_permission");
    const id = call ? asText(call.toolCallId) : undefined;
    const approval = compact({ id, options, title: asText(request.title), description: asText(request.description), ...decided });
    const next = call && current ? setToolCallApproval(current, call, approval, undefined) : undefined;
    return next ?? rejectEvent(current, PROVIDER, request, `permission request for tool call ${String(id)}, which this message does not hold`, "session/request_permission");
  } catch (error) {
    return rejectEvent(current, PROVIDER, request, `permission request could not be applied: ${error instanceof Error ? error.message : "unknown error"}`, "session/request_permission");
  }
}
