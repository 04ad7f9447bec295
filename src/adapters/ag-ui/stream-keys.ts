import { partStatus, type Message } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asArray, asText, isRecord, type JsonObject } from "../shared/guards";
import type { AdapterOptions } from "../shared/options";
import type { Meta } from "../shared/parts";
import { STREAM_KEY } from "../shared/stream-parts";
import { finishDraft } from "../shared/stream-tool-call";
import { markPartComplete } from "../../model";
import { originMeta, PROVIDER } from "./content";

/**
 * Stream keys of the parts the AG-UI reducer builds (`metadata.streamKey`), so later events find
 * their part again.
 *
 * @example
 * keys.text("msg_1"); // "text:msg_1"
 */
export const keys = {
  text: (id: string): string => `text:${id}`,
  reasoning: (id: string): string => `reasoning:${id}`,
  toolCall: (id: string): string => `tool:${id}`,
  toolResult: (id: string): string => `tool:${id}/result`,
  activity: (id: string): string => `activity:${id}`,
  state: "state",
} as const;

/** Part metadata flag of a part opened by a `*_CHUNK` event: it stays open until another event closes it. */
export const CHUNK_KEY = "chunk";

/**
 * The step running now (the last `STEP_STARTED` not yet finished), from `metadata.steps`.
 *
 * @example
 * activeStep(message); // "plan"
 */
export function activeStep(message: Message): string | undefined {
  const steps = asArray(message.metadata?.steps) ?? [];
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    if (isRecord(step) && step.status === "started") return asText(step.name);
  }
  return undefined;
}

/**
 * The origin of a part an event creates: its AG-UI message, the step running and the subagent
 * that sent the event.
 *
 * @example
 * eventOrigin(message, event, "msg_1", "assistant");
 */
export function eventOrigin(message: Message, event: JsonObject, messageId: string | undefined, role: string): Meta {
  return originMeta(messageId, role, { step: activeStep(message), subagentRunId: asText(event.subagentRunId) });
}

/** The index of the part a chunk event left open, or -1. */
export function openChunkIndex(message: Message): number {
  for (let i = message.parts.length - 1; i >= 0; i--) {
    const part = message.parts[i]!;
    if (part.metadata?.[CHUNK_KEY] === true && partStatus(part) === "streaming") return i;
  }
  return -1;
}

/**
 * Closes the text, reasoning or tool call a chunk event left open, as `@ag-ui/client` does when
 * another event arrives (a tool call's arguments are then complete).
 *
 * @example
 * const current = closeOpenChunk(message, options);
 */
export function closeOpenChunk(message: Message, options: AdapterOptions | undefined): Message {
  const at = openChunkIndex(message);
  if (at < 0) return message;
  const part = message.parts[at]!;
  if (part.contentType === CT.toolCall) return finishDraft(message, at, PROVIDER, options, { state: "pending" });
  return markPartComplete(message, at);
}

/**
 * The stream key of a part, derived from what it is (for parts converted whole, from a messages
 * snapshot, so later events continue them).
 *
 * @example
 * keyOf(part); // "text:msg_1"
 */
export function keyOf(contentType: string, messageId: string | undefined, content: JsonObject | undefined): string | undefined {
  if (contentType === CT.toolCall) return content && typeof content.id === "string" ? keys.toolCall(content.id) : undefined;
  if (contentType === CT.toolResult) return content && typeof content.callId === "string" ? keys.toolResult(content.callId) : undefined;
  if (messageId === undefined) return undefined;
  if (contentType === CT.reasoning) return keys.reasoning(messageId);
  if (contentType === "application/json") return keys.activity(messageId);
  if (contentType.startsWith("text/")) return keys.text(messageId);
  return undefined;
}

export { STREAM_KEY };
