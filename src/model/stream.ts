import type { MessageBody, MessageBodySchema, Part, ValidationResult } from "./types";
import { validateBody } from "./validate-body";

/**
 * Where a part's streaming state lives: `part.metadata.status` is `"streaming"` while a producer
 * is still appending to it and `"complete"` once it is done. A part without it is complete.
 *
 * @example
 * part.metadata?.[STREAM_STATUS_KEY] === "streaming";
 */
export const STREAM_STATUS_KEY = "status";

/**
 * Whether a producer is still writing a part.
 *
 * @example
 * const status: PartStatus = partStatus(part);
 */
export type PartStatus = "streaming" | "complete";

/**
 * Which part a streaming helper acts on: its index in `body.parts`, or its name.
 *
 * @example
 * appendToPart(body, 0, "Hel");                 // the first part
 * appendToPart(body, "/reasoning", "Thinking"); // the part named /reasoning
 */
export type PartTarget = number | string;

/**
 * What {@link appendToPart} creates when the target part does not exist yet.
 *
 * @example
 * appendToPart(body, "/reasoning", "Let me think", { contentType: "text/vnd.partkit.reasoning" });
 */
export interface NewPartInit {
  /** Content type of the new part; `text/markdown` (assistant prose) when absent. */
  readonly contentType?: string;
  /** Extra metadata; `status` is always set to `"streaming"`. */
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/**
 * The streaming state of a part: `"streaming"` when `metadata.status` says so, otherwise
 * `"complete"` (parts that never streamed are complete).
 *
 * @example
 * partStatus({ contentType: "text/markdown", content: "Hi", metadata: { status: "streaming" } }); // "streaming"
 * partStatus({ contentType: "text/plain", content: "Hi" });                                     // "complete"
 */
export function partStatus(part: Part | undefined): PartStatus {
  return part?.metadata?.[STREAM_STATUS_KEY] === "streaming" ? "streaming" : "complete";
}

/**
 * Whether any part of a body is still streaming.
 *
 * @example
 * if (!isBodyStreaming(message)) announce(message);
 */
export function isBodyStreaming(body: MessageBody): boolean {
  return body.parts.some((part) => partStatus(part) === "streaming");
}

/**
 * Appends text to a part's inline content and marks it as streaming. Returns a new body in which
 * only the target part is a new object; every other part (and the untouched fields of the body,
 * such as a message's `id` and `role`) stay referentially equal, so memoised renderers skip them.
 *
 * A missing target is created at the end of the body: a name creates a named part, the index
 * `body.parts.length` an unnamed one (with `init.contentType`, default `text/markdown`). Other
 * out-of-range indexes throw a `RangeError`; appending to base64 or remote (`contentUrl`) content
 * throws a `TypeError`. Appending `""` to a part that is already streaming returns `body` itself.
 *
 * @example
 * let body: MessageBody = { parts: [] };
 * body = appendToPart(body, 0, "Hel");
 * body = appendToPart(body, 0, "lo");
 * body.parts[0]; // { contentType: "text/markdown", content: "Hello", metadata: { status: "streaming" } }
 * body = markPartComplete(body, 0);
 */
export function appendToPart<TBody extends MessageBody>(body: TBody, target: PartTarget, text: string, init?: NewPartInit): TBody {
  const index = findPart(body, target);
  if (index === -1) {
    if (typeof target === "number" && target !== body.parts.length) {
      throw new RangeError(`appendToPart: no part at index ${target} (the body has ${body.parts.length})`);
    }
    const created: Part = {
      ...(typeof target === "string" ? { name: target } : {}),
      contentType: init?.contentType ?? "text/markdown",
      content: text,
      metadata: { ...init?.metadata, [STREAM_STATUS_KEY]: "streaming" },
    };
    return { ...body, parts: [...body.parts, created] };
  }
  const part = body.parts[index]!;
  if (part.contentEncoding === "base64") throw new TypeError(`appendToPart: ${describe(part, index)} holds base64 content; append to text parts only`);
  if (typeof part.contentUrl === "string") throw new TypeError(`appendToPart: ${describe(part, index)} is remote (contentUrl); append to inline parts only`);
  const streaming = partStatus(part) === "streaming";
  if (text === "" && streaming) return body;
  const next: Part = {
    ...part,
    content: (part.content ?? "") + text,
    metadata: streaming ? part.metadata : { ...part.metadata, [STREAM_STATUS_KEY]: "streaming" },
  };
  return replaceAt(body, index, next);
}

/**
 * Inserts a part, or replaces the one with the same name (or at `target`, when given). Unnamed
 * parts without a target are appended. When the replacement equals the current part (same
 * fields, shallowly equal metadata) the original body is returned, so re-sending an unchanged
 * tool call costs no re-render.
 *
 * @example
 * body = upsertPart(body, { name: "/tool-calls/1", contentType: "application/vnd.partkit.tool-call+json",
 *   content: JSON.stringify({ id: "1", name: "search", argumentsText: '{"q":"par' }), metadata: { status: "streaming" } });
 */
export function upsertPart<TBody extends MessageBody>(body: TBody, part: Part, target?: PartTarget): TBody {
  const key = target ?? part.name;
  const index = key === undefined ? -1 : findPart(body, key);
  if (index === -1) {
    if (typeof target === "number" && target !== body.parts.length) {
      throw new RangeError(`upsertPart: no part at index ${target} (the body has ${body.parts.length})`);
    }
    return { ...body, parts: [...body.parts, part] };
  }
  return samePart(body.parts[index]!, part) ? body : replaceAt(body, index, part);
}

/**
 * Marks a streaming part as complete (`metadata.status = "complete"`). A missing part, or one
 * that is not streaming, leaves the body unchanged (the same object is returned).
 *
 * @example
 * body = markPartComplete(body, "/reasoning");
 */
export function markPartComplete<TBody extends MessageBody>(body: TBody, target: PartTarget): TBody {
  const index = findPart(body, target);
  if (index === -1) return body;
  const part = body.parts[index]!;
  if (partStatus(part) !== "streaming") return body;
  return replaceAt(body, index, { ...part, metadata: { ...part.metadata, [STREAM_STATUS_KEY]: "complete" } });
}

/**
 * Marks every streaming part complete: call it when the producer signals the end of the message.
 *
 * @example
 * onFinish(() => setMessage((m) => markBodyComplete(m)));
 */
export function markBodyComplete<TBody extends MessageBody>(body: TBody): TBody {
  // One copy of the list for all parts: marking them one by one copied it once per streaming part.
  let parts: Part[] | undefined;
  for (let index = 0; index < body.parts.length; index++) {
    const part = body.parts[index]!;
    if (partStatus(part) !== "streaming") continue;
    parts ??= body.parts.slice();
    parts[index] = { ...part, metadata: { ...part.metadata, [STREAM_STATUS_KEY]: "complete" } };
  }
  return parts ? { ...body, parts } : body;
}

/**
 * Validates a body that may still be growing: {@link validateBody} with `{ partial: true }`, so
 * required schema parts that have not arrived yet are listed in `pending` instead of making it
 * invalid ("valid so far"). Check the finished body with `validateBody(body, schema)`.
 *
 * @example
 * const r = validateStreamingBody(body, { parts: [{ contentType: "text/markdown", required: true }] });
 * r.valid;   // true while every part that arrived matches the schema
 * r.pending; // the required entries still missing
 */
export function validateStreamingBody(body: MessageBody, schema?: MessageBodySchema): ValidationResult {
  return validateBody(body, schema, { partial: true });
}

function findPart(body: MessageBody, target: PartTarget): number {
  if (typeof target === "number") return Number.isInteger(target) && target >= 0 && target < body.parts.length ? target : -1;
  return body.parts.findIndex((part) => part.name === target);
}

function replaceAt<TBody extends MessageBody>(body: TBody, index: number, part: Part): TBody {
  const parts = body.parts.slice();
  parts[index] = part;
  return { ...body, parts };
}

function describe(part: Part, index: number): string {
  return part.name === undefined ? `part ${index}` : `part ${index} (${part.name})`;
}

const partFields = ["name", "contentType", "content", "contentEncoding", "contentUrl"] as const;

function samePart(a: Part, b: Part): boolean {
  if (a === b) return true;
  for (const field of partFields) if (a[field] !== b[field]) return false;
  const ma = a.metadata;
  const mb = b.metadata;
  if (ma === mb) return true;
  if (!ma || !mb) return false;
  const keys = Object.keys(ma);
  if (keys.length !== Object.keys(mb).length) return false;
  return keys.every((key) => Object.hasOwn(mb, key) && Object.is(ma[key], mb[key]));
}
