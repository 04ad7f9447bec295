// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  a2aArtifactStreamToMessage,
  emptyA2AArtifactStream,
  foldAgentClientUpdates,
  foldAgUiStream,
  foldAiSdkStream,
  foldAnthropicStream,
  foldOpenAIChatStream,
  foldOpenAIResponsesStream,
  fromOpenAIChat,
  PARTKIT_CONTENT_TYPES as CT,
  reduceA2AArtifactUpdate,
  emptyA2AThread,
  reduceA2AThread,
  type A2AArtifactStream,
} from "../../../src/adapters";
import { compact, toJsonValue } from "../../../src/adapters/shared/json";
import { NameAllocator } from "../../../src/adapters/shared/part-names";
import { markBodyComplete, type Message, type MessageBody, type Part } from "../../../src/model";
import { stream as a2aStream } from "../../fixtures/a2a/v1";
import recordedAgentClient from "../../fixtures/agent-client/recorded.json";
import agUiRecorded from "../../fixtures/ag-ui/recorded.json";
import { aiSdkToolStream, anthropicToolStream, openAIChatToolStream, openAIResponsesStream } from "../../fixtures/adapters/streams";
import { expectWellFormed } from "./helpers";
import { content, garbage, providerItems, shape } from "./stream-helpers";

/** The A2A thread of a single task is one message: its agent turn (or the turn holding what could not be applied). */
const foldA2AThread = (events: Iterable<unknown>): Message => {
  let thread = emptyA2AThread;
  for (const event of events) thread = reduceA2AThread(thread, event);
  expect(thread.messages).toHaveLength(1);
  return thread.messages[0]!;
};

const folds: [string, (events: Iterable<unknown>) => Message, readonly unknown[]][] = [
  ["A2A thread", foldA2AThread, a2aStream],
  ["AI SDK UI stream", foldAiSdkStream, aiSdkToolStream],
  ["Anthropic stream", foldAnthropicStream, anthropicToolStream],
  ["OpenAI chat stream", foldOpenAIChatStream, openAIChatToolStream],
  ["OpenAI responses stream", foldOpenAIResponsesStream, openAIResponsesStream],
  ["Agent Client Protocol updates", foldAgentClientUpdates, recordedAgentClient.flatMap((e) => (e.kind === "notification" ? [e.params] : []))],
  ["AG-UI events", foldAgUiStream, agUiRecorded.toolRun],
];

const nulls = (n: number): null[] => Array.from({ length: n }, () => null);

/** Every part but the provider items garbage leaves. */
const withoutProviderItems = (message: Message) => shape({ ...message, parts: message.parts.filter((p) => p.contentType !== CT.providerItem) });

describe.each(folds)("%s on unreadable input", (_, fold, recorded) => {
  it("folds 20,000 null events into one part that counts them and keeps the first 16 with why", () => {
    const message = fold(nulls(20_000));
    expect(message.parts).toHaveLength(1);
    const [part] = message.parts;
    expect(part!.contentType).toBe(CT.providerItem);
    expect(part!.metadata?.error).toMatch(/^20000 events could not be applied/);
    expect(part!.metadata?.eventCount).toBe(20_000);
    const kept = JSON.parse(part!.content!) as { event: unknown; error: string }[];
    expect(kept).toHaveLength(16);
    expect(kept[0]).toEqual({ event: null, error: expect.stringContaining("null") });
    expectWellFormed(message);
  });

  it("keeps up to 16 unusable events in a row as a part each, and the 17th joins them into one", () => {
    expect(providerItems(fold(nulls(16)))).toHaveLength(16);
    const seventeen = fold(nulls(17));
    expect(seventeen.parts).toHaveLength(1);
    expect(seventeen.parts[0]!.metadata).toMatchObject({ eventCount: 17, error: expect.stringContaining("17 events") });
  });

  it("counts every kind of garbage, unknown event types included, in one part", () => {
    const many = Array.from({ length: 2_000 }, (_, i) => garbage[i % garbage.length]);
    const message = fold(many);
    expect(message.parts).toHaveLength(1);
    expect(message.parts[0]!.metadata?.eventCount).toBe(2_000);
    const kept = JSON.parse(message.parts[0]!.content!) as { itemType?: string; error?: string }[];
    expect(kept.every((entry) => entry.error !== undefined || entry.itemType !== undefined)).toBe(true);
  });

  it("gives the same parts for a valid stream with 1,000 garbage events after each event, in a bounded number of extra parts", () => {
    const clean = fold(recorded);
    const noisy = fold(recorded.flatMap((event) => [event, ...Array.from({ length: 1_000 }, (_, i) => garbage[i % garbage.length])]));
    expect(withoutProviderItems(noisy)).toEqual(withoutProviderItems(clean));
    // At most one part per event for the garbage after it, however much garbage there was.
    expect(providerItems(noisy).length).toBeLessThanOrEqual(providerItems(clean).length + recorded.length);
    const counted = providerItems(noisy).reduce((sum, p) => sum + (typeof p.metadata?.eventCount === "number" ? p.metadata.eventCount : 1), 0);
    expect(counted).toBeGreaterThanOrEqual(recorded.length * 1_000);
    expectWellFormed(noisy);
  });
});

