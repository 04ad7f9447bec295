import { STREAM_STATUS_KEY, markBodyComplete, type Message, type Part } from "../../model";
import { PARTKIT_CONTENT_TYPES } from "../../model/vocabulary/content-types";
import { BodyBuilder } from "./body-builder";
import { isRecord } from "./guards";
import { compact, parseJson, stringifyJson, toJsonValue } from "./json";
import { makeMessage } from "./message";
import type { AdapterOptions } from "./options";
import { makePart, providerItemPart, type Meta } from "./parts";

/**
 * Part metadata key naming the provider stream entity a part came from (a content block index,
 * an output item, a tool call index…), so later events find their part again.
 *
 * @example
 * part.metadata?.[STREAM_KEY] === "block:0";
 */
export const STREAM_KEY = "streamKey";

/**
 * The index of the part carrying stream key `key`, or -1.
 *
 * @example
 * partIndexByKey(message, "block:2");
 */
export function partIndexByKey(message: Message, key: string): number {
  return message.parts.findIndex((part) => part.metadata?.[STREAM_KEY] === key);
}

/**
 * A copy of `part` with extra metadata (undefined values dropped).
 *
 * @example
 * withPartMeta(part, { streamKey: "block:0", status: "streaming" });
 */
export function withPartMeta(part: Part, metadata: Meta): Part {
  return { ...part, metadata: jsonMeta({ ...part.metadata, ...metadata }) };
}

/**
 * Metadata as plain JSON (provider values are copied, undefined values dropped), so a message
 * never aliases or carries what cannot be serialised from the events it came from.
 *
 * @example
 * jsonMeta({ caller: event.content_block.caller, title: undefined }); // { caller: { type: "direct" } }
 */
export function jsonMeta(metadata: Meta): Record<string, unknown> {
  const json = toJsonValue(compact(metadata));
  return isRecord(json) ? json : {};
}

/**
 * Inserts a part at `index` (clamped to the end); other parts stay the same objects.
 *
 * @example
 * insertPart(message, callIndex + 1, resultPart);
 */
export function insertPart(message: Message, index: number, part: Part): Message {
  const parts = message.parts.slice();
  parts.splice(Math.min(Math.max(index, 0), parts.length), 0, part);
  return { ...message, parts };
}

/**
 * Replaces the part at `index`, keeping the message when the part is the same object.
 *
 * @example
 * replacePart(message, 0, { ...message.parts[0]!, content: "Hi" });
 */
export function replacePart(message: Message, index: number, part: Part): Message {
  if (message.parts[index] === part) return message;
  const parts = message.parts.slice();
  parts[index] = part;
  return { ...message, parts };
}

/**
 * `next`, with every part that is JSON-equal to one of `previous` replaced by that earlier object,
 * so re-converting a finished item does not re-render parts that did not change.
 *
 * @example
 * reuseEqualParts(oldGroup, freshlyConverted);
 */
export function reuseEqualParts(previous: readonly Part[], next: readonly Part[]): Part[] {
  const byJson = new Map(previous.map((part) => [stringifyJson(part), part]));
  return next.map((part) => byJson.get(stringifyJson(part)) ?? part);
}

const NUMBERED = /^\/(sources|files|resources)\/(\d+)$/;

/**
 * A body builder that continues `before` (numbered folders such as `/sources/<n>` count on from
 * it) and never reuses a name in `before` or `others`, so a block or item converted on its own
 * mid-stream is named as it would be in the whole message.
 *
 * @example
 * const b = continuingBuilder("anthropic", "assistant", options, message.parts, []);
 * addAnthropicBlock(b, block, index);
 */
export function continuingBuilder(
  provider: string,
  role: string | undefined,
  options: AdapterOptions | undefined,
  before: readonly Part[],
  others: readonly Part[],
): BodyBuilder {
  const b = new BodyBuilder(provider, role, options);
  const highest = new Map<string, number>();
  for (const part of before) {
    const match = part.name === undefined ? null : NUMBERED.exec(part.name);
    if (match) highest.set(match[1]!, Math.max(highest.get(match[1]!) ?? 0, Number(match[2])));
  }
  for (const [folder, n] of highest) for (let i = 0; i < n; i++) b.names.next(folder);
  for (const part of [...before, ...others]) if (part.name !== undefined) b.names.claim(part.name);
  return b;
}

/**
 * The message so far, or a new empty assistant message marked as streaming.
 *
 * @example
 * const current = ensureMessage(message);
 */
export function ensureMessage(message: Message | undefined, role = "assistant"): Message {
  return message ?? makeMessage({ role, metadata: { [STREAM_STATUS_KEY]: "streaming" }, parts: [] });
}

/**
 * Merges fields into the message metadata (undefined values remove nothing; they are skipped) and
 * returns the same message when nothing changes.
 *
 * @example
 * withMessageMeta(message, { stopReason: "end_turn" });
 */
