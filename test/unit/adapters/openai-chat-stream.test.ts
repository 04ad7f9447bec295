// @vitest-environment node
import { ChatCompletionStream } from "openai/lib/ChatCompletionStream";
import { describe, expect, it } from "vitest";
import { foldOpenAIChatStream, fromOpenAIChat, reduceOpenAIChatStream } from "../../../src/adapters/openai";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/adapters";
import { partStatus, validateBody } from "../../../src/model";
import { openAIChatRefusalStream, openAIChatToolStream } from "../../fixtures/adapters/streams";
import { expectWellFormed } from "./helpers";
import { changedParts, content, expectCleanFinish, fuzzReducer, garbage, intermediates, ndjson, providerItems, shape } from "./stream-helpers";

describe("reduceOpenAIChatStream", () => {
  it("ends with the parts fromOpenAIChat gives for the completion the SDK accumulates", async () => {
    for (const chunks of [openAIChatToolStream, openAIChatRefusalStream]) {
      const completion = await ChatCompletionStream.fromReadableStream(ndjson(chunks)).finalChatCompletion();
      const folded = foldOpenAIChatStream(chunks);
      expect(shape(folded)).toEqual(shape(fromOpenAIChat(completion)[0]!));
      expectCleanFinish(folded);
      expectWellFormed(folded);
    }
    const folded = foldOpenAIChatStream(openAIChatToolStream);
    expect(folded.parts.map((p) => p.name ?? p.contentType)).toEqual(["text/markdown", "/tool-calls/call_paris", "/tool-calls/call_oslo"]);
    expect(folded).toMatchObject({
      id: "chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG",
      createdAt: "2025-03-10T01:25:52.000Z",
      metadata: { status: "complete", finishReason: "tool_calls", model: "gpt-4o-2024-08-06", usage: { total_tokens: 123 } },
    });
    expect(foldOpenAIChatStream(openAIChatRefusalStream).parts).toEqual([{ contentType: CT.refusal, content: "I can't help with that.", metadata: { streamKey: "refusal", status: "complete" } }]);
  });

  it("fills interleaved tool calls by index, parsing arguments once complete", () => {
    const steps = intermediates(reduceOpenAIChatStream, openAIChatToolStream);
    expect(content(steps[6]!.parts[1])).toEqual({ id: "call_paris", name: "get_weather", argumentsText: '{"ci', state: "streaming", providerState: "input-streaming" });
    expect(content(steps[6]!.parts[2])).toEqual({ id: "call_oslo", name: "get_weather", argumentsText: '{"city":"Os', state: "streaming", providerState: "input-streaming" });
    expect(content(steps[7]!.parts[1])).toMatchObject({ arguments: { city: "Paris" }, argumentsText: '{"city":"Paris"}' });
    expect(partStatus(steps[7]!.parts[1])).toBe("streaming");
    expect(changedParts(steps[6]!, steps[7]!)).toEqual([1]);
    expect(changedParts(steps[7]!, steps[8]!)).toEqual([2]);
    expect(content(steps[9]!.parts[2])).toEqual({ id: "call_oslo", name: "get_weather", arguments: { city: "Oslo" } });
    expect(steps[2]!.parts[0]).toMatchObject({ content: "Checking both cities.", metadata: { status: "streaming" } });
    for (const step of steps) expect(validateBody(step).issues).toEqual([]);
  });

  it("keeps invalid final arguments as text with an error, as the non-streaming adapter does", () => {
    const cut = [...openAIChatToolStream.slice(0, 7), ...openAIChatToolStream.slice(9)];
    const folded = foldOpenAIChatStream(cut);
    expect(content(folded.parts[1])).toEqual({ id: "call_paris", name: "get_weather", argumentsText: '{"ci' });
    expect(folded.parts[1]!.metadata?.argumentsError).toMatch(/not valid JSON/);
  });

  it("follows the requested choice only", () => {
    const two = openAIChatToolStream.slice(0, 3).map((c) => ({ ...c, choices: c.choices.map((ch) => ({ ...ch, index: 1, delta: { content: "other" } })) }));
    expect(foldOpenAIChatStream(two).parts).toEqual([]);
    expect(foldOpenAIChatStream(two, { choiceIndex: 1 }).parts[0]!.content).toBe("otherotherother");
  });

  it("turns garbage, unknown indexes and error payloads into visible provider items", () => {
    const orphan = { ...openAIChatToolStream[1]!, choices: [{ index: 0, delta: { tool_calls: [{ index: 4, function: { arguments: '"x"}' } }] }, finish_reason: null, logprobs: null }] };
    const message = foldOpenAIChatStream([...garbage, orphan, { error: { message: "rate limited", type: "requests" } }]);
    const errors = providerItems(message).map((p) => p.metadata?.error);
    expect(errors).toContain("arguments for tool call 4, which has not started (no function name yet)");
    expect(errors).toContain("rate limited");
    expect(errors.filter((e) => e !== undefined)).toHaveLength(garbage.length + 2);
    expect(message.metadata).toMatchObject({ status: "error", error: "rate limited" });
    expectWellFormed(message);
  });

  it("never throws, and every intermediate message is valid", () => {
    fuzzReducer(reduceOpenAIChatStream, [...openAIChatToolStream, ...openAIChatRefusalStream]);
  });
});
