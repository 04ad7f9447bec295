// @vitest-environment node
import { MessageStream } from "@anthropic-ai/sdk/lib/MessageStream";
import { describe, expect, it } from "vitest";
import { anthropicStreamMessages, foldAnthropicStream, fromAnthropic, reduceAnthropicStream } from "../../../src/adapters/anthropic";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/adapters";
import { partStatus, validateBody, type Message } from "../../../src/model";
import { anthropicErrorStream, anthropicToolStream } from "../../fixtures/adapters/streams";
import { expectWellFormed } from "./helpers";
import { changedParts, content, expectCleanFinish, fuzzReducer, garbage, intermediates, ndjson, providerItems, shape } from "./stream-helpers";

describe("reduceAnthropicStream", () => {
  it("ends with the parts fromAnthropic gives for the message the SDK accumulates", async () => {
    const sdkEvents = anthropicToolStream.filter((e) => e.type !== "ping");
    const final = await MessageStream.fromReadableStream(ndjson(sdkEvents)).finalMessage();
    const folded = foldAnthropicStream(anthropicToolStream);
    expect(shape(folded)).toEqual(shape(fromAnthropic(final)));
    expect(folded.parts.map((p) => p.contentType)).toEqual([CT.reasoning, "text/markdown", CT.citation, CT.toolCall, CT.toolCall]);
    expect(folded).toMatchObject({ id: "msg_01XFDUDYJgAACzvnptvVoYEL", role: "assistant", metadata: { status: "complete", stopReason: "tool_use", model: "claude-sonnet-4-5" } });
    expect(folded.metadata?.usage).toEqual({ input_tokens: 472, output_tokens: 89, service_tier: "standard" });
    expect(folded.parts[0]!.metadata?.signature).toBe("EqQBCgIYAhIM1gbcDa9GJwZA2b3h");
    expect(folded.parts[1]!.metadata?.sources).toEqual(["/sources/1"]);
    expect(content(folded.parts[4])).toEqual({ id: "toolu_01B", name: "get_time", arguments: {} });
    expectCleanFinish(folded);
    expectWellFormed(folded);
  });

  it("grows text and thinking in place, marking them streaming until their block stops", () => {
    const steps = intermediates(reduceAnthropicStream, anthropicToolStream);
    const thinking = steps[3]!.parts[0]!;
    expect(thinking).toMatchObject({ contentType: CT.reasoning, content: "The user wants the weather" });
    expect(partStatus(thinking)).toBe("streaming");
    expect(partStatus(steps[6]!.parts[0])).toBe("complete");
    expect(steps[8]!.parts[1]).toMatchObject({ content: "Paris is ", metadata: { status: "streaming" } });
    expect(steps[9]!.parts[1]!.content).toBe("Paris is mild this week.");
    for (const step of steps) expect(validateBody(step).issues).toEqual([]);
  });

  it("keeps untouched parts referentially equal", () => {
    const steps = intermediates(reduceAnthropicStream, anthropicToolStream);
    // The second text delta changes only the text part.
    expect(changedParts(steps[8]!, steps[9]!)).toEqual([1]);
    // A ping changes nothing at all.
    expect(steps[2]).toBe(steps[1]);
    // Tool JSON deltas touch only the tool call.
    expect(changedParts(steps[14]!, steps[15]!)).toEqual([3]);
  });

  it("fills tool arguments while streaming and parses them once the JSON is complete", () => {
    const steps = intermediates(reduceAnthropicStream, anthropicToolStream);
    const mid = content(steps[15]!.parts[3]);
    expect(mid).toEqual({ id: "toolu_01A", name: "get_weather", argumentsText: '{"city": "Paris", "unit": "cel', state: "streaming", providerState: "input-streaming" });
    const complete = content(steps[16]!.parts[3]);
    expect(complete.arguments).toEqual({ city: "Paris", unit: "celsius" });
    expect(partStatus(steps[16]!.parts[3])).toBe("streaming");
    expect(content(steps[17]!.parts[3])).toEqual({ id: "toolu_01A", name: "get_weather", arguments: { city: "Paris", unit: "celsius" } });
    expect(steps[17]!.parts[3]!.name).toBe("/tool-calls/toolu_01A");
  });

  it("an error event ends the message visibly", () => {
    const message = foldAnthropicStream(anthropicErrorStream);
    expect(message.metadata).toMatchObject({ status: "error", error: "overloaded_error: Overloaded" });
    expect(message.parts[0]).toMatchObject({ content: "Let me che", metadata: { status: "complete" } });
    expect(providerItems(message)[0]!.metadata).toMatchObject({ error: "overloaded_error: Overloaded", itemType: "error" });
    expectWellFormed(message);
  });

  it("turns garbage and out-of-order deltas into visible provider items", () => {
    const events = [
      ...garbage,
      { type: "content_block_delta", index: 5, delta: { type: "text_delta", text: "lost" } },
      { type: "content_block_stop", index: 9 },
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      { type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: "{" } },
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
    ];
    const message = foldAnthropicStream(events);
    const errors = providerItems(message).map((p) => p.metadata?.error);
    expect(errors.filter((e) => e !== undefined)).toHaveLength(garbage.length - 1 + 4);
    expect(errors).toContain("delta for content block 5, which has not started");
    expect(errors).toContain("content block 0 started twice");
    expect(providerItems(message).find((p) => p.metadata?.itemType === "totally-new-event")?.metadata?.error).toBeUndefined();
    expect(message.parts.filter((p) => p.contentType === "text/markdown")).toHaveLength(1);
    expectWellFormed(message);
  });

  it("ignores an index passed third by Array.prototype.reduce", () => {
    const viaReduce = (anthropicToolStream as unknown[]).reduce<Message | undefined>((m, e, i) => reduceAnthropicStream(m, e, i as never), undefined);
    expect(shape(viaReduce!)).toEqual(shape(foldAnthropicStream(anthropicToolStream)));
  });

  it("yields a message after each event that changed it", async () => {
    async function* source() {
      yield* anthropicToolStream;
    }
    const seen: Message[] = [];
    for await (const message of anthropicStreamMessages(source())) seen.push(message);
    // The ping and the empty first JSON delta change nothing.
    expect(seen.length).toBe(anthropicToolStream.length - 2);
    expect(shape(seen.at(-1)!)).toEqual(shape(foldAnthropicStream(anthropicToolStream)));
  });

  it("never throws, and every intermediate message is valid", () => {
    fuzzReducer(reduceAnthropicStream, [...anthropicToolStream, ...anthropicErrorStream]);
  });
});
