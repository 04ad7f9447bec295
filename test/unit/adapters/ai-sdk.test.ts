// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isMessageStreaming } from "../../../src/list/message-text";
import { createFromAiSdk, fromAiSdk, PARTKIT_CONTENT_TYPES as CT, type AiSdkUIMessageLike } from "../../../src/adapters";
import { samples } from "../../fixtures/ai-sdk";
import { assistantTurn, legacyV4, malformed, userTurn } from "../../fixtures/ai-sdk/messages";
import { readMessageMeta } from "../../../src/meta/read-meta";
import { byName, expectKeepsRaw, expectWellFormed, fuzzAdapter, json } from "./helpers";

const call = (id: string) => json(byName(fromAiSdk(assistantTurn), `/tool-calls/${id}`)) as Record<string, unknown>;

describe("fromAiSdk", () => {
  it("converts every sample into well-formed messages", () => {
    for (const sample of samples) expectWellFormed(sample.convert());
  });

  it("inlines data: URL files and names other files /files/<n>", () => {
    const m = fromAiSdk(userTurn);
    expect(m.parts.map((p) => [p.name, p.contentType, p.contentEncoding, p.contentUrl])).toEqual([
      [undefined, "text/plain", undefined, undefined],
      [undefined, "image/png", "base64", undefined],
      ["/files/1", "application/pdf", undefined, "https://files.example.com/itinerary.pdf"],
    ]);
  });

  it("keeps message metadata and numbers parts by step", () => {
    const m = fromAiSdk(assistantTurn);
    expect(m.metadata).toEqual({ model: "gpt-5" });
    expect(m.parts[0]).toMatchObject({ contentType: CT.reasoning, metadata: { status: "complete", state: "done", step: 1 } });
    expect(m.parts.at(-1)).toEqual({ contentType: "text/markdown", content: "It's **4°C** with snow in Oslo.", metadata: { status: "complete", state: "done", step: 2 } });
  });

  it("reads the SDK's streaming state as the part's stream status, so every view shows it streaming", () => {
    const m = fromAiSdk({ id: "m", role: "assistant", parts: [{ type: "reasoning", text: "Hmm", state: "streaming" }, { type: "text", text: "**Os", state: "streaming" }] });
    expect(m.parts.map((p) => p.metadata?.status)).toEqual(["streaming", "streaming"]);
    expect(isMessageStreaming(m)).toBe(true);
  });

  it("lifts metadata.createdAt (epoch ms, Date, date string) to an ISO createdAt", () => {
    const m = fromAiSdk(assistantTurn);
    expect(m.createdAt).toBe("2025-04-30T08:00:00.000Z");
    expect(m.metadata).not.toHaveProperty("createdAt");
    expect(readMessageMeta(m)).toMatchObject({ createdAt: "2025-04-30T08:00:00.000Z", completion: { model: "gpt-5" } });
    expect(readMessageMeta(m).rest).toBeUndefined();
    const at = (createdAt: unknown) => fromAiSdk({ id: "x", role: "assistant", parts: [], metadata: { createdAt } } as AiSdkUIMessageLike);
    const fromDate = at(new Date(0));
    expect(fromDate.createdAt).toBe("1970-01-01T00:00:00.000Z");
    expect(fromDate.metadata).toBeUndefined();
    expect(at("2025-05-01T10:00:00+02:00").createdAt).toBe("2025-05-01T08:00:00.000Z");
    for (const invalid of ["soon", "", "2025-05-01T10:00:00", "1", true, { at: 1 }, 8.64e15 + 1]) {
      const m = at(invalid);
      expect(m.createdAt, String(invalid)).toBeUndefined();
      expect(m.metadata, String(invalid)).toEqual({ createdAt: invalid });
    }
    const invalidDate = at(new Date(Number.NaN));
    expect(invalidDate.createdAt).toBeUndefined();
    expect(invalidDate.metadata).toHaveProperty("createdAt");
    // The message's own createdAt wins; a different metadata value stays in metadata.
    const both = fromAiSdk({ id: "y", role: "user", createdAt: 0, parts: [], metadata: { createdAt: 1746000000000 } } as unknown as AiSdkUIMessageLike);
    expect(both).toMatchObject({ createdAt: "1970-01-01T00:00:00.000Z", metadata: { createdAt: 1746000000000 } });
  });

  it("maps every tool state", () => {
    const m = fromAiSdk(assistantTurn);
    expect(call("call_w")).toEqual({ id: "call_w", name: "getWeather", arguments: { city: "Oslo" }, state: "complete", providerState: "output-available" });
    expect(json(byName(m, "/tool-calls/call_w/result"))).toEqual({ callId: "call_w", name: "getWeather", output: { celsius: 4, sky: "snow" } });
    expect(call("call_s")).toMatchObject({ state: "streaming", providerState: "input-streaming", arguments: { q: "Oslo ev" } });
    expect(call("call_d")).toMatchObject({ name: "mcp__calendar__list", state: "pending", providerState: "input-available" });
    expect(byName(m, "/tool-calls/call_d")?.metadata).toMatchObject({ dynamic: true });
    expect(call("call_del")).toMatchObject({ state: "awaiting-approval", providerState: "approval-requested" });
    expect(byName(m, "/tool-calls/call_del")?.metadata?.approval).toEqual({ id: "appr_1" });
    expect(byName(m, "/tool-calls/call_mail")?.metadata?.approval).toEqual({ id: "appr_2", approved: true, reason: "looks fine" });
    expect(call("call_book")).toMatchObject({ state: "denied", providerState: "output-denied" });
    expect(byName(m, "/tool-calls/call_book/result")).toBeUndefined();
    expect(json(byName(m, "/tool-calls/call_err/result"))).toEqual({ callId: "call_err", name: "getWeather", output: "City not found", isError: true });
  });

  it("keeps raw input text of a streaming call that has no parsed input yet", () => {
    const m = fromAiSdk({ id: "s", role: "assistant", parts: [{ type: "tool-search", toolCallId: "c", state: "input-streaming", rawInput: '{"q":"Osl' }] });
    expect(json(m.parts[0])).toEqual({ id: "c", name: "search", argumentsText: '{"q":"Osl', state: "streaming", providerState: "input-streaming" });
    expect(m.parts[0]?.metadata).toEqual({ status: "streaming" });
  });

  it("maps sources and data parts", () => {
    const m = fromAiSdk(assistantTurn);
    expect(json(byName(m, "/sources/1"))).toEqual({ url: "https://www.yr.no/en/forecast/oslo", title: "Yr: Oslo forecast" });
    expect(byName(m, "/sources/2")?.metadata).toMatchObject({ sourceId: "src_2", mediaType: "application/pdf", filename: "guide.pdf" });
    expect(byName(m, "/data/weather/w-oslo")).toMatchObject({ contentType: "application/json", content: '{"city":"Oslo","status":"done"}' });
    expect(json(byName(m, "/data/notification"))).toEqual({ message: "Forecast updated" });
  });

  it("reads AI SDK v4 messages", () => {
    const [user, assistant] = fromAiSdk(legacyV4 as AiSdkUIMessageLike[]);
    expect(user).toEqual({ id: "v4-1", role: "user", createdAt: "2024-11-01T10:00:00.000Z", parts: [{ contentType: "text/plain", content: "Hi (v4)" }] });
    expect(assistant?.parts.map((p) => p.name ?? p.contentType)).toEqual([CT.reasoning, "/tool-calls/inv_1", "/tool-calls/inv_1/result", "/sources/1", "image/png"]);
  });

  it("keeps malformed parts as provider items", () => {
    const out = fromAiSdk(malformed);
    for (const part of malformed[0]!.parts as unknown[]) if ((part as { type?: string }).type !== "hologram") expectKeepsRaw(out, part);
    expect(out[0]?.parts[2]).toMatchObject({ contentType: CT.providerItem, metadata: { itemType: "hologram" } });
    expectKeepsRaw(out, malformed[1]);
  });

  it("never throws", { timeout: 60_000 }, () => {
    fuzzAdapter((input) => fromAiSdk(input as AiSdkUIMessageLike), samples);
  });

  it("converts a thread once per message object with createFromAiSdk, as useChat replaces the streaming one", () => {
    const convert = createFromAiSdk();
    const first = convert([userTurn, assistantTurn]);
    expect(first).toEqual(fromAiSdk([userTurn, assistantTurn]));
    const streamed = { ...assistantTurn, parts: [...assistantTurn.parts, { type: "text", text: "More", state: "streaming" }] } as AiSdkUIMessageLike;
    const second = convert([userTurn, streamed]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]!.parts.at(-1)).toMatchObject({ content: "More", metadata: { status: "streaming" } });
    expect(convert([userTurn, streamed])[1]).toBe(second[1]);
    expect(convert([null as unknown as AiSdkUIMessageLike])[0]!.parts[0]?.metadata?.error).toBeDefined();
    expect(convert("nope" as unknown as AiSdkUIMessageLike[])).toHaveLength(1);
  });
});
