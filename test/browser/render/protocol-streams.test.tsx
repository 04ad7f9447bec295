// What a reader sees while each format streams: its recorded events (from the vendors' SDKs, see
// test/fixtures/*/record.mjs, the A2A recording in a2a-thread.test.ts, and test/fixtures/adapters/streams.ts) are reduced one at a time and
// rendered after every event. While anything streams, no markdown syntax shows; at the end every
// part shows in the message's order and every text is readable, with a card per tool call;
// nothing errs and nothing reaches the console.
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyA2AThread, reduceA2AThread } from "../../../src/adapters/a2a";
import { reduceAgUiStream } from "../../../src/adapters/ag-ui";
import { reduceAgentClientThread } from "../../../src/adapters/agent-client";
import { reduceAiSdkStream } from "../../../src/adapters/ai-sdk";
import { reduceAnthropicStream } from "../../../src/adapters/anthropic";
import { reduceOpenAIChatStream, reduceOpenAIResponsesStream } from "../../../src/adapters/openai";
import { isMessageStreaming } from "../../../src/list";
import { markdownRenderers } from "../../../src/markdown";
import { MessageView } from "../../../src/message/message-view";
import { PARTKIT_CONTENT_TYPES as CT, type Message } from "../../../src/model";
import { PartkitProvider } from "../../../src/render";
import a2a from "../../fixtures/a2a/recorded-thread.json";
import agUi from "../../fixtures/ag-ui/recorded.json";
import aiSdk from "../../fixtures/ai-sdk/recorded.json";
import agentClient from "../../fixtures/agent-client/recorded.json";
import { aiSdkToolStream, anthropicToolStream, openAIChatToolStream, openAIResponsesStream } from "../../fixtures/adapters/streams";

type Thread = readonly Message[];

/** The thread after each event, from a reducer over a state of any shape. */
function steps<S>(reduce: (state: S, event: unknown) => S, start: S, messages: (state: S) => Thread) {
  return (events: readonly unknown[]): Thread[] => {
    let state = start;
    return events.map((event) => messages((state = reduce(state, event))));
  };
}
const single = (reduce: (message: Message | undefined, event: unknown) => Message) =>
  steps<Message | undefined>(reduce, undefined, (message) => (message ? [message] : []));

const formats: readonly [string, (events: readonly unknown[]) => Thread[], readonly unknown[]][] = [
  ["AI SDK UI message chunks", single(reduceAiSdkStream), aiSdkToolStream],
  ["AI SDK 6 streamText, recorded", single(reduceAiSdkStream), aiSdk["AI SDK 6"]],
  ["AI SDK 7 streamText, recorded", single(reduceAiSdkStream), aiSdk["AI SDK 7"]],
  ["Anthropic stream events", single(reduceAnthropicStream), anthropicToolStream],
  ["OpenAI Chat chunks", single(reduceOpenAIChatStream), openAIChatToolStream],
  ["OpenAI Responses events", single(reduceOpenAIResponsesStream), openAIResponsesStream],
  ["AG-UI events", single(reduceAgUiStream), agUi.toolRun],
  ["AG-UI subagents and a messages snapshot", single(reduceAgUiStream), agUi.subagents],
  ["Agent Client Protocol updates", steps<Thread>((thread, event) => reduceAgentClientThread(thread, event), [], (thread) => thread), agentClient.flatMap((e) => (e.kind === "notification" ? [e.params] : []))],
  ["A2A 1.0 JSON-RPC stream", steps(reduceA2AThread, emptyA2AThread, (thread) => thread.messages), a2a["1.0"]],
  ["A2A 0.3 JSON-RPC stream", steps(reduceA2AThread, emptyA2AThread, (thread) => thread.messages), a2a["0.3"]],
];

function Thread({ thread }: { readonly thread: Thread }) {
  return (
    <PartkitProvider renderers={markdownRenderers}>
      {thread.map((message, i) => (
        <MessageView key={i} message={message} {...(isMessageStreaming(message) ? { status: "streaming" as const } : {})} />
      ))}
    </PartkitProvider>
  );
}