export function withMessageMeta(message: Message, metadata: Meta): Message {
  const current = message.metadata ?? {};
  const added = compact(metadata);
  const changed = Object.keys(added).some((key) => stringifyJson(current[key]) !== stringifyJson(added[key]) || !(key in current));
  if (!changed) return message;
  const merged = toJsonValue({ ...current, ...added });
  return { ...message, metadata: isRecord(merged) ? merged : current };
}

/**
 * How many events in a row a reducer keeps as one provider item each; a longer run of events it
 * could not apply (unreadable, pointing nowhere, of an unknown type) becomes one part.
 */
const RUN_PARTS = 16;

/** Metadata key of the part standing for such a run: how many events it stands for. */
const EVENT_COUNT_KEY = "eventCount";

function isProviderItemOf(part: Part | undefined, provider: string): part is Part {
  return (
    part?.contentType === PARTKIT_CONTENT_TYPES.providerItem &&
    part.name === undefined &&
    part.metadata?.provider === provider &&
    part.metadata?.[STREAM_KEY] === undefined
  );
}

function runCount(part: Part | undefined, provider: string): number | undefined {
  const count = isProviderItemOf(part, provider) ? part.metadata?.[EVENT_COUNT_KEY] : undefined;
  return typeof count === "number" ? count : undefined;
}

function runMeta(provider: string, count: number): Meta {
  return {
    provider,
    error: `${count} events could not be applied here; the first ${RUN_PARTS} are kept, each with why`,
    [EVENT_COUNT_KEY]: count,
  };
}

function keptEvent(part: Part): unknown {
  const parsed = parseJson(part.content ?? "null");
  return compact({ event: parsed.ok ? parsed.value : part.content, itemType: part.metadata?.itemType, error: part.metadata?.error });
}

/**
 * Appends the provider item for an event the reducer did not apply. A run of such events longer
 * than {@link RUN_PARTS} becomes one part that counts them and keeps the first ones, so garbage
 * costs the same per event however long it runs (one part per event would copy ever longer part
 * lists).
 */
function appendUnapplied(
  message: Message | undefined,
  provider: string,
  event: unknown,
  details: { error?: string | undefined; itemType?: string | undefined },
): Message {
  const current = ensureMessage(message);
  const { parts } = current;
  const last = parts.length - 1;
  const count = runCount(parts[last], provider);
  if (count !== undefined) return replacePart(current, last, { ...parts[last]!, metadata: jsonMeta(runMeta(provider, count + 1)) });
  let start = parts.length;
  while (start > 0 && parts.length - start < RUN_PARTS && isProviderItemOf(parts[start - 1], provider) && runCount(parts[start - 1], provider) === undefined) start--;
  if (parts.length - start < RUN_PARTS) return { ...current, parts: [...parts, providerItemPart(provider, event, details)] };
  const run = makePart({
    contentType: PARTKIT_CONTENT_TYPES.providerItem,
    content: stringifyJson(parts.slice(start).map(keptEvent)),
    metadata: runMeta(provider, RUN_PARTS + 1),
  });
  return { ...current, parts: [...parts.slice(0, start), run] };
}

/**
 * Appends a visible provider item for an event that could not be applied. More than 16 such
 * events in a row (counting unknown ones, {@link keepUnknownEvent}) become one provider item:
 * `metadata.error` says how many, `metadata.eventCount` counts them and the content keeps the
 * first 16, each with its `error` or `itemType`.
 *
 * @example
 * return rejectEvent(message, "anthropic", event, "delta for content block 7, which never started");
 */
export function rejectEvent(message: Message | undefined, provider: string, event: unknown, error: string, itemType?: string): Message {
  return appendUnapplied(message, provider, event, { error, itemType });
}

/**
 * Keeps an event the reducer does not know as a provider item (no error: a newer protocol
 * version may have added it), as the non-streaming adapters keep unknown blocks; a long run of
 * them is one part, as in {@link rejectEvent}.
 *
 * @example
 * default: return keepUnknownEvent(message, "anthropic", event, type);
 */
export function keepUnknownEvent(message: Message | undefined, provider: string, event: unknown, type: string): Message {
  return appendUnapplied(message, provider, event, { itemType: type });
}

/**
 * Ends the stream: every streaming part complete, `metadata.status` set (`"complete"` unless the
 * format says otherwise) and `metadata` merged.
 *
 * @example
 * finishMessage(message, { stopReason: "end_turn" });
 */
export function finishMessage(message: Message | undefined, metadata: Meta = {}): Message {
  return withMessageMeta(markBodyComplete(ensureMessage(message)), { [STREAM_STATUS_KEY]: "complete", ...metadata });
}

/**
 * Describes why a value is not a usable event, for {@link rejectEvent}.
 *
 * @example
 * eventTypeOf({ type: "ping" }); // "ping"
 * eventTypeOf(null);             // undefined
 */
export function eventTypeOf(event: unknown): string | undefined {
  return isRecord(event) && typeof event.type === "string" && event.type !== "" ? event.type : undefined;
}
