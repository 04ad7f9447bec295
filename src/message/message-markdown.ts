import type { Message } from "../model/types";
import { PARTKIT_CONTENT_TYPES as CT } from "../model/vocabulary/content-types";

const reasoning = CT.reasoning;
const isText = (type: unknown) => typeof type === "string" && /^text\//i.test(type) && !type.toLowerCase().startsWith(reasoning);

/**
 * The message's own words as its author wrote them (markdown kept): its unnamed text parts, in
 * order, a blank line apart. Reasoning, tool calls, files and named parts are left out.
 *
 * @example
 * messageMarkdown({ parts: [{ contentType: "text/markdown", content: "**Hi**" }] }); // "**Hi**"
 */
export function messageMarkdown(message: Message | undefined): string {
  try {
    return wordsOf(message);
  } catch {
    // A part whose fields throw has no words to copy; its own view says what is wrong.
    return "";
  }
}

function wordsOf(message: Message | undefined): string {
  const parts = Array.isArray(message?.parts) ? message.parts : [];
  return parts
    .filter((part) => typeof part?.name !== "string" && isText(part?.contentType) && typeof part.content === "string" && part.contentEncoding !== "base64")
    .map((part) => (part.content as string).trim())
    .filter(Boolean)
    .join("\n\n");
}
