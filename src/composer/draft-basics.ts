import { parseContentType } from "../model/content-type";
import type { MessageBody, Part } from "../model/types";

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
 * What keeps the draft's files from going, whatever the target: uploads running, failed or
 * cancelled, one sentence each.
 *
 * @example
 * uploadProblems(draft); // ["q3.pdf is still uploading"]
 */
export function uploadProblems(draft: ComposerDraft): string[] {
  const problems: string[] = [];
  for (const a of draft.attachments) {
    const file = a.name.slice(a.name.lastIndexOf("/") + 1);
    if (a.status === "uploading") problems.push(`${file} is still uploading`);
    else if (a.status === "failed") problems.push(`${file} did not upload: retry or remove it`);
    else if (a.status === "cancelled") problems.push(`${file} was not uploaded: retry or remove it`);
  }
  return problems;
}

/**
 * The draft checked without a schema: it has something in it and its uploads are done.
 *
 * @example
 * plainCheck({ text: "", textType: "text/plain", attachments: [] }).ready; // false
 */
export function plainCheck(draft: ComposerDraft): DraftCheck {
  const empty = draftBody(draft).parts.length === 0;
  const problems = uploadProblems(draft);
  return { ready: !empty && problems.length === 0, needs: [], problems, required: [], empty };
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

/**
 * Words joined as people list them: "a, b and c".
 *
 * @example
 * listWords(["a", "b", "c"], "and"); // "a, b and c"
 */
export function listWords(words: readonly string[], joiner: string): string {
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
