import { parseContentType } from "../model/content-type";
import { entryMatches, readSchema } from "../model/schema-entries";
import type { MessageBody, MessageBodySchema, Part, SchemaPart } from "../model/types";
import { validateBody } from "../model/validate-body";
import { describeSchemaPart } from "./describe-schema-part";

/**
 * Where an attachment is: `local` (sent inline), `uploading`, `uploaded` (sent by `contentUrl`),
 * `failed` or `cancelled` (an upload that can be retried).
 *
 * @example
 * const status: AttachmentStatus = "uploading";
 */
export type AttachmentStatus = "local" | "uploading" | "uploaded" | "failed" | "cancelled";

/**
 * One file in the composer, as a named part to be.
 *
 * @example
 * const a: Attachment = { id: "1", file, name: "/files/q3.pdf", contentType: "application/pdf", status: "local" };
 */
export interface Attachment {
  readonly id: string;
  readonly file: File;
  /** The part name it will be sent under (`/files/<file name>`). */
  readonly name: string;
  readonly contentType: string;
  readonly status: AttachmentStatus;
  readonly progress?: { readonly loaded: number; readonly total?: number };
  readonly contentUrl?: string;
  /** Why the upload failed, for people. */
  readonly error?: string;
}

/**
 * The draft being composed: text, the form's data (when the target takes structured input) and files.
 *
 * @example
 * const draft: ComposerDraft = { text: "Summarise this", textType: "text/markdown", attachments: [] };
 */
export interface ComposerDraft {
  readonly text: string;
  readonly textType: string;
  readonly attachments: readonly Attachment[];
  /** A data part: `value` is sent as JSON when it is not `undefined`. */
  readonly data?: ComposerData;
}

/**
 * The structured input a form gathered, sent as one JSON part.
 *
 * @example
 * const data: ComposerData = { value: { city: "Oslo" }, name: "/input" };
 */
export interface ComposerData {
  readonly value: unknown;
  /** Part name; unnamed when absent. */
  readonly name?: string;
  /** Default `application/json`. */
  readonly contentType?: string;
}

/**
 * What the draft lacks before it can go: `needs` are required schema parts no part matches yet
 * (in words: "a PDF under /files/"), `problems` are parts the target does not take or uploads
 * not finished. `ready` when both are empty and the draft has something in it.
 *
 * @example
 * const check: DraftCheck = { ready: false, needs: ["a PDF under /files/"], problems: [], required: [] };
 */
export interface DraftCheck {
  readonly ready: boolean;
  readonly needs: readonly string[];
  readonly problems: readonly string[];
  /** Every required schema part, in words, and whether the draft has it: listed before sending. */
  readonly required: readonly { readonly text: string; readonly met: boolean }[];
  readonly empty: boolean;
}

const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  md: "text/markdown",
  markdown: "text/markdown",
  txt: "text/plain",
  csv: "text/csv",
  json: "application/json",
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/**
 * A file's MIME type: the essence the browser reports, else one guessed from its extension
 * (browsers report `""` for `.md` and other types they do not know), else `application/octet-stream`.
 *
 * @example
 * fileContentType(new File(["# Hi"], "notes.md")); // "text/markdown"
 */
export function fileContentType(file: { readonly name?: string; readonly type?: string }): string {
  const parsed = typeof file.type === "string" && file.type !== "" ? parseContentType(file.type) : undefined;
  if (parsed) return parsed.essence;
  const ext = /\.([A-Za-z0-9]+)$/.exec(typeof file.name === "string" ? file.name : "")?.[1]?.toLowerCase();
  return (ext && EXTENSION_TYPES[ext]) || "application/octet-stream";
}

/**
 * The text part's type: `preferred` when given, else the first exact `text/…` type an unnamed
 * schema part asks for, else `text/plain`.
 *
 * @example
 * chooseTextType({ parts: [{ contentType: "text/markdown", required: true }] }); // "text/markdown"
 */
export function chooseTextType(schema: MessageBodySchema | undefined, preferred?: string): string {
  if (preferred) return preferred;
  if (!schema) return "text/plain";
  for (const entry of readSchema(schema).entries) {
    if (entry.name === undefined && entry.type !== undefined && /^text\/[a-z0-9.+-]+$/.test(entry.type)) return entry.type;
  }
  return "text/plain";
}

/**
 * Why the target would refuse a file under `name` with `contentType`, or `undefined` when some
 * schema part takes it (or there is no schema).
 *
 * @example
 * refuseFile(schema, "/files/run.exe", "application/x-msdownload");
 * // 'run.exe is application/x-msdownload; this agent takes a PDF under /files/'
 */
