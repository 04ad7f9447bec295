/**
 * A chat backend inside the page, built from the AI SDK's own parts: `useChat` talks to a
 * `DirectChatTransport`, which runs a `ToolLoopAgent` on the SDK's `MockLanguageModelV3`; the
 * model's stream parts come out of `simulateReadableStream`. So the UI message stream `useChat`
 * reads is the SDK's own, exactly as `toUIMessageStreamResponse()` would send it.
 */
import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { DirectChatTransport, jsonSchema, simulateReadableStream, tool, ToolLoopAgent, type ChatTransport, type UIMessage } from "ai";
import { MockLanguageModelV3 } from "ai/test";

/**
 * How the mock model behaves: `answer` streams reasoning, a forecast tool call and a markdown
 * answer; `stall` starts its answer and then waits (until stopped); `fail-once` fails its first
 * call with an overload error and answers the retry.
 */
export type MockBehaviour = "answer" | "stall" | "fail-once";

export interface MockChatOptions {
  readonly behaviour?: MockBehaviour;
  /** Between stream parts, in ms. Default 25. */
  readonly delayMs?: number;
}

const usage = {
  inputTokens: { total: 40, noCache: 40, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 120, text: 100, reasoning: 20 },
};

/** Model-sized tokens: a word piece with the whitespace before it. */
const tokens = (text: string): string[] => text.match(/\s*[^\s]{1,6}|\s+/g) ?? [];

/** The overload error the `fail-once` model throws, as a provider would word it. */
export const overloaded = "The model is overloaded (529). Try again in a moment.";

const answers: readonly [RegExp, string][] = [
  [/weather|forecast/i, "Saturday in Lyon looks **sunny, 21°C**, with showers after 14:00.\n\n- Morning: the Croix-Rousse market\n- Afternoon: a covered *traboule* walk while it rains"],
  [/book|table/i, "I can't book for you, but **Le Bouchon des Filles** takes tables for two at 19:00 and 21:00.\n\n- Call ahead on weekends\n- Ask for the *quenelles*"],
];
const fallback =
  "Here is a day in **Lyon**:\n\n1. **Morning**: the Croix-Rousse market and the *traboules*\n2. **Noon**: a *bouchon* on rue Mercière\n3. **Evening**: the Fourvière hill at sunset";

function lastUserText(prompt: readonly { role: string; content: unknown }[]): string {
  const user = [...prompt].reverse().find((m) => m.role === "user");
  const parts = Array.isArray(user?.content) ? (user.content as { type: string; text?: string }[]) : [];
  return parts.map((p) => (p.type === "text" ? (p.text ?? "") : "")).join(" ");
}

function reply(question: string, withTool: boolean): LanguageModelV3StreamPart[] {
  const answer = answers.find(([pattern]) => pattern.test(question))?.[1] ?? fallback;
  const reasoning = `The user asks: ${question.slice(0, 80)}. Answer briefly, in a list.`;
  return [
    { type: "stream-start", warnings: [] },
    { type: "reasoning-start", id: "r1" },
    ...tokens(reasoning).map((delta) => ({ type: "reasoning-delta" as const, id: "r1", delta })),
    { type: "reasoning-end", id: "r1" },
    ...(withTool
      ? [
          { type: "tool-input-start" as const, id: "call-1", toolName: "get_forecast" },
          { type: "tool-input-delta" as const, id: "call-1", delta: '{"city":"Lyon"}' },
          { type: "tool-input-end" as const, id: "call-1" },
          { type: "tool-call" as const, toolCallId: "call-1", toolName: "get_forecast", input: '{"city":"Lyon"}' },
          { type: "finish" as const, finishReason: { unified: "tool-calls" as const, raw: "tool_calls" }, usage },
        ]
      : [
          { type: "text-start" as const, id: "t1" },
          ...tokens(answer).map((delta) => ({ type: "text-delta" as const, id: "t1", delta })),
          { type: "text-end" as const, id: "t1" },
          { type: "finish" as const, finishReason: { unified: "stop" as const, raw: "stop" }, usage },
        ]),
  ];
}

const tools = {
  get_forecast: tool({
    description: "The weather forecast for a city",
    inputSchema: jsonSchema<{ city: string }>({ type: "object", properties: { city: { type: "string" } }, required: ["city"] }),
    execute: async ({ city }) => ({ city, saturday: "sunny, 21°C", afternoon: "showers after 14:00" }),
  }),
};

/**
 * A `ChatTransport` for `useChat` whose agent runs in the page on the SDK's mock model.
 *
 * @example
 * const [transport] = useState(() => mockChatTransport({ behaviour: "stall" }));
 * const chat = useChat({ transport });
 */
export function mockChatTransport({ behaviour = "answer", delayMs = 25 }: MockChatOptions = {}): ChatTransport<UIMessage> {
  let calls = 0;
  const model = new MockLanguageModelV3({
    doStream: async ({ prompt }) => {
      calls++;
      if (behaviour === "fail-once" && calls === 1) throw new Error(overloaded);
      const question = lastUserText(prompt);
      const afterTool = prompt.some((m) => m.role === "tool");
      const chunks = reply(question, /weather|forecast/i.test(question) && !afterTool);
      // Stalled: the answer stops after "the Croix-Rousse market", always at the same place.
      const cut = chunks.findIndex((c) => c.type === "text-delta" && c.delta.endsWith("market")) + 1;
      const stream = simulateReadableStream({ initialDelayInMs: delayMs, chunkDelayInMs: delayMs, chunks: behaviour === "stall" ? chunks.slice(0, cut) : chunks });
      // A reply that has started and then waits on the model, as a slow one does: it never
      // closes, and Stop (useChat's stop) aborts it.
      return { stream: behaviour === "stall" ? stream.pipeThrough(new TransformStream({ flush: () => new Promise<void>(() => {}) })) : stream };
    },
  });
  const agent = new ToolLoopAgent({ model, tools });
  // The agent's UI messages carry its tools' types; useChat reads them as plain UIMessages.
  return new DirectChatTransport({ agent, sendReasoning: true, onError: (error) => (error instanceof Error ? error.message : "the model failed") }) as unknown as ChatTransport<UIMessage>;
}

const text = (id: string, role: "user" | "assistant", body: string): UIMessage => ({ id, role, parts: [{ type: "text", text: body, state: "done" }] });

/** Two earlier turns, for stories that open on a conversation. */
export const earlierTurns: UIMessage[] = [
  text("u1", "user", "We're in Lyon this weekend. What should we not miss?"),
  text("a1", "assistant", fallback),
  text("u2", "user", "And if it rains in the afternoon?"),
  text("a2", "assistant", "Then go **under cover**:\n\n- the *traboules* of Vieux Lyon, passages between the streets\n- the Musée des Confluences (open until 19:00)\n- Les Halles Paul Bocuse for a long lunch"),
];
