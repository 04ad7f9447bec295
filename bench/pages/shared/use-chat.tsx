import { useChat } from "@ai-sdk/react";
import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { DirectChatTransport, jsonSchema, simulateReadableStream, tool, ToolLoopAgent, type ChatStatus, type ChatTransport, type UIMessage } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { useEffect, useLayoutEffect, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { longAnswer } from "../../../test/fixtures/markdown/documents";
import { afterPaint, container, frames, idle, register } from "./harness";

// A useChat page as an app builds it, with its "server" in the page: AI SDK 6's useChat over a
// DirectChatTransport to a ToolLoopAgent whose model is the SDK's MockLanguageModelV3. Step one
// streams reasoning and two tool calls (the agent runs the tools), step two streams the answer.

/** A useChat subject: renders useChat's `messages` and `status` in a 760×800 px viewport that follows the latest message. */
export type ChatSubject = ComponentType<{ readonly messages: UIMessage[]; readonly status: ChatStatus }>;

/** Model-sized tokens: a word piece of up to 5 characters with the whitespace before it (~4 characters). */
export const tokenize = (text: string): string[] => text.match(/\s*[^\s]{1,5}|\s+/g) ?? [];

const reasoning = [
  "The user wants live order updates on the dashboard instead of the 10-second poll. ",
  "Before proposing anything I should check two things: whether the team already wrote down a decision about push updates, ",
  "and how many writes per second orders-api sees at peak, because that decides whether one stream per tenant is enough ",
  "or whether events need to be batched. If there is an ADR, the answer should follow it rather than start over. ",
  "Server-sent events fit better than WebSockets here: the traffic is one way, the dashboard already sits behind the same ",
  "HTTP proxy, EventSource reconnects by itself and sends Last-Event-ID, which maps well onto Redis Stream ids. ",
  "The risks are the proxy's idle timeout (needs a heartbeat), connection limits per browser on HTTP/1.1 (the dashboard is ",
  "on HTTP/2, so that is fine), and events leaking fields the user may not read: the stream must reuse the REST serialiser ",
  "and permission checks. I will search the docs for the ADR, fetch the peak write rate, then write the plan in steps ",
  "small enough to review: publish only, then the stream endpoint, then the client, with a feature flag and a load test.",
].join("");

const calls = [
  { id: "call-docs", name: "search_docs", input: { query: "orders-api live updates decision", limit: 3 } },
  { id: "call-metrics", name: "get_metrics", input: { service: "orders-api", metric: "writes_per_second", window: "7d" } },
] as const;

/** What the two tools return (their `execute` runs in the agent's loop); the check looks for these strings in the DOM. */
export const toolResults = {
  search_docs: { hits: [{ title: "ADR 42: live order updates", path: "docs/adr/0042-live-updates.md", status: "accepted" }] },
  get_metrics: { service: "orders-api", peak: "940 writes/s at 12:05 UTC", p95LatencyMs: 38 },
};
export const toolResultMarks = ["docs/adr/0042-live-updates.md", "940 writes/s at 12:05 UTC"];

const tools = {
  search_docs: tool({
    description: "Search the engineering docs",
    inputSchema: jsonSchema<{ query: string; limit?: number }>({ type: "object", properties: { query: { type: "string" }, limit: { type: "number" } }, required: ["query"] }),
    execute: async () => toolResults.search_docs,
  }),
  get_metrics: tool({
    description: "Read a service metric",
    inputSchema: jsonSchema<{ service: string; metric: string; window?: string }>({
      type: "object",
      properties: { service: { type: "string" }, metric: { type: "string" }, window: { type: "string" } },
      required: ["service", "metric"],
    }),
    execute: async () => toolResults.get_metrics,
  }),
};

const usage = {
  inputTokens: { total: 900, noCache: 900, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5000, text: 4750, reasoning: 250 },
};

/** The answer, or its first `chars` characters cut at the paragraph break after them. */
export function answerText(chars?: number): string {
  if (!chars || chars >= longAnswer.length) return longAnswer;
  const cut = longAnswer.indexOf("\n\n", chars);
  return cut < 0 ? longAnswer : longAnswer.slice(0, cut);
}

/** The answer's last sentence as a reader sees it (link syntax and a list marker removed). */
export function lastSentence(answer: string): string {
  const sentences = answer.trimEnd().split(/(?<=[.!?])\s+/);
  return sentences.at(-1)!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/^[-*] /, "");
}

