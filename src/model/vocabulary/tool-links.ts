import { parseContentType } from "../content-type";
import type { Part } from "../types";
import { PARTKIT_CONTENT_TYPES as CT } from "./content-types";
import { fieldsOf, flag, text } from "./fields";
import { toolPayloadOf } from "./tool-payload";

/**
 * What a tool part says about the call it belongs to: a call's own id, or the id of the call a
 * result answers, with the tool's name when the part has it.
 *
 * @example
 * const ref: ToolPartRef = { kind: "result", callId: "c1", toolName: "get_weather" };
 */
export interface ToolPartRef {
  readonly kind: "call" | "result";
  readonly callId: string;
  readonly toolName?: string;
  /** A result that says the call failed (`isError`/`is_error`). */
  readonly isError?: boolean;
}

const refs = new WeakMap<object, ToolPartRef | null>();

function readRef(part: Part): ToolPartRef | null {
  const payload = toolPayloadOf(part);
  const fields = fieldsOf(payload?.value);
  if (!payload || !fields) return null;
  // The same spellings readToolCall and readToolResult accept, read without the rest of the
  // payload: linking runs over every part of a message, at mount and on every streamed update.
  const { kind } = payload;
  const callId = kind === "call" ? text(fields, "id", "toolCallId", "tool_call_id", "callId") : text(fields, "callId", "toolCallId", "tool_call_id", "id");
  if (callId === undefined) return null;
  const toolName = text(fields, "name", "toolName", "tool_name");
  const isError = kind === "result" && flag(fields, "isError", "is_error") === true;
  return { kind, callId, ...(toolName === undefined ? {} : { toolName }), ...(isError ? { isError } : {}) };
}

/**
 * The call a tool-call or tool-result part belongs to, read from its inline content (remote tool
 * parts are not fetched for linking); undefined for any other part or when the content names no
 * call. Cached per part object. Never throws.
 *
 * @example
 * toolPartRef({ contentType: "application/vnd.partkit.tool-result+json", content: '{"callId":"c1","output":1}' });
 * // { kind: "result", callId: "c1" }
 */
export function toolPartRef(part: Part | undefined): ToolPartRef | undefined {
  if (typeof part !== "object" || part === null) return undefined;
  const known = refs.get(part);
  if (known !== undefined) return known ?? undefined;
  let ref: ToolPartRef | null;
  try {
    // Most parts are not tool parts: told apart by their (cached) type alone, not remembered one
    // by one, so a 100,000-part message adds no entry per text part.
    const type = parseContentType(part.contentType)?.essence;
    if (type !== CT.toolCall && type !== CT.toolResult) return undefined;
    ref = readRef(part);
  } catch {
    ref = null;
  }
  refs.set(part, ref);
  return ref ?? undefined;
}

/**
 * A tool call and the results that answer it. `L` says where a part is: an index within one
 * message for {@link linkToolCalls}, a place in a conversation for `joinToolResults`.
 *
 * @example
 * const link: ToolLink<number> = { callId: "c1", toolName: "search", call: 0, results: [2] };
 */
export interface ToolLink<L> {
  readonly callId: string;
  readonly toolName?: string;
  /** Where the call is; absent when only results were seen. The first call with an id wins. */
  readonly call?: L;
  /** Where each result is, in order. */
  readonly results: readonly L[];
  /** Some result says the call failed. */
  readonly failed?: boolean;
}

interface MutableToolLink<L> {
  callId: string;
  toolName?: string;
  call?: L;
  results: L[];
  failed?: boolean;
}

/**
 * Links tool calls to their results wherever they sit: the one rule views and adapters share.
 * Every tool-call part is indexed by its id and every tool-result part by the id of the call it
 * answers; `at` says where each part is. Links are in first-seen order. Never throws.
 *
 * @example
 * const links = collectToolLinks(conversation.flatMap((m, mi) => m.parts.map((p, pi) => [p, { mi, pi }] as const)));
 * links.get("c1")?.results.length;
 */
export function collectToolLinks<L>(entries: Iterable<readonly [Part, L]>): Map<string, ToolLink<L>> {
  const links = new Map<string, MutableToolLink<L>>();
  // Untrusted input from plain JS: anything that is not an iterable of [part, at] pairs is skipped.
  let pairs: Iterable<unknown>;
  try {
    pairs = entries != null && typeof (entries as Iterable<unknown>)[Symbol.iterator] === "function" ? Array.from(entries as Iterable<unknown>) : [];
  } catch {
    pairs = [];
  }
  for (const entry of pairs) {
    if (!Array.isArray(entry)) continue;
    const [part, at] = entry as unknown as readonly [Part, L];
    addLink(links, part, at);
  }
  return links;
}

function addLink<L>(links: Map<string, MutableToolLink<L>>, part: Part, at: L): void {
  const ref = toolPartRef(part);
  if (!ref) return;
  let link = links.get(ref.callId);
  if (!link) links.set(ref.callId, (link = { callId: ref.callId, results: [] }));
  if (ref.kind === "call") {
    if (link.call !== undefined) return;
    link.call = at;
    if (ref.toolName !== undefined) link.toolName = ref.toolName;
  } else {
    link.results.push(at);
    link.toolName ??= ref.toolName;
    if (ref.isError) link.failed = true;
  }
}

/**
 * The tool calls of one message's parts and the results that answer them, by call id, as indexes
 * into `parts`.
 *
 * @example
 * const links = linkToolCalls(message.parts);
 * const result = links.get("call_1")?.results[0]; // index of the first result part
 */
export function linkToolCalls(parts: readonly Part[]): ReadonlyMap<string, ToolLink<number>> {
  const links = new Map<string, MutableToolLink<number>>();
  // Views link every part of a message: no [part, index] pair is made per part.
  try {
    for (let index = 0; index < parts.length; index++) addLink(links, parts[index]!, index);
  } catch {
    // A parts list that throws when read links what it read.
  }
  return links;
}
