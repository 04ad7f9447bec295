// What an app writes to show an Anthropic turn with @llamaindex/chat-ui: its messages carry text,
// `data-event` (a step with a status), `data-file` and `data-sources` parts. It has no reasoning
// part, so thinking is left out; a tool call and its result (sent in the next user turn) become
// one event under the call; media in a result become file chips; a cited document becomes a
// source (chat-ui lists only sources with a URL and names them by its last segment, so the
// document gets one under the page) and the cited words get chat-ui's `[citation:id]` marker.
import type { ContentBlockParam, MessageParam } from "@anthropic-ai/sdk/resources/messages";
import type { Message, MessagePart } from "./chat-ui-lib.js";

type Block = Exclude<MessageParam["content"], string>[number] | ContentBlockParam;

const blocksOf = (message: MessageParam): Block[] => (typeof message.content === "string" ? [{ type: "text", text: message.content }] : message.content);
const asBlocks = (content: unknown): Block[] => (typeof content === "string" ? [{ type: "text", text: content }] : Array.isArray(content) ? (content as Block[]) : []);
const dataUrl = (mediaType: string, data: string) => `data:${mediaType};base64,${data}`;

/** A tool result's blocks as chat-ui parts: its text as the event's data, its media as file parts. */
function resultParts(content: unknown): { text: string; files: MessagePart[] } {
  const blocks = asBlocks(content);
  const text: string[] = [];
  const files: MessagePart[] = [];
  for (const block of blocks) {
    if (block.type === "text") text.push(block.text);
    else if (block.type === "image" && block.source.type === "base64") files.push({ type: "data-file", data: { filename: "chart.png", mediaType: block.source.media_type, url: dataUrl(block.source.media_type, block.source.data) } });
    else if (block.type === "document" && block.source.type === "base64")
      files.push({ type: "data-file", data: { filename: block.title ?? "document.pdf", mediaType: block.source.media_type, url: dataUrl(block.source.media_type, block.source.data) } });
  }
  return { text: text.join("\n"), files };
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Converts Anthropic messages to chat-ui's: user text, assistant text (with citation markers),
 * tool calls as events carrying their results, result media as files, cited documents as sources.
 *
 * @example
 * <ChatSection handler={{ messages: toChatUi(agentTurn), status: "ready", sendMessage: async () => {} }} />
 */
export function toChatUi(messages: readonly MessageParam[]): Message[] {
  // Results and cited documents arrive in the user turn after the calls; gather them first.
  const results = new Map<string, { text: string; files: MessagePart[] }>();
  const documents: { id: string; title: string; text: string }[] = [];
  for (const message of messages) {
    if (message.role !== "user") continue;
    for (const block of blocksOf(message)) {
      if (block.type === "tool_result") results.set(block.tool_use_id, resultParts(block.content));
      else if (block.type === "document" && block.source.type === "text") documents.push({ id: `doc${documents.length}`, title: block.title ?? "Document", text: block.source.data });
    }
  }
  const out: Message[] = [];
  messages.forEach((message, index) => {
    const parts: MessagePart[] = [];
    let text = "";
    const flushText = () => {
      if (text.trim() !== "") parts.push({ type: "text", text });
      text = "";
    };
    let cites = false;
    for (const block of blocksOf(message)) {
      if (block.type === "text") {
        const citations = "citations" in block && Array.isArray(block.citations) ? block.citations : [];
        text += block.text;
        for (const citation of citations) {
          if (citation.type !== "char_location") continue;
          text += ` [citation:doc${citation.document_index}]`;
          cites = true;
        }
      } else if (block.type === "tool_use") {
        flushText();
        const result = results.get(block.id);
        parts.push({ type: "data-event", data: { title: block.name, description: JSON.stringify(block.input), status: result ? "success" : "pending", data: result ? parseJson(result.text) : undefined } });
        if (result) parts.push(...result.files);
      }
    }
    flushText();
    if (cites) parts.push({ type: "data-sources", data: { nodes: documents.map((doc) => ({ id: doc.id, metadata: { title: doc.title }, text: doc.text, url: `sources/${doc.title}` })) } });
    // A user turn that only carried results and documents has nothing of its own to show.
    if (parts.length > 0) out.push({ id: `m${index}`, role: message.role, parts });
  });
  return out;
}
