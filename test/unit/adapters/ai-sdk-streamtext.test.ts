// @vitest-environment node
// AI SDK 6 and 7 drive partkit through their own machinery: streamText runs the SDK's mock model
// with real tools, toUIMessageStream makes the chunks, and readUIMessageStream builds the SDK's
// own UI message. After every chunk, partkit's reduced message must equal fromAiSdk of the SDK's.
import * as ai6 from "ai";
import { MockLanguageModelV3 } from "ai/test";
import * as ai7 from "ai7";
import { MockLanguageModelV4 } from "ai7/test";
import { writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { foldAiSdkStream, fromAiSdk, reduceAiSdkStream } from "../../../src/adapters/ai-sdk";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/adapters";
import { partStatus, validateBody, type Message } from "../../../src/model";
import { expectCleanFinish } from "./stream-helpers";

// `PARTKIT_RECORD=1 npx vitest run --project unit test/unit/adapters/ai-sdk-streamtext.test.ts`
// re-records test/fixtures/ai-sdk/recorded.json: the UI message chunks each major's streamText
// produced here, for the Storybook gallery and the browser streaming test.
const recordings: Record<string, readonly Chunk[]> = {};
afterAll(() => {
  if (process.env.PARTKIT_RECORD !== "1") return;
  writeFileSync(new URL("../../fixtures/ai-sdk/recorded.json", import.meta.url), `${JSON.stringify(recordings, null, 2)}\n`);
});

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};
const finish = (unified: "stop" | "tool-calls") => ({ type: "finish" as const, finishReason: { unified, raw: unified }, usage });
const pixel = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** What the model streams in its first step: reasoning, a tool call whose JSON arrives in pieces, two tool calls more. */
const firstStep = [
  { type: "stream-start" as const, warnings: [] },
  { type: "reasoning-start" as const, id: "r1" },
  { type: "reasoning-delta" as const, id: "r1", delta: "The user wants " },
  { type: "reasoning-delta" as const, id: "r1", delta: "the forecast." },
  { type: "reasoning-end" as const, id: "r1" },
  { type: "tool-input-start" as const, id: "call_w", toolName: "weather" },
  { type: "tool-input-delta" as const, id: "call_w", delta: '{"city":"Ly' },
  { type: "tool-input-delta" as const, id: "call_w", delta: 'on"}' },
  { type: "tool-input-end" as const, id: "call_w" },
  { type: "tool-call" as const, toolCallId: "call_w", toolName: "weather", input: '{"city":"Lyon"}' },
  { type: "tool-call" as const, toolCallId: "call_broken", toolName: "alerts", input: '{"region":"Rhône"}' },
  finish("tool-calls"),
];

/** The answer in the second step: markdown in small pieces (a bold word split across them), a source and an image. */
const secondStep = (extra: readonly object[]) => [
  { type: "stream-start" as const, warnings: [] },
  { type: "text-start" as const, id: "t1" },
  ...["It is ", "sunny, **2", "1°C**", " in Lyon.\n\n", "- wind: ", "light"].map((delta) => ({ type: "text-delta" as const, id: "t1", delta })),
  { type: "text-end" as const, id: "t1" },
  { type: "source" as const, sourceType: "url" as const, id: "s1", url: "https://meteo.example/lyon", title: "Météo Lyon" },
  ...extra,
  finish("stop"),
];

type Chunk = { readonly type: string };
type ReadUIMessageStream = (options: { stream: ReadableStream<never> }) => AsyncIterable<unknown>;

/** The SDK's own UI message after exactly these chunks. */
async function sdkMessageAfter(read: ReadUIMessageStream, chunks: readonly Chunk[]): Promise<unknown> {
  const stream = new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  let last: unknown;
  for await (const message of read({ stream: stream as ReadableStream<never> })) last = message;
  return last;
}

/**
 * What a reader sees of a message: each part's name, type, content and whether it is still
 * streaming. A call whose input is still arriving is compared by id, name and state only: the SDK
 * keeps the partial input parsed, partkit keeps the text so far (both show the same values).
 */
const view = (message: Message) =>
  message.parts.map((p) => {
    const call = p.contentType === CT.toolCall ? (JSON.parse(p.content ?? "{}") as Record<string, unknown>) : undefined;
    const content = call?.providerState === "input-streaming" ? { id: call.id, name: call.name, state: call.state } : p.content;
    return { name: p.name, contentType: p.contentType, content, status: partStatus(p) };
  });

