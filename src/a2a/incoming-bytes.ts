import type { Part } from "@a2a-js/sdk";
import { decodeBase64 } from "../model/base64";

// The SDK's client turns a part's `raw` bytes (v1.0) or a file's `bytes` (v0.3) into a Node
// `Buffer` as it parses each response, and a page has no Buffer: one such part and the whole
// stream fails. So the bytes are moved out of its way before it parses (into a `data:` URL of
// this private type, which it keeps as the string it is) and put back, decoded here, after.
const CARRIER = "data:application/x-partkit-a2a-raw;base64,";
// Only what can hold a `raw` or `bytes` key is parsed again; everything else passes untouched.
const MAY_CARRY = /"(raw|bytes)"\s*:/;
// Parts sit a few levels down (envelope, task, artifact, parts); anything deeper is not a part.
const MAX_DEPTH = 12;
// The SDK refuses events over 4 MiB itself; an event this size is passed on as it is, for it to say so.
const MAX_EVENT_CHARS = 4 * 1024 * 1024 + 1024;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

function moveBytes(part: unknown): void {
  if (!isObject(part)) return;
  if (typeof part.raw === "string") {
    part.url = CARRIER + part.raw;
    delete part.raw;
  }
  const file = part.kind === "file" && isObject(part.file) ? part.file : undefined;
  if (file && typeof file.bytes === "string") {
    file.uri = CARRIER + file.bytes;
    delete file.bytes;
  }
}

function walk(value: unknown, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) walk(item, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === "parts" && Array.isArray(child)) (child as unknown[]).forEach(moveBytes);
    // A data part's value is the agent's own JSON, never parts.
    if (key !== "data" && typeof child === "object") walk(child, depth + 1);
  }
}

/**
 * One response body (JSON-RPC or HTTP+JSON, v1.0 or v0.3) with every part's bytes moved into a
 * carrier URL the SDK parses without `Buffer`; the text unchanged when it carries no bytes or is
 * not JSON (the SDK then reports it as it would).
 *
 * @example
 * carryBytes('{"parts":[{"raw":"aGk=","mediaType":"text/plain"}]}');
 * // '{"parts":[{"mediaType":"text/plain","url":"data:application/x-partkit-a2a-raw;base64,aGk="}]}'
 */
export function carryBytes(json: string): string {
  if (!MAY_CARRY.test(json)) return json;
  try {
    const value: unknown = JSON.parse(json);
    walk(value, 0);
    return JSON.stringify(value);
  } catch {
    return json;
  }
}

/** One SSE event's lines with its `data` carried (see {@link carryBytes}); other lines as they were. */
function carryEvent(lines: string[]): string {
  const data = lines.filter((line) => line.startsWith("data:")).map((line) => line.slice(line.startsWith("data: ") ? 6 : 5));
  if (data.length === 0) return lines.join("\n") + "\n";
  const joined = data.join("\n");
  const carried = carryBytes(joined);
  if (carried === joined) return lines.join("\n") + "\n";
  return [...lines.filter((line) => !line.startsWith("data:")), `data: ${carried}`].join("\n") + "\n";
}

/** An SSE body, event by event, through {@link carryBytes}; an event too large or cut short passes as it came. */
function carryStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  let event: string[] = [];
  let size = 0;
  let passThrough = false;
  const take = (text: string, out: (s: string) => void) => {
    if (passThrough) return out(text);
    let from = 0;
    for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", from)) {
      const line = (pending + text.slice(from, nl)).replace(/\r$/, "");
      pending = "";
      from = nl + 1;
      if (line === "") {
        out(event.length > 0 ? carryEvent(event) + "\n" : "\n");
        event = [];
        size = 0;
      } else {
        event.push(line);
        size += line.length;
      }
    }
    pending += text.slice(from);
    if (size + pending.length > MAX_EVENT_CHARS) {
      passThrough = true;
      out((event.length > 0 ? event.join("\n") + "\n" : "") + pending);
      [event, pending] = [[], ""];
    }
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        take(decoder.decode(chunk, { stream: true }), (text) => controller.enqueue(encoder.encode(text)));
      },
      flush(controller) {
        const out = (text: string) => text !== "" && controller.enqueue(encoder.encode(text));
        take(decoder.decode(), out);
        out((event.length > 0 ? event.join("\n") + "\n" : "") + pending);
      },
    }),
  );
}

/**
 * A `fetch` for the SDK's transports whose responses carry incoming bytes past its `Buffer`
 * (see {@link restoreBytes} for the way back): event streams event by event, JSON bodies whole.
 * Requests, headers, status and every other body are left as they are. `onResponse` hears of
 * every response that arrived (with the request's init), before its body is read.
 *
 * @example
 * new JsonRpcTransportFactory({ fetchImpl: bytesAtTheDoor(fetch) });
 */
export function bytesAtTheDoor(fetchImpl: typeof fetch, onResponse?: (init: RequestInit | undefined) => void): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    onResponse?.(init);
    const type = response.headers.get("content-type") ?? "";
    if (!response.body || !/^(text\/event-stream|application\/(.+\+)?json)/i.test(type)) return response;
    const headers = new Headers(response.headers);
    // The body is re-encoded: its old length and encoding no longer describe it.
    headers.delete("content-length");
    headers.delete("content-encoding");
    const init2 = { status: response.status, statusText: response.statusText, headers };
    if (type.startsWith("text/event-stream")) return new Response(carryStream(response.body), init2);
    return new Response(carryBytes(await response.text()), init2);
  };
}

function restorePart(part: Part): void {
  const content = part.content;
  if (content?.$case !== "url" || !content.value.startsWith(CARRIER)) return;
  const bytes = decodeBase64(content.value.slice(CARRIER.length));
  // Not base64: it stays a `data:` URL, which the thread shows as a part that does not decode.
  // The SDK's type says Buffer; a Uint8Array is what a Buffer is, less Node's methods.
  if (bytes) part.content = { $case: "raw", value: bytes as Buffer };
}

function restoreIn(value: unknown, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) restoreIn(item, depth + 1);
    return;
  }
  if (!isObject(value) || value instanceof Uint8Array) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === "parts" && Array.isArray(child)) for (const part of child as unknown[]) if (isObject(part)) restorePart(part as unknown as Part);
    if (key !== "content" && key !== "data" && typeof child === "object") restoreIn(child, depth + 1);
    else if (key === "content" && isObject(child) && child.$case !== "data") restoreIn(child.value, depth + 1);
  }
}

/**
 * Puts back the bytes {@link bytesAtTheDoor} carried: each such part is a `raw` part again, its
 * bytes a `Uint8Array` decoded without `Buffer`. Changes the SDK's object in place and returns it.
 *
 * @example
 * for await (const event of client.sendMessageStream(params)) yield restoreBytes(event);
 */
export function restoreBytes<T>(value: T): T {
  restoreIn(value, 0);
  return value;
}
