// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attachToolResults, fromAnthropic, fromMcpToolResult, fromOpenAIChat, joinToolResults } from "../../../src/adapters";
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

describe("attachToolResults", () => {
  const call = (id: string) => ({ name: `/tool-calls/${id}`, contentType: "application/vnd.partkit.tool-call+json", content: JSON.stringify({ id, name: "search" }) });
  const result = (id: string) => ({ name: `/tool-calls/${id}/result`, contentType: "application/vnd.partkit.tool-result+json", content: JSON.stringify({ callId: id, output: "ok" }) });

  it("moves OpenAI tool messages into the message that called the tool, dropping emptied messages", () => {
    const input = fromOpenAIChat(conversation);
    const before = JSON.stringify(input);
    const out = attachToolResults(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(out.length).toBeLessThan(input.length);
    expect(out.filter((m) => m.role === "tool").length).toBeLessThan(input.filter((m) => m.role === "tool").length);
    const caller = out.find((m) => m.parts.some((p) => p.name === "/tool-calls/call_abc123"))!;
    expect(caller.parts.map((p) => p.name)).toContain("/tool-calls/call_abc123/result");
    expect(out.filter((m) => m.parts.some((p) => p.name === "/tool-calls/call_abc123/result"))).toHaveLength(1);
    for (const m of out) expectWellFormed(m);
  });

  it("moves Anthropic tool_result blocks out of the next user turn and keeps the user's words there", () => {
    const input: Message[] = [
      { role: "assistant", parts: [{ contentType: "text/plain", content: "Looking." }, call("a")] },
      { role: "user", parts: [result("a"), { name: "/tool-calls/a/result/1", contentType: "image/png", content: "iVBORw0KGgo=" }, { contentType: "text/plain", content: "thanks" }] },
    ];
    const out = attachToolResults(input);
    expect(out[0]!.parts.map((p) => p.name ?? p.content)).toEqual(["Looking.", "/tool-calls/a", "/tool-calls/a/result", "/tool-calls/a/result/1"]);
    expect(out[1]!.parts.map((p) => p.content)).toEqual(["thanks"]);
    expect(anthropicConversation.length).toBeGreaterThan(0);
    expect(attachToolResults(fromAnthropic(anthropicConversation)).length).toBeLessThanOrEqual(fromAnthropic(anthropicConversation).length);
  });

  it("a turn that carried results and a cited document leaves no bubble behind: the document goes with the results", () => {
    const document = { name: "/files/1", contentType: "text/plain", content: "Sunday: showers", metadata: { title: "Forecast" } };
    const input: Message[] = [
      { role: "assistant", parts: [call("a")] },
      { role: "user", parts: [result("a"), document] },
      { role: "assistant", parts: [{ contentType: "text/markdown", content: "Rain on Sunday." }] },
    ];
    const out = attachToolResults(input);
    expect(out.map((m) => m.role)).toEqual(["assistant", "assistant"]);
    expect(out[0]!.parts.map((p) => p.name)).toEqual(["/tool-calls/a", "/tool-calls/a/result", "/files/1"]);
    expect(out[0]!.parts[2]).toBe(document);
    // With words of the user's own beside them, the turn stays with those words and the document.
    const spoken: Message[] = [input[0]!, { role: "user", parts: [result("a"), document, { contentType: "text/plain", content: "See this" }] }];
    expect(attachToolResults(spoken)[1]!.parts.map((p) => p.name ?? p.content)).toEqual(["/files/1", "See this"]);
    // A recorded Anthropic conversation: no user turn is left holding only leftovers.
    const turn = attachToolResults(fromAnthropic(anthropicConversation));
    for (const message of turn.filter((m) => m.role === "user")) expect(message.parts.some((p) => typeof p.name !== "string")).toBe(true);
  });

  it("leaves a result whose call is not earlier, or whose name is taken there, where it is", () => {
    const orphan: Message[] = [{ role: "tool", parts: [result("x")] }, { role: "assistant", parts: [call("x")] }];
    expect(attachToolResults(orphan)).toEqual(orphan);
    const clash: Message[] = [{ role: "assistant", parts: [call("a"), { name: "/tool-calls/a/result", contentType: "text/plain", content: "mine" }] }, { role: "tool", parts: [result("a")] }];
    expect(attachToolResults(clash)).toEqual(clash);
    const untouched: Message[] = [{ role: "user", parts: [{ contentType: "text/plain", content: "hi" }] }];
    expect(attachToolResults(untouched)[0]).toBe(untouched[0]);
  });

  it("moves an MCP result message (metadata.callId, no result part) under its call, and leaves one without callId alone", () => {
    const caller = { role: "assistant", parts: [{ contentType: "text/markdown", content: "Checking." }, call("c1")] } as Message;
    const mcp = fromMcpToolResult({ ...weatherResult, isError: true }, { callId: "c1", toolName: "get_weather" });
    const plain = fromMcpToolResult(weatherResult);
    const before = JSON.stringify([caller, mcp, plain]);
    const out = attachToolResults([caller, mcp, plain]);
    expect(JSON.stringify([caller, mcp, plain])).toBe(before);
    expect(out).toHaveLength(2);
    expect(out[1]).toBe(plain);
    expect(out[0]!.parts.map((p) => [p.name, p.contentType])).toEqual([
      [undefined, "text/markdown"],
      ["/tool-calls/c1", "application/vnd.partkit.tool-call+json"],
      ["/tool-calls/c1/result", "application/vnd.partkit.tool-result+json"],
      ["/tool-calls/c1/result/structured-content", "application/json"],
    ]);
    expect(json(out[0]!.parts[2])).toEqual({ callId: "c1", name: "get_weather", output: '{"celsius":22,"conditions":"sunny"}', isError: true });
    expect(out[0]!.parts[3]).toEqual({
      name: "/tool-calls/c1/result/structured-content",
      contentType: "application/json",
      content: '{"celsius":22,"conditions":"sunny"}',
      metadata: { originalName: "/structured-content" },
    });
    for (const m of out) expectWellFormed(m);
  });

  it("leaves an MCP result message alone when its call is not earlier, its result name is taken, or it carries result parts", () => {
    const mcp = fromMcpToolResult(weatherResult, { callId: "c1" });
    const caller = { role: "assistant", parts: [call("c1")] } as Message;
    expect(attachToolResults([mcp, caller])).toEqual([mcp, caller]);
    const taken = { role: "assistant", parts: [call("c1"), result("c1")] } as Message;
    expect(attachToolResults([taken, mcp])).toEqual([taken, mcp]);
    const withPart = { role: "tool", metadata: { callId: "c2" }, parts: [result("c2")] } as Message;
    const out = attachToolResults([{ role: "assistant", parts: [call("c2")] } as Message, withPart]);
    expect(out).toHaveLength(1);
    expect(out[0]!.parts.map((p) => p.name)).toEqual(["/tool-calls/c2", "/tool-calls/c2/result"]);
  });

  it("never throws, whatever it is given", () => {
    fc.assert(fc.property(anyValue, (value) => Array.isArray(attachToolResults(value as never))));
  });
});
