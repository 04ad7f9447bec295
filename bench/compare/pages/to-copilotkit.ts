// What an app writes to show an Anthropic turn with CopilotKit's v2 chat: AG-UI messages. A user
// message; thinking as a `reasoning` message; the assistant's text with its `toolCalls`; each
// result as a `tool` message (a string: the JSON text; AG-UI tool messages carry no images or
// files, so the chart and the PDF are left out); the answer as markdown. AG-UI has no citations
// or sources: the cited words stay plain text, the cited document is not shown.
import type { ContentBlockParam, MessageParam } from "@anthropic-ai/sdk/resources/messages";
import type { Message } from "@copilotkit/react-core/v2";

type Block = Exclude<MessageParam["content"], string>[number] | ContentBlockParam;

const blocksOf = (message: MessageParam): Block[] => (typeof message.content === "string" ? [{ type: "text", text: message.content }] : message.content);

const resultText = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? (content as Block[])
          .filter((block) => block.type === "text")
          .map((block) => (block.type === "text" ? block.text : ""))
          .join("\n")
      : "";

/**
 * Converts Anthropic messages to the AG-UI messages CopilotKit's chat view renders.
 *
 * @example
 * <CopilotChatView messages={toCopilotKit(agentTurn)} />
 */
export function toCopilotKit(messages: readonly MessageParam[]): Message[] {
  const out: Message[] = [];
  messages.forEach((message, index) => {
    const id = (n: number) => `m${index}-${n}`;
    const blocks = blocksOf(message);
    if (message.role === "user") {
      const text = blocks.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n\n");
      if (text !== "") out.push({ id: id(0), role: "user", content: text });
      blocks.forEach((block, n) => {
        if (block.type === "tool_result") out.push({ id: id(n + 1), role: "tool", toolCallId: block.tool_use_id, content: resultText(block.content) });
      });
      return;
    }
    let text = "";
    const toolCalls: { id: string; type: "function"; function: { name: string; arguments: string } }[] = [];
    blocks.forEach((block, n) => {
      if (block.type === "thinking") out.push({ id: id(n), role: "reasoning", content: block.thinking });
      else if (block.type === "text") text += block.text;
      else if (block.type === "tool_use") toolCalls.push({ id: block.id, type: "function", function: { name: block.name, arguments: JSON.stringify(block.input) } });
    });
    out.push({ id: id(blocks.length), role: "assistant", content: text, ...(toolCalls.length > 0 ? { toolCalls } : {}) });
  });
  return out;
}