/** Rendered markdown as the reader sees it, code left out (code may hold any character). */
function visibleMarkdown(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[data-slot="part"][data-content-type="text/markdown"]')].map((part) => {
    const copy = part.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("pre, code").forEach((code) => code.remove());
    return copy.textContent ?? "";
  });
}

/** The first words of a markdown text, its syntax removed: what the reader must find. */
function opening(markdown: string): string {
  const plain = markdown.replace(/```[\s\S]*?(```|$)/g, " ").replace(/[*_`#>|[\]()-]+/g, " ").replace(/\s+/g, " ").trim();
  return plain.split(" ").slice(0, 3).join(" ");
}

afterEach(() => vi.restoreAllMocks());

describe.each(formats)("%s, rendered after every event", (_, reduceAll, events) => {
  it("never shows markdown syntax while streaming, and ends with every part shown in order, every text readable and a card per tool call", async () => {
    const logged: string[] = [];
    for (const level of ["error", "warn"] as const) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(`${level}: ${args.map(String).join(" ")}`));
    let thread: Thread = [];
    const { container, rerender } = render(<Thread thread={thread} />);
    for (const [i, next] of reduceAll(events).entries()) {
      thread = next;
      await act(async () => rerender(<Thread thread={thread} />));
      for (const text of visibleMarkdown(container)) expect(text, `after event ${i}`).not.toMatch(/\*\*|__|\]\(|^#+ /m);
    }
    expect(container.querySelector('[data-slot="part-error"]')).toBeNull();
    const page = container.textContent ?? "";
    let from = 0;
    for (const part of thread.flatMap((m) => m.parts)) {
      if (part.contentType !== "text/markdown" || typeof part.content !== "string" || part.name !== undefined) continue;
      const words = opening(part.content);
      if (!words) continue;
      const at = page.indexOf(words, from);
      expect(at, `"${words}" shows after what came before it`).toBeGreaterThanOrEqual(0);
      from = at + words.length;
    }
    // Every part shows, in the message's order (reasoning, calls, sources, files, data, provider
    // items), and a tool result either shows in its card or its answered card is folded.
    // A message's own sources show as rows of its sources list, after its content.
    const parts = thread.flatMap((m) => m.parts);
    const shown = [...container.querySelectorAll<HTMLElement>('[data-slot="part"]')].map((el) => `${el.dataset.partName ?? ""} ${el.dataset.contentType}`);
    const rows = [...container.querySelectorAll<HTMLElement>('[data-slot="message-source"]')].map((row) => {
      const id = row.id || row.querySelector("[id]")?.id || "";
      return `${id.slice(id.indexOf("-part/") + 5)} ${CT.citation}`;
    });
    const isResult = (key: string) => key.endsWith(` ${CT.toolResult}`);
    const isSource = (key: string) => key.endsWith(` ${CT.citation}`);
    expect(shown.filter((key) => !isResult(key) && !isSource(key))).toEqual(parts.map((p) => `${p.name ?? ""} ${p.contentType}`).filter((key) => !isResult(key) && !isSource(key)));
    expect([...shown.filter(isSource), ...rows].sort()).toEqual(parts.map((p) => `${p.name ?? ""} ${p.contentType}`).filter(isSource).sort());
    for (const result of parts.filter((p) => p.contentType === CT.toolResult)) {
      const callName = result.name!.replace(/\/result$/, "");
      const folded = container.querySelector(`[data-slot="part"][data-part-name="${callName}"] [data-slot="tool-call-part"]:not([data-open])`);
      expect(shown.includes(`${result.name} ${CT.toolResult}`) || folded !== null, `${result.name} shows, or its answered card is folded`).toBe(true);
    }
    const calls = thread.flatMap((m) => m.parts).filter((p) => p.contentType === CT.toolCall).length;
    expect(container.querySelectorAll('[data-slot="tool-call-part"]').length).toBe(calls);
    expect(logged).toEqual([]);
  });
});
