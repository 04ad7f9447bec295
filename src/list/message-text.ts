import { isBodyStreaming } from "../model/stream";
import type { Message } from "../model/types";

/**
 * Whether a message is still being written: its `metadata.status` is `"streaming"` or one of
 * its parts is (see `appendToPart`).
 *
 * @example
 * isMessageStreaming({ parts: [{ contentType: "text/markdown", content: "Hel", metadata: { status: "streaming" } }] }) // true
 */
export function isMessageStreaming(message: Message): boolean {
  if (message?.metadata?.status === "streaming") return true;
  return Array.isArray(message?.parts) && isBodyStreaming(message);
}

/**
 * The list with its latest message marked as streaming (`metadata.status`) while the runtime
 * says the turn is still being written; the same array when there is nothing to mark. The
 * user's own message is never marked: `"submitted"` means the answer has not started.
 *
 * @example
 * markLatestStreaming(messages, "streaming").at(-1)?.metadata?.status // "streaming"
 */
export function markLatestStreaming(list: readonly Message[], status: string | undefined): readonly Message[] {
  if ((status !== "streaming" && status !== "submitted") || !Array.isArray(list)) return list;
  const latest = list.at(-1);
  if (!latest || latest.role === "user" || isMessageStreaming(latest)) return list;
  return [...list.slice(0, -1), { ...latest, metadata: { ...latest.metadata, status: "streaming" } }];
}

const textual = /^text\/(?!vnd\.partkit\.reasoning)/i;

/**
 * A short plain-text summary of a message for screen-reader announcements: its role and the
 * start of its text parts, with markdown punctuation removed.
 *
 * @example
 * describeMessage({ role: "assistant", parts: [{ contentType: "text/markdown", content: "**Done.** See `x`." }] })
 * // "assistant: Done. See x."
 */
export function describeMessage(message: Message, maxChars = 240): string {
  const parts = Array.isArray(message?.parts) ? message.parts : [];
  let text = "";
  for (const part of parts) {
    if (typeof part?.content !== "string" || part.contentEncoding === "base64" || typeof part.name === "string" || !textual.test(part.contentType ?? "")) continue;
    text += `${part.content.slice(0, maxChars * 2)} `;
    if (text.length > maxChars * 2) break;
  }
  const plain = text
    .replace(/```[^\n]*\n?/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_~`#>|]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const summary = plain.length > maxChars ? `${plain.slice(0, maxChars - 1)}…` : plain;
  const who = typeof message?.role === "string" && message.role !== "" ? message.role : "Message";
  if (summary) return `${who}: ${summary}`;
  return parts.length > 0 ? `${who}: ${parts.length} ${parts.length === 1 ? "part" : "parts"}` : `${who}: (empty)`;
}

/**
 * Whether two messages in a row are from the same speaker (same role), so the second shares the
 * first's header. Messages without a role never are.
 *
 * @example
 * sameSpeaker({ role: "assistant", parts: [] }, { role: "assistant", parts: [] }); // true
 */
export function sameSpeaker(above: Message | undefined, message: Message | undefined): boolean {
  const role = message?.role;
  return typeof role === "string" && role !== "" && above?.role === role;
}
