import type { Message, Part } from "../../model";
import { asString, asText, isRecord, type JsonObject } from "../shared/guards";
import { parseJson } from "../shared/json";
import type { AdapterOptions } from "../shared/options";
import { partNames } from "../shared/part-names";
import { jsonPart } from "../shared/parts";
import { continuingBuilder, partIndexByKey, rejectEvent, replacePart, STREAM_KEY, withPartMeta } from "../shared/stream-parts";
import { addAgUiMessage, PROVIDER } from "./content";
import { applyJsonPatch } from "./json-patch";
import { eventOrigin, keyOf, keys } from "./stream-keys";

/**
 * The name of the part holding the agent's shared state.
 *
 * @example
 * message.parts.find((p) => p.name === AG_UI_STATE_PART);
 */
export const AG_UI_STATE_PART = "/state";

function jsonOf(part: Part | undefined): unknown {
  const parsed = part?.content === undefined ? undefined : parseJson(part.content);
  return parsed?.ok ? parsed.value : undefined;
}

function putState(message: Message, state: unknown, metadata: Record<string, unknown>): Message {
  const at = partIndexByKey(message, keys.state);
  const part = jsonPart("application/json", state, at >= 0 ? message.parts[at]!.name : AG_UI_STATE_PART, { [STREAM_KEY]: keys.state, ...metadata });
  if (at >= 0) return replacePart(message, at, part);
  const b = continuingBuilder(PROVIDER, message.role, undefined, [], message.parts);
  return { ...message, parts: [...message.parts, { ...part, name: b.names.claim(part.name!) }] };
}

/**
 * `STATE_SNAPSHOT` replaces the state part (`/state`, JSON); `STATE_DELTA` applies its JSON Patch
 * to it (to `{}` before any snapshot, as the SDK's agent starts). A patch that does not apply
 * leaves the state as it was and becomes a visible provider item.
 *
 * @example
 * stateEvent(message, { type: "STATE_DELTA", delta: [{ op: "add", path: "/step", value: 2 }] });
 */
export function stateEvent(message: Message, event: JsonObject): Message {
  const type = asString(event.type)!;
  if (type === "STATE_SNAPSHOT") return putState(message, event.snapshot ?? null, { snapshotMetadata: event.metadata });
  const before = jsonOf(message.parts[partIndexByKey(message, keys.state)]) ?? {};
  const patched = applyJsonPatch(before, event.delta);
  if (!patched.ok) return rejectEvent(message, PROVIDER, event, `state patch could not be applied: ${patched.error}`, type);
  return putState(message, patched.value, {});
}

/**
 * `ACTIVITY_SNAPSHOT` puts the activity's content in a JSON part `/data/<activityType>/<id>`
 * (replaced by later snapshots unless `replace: false`); `ACTIVITY_DELTA` patches it.
 *
 * @example
 * activityEvent(message, { type: "ACTIVITY_SNAPSHOT", messageId: "a1", activityType: "PLAN", content: { steps: [] } }, options);
 */
export function activityEvent(message: Message, event: JsonObject, options: AdapterOptions | undefined): Message {
  const type = asString(event.type)!;
  const id = asText(event.messageId);
  if (id === undefined) return rejectEvent(message, PROVIDER, event, `${type} has no messageId`, type);
  const at = partIndexByKey(message, keys.activity(id));
  const existing = message.parts[at];
  const activityType = asText(event.activityType) ?? asString(existing?.metadata?.activityType) ?? "activity";
  let content: unknown;
  if (type === "ACTIVITY_SNAPSHOT") {
    if (existing && event.replace === false) return message;
    if (!isRecord(event.content)) return rejectEvent(message, PROVIDER, event, "ACTIVITY_SNAPSHOT content is not an object", type);
    content = event.content;
  } else {
    if (!existing) return rejectEvent(message, PROVIDER, event, `ACTIVITY_DELTA for activity ${id}, which has no snapshot`, type);
    const patched = applyJsonPatch(jsonOf(existing) ?? {}, event.patch);
    if (!patched.ok) return rejectEvent(message, PROVIDER, event, `activity patch could not be applied: ${patched.error}`, type);
    content = patched.value;
  }
  const b = continuingBuilder(PROVIDER, message.role, options, [], message.parts.filter((_, i) => i !== at));
  const origin = existing ? { messageId: id, messageRole: "activity", step: existing.metadata?.step, subagentRunId: existing.metadata?.subagentRunId } : eventOrigin(message, event, id, "activity");
  const part = b.json(content, { ...origin, activityType, [STREAM_KEY]: keys.activity(id) }, partNames.data(activityType, id));
  return existing ? replacePart(message, at, part) : { ...message, parts: [...message.parts, part] };
}

/** Roles a messages snapshot brings into the run's message; the conversation's own turns stay out. */
const RUN_ROLES = new Set(["assistant", "tool", "reasoning", "activity"]);

/**
 * `MESSAGES_SNAPSHOT`: the parts of the assistant, tool, reasoning and activity messages are
 * rebuilt from the snapshot where they were (new ones appended); parts of messages the snapshot
 * no longer has go, except reasoning and activity when the snapshot has none of that role (as the
 * SDK keeps them). Parts of no message (the state, run items) stay.
 *
 * @example
 * messagesSnapshot(message, { type: "MESSAGES_SNAPSHOT", messages: agent.messages }, options);
 */
export function messagesSnapshot(message: Message, event: JsonObject, options: AdapterOptions | undefined): Message {
  if (!Array.isArray(event.messages)) return rejectEvent(message, PROVIDER, event, "MESSAGES_SNAPSHOT has no messages list", "MESSAGES_SNAPSHOT");
  const snapshot = (Array.from(event.messages) as unknown[]).filter(isRecord);
  const ids = new Set(snapshot.map((m) => asText(m.id)).filter((id) => id !== undefined));
  const roles = new Set(snapshot.map((m) => m.role));
  const loose = message.parts.filter((p) => p.metadata?.messageId === undefined);
  const taken: Part[] = [...loose];
  const rebuilt = new Map<string, Part[]>();
  const fresh: Part[] = [];
  const callNames = new Map<string, string>();
  for (const m of snapshot) {
    if (!RUN_ROLES.has(String(m.role))) continue;
    const b = continuingBuilder(PROVIDER, asString(m.role), options, [], taken);
    addAgUiMessage(b, m, callNames);
    const parts = b.parts.map((p) => {
      const messageId = asText(p.metadata?.messageId);
      const content = jsonOf(p);
      const key = keyOf(p.contentType, messageId, isRecord(content) ? content : undefined);
      return key === undefined ? p : withPartMeta(p, { [STREAM_KEY]: key });
    });
    taken.push(...parts);
    const id = asText(m.id);
    if (id !== undefined && message.parts.some((p) => p.metadata?.messageId === id)) rebuilt.set(id, parts);
    else fresh.push(...parts);
  }
  const out: Part[] = [];
  for (const part of message.parts) {
    const id = asText(part.metadata?.messageId);
    if (id === undefined) out.push(part);
    else if (rebuilt.has(id)) {
      out.push(...rebuilt.get(id)!);
      rebuilt.delete(id);
    } else if (!ids.has(id) && ((part.metadata?.messageRole === "reasoning" && !roles.has("reasoning")) || (part.metadata?.messageRole === "activity" && !roles.has("activity")))) out.push(part);
  }
  return { ...message, parts: [...out, ...fresh] };
}
