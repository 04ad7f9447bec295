import { parseContentType } from "../content-type";
import type { Part } from "../types";
import { PARTKIT_CONTENT_TYPES as CT } from "./content-types";

// The one place a tool part's JSON is parsed. Linking (every message, at mount) needs only this;
// the typed reading of the payload (tool-parts.ts) builds on it when a tool card renders.

/**
 * A tool part's parsed payload: which kind of tool part it is and the parsed JSON value, or why the
 * text does not parse (`problem` completes a sentence that starts with the part's label).
 *
 * @example
 * const payload: ParsedToolPayload = { kind: "call", value: { id: "c1", name: "f" } };
 */
export type ParsedToolPayload = { readonly kind: "call" | "result"; readonly value: unknown; readonly problem?: undefined } | { readonly kind: "call" | "result"; readonly value?: undefined; readonly problem: string };

/**
 * Parses a tool part's JSON text. Never throws.
 *
 * @example
 * parseToolText("{oops").problem; // "is not valid JSON: …"
 */
export function parseToolText(content: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  try {
    return { ok: true, value: JSON.parse(content) };
  } catch (error) {
    return { ok: false, problem: `is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

const parsed = new WeakMap<object, ParsedToolPayload>();

/**
 * The parsed payload of an inline tool-call or tool-result part, once per part object (parts are
 * replaced, not edited, as a message streams); `undefined` for any other part and for content that
 * is remote or base64. Expects a part that reads cleanly (see `readablePart`). Never throws.
 *
 * @example
 * toolPayloadOf({ contentType: "application/vnd.partkit.tool-result+json", content: '{"callId":"c1"}' }); // { kind: "result", value: { callId: "c1" } }
 */
export function toolPayloadOf(part: Part): ParsedToolPayload | undefined {
  if (typeof part !== "object" || part === null) return undefined;
  const known = parsed.get(part);
  if (known) return known;
  const type = parseContentType(part.contentType)?.essence;
  const kind = type === CT.toolCall ? "call" : type === CT.toolResult ? "result" : undefined;
  if (kind === undefined || typeof part.content !== "string" || part.contentEncoding === "base64") return undefined;
  const read = parseToolText(part.content);
  const payload: ParsedToolPayload = read.ok ? { kind, value: read.value } : { kind, problem: read.problem };
  parsed.set(part, payload);
  return payload;
}