async function collect(stream: ReadableStream<unknown>): Promise<Chunk[]> {
  const chunks: Chunk[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Chunk>) chunks.push(chunk);
  return chunks;
}

/** After every chunk: partkit's reduced message equals fromAiSdk of the SDK's accumulated message. */
async function expectSameAfterEveryChunk(read: ReadUIMessageStream, chunks: readonly Chunk[]): Promise<Message> {
  let ours: Message | undefined;
  for (let i = 0; i < chunks.length; i++) {
    ours = reduceAiSdkStream(ours, chunks[i]);
    const theirs = await sdkMessageAfter(read, chunks.slice(0, i + 1));
    if (theirs === undefined) continue;
    expect(view(ours), `after chunk ${i} (${chunks[i]!.type})`).toEqual(view(fromAiSdk(theirs as never)));
    expect(validateBody(ours).issues).toEqual([]);
  }
  return ours!;
}

const citySchema = { type: "object" as const, properties: { city: { type: "string" as const } }, required: ["city"] };
const regionSchema = { type: "object" as const, properties: { region: { type: "string" as const } } };

describe("AI SDK 6: streamText with the mock model, read by readUIMessageStream", () => {
  async function run() {
    let call = 0;
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        // The mock model's stream, typed loosely: the parts are the provider spec's, checked by the SDK at run time.
        stream: ai6.simulateReadableStream<object>({
          chunks: call++ === 0 ? firstStep : secondStep([{ type: "file" as const, mediaType: "image/png", data: pixel }]),
        }) as ReadableStream<never>,
      }),
    });
    const result = ai6.streamText({
      model,
      prompt: "Weather in Lyon?",
      stopWhen: ai6.stepCountIs(3),
      tools: {
        weather: ai6.tool({ inputSchema: ai6.jsonSchema<{ city: string }>(citySchema), execute: async ({ city }) => ({ city, tempC: 21, sky: "sunny" }) }),
        alerts: ai6.tool({
          inputSchema: ai6.jsonSchema<{ region: string }>(regionSchema),
          execute: async (): Promise<string> => {
            throw new Error("alerts service unavailable");
          },
        }),
      },
    });
    return collect(result.toUIMessageStream({ sendReasoning: true, sendSources: true, onError: (error) => (error instanceof Error ? error.message : String(error)) }));
  }

  it("agrees with the SDK's message after every chunk: reasoning, tool input, output and error, text, source, file", async () => {
    const chunks = await run();
    recordings["AI SDK 6"] = chunks;
    const final = await expectSameAfterEveryChunk(ai6.readUIMessageStream as ReadUIMessageStream, chunks);
    expect(final.parts.map((p) => p.name ?? p.contentType)).toEqual([
      CT.reasoning,
      "/tool-calls/call_w",
      "/tool-calls/call_w/result",
      "/tool-calls/call_broken",
      "/tool-calls/call_broken/result",
      "text/markdown",
      "/sources/1",
      "image/png",
    ]);
    expect(JSON.parse(final.parts[4]!.content!)).toMatchObject({ callId: "call_broken", output: "alerts service unavailable", isError: true });
    expectCleanFinish(final);
  });

  it("streams the answer: the text part is streaming until its end, as the SDK's part is", async () => {
    const chunks = await run();
    const textEnd = chunks.findIndex((c) => c.type === "text-end");
    const before = foldAiSdkStream(chunks.slice(0, textEnd));
    const text = before.parts.find((p) => p.contentType === "text/markdown")!;
    expect(partStatus(text)).toBe("streaming");
    const sdk = (await sdkMessageAfter(ai6.readUIMessageStream as ReadUIMessageStream, chunks.slice(0, textEnd))) as ai6.UIMessage;
    expect(sdk.parts.find((p) => p.type === "text")).toMatchObject({ state: "streaming" });
    expect(partStatus(fromAiSdk(sdk).parts.find((p) => p.contentType === "text/markdown"))).toBe("streaming");
  });

  it("stops at a tool that needs approval, and reads the user's answer", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: ai6.simulateReadableStream({
          chunks: [{ type: "stream-start" as const, warnings: [] }, { type: "tool-call" as const, toolCallId: "call_rm", toolName: "remove", input: '{"path":"/tmp/x"}' }, finish("tool-calls")],
        }),
      }),
    });
    const result = ai6.streamText({
      model,
      prompt: "Delete /tmp/x",
      tools: { remove: ai6.tool({ inputSchema: ai6.jsonSchema<{ path: string }>({ type: "object" }), needsApproval: true, execute: async () => "deleted" }) },
    });
    const chunks = await collect(result.toUIMessageStream());
    const final = await expectSameAfterEveryChunk(ai6.readUIMessageStream as ReadUIMessageStream, chunks);
    expect(JSON.parse(final.parts[0]!.content!)).toMatchObject({ id: "call_rm", state: "awaiting-approval", providerState: "approval-requested" });
  });
});

