import { STREAM_STATUS_KEY, type Message, type Part } from "../../model";
import { BodyBuilder } from "./body-builder";
import { PARTKIT_CONTENT_TYPES } from "./content-types";
import { asString, isRecord } from "./guards";
import { compact, parseJson, stringifyJson } from "./json";
import type { AdapterOptions } from "./options";
import { partNames } from "./part-names";
import type { Meta, ToolCallContent } from "./parts";
import { jsonMeta, replacePart } from "./stream-parts";

/**
 * A tool call whose arguments are still arriving.
 *
 * @example
 * const draft: ToolCallDraft = { id: "call_1", name: "get_weather", argumentsText: '{"city":"Par' };
 */
export interface ToolCallDraft {
  readonly id: string;
  readonly name: string;
  readonly namespace?: string | undefined;
  readonly state?: string | undefined;
  readonly argumentsText: string;
  /** Free-text input (custom tools, `inputEncoding: "text"`): never parsed as JSON. */
  readonly textOnly?: boolean | undefined;
}

// Parsing on every delta would be quadratic; a JSON object or array can only be complete when it
// ends with its closing bracket.
function parsedIfComplete(text: string): { value: unknown } | undefined {
  const end = text.trimEnd().at(-1);
  if (end !== "}" && end !== "]") return undefined;
  const parsed = parseJson(text);
  return parsed.ok ? { value: parsed.value } : undefined;
}

function draftContent(draft: ToolCallDraft): string {
  const parsed = draft.textOnly ? undefined : parsedIfComplete(draft.argumentsText);
  const content: ToolCallContent = compact({
    id: draft.id,
    name: draft.name,
    namespace: draft.namespace,
    arguments: parsed?.value,
    argumentsText: draft.argumentsText,
    state: draft.state,
  });
  return stringifyJson(content);
}

/**
 * A streaming tool-call part: `argumentsText` holds what arrived so far and `arguments` the parsed
 * value once the text is complete JSON.
 *
 * @example
 * draftToolCallPart("/tool-calls/call_1", { id: "call_1", name: "f", argumentsText: "" }, { streamKey: "tool:0" });
 */
export function draftToolCallPart(name: string, draft: ToolCallDraft, metadata: Meta): Part {
  return {
    name,
    contentType: PARTKIT_CONTENT_TYPES.toolCall,
    content: draftContent(draft),
    metadata: jsonMeta({ ...metadata, textOnly: draft.textOnly || undefined, [STREAM_STATUS_KEY]: "streaming" }),
  };
}

/**
 * Reads a draft back from a tool-call part (undefined when the part is not one).
 *
 * @example
 * readDraft(message.parts[2])?.argumentsText;
 */
export function readDraft(part: Part | undefined): ToolCallDraft | undefined {
  if (part?.contentType !== PARTKIT_CONTENT_TYPES.toolCall || part.content === undefined) return undefined;
  const parsed = parseJson(part.content);
  if (!parsed.ok || !isRecord(parsed.value)) return undefined;
  const c = parsed.value;
  const id = asString(c.id);
  const name = asString(c.name);
  if (id === undefined || name === undefined) return undefined;
  const argumentsText = asString(c.argumentsText) ?? (c.arguments === undefined ? "" : stringifyJson(c.arguments));
  return { id, name, namespace: asString(c.namespace), state: asString(c.state), argumentsText, textOnly: part.metadata?.textOnly === true };
}

/**
 * Updates the draft at `index` (appending argument text, changing its state…); the part stays
 * streaming. A part that is not a tool call leaves the message unchanged.
 *
 * @example
 * updateDraft(message, i, (d) => ({ ...d, argumentsText: d.argumentsText + '"Paris"}' }));
 */
export function updateDraft(message: Message, index: number, update: (draft: ToolCallDraft) => ToolCallDraft): Message {
  const part = message.parts[index];
  const draft = readDraft(part);
  if (!part || !draft) return message;
  const content = draftContent(update(draft));
  if (content === part.content && part.metadata?.[STREAM_STATUS_KEY] === "streaming") return message;
  return replacePart(message, index, { ...part, content, metadata: { ...part.metadata, [STREAM_STATUS_KEY]: "streaming" } });
}

/**
 * Completes the tool call at `index` exactly as the non-streaming adapter would have built it from
 * the final arguments (`rawArguments`, default: the text that streamed in; invalid JSON stays as
 * `argumentsText` with `metadata.argumentsError`), keeping its name and extra metadata.
 *
 * @example
 * finishDraft(message, i, "openai", options, { state: undefined });
 */
export function finishDraft(
  message: Message,
  index: number,
  provider: string,
  options: AdapterOptions | undefined,
  final: { rawArguments?: unknown; textArguments?: string; state?: string | undefined; keepState?: boolean } = {},
): Message {
  const part = message.parts[index];
  const draft = readDraft(part);
  if (!part || !draft) return message;
  const { [STREAM_STATUS_KEY]: _status, argumentsError: _error, textOnly, ...meta } = part.metadata ?? {};
  const call = { id: draft.id, name: draft.name, namespace: draft.namespace, state: final.keepState ? draft.state : final.state };
  const fresh = new BodyBuilder(provider, "assistant", options).toolCall(
    final.textArguments !== undefined
      ? { ...call, textArguments: final.textArguments }
      : textOnly === true
        ? { ...call, textArguments: draft.argumentsText }
        : { ...call, rawArguments: "rawArguments" in final ? final.rawArguments : draft.argumentsText },
    meta,
  );
  return replacePart(message, index, {
    ...fresh,
    name: part.name ?? partNames.toolCall(draft.id),
    metadata: { ...fresh.metadata, [STREAM_STATUS_KEY]: "complete" },
  });
}

/**
 * A name for a new tool call that no part of `message` uses yet (`/tool-calls/<id>`, then
 * `-2`, `-3`… as the body builder does).
 *
 * @example
 * freeToolCallName(message, "call_1"); // "/tool-calls/call_1"
 */
export function freeToolCallName(message: Message, id: string): string {
  const base = partNames.toolCall(id);
  const used = new Set(message.parts.map((p) => p.name));
  let candidate = base;
  for (let k = 2; used.has(candidate); k++) candidate = `${base}-${k}`;
  return candidate;
}
