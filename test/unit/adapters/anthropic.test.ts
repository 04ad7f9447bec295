// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fromAnthropic, PARTKIT_CONTENT_TYPES as CT, type AnthropicMessageLike } from "../../../src/adapters";
import { samples } from "../../fixtures/anthropic";
import { conversation, malformed, request, response } from "../../fixtures/anthropic/messages";
import { readMessageMeta } from "../../../src/meta/read-meta";
import { byName, expectKeepsRaw, expectWellFormed, fuzzAdapter, json } from "./helpers";

describe("fromAnthropic", () => {
  it("converts every sample into well-formed messages", () => {
    for (const sample of samples) expectWellFormed(sample.convert());
  });

  it("drops null usage fields and puts model, stop reason and usage where the message meta shows them", () => {
    const m = fromAnthropic(response as AnthropicMessageLike);
    expect(m.metadata?.usage).toEqual({
      input_tokens: 2095,
      output_tokens: 503,
      server_tool_use: { web_fetch_requests: 0, web_search_requests: 1 },
      service_tier: "standard",
    });
    expect(readMessageMeta(m).completion).toEqual({ model: "claude-sonnet-4-5", stopReason: "tool_use", inputTokens: 2095, outputTokens: 503 });
    expect(readMessageMeta(m).rest).toEqual({ usage: { server_tool_use: { web_fetch_requests: 0, web_search_requests: 1 }, service_tier: "standard" } });
    const nested = fromAnthropic({ role: "assistant", content: "x", usage: { input_tokens: 0, cache_creation: { ephemeral_5m_input_tokens: null }, x: [null] } } as unknown as AnthropicMessageLike);
    expect(nested.metadata?.usage).toEqual({ input_tokens: 0, x: [null] });
    const empty = fromAnthropic({ role: "assistant", content: "x", usage: { cache_creation: null } } as unknown as AnthropicMessageLike);
    expect(empty.metadata).toBeUndefined();
  });

  it("keeps thinking signatures and redacted thinking data verbatim", () => {
    const m = fromAnthropic(response as AnthropicMessageLike);
    expect(m).toMatchObject({ id: response.id, role: "assistant", metadata: { model: "claude-sonnet-4-5", stopReason: "tool_use" } });
    const [thinking, redacted] = response.content as unknown as [{ thinking: string; signature: string }, { data: string }];
    expect(m.parts[0]).toEqual({ contentType: CT.reasoning, content: thinking.thinking, metadata: { signature: thinking.signature } });
    expect(m.parts[1]).toEqual({ contentType: CT.reasoning, metadata: { redacted: true, data: redacted.data } });
  });

  it("maps server tools, web search results, citations and client tool calls", () => {
    const m = fromAnthropic(response as AnthropicMessageLike);
    const search = "/tool-calls/srvtoolu_014hJH82Qum7Td6UZxPaRg1y";
    expect(json(byName(m, search))).toEqual({ id: "srvtoolu_014hJH82Qum7Td6UZxPaRg1y", name: "web_search", arguments: { query: "Lisbon population 2024" } });
    expect(byName(m, search)?.metadata).toMatchObject({ serverTool: true });
    // The search results are sources under the result, not the blocks as sent (no encrypted content).
    expect(json(byName(m, `${search}/result`))).toEqual({ callId: "srvtoolu_014hJH82Qum7Td6UZxPaRg1y", output: "1 result" });
    expect(byName(m, `${search}/result/1`)).toMatchObject({ contentType: CT.citation, metadata: { pageAge: "2 days ago", originalName: "/sources/1" } });
    expect(json(byName(m, `${search}/result/1`))).toEqual({ url: "https://en.wikipedia.org/wiki/Lisbon", title: "Lisbon - Wikipedia" });
    const text = m.parts.find((p) => p.contentType === "text/markdown");
    expect(text?.metadata).toEqual({ sources: ["/sources/1"], references: [{ at: 37, name: "/sources/1" }] });
    expect(json(byName(m, "/sources/1"))).toEqual({
      url: "https://en.wikipedia.org/wiki/Lisbon",
      title: "Lisbon - Wikipedia",
      citedText: "Lisbon ... has a population of 545,796 within its administrative limits",
    });
    expect(json(byName(m, "/tool-calls/toolu_01A09q90qw90lq917835lq9"))).toMatchObject({ name: "make_chart", arguments: { kind: "bar", values: [545796] } });
  });

  it("maps tool results with nested blocks, documents, images and search results", () => {
    const user = fromAnthropic(conversation)[2]!;
    expect(user.parts.map((p) => [p.name, p.contentType])).toEqual([
      ["/tool-calls/toolu_01A09q90qw90lq917835lq9/result", CT.toolResult],
      ["/tool-calls/toolu_01A09q90qw90lq917835lq9/result/1", "image/png"],
      ["/files/1", "text/plain"],
      ["/files/2", "application/pdf"],
      [undefined, "image/webp"],
      ["/sources/1", CT.citation],
    ]);
    expect(json(user.parts[0])).toEqual({ callId: "toolu_01A09q90qw90lq917835lq9", output: "Chart rendered." });
    expect(byName(user, "/files/1")).toEqual({
      name: "/files/1",
      contentType: "text/plain",
      content: "Lisbon is the capital of Portugal.",
      metadata: { title: "Atlas entry", context: "From the 2024 atlas", citations: { enabled: true } },
    });
    expect(json(byName(user, "/sources/1"))).toEqual({ url: "https://docs.example.com/lisbon", title: "Lisbon facts", description: "Lisbon sits on seven hills." });
    const cited = fromAnthropic(conversation)[3]!;
    expect(byName(cited, "/sources/1")?.metadata).toEqual({ type: "char_location", documentIndex: 0, startCharIndex: 0, endCharIndex: 34 });
  });

  it("re-homes nested citations with the tool result and keeps the text linked to them", () => {
    const m = fromAnthropic({
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: "t1",
          content: [
            {
              type: "text",
              text: "See the atlas.",
              citations: [{ type: "char_location", cited_text: "x", document_index: 0, document_title: "Atlas", start_char_index: 0, end_char_index: 1 }],
            },
          ],
        },
      ],
    });
    expect(m.parts.map((p) => p.name)).toEqual(["/tool-calls/t1/result", "/tool-calls/t1/result/1", "/tool-calls/t1/result/2"]);
    expect(json(m.parts[0])).toEqual({ callId: "t1" });
    expect(m.parts[1]?.metadata).toEqual({ sources: ["/tool-calls/t1/result/2"], references: [{ at: 14, name: "/tool-calls/t1/result/2" }] });
    expect(m.parts[2]?.metadata).toMatchObject({ originalName: "/sources/1" });
    expectWellFormed(m);
  });

  it("reads a request: system prompt first, is_error results", () => {
    const out = fromAnthropic(request);
    expect(out.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(out[0]?.parts).toEqual([{ contentType: "text/plain", content: "You are a geography tutor." }]);
    expect(json(out[3]?.parts[0])).toEqual({ callId: "toolu_err", output: "Atlas service unavailable", isError: true });
  });

  it("keeps malformed blocks as provider items", () => {
    const out = fromAnthropic(malformed);
    const [noId, badImage, unknownType, untyped] = malformed[0]!.content as unknown[];
    for (const block of [noId, badImage, untyped]) expectKeepsRaw(out, block);
    expect(json(out[0]?.parts[2])).toEqual(unknownType);
    expectKeepsRaw(out, 42);
    expect(out[0]?.parts[2]?.metadata).toEqual({ provider: "anthropic", itemType: "hologram" });
  });

  it("never throws", { timeout: 60_000 }, () => {
    fuzzAdapter((input) => fromAnthropic(input as AnthropicMessageLike), samples);
  });
});