describe("AI SDK 7: streamText with the mock model, read by readUIMessageStream", () => {
  async function run(extra: readonly object[]) {
    let call = 0;
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: ai7.simulateReadableStream<object>({ chunks: call++ === 0 ? firstStep : secondStep(extra) }) as ReadableStream<never>,
      }),
    });
    const result = ai7.streamText({
      model,
      prompt: "Weather in Lyon?",
      stopWhen: ai7.isStepCount(3),
      tools: {
        weather: ai7.tool({ inputSchema: ai7.jsonSchema<{ city: string }>(citySchema), execute: async ({ city }) => ({ city, tempC: 21, sky: "sunny" }) }),
        alerts: ai7.tool({
          inputSchema: ai7.jsonSchema<{ region: string }>(regionSchema),
          execute: async (): Promise<string> => {
            throw new Error("alerts service unavailable");
          },
        }),
      },
    });
    return collect(result.toUIMessageStream({ sendReasoning: true, sendSources: true, onError: (error) => (error instanceof Error ? error.message : String(error)) }));
  }

  it("agrees with the SDK's message after every chunk, with its new reasoning files and custom content", async () => {
    const chunks = await run([
      { type: "file", mediaType: "image/png", data: { type: "data", data: pixel } },
      { type: "reasoning-file", mediaType: "image/png", data: { type: "data", data: pixel } },
      { type: "custom", kind: "acme.citation-map", providerMetadata: { acme: { map: [1, 2] } } },
    ]);
    expect(chunks.map((c) => c.type)).toEqual(expect.arrayContaining(["reasoning-file", "file"]));
    recordings["AI SDK 7"] = chunks;
    const final = await expectSameAfterEveryChunk(ai7.readUIMessageStream as ReadUIMessageStream, chunks);
    const kinds = final.parts.map((p) => p.name ?? p.contentType);
    expect(kinds.slice(0, 7)).toEqual([
      CT.reasoning,
      "/tool-calls/call_w",
      "/tool-calls/call_w/result",
      "/tool-calls/call_broken",
      "/tool-calls/call_broken/result",
      "text/markdown",
      "/sources/1",
    ]);
    const reasoningFile = final.parts.find((p) => p.metadata?.reasoningFile === true);
    expect(reasoningFile).toMatchObject({ contentType: "image/png", contentEncoding: "base64" });
    expectCleanFinish(final);
  });

  it("agrees on approvals answered in the stream, steering messages and a step that is reset", async () => {
    const chunks: ai7.UIMessageChunk[] = [
      { type: "start", messageId: "m7" },
      { type: "start-step" },
      { type: "tool-input-available", toolCallId: "call_rm", toolName: "remove", input: { path: "/tmp/x" } },
      { type: "tool-approval-request", approvalId: "ap1", toolCallId: "call_rm" },
      { type: "tool-approval-response", approvalId: "ap1", approved: false, reason: "Keep it" },
      { type: "tool-output-denied", toolCallId: "call_rm" },
      { type: "finish-step" },
      { type: "steering-message", id: "st1", parts: [{ type: "text", text: "Only the logs, please" }] },
      { type: "start-step" },
      { type: "text-start", id: "t1" },
      { type: "text-delta", id: "t1", delta: "A first try" },
      { type: "reset-step" },
      { type: "text-start", id: "t2" },
      { type: "text-delta", id: "t2", delta: "Removed **the logs** only." },
      { type: "text-end", id: "t2" },
      { type: "finish-step" },
      { type: "finish", finishReason: "stop" },
    ];
    const final = await expectSameAfterEveryChunk(ai7.readUIMessageStream as ReadUIMessageStream, chunks);
    expect(JSON.parse(final.parts[0]!.content!)).toMatchObject({ state: "denied", providerState: "output-denied" });
    expect(final.parts[0]!.metadata?.approval).toEqual({ id: "ap1", approved: false, reason: "Keep it" });
    expect(final.parts[1]).toMatchObject({ contentType: "text/plain", content: "Only the logs, please", metadata: { role: "user", steeringMessageId: "st1" } });
    expect(final.parts.slice(2).map((p) => p.content)).toEqual(["Removed **the logs** only."]);
    expectCleanFinish(final);
  });
});
