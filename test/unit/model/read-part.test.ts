import { describe, expect, it } from "vitest";
import { PARTKIT_CONTENT_TYPES as CT, readPart, toolCallOf, toolResultOf, toolValue, type Part } from "../../../src/model/index";

const call = (content: unknown, extra: Partial<Part> = {}): Part => ({ name: "/tool-calls/c1", contentType: CT.toolCall, content: JSON.stringify(content), ...extra });
const result = (content: unknown): Part => ({ name: "/tool-calls/c1/result", contentType: CT.toolResult, content: JSON.stringify(content) });

describe("readPart: an untrusted part read once into its kind", () => {
  it("sorts parts by content type", () => {
    const kinds = [
      ["text/plain", "text"],
      ["text/markdown; charset=utf-8", "markdown"],
      ["text/x-python", "code"],
      ["application/ld+json", "json"],
      ["text/csv", "table"],
      ["image/svg+xml", "image"],
      ["audio/mpeg", "audio"],
      ["video/mp4", "video"],
      ["application/pdf", "pdf"],
      ["text/html", "html"],
      ["application/zip", "file"],
      [CT.reasoning, "reasoning"],
      [CT.citation, "citation"],
      [CT.data, "data"],
      [CT.input, "input"],
      [CT.providerItem, "provider-item"],
      ["not a type", "file"],
    ] as const;
    for (const [contentType, kind] of kinds) expect(readPart({ contentType, content: "x" }).kind, contentType).toBe(kind);
  });

  it("reads a tool call's input as a value, from an object or from JSON text, and keeps other text as text", () => {
    const fromObject = readPart(call({ id: "c1", name: "get_weather", arguments: { city: "Lyon" }, state: "input-available" }));
    expect(fromObject).toMatchObject({ kind: "tool-call", name: "/tool-calls/c1", call: { id: "c1", name: "get_weather", input: { city: "Lyon" }, state: "pending" } });
    const fromText = readPart(call({ toolCallId: "c2", toolName: "f", arguments: '{"a":[1,2]}' }));
    expect(fromText.kind === "tool-call" && fromText.call?.input).toEqual({ a: [1, 2] });
    expect(toolValue("21 °C")).toBe("21 °C");
    expect(toolValue("[1")).toBe("[1");
    expect(toolValue("42")).toBe("42");
  });

  it("reads a result's output JSON text as a value and says when it failed", () => {
    const typed = readPart(result({ tool_call_id: "c1", content: '{"high":21}', is_error: true }));
    expect(typed).toMatchObject({ kind: "tool-result", result: { callId: "c1", output: { high: 21 }, isError: true } });
  });

  it("maps approvals: waiting, approved (runs next) and denied, with the format's approval id", () => {
    const waiting = readPart(call({ id: "c1", name: "delete", state: "approval-requested" }, { metadata: { approval: { id: "appr_1" } } }));
    expect(waiting).toMatchObject({ call: { state: "awaiting-approval", approval: { id: "appr_1" } } });
    const approved = readPart(call({ id: "c1", name: "delete", state: "approval-responded" }, { metadata: { approval: { id: "appr_1", approved: true } } }));
    expect(approved).toMatchObject({ call: { state: "pending", approval: { approved: true } } });
    const denied = readPart(call({ id: "c1", name: "delete", state: "approval-responded" }, { metadata: { approval: { id: "appr_1", approved: false, reason: "no" } } }));
    expect(denied).toMatchObject({ call: { state: "denied", approval: { approved: false, reason: "no" } } });
    const mcp = readPart(call({ id: "mcpr_1", name: "ask", state: "awaiting-approval", providerState: "mcp_approval_request" }, { metadata: { approval: { id: "mcpr_1" } } }));
    expect(mcp).toMatchObject({ call: { state: "awaiting-approval", providerState: "mcp_approval_request", approval: { id: "mcpr_1" } } });
    expect(readPart(call({ id: "mcp_1", name: "ask", state: "calling" }))).toMatchObject({ call: { state: "pending" } });
  });

  it("says why a tool part's content is not a tool call, and leaves remote content to be loaded", () => {
    expect(readPart({ contentType: CT.toolCall, content: "{oops" })).toMatchObject({ kind: "tool-call", problem: expect.stringMatching(/^is not valid JSON/) });
    expect(readPart({ contentType: CT.toolCall, content: "[1]" })).toMatchObject({ problem: "could not be read: expected a tool call (a JSON object), got an array" });
    const remote = readPart({ contentType: CT.toolCall, contentUrl: "https://example.com/call.json" });
    expect(remote).toMatchObject({ kind: "tool-call", remote: true });
    expect(remote).not.toHaveProperty("call");
    expect(remote).not.toHaveProperty("problem");
  });

  it("turns hostile objects into an unreadable part with the reason, and never throws", () => {
    const throwing = { contentType: "text/plain", get content(): string { throw new Error("boom"); } } as Part;
    expect(readPart(throwing)).toMatchObject({ kind: "unreadable", reason: expect.stringContaining("boom") });
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(readPart(revoked.proxy as Part).kind).toBe("unreadable");
    expect(readPart(null as unknown as Part)).toMatchObject({ kind: "unreadable", reason: "A part must be an object, not null." });
    const trap = new Proxy({ contentType: CT.toolCall, content: "{}" }, { get: () => { throw new Error("trap"); } });
    expect(readPart(trap as Part).kind).toBe("unreadable");
  });

  it("reads each part object once", () => {
    const part = call({ id: "c1", name: "f" });
    expect(readPart(part)).toBe(readPart(part));
    expect(toolCallOf(part)).toBe(toolCallOf(part));
    const r = result({ callId: "c1", output: 1 });
    expect(toolResultOf(r)).toBe(toolResultOf(r));
    expect(toolCallOf({ contentType: "text/plain", content: "{}" })).toBeUndefined();
  });
});