/** The model's two steps as V3 stream parts: reasoning and tool calls, then (after the tool results) the answer. */
function steps(answer: string) {
  const first: LanguageModelV3StreamPart[] = [
    { type: "stream-start" as const, warnings: [] },
    { type: "reasoning-start" as const, id: "r1" },
    ...tokenize(reasoning).map((delta) => ({ type: "reasoning-delta" as const, id: "r1", delta })),
    { type: "reasoning-end" as const, id: "r1" },
    ...calls.flatMap((call) => {
      const json = JSON.stringify(call.input);
      return [
        { type: "tool-input-start" as const, id: call.id, toolName: call.name },
        ...tokenize(json).map((delta) => ({ type: "tool-input-delta" as const, id: call.id, delta })),
        { type: "tool-input-end" as const, id: call.id },
        { type: "tool-call" as const, toolCallId: call.id, toolName: call.name, input: json },
      ];
    }),
    { type: "finish" as const, finishReason: { unified: "tool-calls" as const, raw: "tool_calls" }, usage },
  ];
  const second: LanguageModelV3StreamPart[] = [
    { type: "stream-start" as const, warnings: [] },
    { type: "text-start" as const, id: "t1" },
    ...tokenize(answer).map((delta) => ({ type: "text-delta" as const, id: "t1", delta })),
    { type: "text-end" as const, id: "t1" },
    { type: "finish" as const, finishReason: { unified: "stop" as const, raw: "stop" }, usage },
  ];
  return { first, second, tokens: first.length + second.length };
}

/** The in-page transport: the agent's UI message stream with reasoning, as `toUIMessageStreamResponse({ sendReasoning: true })` sends it. */
export function makeTransport(answer: string, delayMs: number): ChatTransport<UIMessage> {
  const { first, second } = steps(answer);
  const model = new MockLanguageModelV3({
    doStream: async ({ prompt }) => {
      const afterTools = prompt.some((m) => m.role === "tool");
      return { stream: simulateReadableStream({ initialDelayInMs: delayMs, chunkDelayInMs: delayMs, chunks: afterTools ? second : first }) };
    },
  });
  const agent = new ToolLoopAgent({ model, tools });
  // The transport is typed with the tools' UI messages; the page reads them as plain UIMessages.
  return new DirectChatTransport({ agent, sendReasoning: true }) as unknown as ChatTransport<UIMessage>;
}

const text = (id: string, role: "user" | "assistant", body: string): UIMessage => ({ id, role, parts: [{ type: "text", text: body, state: "done" }] });

/** A handful of earlier turns, so the list holds a realistic thread before the answer streams. */
export const priorThread: UIMessage[] = [
  text("m1", "user", "Our order dashboard polls `GET /orders?since=` every 10 seconds. Support says changes show up late. What are our options?"),
  text(
    "m2",
    "assistant",
    "Three, roughly in order of effort:\n\n1. **Poll faster** (2 s): no new infrastructure, but 5× the requests and still up to 2 s late.\n2. **Long polling**: the request waits until something changes; cheap to add, awkward behind the proxy's 30 s timeout.\n3. **Push** with server-sent events or WebSockets: changes arrive in well under a second.\n\nWhich one fits depends on how many dashboards are open at once and how often orders change.",
  ),
  text("m3", "user", "About 300 dashboards during the day. Can you show what the current poll handler looks like, so we know what we'd replace?"),
  text(
    "m4",
    "assistant",
    "Here is the handler as it is in `orders-api/src/routes/orders.ts`:\n\n```ts\nrouter.get(\"/orders\", async (req, res) => {\n  const since = new Date(String(req.query.since ?? 0));\n  const orders = await repo.changedSince(req.user.tenantId, since);\n  res.json({ orders, now: new Date().toISOString() });\n});\n```\n\nEvery poll runs `changedSince`, an indexed query on `updated_at`: about **30 queries per second** at 300 dashboards, most of them returning nothing.",
  ),
  text("m5", "user", "And what would it take to push instead? Look at our docs and the write rate first, then give me a plan we can ship in steps."),
];

