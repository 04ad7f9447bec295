// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromAnthropic, fromMcpToolResult, fromOpenAIChat, joinToolResults } from "../../../src/adapters";
import type { Message } from "../../../src/model";
import { conversation as anthropicConversation } from "../../fixtures/anthropic/messages";
import { weatherResult } from "../../fixtures/mcp/payloads";
import { conversation } from "../../fixtures/openai/chat";
import { anyValue, expectWellFormed, json } from "./helpers";

describe("joinToolResults", () => {
  it("links OpenAI tool messages to the calls of an earlier message", () => {
    const input = fromOpenAIChat(conversation);
    const { messages, calls } = joinToolResults(input);
    expect(messages[3]?.parts[0]?.metadata).toEqual({ callName: "get_weather", callPart: "/tool-calls/call_abc123" });
    expect(json(messages[3]?.parts[0])).toEqual({ callId: "call_abc123", name: "get_weather", output: '{"temp":21,"sky":"clear"}' });
    expect(messages[2]?.parts[0]?.metadata).toEqual({ toolType: "function", resultPart: "/tool-calls/call_abc123/result", resultCount: 1 });
    expect(calls.get("call_abc123")).toEqual({
      callId: "call_abc123",
      toolName: "get_weather",
      call: { messageIndex: 2, partIndex: 0, partName: "/tool-calls/call_abc123" },
      results: [{ messageIndex: 3, partIndex: 0, partName: "/tool-calls/call_abc123/result" }],
    });
    expect(calls.get("call_custom1")?.results).toEqual([]);
    for (const m of messages) expectWellFormed(m);
  });

  it("returns untouched messages as the same objects and never mutates its input", () => {
    const input = fromOpenAIChat(conversation);
    const before = JSON.stringify(input);
    const { messages } = joinToolResults(input);
    expect(messages[0]).toBe(input[0]);
    expect(messages[5]).toBe(input[5]);
    expect(messages[3]).not.toBe(input[3]);
    expect(JSON.stringify(input)).toBe(before);
  });

  it("links Anthropic tool_result blocks and MCP result messages carrying metadata.callId", () => {
    const anthropic = fromAnthropic(anthropicConversation);
    const mcp = fromMcpToolResult(weatherResult, { callId: "toolu_01A09q90qw90lq917835lq9" });
    const { messages, calls } = joinToolResults([...anthropic, mcp]);
    expect(messages[2]?.parts[0]?.metadata).toMatchObject({ callName: "make_chart", callPart: "/tool-calls/toolu_01A09q90qw90lq917835lq9" });
    expect(messages[4]?.metadata).toMatchObject({ callId: "toolu_01A09q90qw90lq917835lq9", callName: "make_chart" });
    expect(calls.get("toolu_01A09q90qw90lq917835lq9")?.results.map((r) => r.messageIndex)).toEqual([2, 4]);
  });

  it("marks results whose call is not in the list", () => {
    const { messages, calls } = joinToolResults(fromOpenAIChat([{ role: "tool", tool_call_id: "gone", content: "x" }]));
    expect(messages[0]?.parts[0]?.metadata).toEqual({ callMissing: true });
    expect(calls.get("gone")?.call).toBeUndefined();
  });

  it("never throws", () => {
    fc.assert(
      fc.property(anyValue, (input) => {
        const out = joinToolResults(input as Message[]);
        expect(Array.isArray(out.messages)).toBe(true);
        expect(out.calls instanceof Map).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
