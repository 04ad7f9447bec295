import { appendToPart, markBodyComplete, markPartComplete, upsertPart } from "../../src/model";
import type { Message } from "../../src/model/types";

/** One step of a scripted agent turn: turns the message so far into the next one. */
export type StreamStep = (message: Message) => Message;

const reasoning =
  "The user wants to stop polling. Options: WebSockets, SSE, long polling. They only need server→client, the ingress already " +
  "supports long responses, and EventSource reconnects with Last-Event-ID on its own. **SSE** is the smallest change. Let me check " +
  "the docs for the heartbeat interval before answering.";

const toolArguments = JSON.stringify({ query: "nginx ingress server-sent events buffering timeout", limit: 3 });

const toolResult = {
  callId: "call_1",
  name: "search_docs",
  output: [
    { title: "Ingress annotations: proxy-buffering", url: "https://docs.example.com/ingress/annotations#proxy-buffering" },
    { title: "Streaming responses through nginx", url: "https://docs.example.com/guides/streaming" },
  ],
};

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/**
 * A scripted assistant turn built only with the model's streaming helpers: reasoning streams in
 * and completes, a tool call's arguments fill in, its result arrives, then the markdown answer
 * streams in `size`-character chunks and the message completes.
 *
 * @example
 * let message = { id: "a1", role: "assistant", parts: [] };
 * for (const step of streamScript(answer, 40)) message = step(message);
 */
export function streamScript(answer: string, size: number): StreamStep[] {
  const steps: StreamStep[] = [];
  for (const piece of chunks(reasoning, Math.max(8, size >> 1))) {
    steps.push((m) => appendToPart(m, "/reasoning", piece, { contentType: "text/vnd.partkit.reasoning" }));
  }
  steps.push((m) => markPartComplete(m, "/reasoning"));
  let args = "";
  for (const piece of chunks(toolArguments, 6)) {
    steps.push((m) => {
      args += piece;
      return upsertPart(m, {
        name: "/tool-calls/call_1",
        contentType: "application/vnd.partkit.tool-call+json",
        content: JSON.stringify({ id: "call_1", name: "search_docs", argumentsText: args, state: "input-streaming" }),
        metadata: { status: "streaming" },
      });
    });
  }
  steps.push((m) =>
    upsertPart(m, {
      name: "/tool-calls/call_1",
      contentType: "application/vnd.partkit.tool-call+json",
      content: JSON.stringify({ id: "call_1", name: "search_docs", arguments: JSON.parse(toolArguments), state: "input-available" }),
      metadata: { status: "complete" },
    }),
  );
  steps.push((m) =>
    upsertPart(m, { name: "/tool-calls/call_1/result", contentType: "application/vnd.partkit.tool-result+json", content: JSON.stringify(toolResult) }),
  );
  chunks(answer, size).forEach((piece, i) => {
    // The first chunk creates the (unnamed) answer part at the end; later chunks grow it.
    steps.push((m) => appendToPart(m, i === 0 ? m.parts.length : m.parts.findLastIndex((part) => part.name === undefined), piece));
  });
  steps.push((m) => markBodyComplete(m));
  return steps;
}
