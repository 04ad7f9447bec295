import type { MessageBody, Part } from "../../model/types";

/**
 * A file for the AI SDK's `sendMessage` (its `FileUIPart`): the type, the name and a URL, which
 * is the part's `contentUrl` or a `data:` URL of its content.
 *
 * @example
 * const file: AiSdkFile = { type: "file", mediaType: "application/pdf", filename: "q3.pdf", url: "https://files.example/q3.pdf" };
 */
export interface AiSdkFile {
  type: "file";
  mediaType: string;
  filename?: string;
  url: string;
}

/**
 * What the AI SDK's `sendMessage` takes: the text, and the files when there are any.
 *
 * @example
 * const message: AiSdkOutgoing = { text: "Summarise this", files: [file] };
 */
export interface AiSdkOutgoing {
  text: string;
  files?: AiSdkFile[];
}

const isText = (part: Part) => part.name === undefined && /^text\//i.test(part.contentType) && part.contentEncoding !== "base64" && typeof part.content === "string";

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fileOf(part: Part): AiSdkFile | undefined {
  const filename = part.name?.slice(part.name.lastIndexOf("/") + 1) || undefined;
  const base = { type: "file" as const, mediaType: part.contentType, ...(filename ? { filename } : {}) };
  if (typeof part.contentUrl === "string" && part.contentUrl !== "") return { ...base, url: part.contentUrl };
  if (typeof part.content !== "string") return undefined;
  const data = part.contentEncoding === "base64" ? part.content : toBase64(part.content);
  return { ...base, url: `data:${part.contentType};base64,${data}` };
}

/**
 * A partkit message body (what `<Composer>` and `<Thread>` send) as the AI SDK's `sendMessage`
 * wants it: unnamed text parts joined into `text` (blank line between), every other part (files,
 * a form's JSON) a file, by URL when it has one, else as a `data:` URL.
 *
 * @example
 * const { sendMessage } = useChat();
 * <Thread messages={messages} onSend={(body) => sendMessage(toAiSdkMessage(body))} />
 */
export function toAiSdkMessage(body: MessageBody): AiSdkOutgoing {
  const parts = Array.isArray(body?.parts) ? body.parts : [];
  const text = parts
    .filter(isText)
    .map((part) => part.content as string)
    .join("\n\n");
  const files = parts.filter((part) => !isText(part)).flatMap((part) => fileOf(part) ?? []);
  return files.length > 0 ? { text, files } : { text };
}
