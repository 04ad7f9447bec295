import { describe, expect, it } from "vitest";
import type { Message, Part } from "../../../../src/model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../../src/model/vocabulary/content-types";
import { collectToolLinks, linkToolCalls, toolPartRef } from "../../../../src/model/vocabulary/tool-links";
import { protocolSamples } from "../../../fixtures/protocols";

const call = (id: string, name: string, extra: object = {}): Part => ({ name: `/tool-calls/${id}`, contentType: CT.toolCall, content: JSON.stringify({ id, name, ...extra }) });
const result = (callId: string, output: unknown = 1): Part => ({ name: `/tool-calls/${callId}/result`, contentType: CT.toolResult, content: JSON.stringify({ callId, output }) });

describe("tool call linking", () => {
  it("links each call to its results by id, first call wins, results in order", () => {
    const parts = [call("a", "search"), { contentType: "text/plain", content: "hi" }, result("a"), call("a", "dup"), result("b"), result("a", 2)];
    const links = linkToolCalls(parts);
    expect([...links.keys()]).toEqual(["a", "b"]);
    expect(links.get("a")).toEqual({ callId: "a", toolName: "search", call: 0, results: [2, 5] });
    expect(links.get("b")).toEqual({ callId: "b", results: [4] });
  });

  it("reads provider spellings, content-type parameters, and ignores parts it cannot read", () => {
    const snake: Part = { contentType: `${CT.toolResult}; charset=utf-8`, content: JSON.stringify({ tool_call_id: "x", tool_name: "f" }) };
    expect(toolPartRef(snake)).toEqual({ kind: "result", callId: "x", toolName: "f" });
    for (const bad of [{ contentType: CT.toolCall, content: "{nope" }, { contentType: CT.toolCall, content: "[]" }, { contentType: CT.toolCall, contentUrl: "https://x" }, { contentType: "text/plain", content: '{"id":"a"}' }] as Part[])
      expect(toolPartRef(bad)).toBeUndefined();
    expect(toolPartRef(null as never)).toBeUndefined();
  });

  it("says when a result reports the call failed, in either spelling", () => {
    const failed: Part = { contentType: CT.toolResult, content: JSON.stringify({ tool_call_id: "a", is_error: true, content: "boom" }) };
    expect(toolPartRef(failed)).toEqual({ kind: "result", callId: "a", isError: true });
    const links = linkToolCalls([call("a", "search"), result("a"), failed, call("b", "ok"), result("b")]);
    expect(links.get("a")?.failed).toBe(true);
    expect(links.get("b")?.failed).toBeUndefined();
  });

  it("links across a conversation with any location type", () => {
    const conversation: Message[] = [
      { role: "assistant", parts: [call("c1", "weather")] },
      { role: "tool", parts: [result("c1")] },
    ];
    const entries = conversation.flatMap((m, mi) => m.parts.map((p, pi) => [p, `${mi}.${pi}`] as const));
    expect(collectToolLinks(entries).get("c1")).toEqual({ callId: "c1", toolName: "weather", call: "0.0", results: ["1.0"] });
  });

  it("finds every result the adapters' samples carry under a call of the same conversation", () => {
    let linked = 0;
    for (const samples of Object.values(protocolSamples)) {
      for (const sample of samples) {
        const converted = sample.convert();
        const messages = Array.isArray(converted) ? converted : [converted];
        const links = collectToolLinks(messages.flatMap((m) => m.parts.map((p) => [p, p] as const)));
        for (const link of links.values()) {
          for (const part of [link.call, ...link.results]) if (part) expect(toolPartRef(part)?.callId).toBe(link.callId);
          if (link.call && link.results.length > 0) linked++;
        }
      }
    }
    expect(linked).toBeGreaterThan(5);
  });

  it("collectToolLinks never throws: entries that are not an iterable of pairs give no links (found by the hostile suite)", () => {
    const call: Part = { name: "/tool-calls/c1", contentType: CT.toolCall, content: JSON.stringify({ id: "c1", name: "t", arguments: {} }) };
    for (const entries of [undefined, null, 1, {}, [1], [null], ["ab"], [[call, 0], 5], { [Symbol.iterator]: () => { throw new Error("boom"); } }]) {
      expect(() => collectToolLinks(entries as never), String(entries)).not.toThrow();
    }
    expect(collectToolLinks([[call, 0], 5, null] as never).get("c1")?.call).toBe(0);
  });
});