describe("reduceA2AArtifactUpdate on malformed input", () => {
  const malformed = (i: number) => ({ artifactUpdate: { taskId: "t", artifact: { parts: [], n: i } } });

  it("keeps the first 16 malformed events, counts all 20,000, and shows them as one provider item", () => {
    let state: A2AArtifactStream = emptyA2AArtifactStream;
    for (let i = 0; i < 20_000; i++) state = reduceA2AArtifactUpdate(state, malformed(i));
    expect(state.rejected).toHaveLength(16);
    expect(state.rejected[0]).toEqual({ event: malformed(0), error: "artifact has no artifactId" });
    expect(state.rejectedCount).toBe(20_000);
    const message = a2aArtifactStreamToMessage(state);
    expect(message.parts).toHaveLength(1);
    expect(message.parts[0]!.metadata).toMatchObject({ eventCount: 20_000, error: expect.stringMatching(/^20000 artifact events could not be applied/) });
    expect(content(message.parts[0]) as unknown).toHaveLength(16);
  });

  it("keeps 16 rejected events as a part each, without a count", () => {
    const state = Array.from({ length: 16 }, (_, i) => malformed(i)).reduce(reduceA2AArtifactUpdate, emptyA2AArtifactStream);
    expect(state.rejectedCount).toBeUndefined();
    expect(providerItems(a2aArtifactStreamToMessage(state))).toHaveLength(16);
  });

  it("still joins the artifact when malformed events come between its chunks", () => {
    const clean = a2aArtifactStreamToMessage(a2aStream.reduce(reduceA2AArtifactUpdate, emptyA2AArtifactStream));
    const noisy = a2aStream.flatMap((event, i) => [event, ...Array.from({ length: 500 }, (_, k) => malformed(i * 500 + k))]).reduce(reduceA2AArtifactUpdate, emptyA2AArtifactStream);
    expect(noisy.rejectedCount).toBe(a2aStream.length * 500);
    expect(withoutProviderItems(a2aArtifactStreamToMessage(noisy))).toEqual(withoutProviderItems(clean));
  });
});

describe("markBodyComplete", () => {
  it("completes every streaming part in one new body and keeps the others", () => {
    const done: Part = { contentType: "text/plain", content: "done" };
    const body: MessageBody = { parts: Array.from({ length: 5_000 }, (_, i) => (i % 2 ? done : { contentType: "text/plain", content: `${i}`, metadata: { status: "streaming" } })) };
    const complete = markBodyComplete(body);
    expect(complete.parts.filter((p) => p.metadata?.status === "complete")).toHaveLength(2_500);
    expect(complete.parts[1]).toBe(done);
    expect(body.parts[0]!.metadata?.status).toBe("streaming");
    expect(markBodyComplete(complete)).toBe(complete);
  });
});

describe("toJsonValue", () => {
  it("copies keys named like Object.prototype members as data, never touching a prototype", () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1, "toString": "x", "n": [1, {"__proto__": 2}]}') as unknown;
    const copy = toJsonValue(hostile) as Record<string, unknown>;
    expect(JSON.stringify(copy)).toBe(JSON.stringify(hostile));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const compacted = compact({ a: 1, b: undefined, ...(JSON.parse('{"__proto__": 3}') as object) });
    expect(Object.keys(compacted)).toEqual(["a", "__proto__"]);
    expect(Object.getPrototypeOf(compacted)).toBe(Object.prototype);
  });
});

describe("NameAllocator", () => {
  it("hands out the first free suffix, skipping names claimed in between", () => {
    const names = new NameAllocator();
    expect(["/a", "/a", "/b-2", "/b", "/b", "/a", "/b-4", "/b"].map((name) => names.claim(name))).toEqual(["/a", "/a-2", "/b-2", "/b", "/b-3", "/a-3", "/b-4", "/b-5"]);
  });

  it("names 20,000 tool calls sharing one id /tool-calls/call, -2 … -20000", () => {
    const calls = Array.from({ length: 20_000 }, () => ({ id: "call", type: "function" as const, function: { name: "f", arguments: "{}" } }));
    const message = fromOpenAIChat({ role: "assistant", content: null, tool_calls: calls });
    expect(message.parts.map((p) => p.name)).toEqual(["/tool-calls/call", ...Array.from({ length: 19_999 }, (_, i) => `/tool-calls/call-${i + 2}`)]);
  });
});
