import { STREAM_STATUS_KEY, type Message, type Part } from "../../model";
import { BodyBuilder } from "./body-builder";
import { PARTKIT_CONTENT_TYPES } from "../../model/vocabulary/content-types";
import { asString, isRecord } from "./guards";
import { compact, parseJson, stringifyJson } from "./json";
import type { AdapterOptions } from "./options";
import { partNames } from "./part-names";
import type { Meta } from "./parts";
import { callState } from "./tool-state";
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

// Each delta makes a new part. Remembering what it was made from (the draft, its arguments escaped
// for a JSON string, their parsed value) lets the next delta append to the escaped text instead of
// re-parsing the part and re-escaping all of it. Parts are never mutated, so an entry stays true.
interface Made {
  readonly draft: ToolCallDraft;
  readonly escaped: string;
  readonly parsed: { value: unknown } | undefined;
}
const made = new WeakMap<Part, Made>();

/** The characters of `text` as they appear inside a JSON string literal (escaping is per character). */
function escapeJson(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

// A JSON object or array can only be complete once its closing bracket arrived: parse only then,
// or parsing on every delta would be quadratic.
function parseIfClosed(text: string, closing: string): { value: unknown } | undefined {
  const end = closing.trimEnd().at(-1);
  if (end !== "}" && end !== "]") return undefined;
  const parsed = parseJson(text);
  return parsed.ok ? { value: parsed.value } : undefined;
}

// `argumentsText` goes last, so a delta only appends to the content's text.
function makePart(base: Omit<Part, "content">, memo: Made): Part {
  const { draft, escaped, parsed } = memo;
  const head = stringifyJson(compact({ id: draft.id, name: draft.name, namespace: draft.namespace, ...callState(draft.state), arguments: parsed?.value }));
  const part = { ...base, content: `${head.slice(0, -1)}${head.length > 2 ? "," : ""}"argumentsText":"${escaped}"}` };
  made.set(part, memo);
  return part;
}

/**
 * A streaming tool-call part: `argumentsText` holds what arrived so far and `arguments` the parsed
 * value once the text is complete JSON.
 *
 * @example
 * draftToolCallPart("/tool-calls/call_1", { id: "call_1", name: "f", argumentsText: "" }, { streamKey: "tool:0" });
 */
export function draftToolCallPart(name: string, draft: ToolCallDraft, metadata: Meta): Part {
  const base = { name, contentType: PARTKIT_CONTENT_TYPES.toolCall, metadata: jsonMeta({ ...metadata, textOnly: draft.textOnly || undefined, [STREAM_STATUS_KEY]: "streaming" }) };
  const parsed = draft.textOnly ? undefined : parseIfClosed(draft.argumentsText, draft.argumentsText);
  return makePart(base, { draft, escaped: escapeJson(draft.argumentsText), parsed });
}

/**
 * Reads a draft back from a tool-call part (undefined when the part is not one).
 *
 * @example
 * readDraft(message.parts[2])?.argumentsText;
 */
export function readDraft(part: Part | undefined): ToolCallDraft | undefined {
  if (part?.contentType !== PARTKIT_CONTENT_TYPES.toolCall || part.content === undefined) return undefined;
  const known = made.get(part);
  if (known) return known.draft;
  const parsed = parseJson(part.content);
  if (!parsed.ok || !isRecord(parsed.value)) return undefined;
  const c = parsed.value;
  const id = asString(c.id);
  const name = asString(c.name);
  if (id === undefined || name === undefined) return undefined;
  const argumentsText = asString(c.argumentsText) ?? (c.arguments === undefined ? "" : stringifyJson(c.arguments));
  return { id, name, namespace: asString(c.namespace), state: asString(c.providerState) ?? asString(c.state), argumentsText, textOnly: part.metadata?.textOnly === true };
}

/**
 * Appends streamed argument text to the tool call at `index`; the part stays streaming and gets
 * `arguments` once the text is complete JSON. A part that is not a tool call leaves the message
 * unchanged.
 *
 * @example
 * appendDraftArguments(message, i, '"Paris"}');
 */
export function appendDraftArguments(message: Message, index: number, text: string): Message {
  const part = message.parts[index];
  const draft = readDraft(part);
  if (!part || !draft) return message;
  const streaming = part.metadata?.[STREAM_STATUS_KEY] === "streaming";
  if (text === "" && streaming) return message;
  const before = made.get(part);
  const argumentsText = draft.argumentsText + text;
  const parsed = draft.textOnly ? undefined : text.trim() === "" && before ? before.parsed : parseIfClosed(argumentsText, text);
  const escaped = (before ? before.escaped : escapeJson(draft.argumentsText)) + escapeJson(text);
  const { content: _content, ...base } = part;
  return replacePart(message, index, makePart({ ...base, metadata: { ...part.metadata, [STREAM_STATUS_KEY]: "streaming" } }, { draft: { ...draft, argumentsText }, escaped, parsed }));
}

/**
 * What a finished draft should be to settle it (see {@link finishDraft}), or undefined when the
 * part is not a tool call.
 *
 * @example
 * finishedDraftPart(message.parts[i], "openai", options);
 */
export function finishedDraftPart(
  part: Part | undefined,
  provider: string,
  options: AdapterOptions | undefined,
  final: { rawArguments?: unknown; textArguments?: string; state?: string | undefined; keepState?: boolean } = {},
): Part | undefined {
  const draft = readDraft(part);
  if (!part || !draft) return undefined;
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
  return {
    ...fresh,
    name: part.name ?? partNames.toolCall(draft.id),
    metadata: { ...fresh.metadata, [STREAM_STATUS_KEY]: "complete" },
  };
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
  const part = finishedDraftPart(message.parts[index], provider, options, final);
  return part ? replacePart(message, index, part) : message;
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
