// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  fromMcpContent,
  fromMcpMessages,
  fromMcpToolResult,
  PARTKIT_CONTENT_TYPES as CT,
  type McpCallToolResult,
  type McpContentBlock,
} from "../../../src/adapters";
import type { Message } from "../../../src/model";
import { samples } from "../../fixtures/mcp";
import { errorResult, malformedResult, promptResult, richResult, samplingMessages, samplingResult, weatherResult } from "../../fixtures/mcp/payloads";
import { byName, expectKeepsRaw, expectWellFormed, fuzzAdapter, json } from "./helpers";

describe("MCP adapters", () => {
  it("convert every sample into well-formed messages", () => {
    for (const sample of samples) expectWellFormed(sample.convert());
  });

  it("fromMcpToolResult: text as text/plain, structuredContent as application/json", () => {
    const m = fromMcpToolResult(weatherResult, { callId: "call_w", toolName: "get_weather" });
    expect(m).toEqual({
      role: "tool",
      metadata: { callId: "call_w", toolName: "get_weather" },
      parts: [
        { contentType: "text/plain", content: '{"celsius":22,"conditions":"sunny"}' },
        { name: "/structured-content", contentType: "application/json", content: '{"celsius":22,"conditions":"sunny"}' },
      ],
    });
  });

  it("keeps isError", () => {
    expect(fromMcpToolResult(errorResult).metadata).toEqual({ isError: true });
  });

  it("maps images, audio, resource links, embedded resources and annotations", () => {
    const m = fromMcpToolResult(richResult as McpCallToolResult);
    expect(m.parts.map((p) => [p.name, p.contentType, p.contentEncoding])).toEqual([
      [undefined, "text/plain", undefined],
      [undefined, "image/png", "base64"],
      [undefined, "audio/wav", "base64"],
      ["/resources/1", CT.resourceRef, undefined],
      ["/resources/2", "text/markdown", undefined],
      ["/resources/3", "image/png", "base64"],
    ]);
    expect(m.parts[1]?.metadata).toEqual({ annotations: { audience: ["user"] } });
    expect(json(byName(m, "/resources/1"))).toEqual({
      uri: "file:///project/src/main.rs",
      name: "main.rs",
      title: "Main entry point",
      description: "Program entry",
      mimeType: "text/x-rust",
      size: 2048,
    });
    expect(byName(m, "/resources/2")).toMatchObject({
      content: "# Project\n\nA demo.",
      metadata: {
        uri: "file:///project/README.md",
        annotations: { audience: ["assistant"], priority: 0.2, lastModified: "2025-05-01T09:00:00Z" },
      },
    });
  });

  it("fromMcpContent takes one block or a list and a role", () => {
    const one = fromMcpContent({ type: "text", text: "**hi**" }, { role: "assistant" });
    expect(one).toEqual({ role: "assistant", parts: [{ contentType: "text/markdown", content: "**hi**" }] });
    expect(fromMcpContent([] as McpContentBlock[])).toEqual({ parts: [] });
  });

  it("fromMcpMessages reads prompt results, sampling messages and sampling results", () => {
    const prompt = fromMcpMessages(promptResult);
    expect(prompt.map((m) => m.role)).toEqual(["user", "user", "assistant"]);
    expect(prompt[0]?.metadata).toEqual({ promptDescription: "Code review prompt" });
    expect(prompt[2]?.parts[0]?.contentType).toBe("text/markdown");

    const sampling = fromMcpMessages(samplingMessages);
    expect(json(byName(sampling[1]!, "/tool-calls/toolu_01"))).toEqual({ id: "toolu_01", name: "get_weather", arguments: { city: "Paris" } });
    const result = sampling[2]!;
    expect(result.parts.map((p) => p.name)).toEqual([
      "/tool-calls/toolu_01/result",
      "/tool-calls/toolu_01/result/1",
      "/tool-calls/toolu_01/result/2",
    ]);
    expect(json(byName(result, "/tool-calls/toolu_01/result"))).toEqual({ callId: "toolu_01", output: { celsius: 18 } });
    expect(byName(result, "/tool-calls/toolu_01/result/1")).toMatchObject({ contentType: "text/plain", content: "18°C, cloudy" });

    expect(fromMcpMessages(samplingResult)[0]?.metadata).toEqual({ model: "claude-sonnet-4-5", stopReason: "endTurn" });
  });

  it("tool_result text becomes the output when there is no structuredContent", () => {
    const [m] = fromMcpMessages([
      { role: "user", content: [{ type: "tool_result", toolUseId: "t", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }], isError: true }] },
    ]);
    expect(json(m!.parts[0])).toEqual({ callId: "t", output: "a\nb", isError: true });
  });

  it("keeps malformed blocks as provider items", () => {
    const m = fromMcpToolResult(malformedResult as McpCallToolResult);
    for (const block of malformedResult.content) expectKeepsRaw(m, block);
    expect(m.parts.every((p) => p.contentType === CT.providerItem)).toBe(true);
  });

  it("never throw", { timeout: 60_000 }, () => {
    const toolSamples = samples.filter((s) => !Array.isArray(s.source) && (s.source as { content?: unknown }).content !== undefined && !("role" in (s.source as object)));
    fuzzAdapter((input) => fromMcpToolResult(input as McpCallToolResult), toolSamples);
    fuzzAdapter((input) => fromMcpMessages(input as McpCallToolResult as never), samples.filter((s) => s.title.startsWith("Prompt") || s.title.startsWith("Sampling")));
    fuzzAdapter((input) => fromMcpContent(input as McpContentBlock), []);
    const m: Message = fromMcpContent(42 as never);
    expectKeepsRaw(m, 42);
  });
});
