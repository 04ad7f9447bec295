import type { BodyBuilder } from "../shared/body-builder";
import { asArray, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { partNames } from "../shared/part-names";
import type { Meta } from "../shared/parts";

/**
 * Provider id in `metadata.provider` of AG-UI provider items.
 *
 * @example
 * new BodyBuilder(PROVIDER, "assistant", undefined);
 */
export const PROVIDER = "ag-ui";

/**
 * Where a part came from in the AG-UI thread: the message id and role it belongs to (a tool result
 * is its own `tool` message, reasoning its own `reasoning` message), so a thread can be split back
 * into AG-UI messages.
 *
 * @example
 * originMeta("msg_1", "assistant"); // { messageId: "msg_1", messageRole: "assistant" }
 */
export function originMeta(messageId: string | undefined, role: string, extra: Meta = {}): Meta {
  return { messageId, messageRole: role, ...extra };
}

const MEDIA_FALLBACK: Record<string, string> = { image: "image/*", audio: "audio/*", video: "video/*", document: "application/octet-stream" };

/** A user's or a tool's multimodal content part (`text`, or `image`/`audio`/`video`/`document` with a source). */
function addContentPart(b: BodyBuilder, raw: unknown): void {
  if (!isRecord(raw)) {
    b.providerItem(raw, { error: `content part is ${describe(raw)}, not an object` });
    return;
  }
  const type = asString(raw.type);
  if (type === "text" && typeof raw.text === "string") {
    b.text(raw.text, { partId: asText(raw.id), providerMetadata: raw.metadata });
    return;
  }
  const fallback = type === undefined ? undefined : MEDIA_FALLBACK[type];
  const source = isRecord(raw.source) ? raw.source : undefined;
  if (fallback === undefined || source === undefined) {
    b.providerItem(raw, { itemType: type, error: fallback === undefined ? undefined : "media part has no source" });
    return;
  }
  const common = { raw, itemType: type, declaredType: source.mimeType, fallbackType: fallback, metadata: { partId: asText(raw.id), providerMetadata: raw.metadata } };
  if (source.type === "data") b.binary({ ...common, base64: source.value, placement: "auto" });
  else if (source.type === "url") b.binary({ ...common, url: source.value, placement: "auto" });
  else if (source.type === "file") b.binary({ ...common, placement: "files", metadata: { ...common.metadata, fileId: source.value, fileProvider: source.provider } });
  else b.providerItem(raw, { itemType: type, error: `media source type ${JSON.stringify(source.type)} is not data, url or file` });
}

/** Text and media content: a string is one text part, a list is one part per item. */
function addContent(b: BodyBuilder, content: unknown, meta: Meta): void {
  if (typeof content === "string") {
    if (content !== "") b.text(content, meta);
    return;
  }
  const list = asArray(content);
  if (list) for (const item of list) addContentPart(b, item);
  else if (content !== undefined && content !== null) b.providerItem(content, { error: `content is ${describe(content)}, not text or a list of parts` });
}

/**
 * A tool result's output as AG-UI sends it: the text as given (tools usually send JSON text, kept
 * as the tool wrote it), the texts of an all-text part list joined, other lists as they are.
 *
 * @example
 * toolOutput([{ type: "text", text: "22" }, { type: "text", text: "°C" }]); // "22°C"
 */
export function toolOutput(content: unknown): unknown {
  const list = asArray(content);
  if (!list) return content;
  const texts = list.map((item) => (isRecord(item) && item.type === "text" && typeof item.text === "string" ? item.text : undefined));
  return texts.every((t) => t !== undefined) ? texts.join("") : list;
}

function addToolCalls(b: BodyBuilder, calls: unknown, messageId: string | undefined, callNames: Map<string, string> | undefined, subagentRunId?: string): void {
  if (calls === undefined || calls === null) return;
  const list = asArray(calls);
  if (!list) {
    b.providerItem(calls, { error: `toolCalls is ${describe(calls)}, not an array` });
    return;
  }
  list.forEach((call, i) => {
    const fn = isRecord(call) && isRecord(call.function) ? call.function : undefined;
    const id = isRecord(call) ? asText(call.id) : undefined;
    const name = fn ? asText(fn.name) : undefined;
    if (!isRecord(call) || id === undefined || name === undefined) {
      b.providerItem(call, { error: `tool call ${i} has no id or no function name`, itemType: "toolCall" });
      return;
    }
    callNames?.set(id, name);
    b.toolCall({ id, name, rawArguments: fn!.arguments }, originMeta(messageId, "assistant", { encryptedValue: call.encryptedValue, providerMetadata: call.metadata, subagentRunId }));
  });
}

/**
 * Adds the parts of one AG-UI message to `b`, each carrying its origin ({@link originMeta}):
 * text and media content, assistant `toolCalls` as `/tool-calls/<id>`, a tool message as
 * `/tool-calls/<toolCallId>/result`, reasoning as a reasoning part (an `encryptedValue` kept
 * opaque in its metadata), an activity as `/data/<activityType>/<id>`. `callNames` collects the
 * names of the calls seen so far, so a later tool result carries its tool's name.
 *
 * @example
 * addAgUiMessage(builder, { id: "t1", role: "tool", toolCallId: "call_1", content: "22°C" });
 */
export function addAgUiMessage(b: BodyBuilder, m: JsonObject, callNames?: Map<string, string>): void {
  const id = asText(m.id);
  const role = asString(m.role) ?? "unknown";
  const meta = originMeta(id, role, { subagentRunId: asText(m.subagentRunId) });
  switch (role) {
    case "user":
    case "system":
    case "developer":
      addContent(b, m.content, meta);
      return;
    case "assistant":
      addContent(b, m.content, meta);
      // A call has no attribution of its own: it is the subagent's whose message holds it.
      addToolCalls(b, m.toolCalls, id, callNames, asText(m.subagentRunId));
      return;
    case "tool": {
      const callId = asText(m.toolCallId);
      if (callId === undefined) {
        b.providerItem(m, { error: "tool message has no toolCallId", itemType: "tool" });
        return;
      }
      const error = asText(m.error);
      b.toolResult({ callId, name: callNames?.get(callId), output: toolOutput(m.content), isError: error === undefined ? undefined : true }, { ...meta, errorText: error });
      return;
    }
    case "reasoning":
      b.reasoning(asString(m.content) ?? "", { ...meta, encryptedValue: asText(m.encryptedValue) });
      return;
    case "activity": {
      const activityType = asString(m.activityType) ?? "activity";
      b.json(m.content ?? {}, { ...meta, activityType }, partNames.data(activityType, id));
      return;
    }
    default:
      b.providerItem(m, { itemType: role, metadata: meta });
  }
}