/** The question sent while the trace runs. */
export const question = "Go ahead: check the docs and the metrics, then write the plan.";

const handle = {
  send: (_text: string) => {},
  status: "ready" as ChatStatus,
  waiters: [] as (() => void)[],
};

function App({ Subject, transport, initial }: { readonly Subject: ChatSubject; readonly transport: ChatTransport<UIMessage>; readonly initial: UIMessage[] }) {
  const { messages, status, sendMessage } = useChat({ transport, messages: initial });
  useLayoutEffect(() => {
    handle.send = (body) => void sendMessage({ text: body });
  }, [sendMessage]);
  useEffect(() => {
    handle.status = status;
    if (status === "ready" || status === "error") for (const settle of handle.waiters.splice(0)) settle();
  }, [status]);
  return <Subject messages={messages} status={status} />;
}

/**
 * Sends `body` and resolves when useChat's status is "ready" again (committed). The status effect
 * runs only when the status changes, and it was "ready" before sending, so the next "ready" is the
 * return after the answer; "error" rejects.
 */
function sendAndWait(body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    handle.waiters.push(() => (handle.status === "error" ? reject(new Error("useChat status: error")) : resolve()));
    handle.send(body);
  });
}

const shell = "width: 760px; height: 800px; display: flex; flex-direction: column;";

/**
 * Registers the useChat phases: `prepare` (the same warm-up for every subject, then the page with
 * the prior thread mounted) and `send` (the question sent between the marks `chat:start` and
 * `chat:end`, the latter placed once status is "ready" again and a frame has been produced).
 */
export function registerUseChat(Subject: ChatSubject, init?: () => Promise<void>) {
  let root: Root | undefined;
  let el: HTMLElement | undefined;
  register({
    async prepare(params) {
      await init?.();
      // Warm-up: the same short exchange, fast, on a scratch root (JIT, lazy chunks, styles).
      const scratch = container(shell);
      const warm = createRoot(scratch);
      flushSync(() => warm.render(<App Subject={Subject} transport={makeTransport(answerText(Number(params.warmupChars ?? 3000)), 1)} initial={priorThread.slice(0, 2)} />));
      await frames(2);
      await sendAndWait(question);
      await frames(2);
      warm.unmount();
      scratch.remove();
      await frames(2);
      const answer = answerText(Number(params.answerChars ?? 0) || undefined);
      el = container(shell);
      root = createRoot(el);
      flushSync(() => root!.render(<App Subject={Subject} transport={makeTransport(answer, Number(params.delayMs ?? 1000 / 60))} initial={priorThread} />));
      await frames(10);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await idle();
      return { answerLength: answer.length, tokens: steps(answer).tokens };
    },
    async send(params) {
      const answer = answerText(Number(params.answerChars ?? 0) || undefined);
      const frameTimes: number[] = [];
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      });
      observer.observe({ type: "longtask" });
      let counting = true;
      const onFrame = (time: number) => {
        frameTimes.push(time);
        if (counting) requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
      performance.mark("chat:start");
      const start = performance.now();
      await sendAndWait(question);
      await afterPaint();
      const end = performance.now();
      performance.mark("chat:end");
      counting = false;
      observer.disconnect();
      const viewport = el!.querySelector<HTMLElement>("[data-slot='message-list-viewport'], [data-scroller]");
      const distanceFromBottom = viewport ? viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight : -1;
      // Untimed: unfold what the reader can unfold (answered tool calls fold to their header), then read the page.
      for (const trigger of el!.querySelectorAll<HTMLElement>("[aria-expanded='false']")) trigger.click();
      for (const details of el!.querySelectorAll("details")) details.open = true;
      await afterPaint();
      const shown = el!.textContent ?? "";
      const sentence = lastSentence(answer);
      return {
        start,
        end,
        frameTimes: frameTimes.filter((t) => t >= start && t <= end),
        longTasks,
        tokens: steps(answer).tokens,
        distanceFromBottom,
        answerShown: shown.includes(sentence) ? 1 : 0,
        sentence,
        toolResultsShown: toolResultMarks.filter((mark) => shown.includes(mark)).length,
        crossOriginIsolated,
      };
    },
  });
}
