import type { Part as A2APart } from "@a2a-js/sdk";
import { parseContentType } from "../model/content-type";
import type { MessageBody, MessageBodySchema, Part } from "../model/types";

const MIME = /^[a-z0-9.+-]+\/(\*|[a-z0-9.+-]+)$/;

/**
 * The input schema a composer is checked against for an agent that accepts `modes` (its card's
 * `defaultInputModes`): the message text as the first text mode, and files under `/files/` of any
 * mode. Modes that are not MIME types are left out; no usable mode means anything goes
 * (`undefined`).
 *
 * @example
 * inputModesSchema(["text/plain", "image/png"]);
 * // { parts: [{ contentType: "text/plain" }, { name: "/files/*", contentType: "text/plain" }, { name: "/files/*", contentType: "image/png" }] }
 */
export function inputModesSchema(modes: unknown): MessageBodySchema | undefined {
  if (!Array.isArray(modes)) return undefined;
  const given = [...new Set(modes.filter((m): m is string => typeof m === "string").map((m) => m.trim().toLowerCase()))];
  const types = given.filter((m) => MIME.test(m));
  if (types.length === 0 || given.includes("*/*")) return undefined;
  const text = types.find((t) => t.startsWith("text/") && !t.endsWith("/*"));
  return { parts: [...(text ? [{ contentType: text }] : []), ...types.map((contentType) => ({ name: "/files/*", contentType }))] };
}

const fileName = (name: string) => name.slice(name.lastIndexOf("/") + 1);

const isJson = (type: string) => type === "application/json" || type.endsWith("+json");

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The SDK encodes raw bytes with Node's `Buffer`; without one (a browser) inline files go as `data:` URLs. */
const canSendRaw = () => typeof (globalThis as { Buffer?: { from?: unknown } }).Buffer?.from === "function";

function a2aPart(part: Part): A2APart | undefined {
  const type = parseContentType(part.contentType)?.essence ?? "application/octet-stream";
  const base = { mediaType: type, filename: part.name === undefined ? "" : fileName(part.name), metadata: undefined };
  if (part.contentUrl !== undefined) return { ...base, content: { $case: "url", value: part.contentUrl } };
  if (part.content === undefined) return undefined;
  if (part.contentEncoding === "base64") {
    if (!canSendRaw()) return { ...base, content: { $case: "url", value: `data:${type};base64,${part.content}` } };
    // The SDK's type says Buffer; it only hands the bytes to Buffer.from.
    return { ...base, content: { $case: "raw", value: base64Bytes(part.content) as unknown as Buffer } };
  }
  if (part.name === undefined && isJson(type)) {
    try {
      return { ...base, content: { $case: "data", value: JSON.parse(part.content) as unknown } };
    } catch {
      // Not JSON after all: it goes as the text it is.
    }
  }
  return { ...base, content: { $case: "text", value: part.content } };
}

/**
 * A partkit message body (what `<Composer>` sends) as A2A parts in the SDK's shape: text as text
 * parts, unnamed JSON as a data part, files (`/files/<name>`) as file parts named by their file
 * name: by `url` once uploaded, else their bytes (`raw`, or a `data:` URL where the SDK cannot
 * encode bytes, as in browsers). Parts it cannot read are left out; never throws.
 *
 * @example
 * a2aParts({ parts: [{ contentType: "text/plain", content: "Read this" }, { name: "/files/a.csv", contentType: "text/csv", contentUrl: "https://bucket/a.csv" }] });
 * // [{ content: { $case: "text", value: "Read this" }, … }, { content: { $case: "url", value: "https://bucket/a.csv" }, filename: "a.csv", mediaType: "text/csv", … }]
 */
export function a2aParts(body: MessageBody): A2APart[] {
  const out: A2APart[] = [];
  const parts = Array.isArray(body?.parts) ? body.parts : [];
  for (const part of parts) {
    try {
      const converted = a2aPart(part);
      if (converted) out.push(converted);
    } catch {
      // Unreadable base64 or a hostile part: not sent.
    }
  }
  return out;
}