export function refuseFile(schema: MessageBodySchema | undefined, name: string, contentType: string): string | undefined {
  if (!schema) return undefined;
  const { entries } = readSchema(schema);
  if (entries.some((entry) => entryMatches(entry, name, contentType))) return undefined;
  const shown = name.slice(name.lastIndexOf("/") + 1);
  const takes = entries.filter((entry) => entry.name !== undefined).map((entry) => describeSchemaPart(entry.source));
  if (takes.length === 0) return `${shown} was not attached: this agent takes no files`;
  return `${shown} was not attached: it is ${contentType}, and this agent takes ${listWords([...new Set(takes)], "or")}`;
}

/**
 * The message body the draft makes. Files that were uploaded go by `contentUrl`; the others
 * need their bytes, given in `inline` by attachment id (base64), and are left without content
 * when absent (what {@link checkDraft} validates). Order: text, data, files.
 *
 * @example
 * draftBody({ text: "Hi", textType: "text/plain", attachments: [] }); // { parts: [{ contentType: "text/plain", content: "Hi" }] }
 */
export function draftBody(draft: ComposerDraft, inline?: ReadonlyMap<string, string>): MessageBody {
  const parts: Part[] = [];
  if (draft.text.trim() !== "") parts.push({ contentType: draft.textType, content: draft.text });
  if (draft.data && draft.data.value !== undefined) {
    let content: string | undefined;
    try {
      content = JSON.stringify(draft.data.value);
    } catch {
      content = undefined;
    }
    if (content !== undefined) parts.push({ ...(draft.data.name ? { name: draft.data.name } : {}), contentType: draft.data.contentType ?? "application/json", content });
  }
  for (const a of draft.attachments) {
    const base = { name: a.name, contentType: a.contentType };
    if (a.status === "uploaded" && a.contentUrl) parts.push({ ...base, contentUrl: a.contentUrl });
    else {
      const bytes = inline?.get(a.id);
      parts.push(bytes === undefined ? base : { ...base, content: bytes, contentEncoding: "base64" });
    }
  }
  return { parts };
}

/**
 * Checks the draft against the target's input schema, live: what is still needed, what the
 * target would refuse, and uploads that are not done.
 *
 * @example
 * checkDraft(draft, { parts: [{ name: "/files/*", contentType: "application/pdf", required: true }] }).needs; // ["a PDF under /files/"]
 */
export function checkDraft(draft: ComposerDraft, schema?: MessageBodySchema): DraftCheck {
  const body = draftBody(draft);
  const empty = body.parts.length === 0;
  const problems: string[] = [];
  for (const a of draft.attachments) {
    const file = a.name.slice(a.name.lastIndexOf("/") + 1);
    if (a.status === "uploading") problems.push(`${file} is still uploading`);
    else if (a.status === "failed") problems.push(`${file} did not upload: retry or remove it`);
    else if (a.status === "cancelled") problems.push(`${file} was not uploaded: retry or remove it`);
  }
  let needs: string[] = [];
  let required: { text: string; met: boolean }[] = [];
  if (schema) {
    const result = validateBody(body, schema, { partial: true });
    const pending = new Set<SchemaPart>(result.pending);
    const entries = readSchema(schema).entries.filter((entry) => entry.required);
    required = entries.map((entry) => ({ text: describeSchemaPart(entry.source), met: !pending.has(entry.source) }));
    needs = required.filter((r) => !r.met).map((r) => r.text);
    for (const issue of result.issues) {
      if (issue.code !== "no-matching-schema-part") continue;
      const part = issue.part === undefined ? undefined : body.parts[issue.part];
      if (part && part.name === undefined && part === body.parts[0] && draft.text.trim() !== "") problems.push(`This agent does not take ${part.contentType} text`);
      else if (part) problems.push(`This agent does not take ${part.name ?? "an unnamed part"} (${part.contentType})`);
    }
  }
  return { ready: !empty && needs.length === 0 && problems.length === 0, needs, problems, required, empty };
}

/**
 * The sentence the send button is described by when it cannot send yet.
 *
 * @example
 * explainBlocked(check); // "Needs a PDF under /files/."
 */
export function explainBlocked(check: DraftCheck): string | undefined {
  if (check.ready) return undefined;
  const lines: string[] = [];
  if (check.needs.length > 0) lines.push(`Needs ${listWords(check.needs, "and")}.`);
  // Problems are whole sentences already; a file name keeps its case.
  for (const problem of check.problems) lines.push(`${problem}.`);
  if (lines.length === 0 && check.empty) lines.push("Write a message or attach a file.");
  return lines.join(" ");
}

function listWords(words: readonly string[], joiner: string): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} ${joiner} ${words[words.length - 1]}`;
}

/**
 * Bytes as base64, in slices (one spread of a large array overflows the stack).
 *
 * @example
 * bytesToBase64(new Uint8Array([104, 105])); // "aGk="
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
