// @vitest-environment node
import { readUIMessageStream, type UIMessage, type UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import { aiSdkStreamMessages, foldAiSdkStream, fromAiSdk, reduceAiSdkStream } from "../../../src/adapters/ai-sdk";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/adapters";
import { partStatus, validateBody, type Message } from "../../../src/model";
import { aiSdkErrorStream, aiSdkToolStream } from "../../fixtures/adapters/streams";
import { expectWellFormed } from "./helpers";
import { changedParts, content, expectCleanFinish, fuzzReducer, garbage, intermediates, providerItems, shape } from "./stream-helpers";

/** The UI message the AI SDK itself builds from the chunks. */
async function sdkMessage(chunks: readonly UIMessageChunk[]): Promise<UIMessage> {
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  let last: UIMessage | undefined;
  for await (const message of readUIMessageStream({ stream, onError: () => {} })) last = message;
  return last!;
}

describe("reduceAiSdkStream", () => {
  it("ends with the parts fromAiSdk gives for the UI message the SDK builds", async () => {
    const folded = foldAiSdkStream(aiSdkToolStream);
    expect(shape(folded)).toEqual(shape(fromAiSdk(await sdkMessage(aiSdkToolStream))));
    expect(folded.parts.map((p) => p.name ?? p.contentType)).toEqual([
      CT.reasoning,
      "/tool-calls/call_w1",
      "/tool-calls/call_w1/result",
      "text/markdown",
      "/sources/1",
      "/data/forecast/f1",
    ]);
    expect(folded.parts.map((p) => p.metadata?.step)).toEqual([1, 1, 1, 2, 2, 2]);
    expect(folded).toMatchObject({ id: "msg_ai_1", metadata: { status: "complete", finishReason: "stop" } });
    expectCleanFinish(folded);
    expectWellFormed(folded);
  });

  it("matches the SDK's message for tool input and output errors too", async () => {
    const withoutError = aiSdkErrorStream.filter((c) => c.type !== "error");
    expect(shape(foldAiSdkStream(withoutError))).toEqual(shape(fromAiSdk(await sdkMessage(withoutError))));
    const folded = foldAiSdkStream(aiSdkErrorStream);
    expect(content(folded.parts[0])).toEqual({ id: "call_bad", name: "weather", argumentsText: '{"city": Par', state: "error", providerState: "output-error" });
    expect(content(folded.parts[1])).toEqual({ callId: "call_bad", name: "weather", output: "Invalid JSON input", isError: true });
    expect(content(folded.parts[3])).toMatchObject({ callId: "call_ok", output: "lookup timed out", isError: true });
    expect(folded.metadata).toMatchObject({ status: "error", error: "upstream disconnected" });
  });

  it("streams text, reasoning and tool input, keeping other parts the same objects", () => {
    const steps = intermediates(reduceAiSdkStream, aiSdkToolStream);
    expect(steps[3]!.parts[0]).toMatchObject({ contentType: CT.reasoning, content: "I need the weather ", metadata: { status: "streaming", state: "streaming" } });
    expect(steps[5]!.parts[0]!.metadata).toMatchObject({ status: "complete", state: "done" });
    expect(content(steps[8]!.parts[1])).toEqual({ id: "call_w1", name: "weather", argumentsText: '{"city":"Par', state: "streaming", providerState: "input-streaming" });
    expect(content(steps[9]!.parts[1])).toMatchObject({ arguments: { city: "Paris" } });
    expect(content(steps[10]!.parts[1])).toEqual({ id: "call_w1", name: "weather", arguments: { city: "Paris" }, state: "pending", providerState: "input-available" });
    expect(content(steps[11]!.parts[1])).toMatchObject({ state: "complete", providerState: "output-available" });
    expect(changedParts(steps[7]!, steps[8]!)).toEqual([1]);
    expect(changedParts(steps[15]!, steps[16]!)).toEqual([3]);
    expect(partStatus(steps[16]!.parts[3])).toBe("streaming");
    expect(content(steps[20]!.parts[5])).toEqual({ days: 3 });
    expect(steps[21]).toBe(steps[20]);
    for (const step of steps) expect(validateBody(step).issues).toEqual([]);
  });

  it("turns garbage and chunks for unknown ids into visible provider items", () => {
    const message = foldAiSdkStream([
      ...garbage,
      { type: "text-delta", id: "nope", delta: "lost" },
      { type: "tool-input-delta", toolCallId: "nope", inputTextDelta: "{" },
      { type: "tool-output-available", toolCallId: "nope", output: 1 },
    ]);
    const errors = providerItems(message).map((p) => p.metadata?.error);
    expect(errors).toContain('text-delta for "nope", which has not started');
    expect(errors).toContain("tool-input-delta for tool call nope, which has not started");
    expect(errors.filter((e) => e !== undefined)).toHaveLength(garbage.length - 1 + 3);
    expectWellFormed(message);
  });

  it("yields after each chunk that changed the message", async () => {
    const seen: Message[] = [];
    for await (const message of aiSdkStreamMessages(aiSdkToolStream)) seen.push(message);
    // finish-step twice and the transient data chunk change nothing.
    expect(seen).toHaveLength(aiSdkToolStream.length - 3);
  });

  it("never throws, and every intermediate message is valid", () => {
    fuzzReducer(reduceAiSdkStream, [...aiSdkToolStream, ...aiSdkErrorStream]);
  });
});
