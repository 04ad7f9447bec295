// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromCmf, iterViews, PARTKIT_CONTENT_TYPES as CT, type CmfMessage } from "../../../src/adapters";
import { samples } from "../../fixtures/cmf";
import { media, specExample, toolText, unknownAndMalformed, wrapped } from "../../fixtures/cmf/messages";
import { anyValue, byName, expectKeepsRaw, expectNoAliasing, expectWellFormed, fuzzAdapter, json, mutated } from "./helpers";

const SECRETS = /SECRET/;

describe("fromCmf", () => {
  it("converts every sample into well-formed messages", () => {
    for (const sample of samples) expectWellFormed(sample.convert());
  });

  it("maps the spec example: role, channel, provenance id, completion time, parts", () => {
    const m = fromCmf(specExample);
    expect(m).toMatchObject({ id: "msg-cmf-1", role: "assistant", channel: "final", createdAt: "2026-03-04T12:00:02Z" });
    expect(m.parts.map((p) => p.name ?? p.contentType)).toEqual([CT.reasoning, "text/markdown", "/tool-calls/call-3", "/tool-calls/call-4"]);
    expect(json(byName(m, "/tool-calls/call-3"))).toEqual({
      id: "call-3",
      name: "execute_sql",
      namespace: "db-server",
      arguments: { query: "SELECT * FROM users WHERE role='admin'" },
    });
  });

  it("keeps extensions in metadata but never the sensitive headers", () => {
    const m = fromCmf(specExample);
    expect(m.metadata?.extensions).toMatchObject({
      security: { labels: ["PII", "CONFIDENTIAL"] },
      provenance: { parent_id: "msg-cmf-0" },
      http: { headers: { "X-Request-ID": "req-81" } },
    });
    expect(m.metadata?.strippedHeaders).toEqual(["Authorization", "Cookie", "Proxy-Authorization", "X-API-Key", "set-cookie"]);
    expect(JSON.stringify(m)).not.toMatch(SECRETS);
    expect(JSON.stringify(fromCmf(wrapped))).not.toMatch(SECRETS);
  });

  it("maps wrapped tool results, resources, references and prompts", () => {
    const m = fromCmf(wrapped);
    expect(m.parts.map((p) => [p.name, p.contentType])).toEqual([
      ["/tool-calls/tc_001/result", CT.toolResult],
      ["/resources/1", "text/markdown"],
      ["/resources/2", "image/png"],
      ["/resources/3", CT.resourceRef],
      [undefined, CT.promptRequest],
      [undefined, CT.promptResult],
    ]);
    expect(json(m.parts[0])).toEqual({ callId: "tc_001", name: "get_user", output: { id: "123", name: "Ada" } });
    expect(byName(m, "/resources/1")?.metadata).toMatchObject({ uri: "file:///reports/q3.md", resourceType: "file", version: "3" });
    expect(json(byName(m, "/resources/3"))).toEqual({ uri: "file:///src/app.py", name: "app.py", resourceType: "file", rangeStart: 10, rangeEnd: 20 });
    expect(json(m.parts[4])).toEqual({ prompt_request_id: "pr_1", name: "code_review", arguments: { lang: "python" }, server_id: "prompts-srv" });
    expect(json(m.parts[5])).toMatchObject({ prompt_name: "code_review", messages: [{ role: "user" }] });
  });

  it("maps media, documents as /files/<n>", () => {
    const m = fromCmf(media);
    expect(m.parts.map((p) => [p.name, p.contentType, p.contentUrl !== undefined])).toEqual([
      [undefined, "text/plain", false],
      [undefined, "image/jpeg", true],
      [undefined, "image/png", false],
      [undefined, "video/mp4", true],
      [undefined, "audio/mpeg", true],
      ["/files/1", "application/pdf", true],
    ]);
  });

  it("keeps /files/<n> and /resources/<n> names and puts the document title or resource name in metadata.title", () => {
    expect(byName(fromCmf(media), "/files/1")?.metadata).toMatchObject({ title: "Spec" });
    const m = fromCmf(wrapped);
    expect(byName(m, "/resources/1")?.metadata).toMatchObject({ title: "Q3 report", name: "Q3 report" });
    expect(byName(m, "/resources/2")?.metadata).not.toHaveProperty("title");
    expect(byName(m, "/resources/3")?.metadata).toMatchObject({ title: "app.py" });
    const titled = fromCmf({ role: "tool", content: [{ content_type: "resource", content: { uri: "file:///a", name: "a", title: "Report A", content: "x" } }] } as unknown as CmfMessage);
    expect(byName(titled, "/resources/1")?.metadata).toMatchObject({ title: "Report A", name: "a" });
  });

  it("never drops unknown or malformed parts", () => {
    const m = fromCmf(unknownAndMalformed);
    expect(m.parts).toHaveLength(6);
    const raw = unknownAndMalformed.content as unknown[];
    for (const i of [0, 1, 2, 5]) expectKeepsRaw(m, raw[i]);
    expect(byName(m, "/resources/1")?.metadata?.warning).toMatch(/both content and blob/);
    expect(byName(m, "/resources/2")?.metadata?.warning).toMatch(/range_start is after range_end/);
  });

  it("never aliases its input and never throws", { timeout: 60_000 }, () => {
    for (const sample of samples) expectNoAliasing(sample.source, sample.convert());
    fuzzAdapter((input) => fromCmf(input as CmfMessage), samples);
  });
});

describe("iterViews", () => {
  it("projects the spec example as in section 4.1", () => {
    const views = iterViews(specExample);
    expect(views.map((v) => [v.kind, v.name, v.action, v.isPre, v.uri])).toEqual([
      ["thinking", null, "generate", false, null],
      ["text", null, "generate", false, null],
      ["tool_call", "execute_sql", "execute", true, "tool://db-server/execute_sql"],
      ["tool_call", "send_email", "execute", true, "tool://email-server/send_email"],
    ]);
    expect(views[2]).toMatchObject({
      content: JSON.stringify({ query: "SELECT * FROM users WHERE role='admin'" }),
      args: { query: "SELECT * FROM users WHERE role='admin'" },
      isTool: true,
      isPost: false,
      partName: "/tool-calls/call-3",
      properties: { namespace: "db-server", tool_id: null },
    });
  });

  it("computes direction, actions, URIs and properties per kind", () => {
    const views = iterViews(wrapped);
    expect(views.map((v) => [v.kind, v.action, v.isPre, v.isPost, v.uri])).toEqual([
      ["tool_result", "receive", false, true, "tool_result://get_user"],
      ["resource", "read", false, true, "file:///reports/q3.md"],
      ["resource", "read", false, true, "blob://logo"],
      ["resource_ref", "read", true, false, "file:///src/app.py"],
      ["prompt_request", "invoke", true, false, "prompt://prompts-srv/code_review"],
      ["prompt_result", "receive", false, true, "prompt_result://code_review"],
    ]);
    expect(views[1]).toMatchObject({ content: "# Q3\n\nRevenue up 12%.", mimeType: "text/markdown", sizeBytes: 24, properties: { resource_type: "file", version: "3" } });
    expect(views[5]?.properties).toEqual({ is_error: false, message_count: 1 });
    expect(iterViews(media).map((v) => [v.kind, v.action, v.isPre, v.isMedia, v.mimeType])).toEqual([
      ["text", "send", true, false, null],
      ["image", "send", true, true, "image/jpeg"],
      ["image", "send", true, true, "image/png"],
      ["video", "send", true, true, "video/mp4"],
      ["audio", "send", true, true, "audio/mpeg"],
      ["document", "send", true, true, "application/pdf"],
    ]);
  });

  it("treats text from the tool role as post (review item 11)", () => {
    expect(iterViews(toolText)).toMatchObject([{ kind: "text", role: "tool", action: "receive", isPre: false, isPost: true, sizeBytes: 16 }]);
  });

  it("surfaces unknown content types as unknown views seen by every hook (review item 2)", () => {
    const views = iterViews(unknownAndMalformed);
    expect(views).toHaveLength(6);
    expect(views[0]).toMatchObject({ kind: "unknown", isPre: true, isPost: true, properties: { content_type: "hologram" } });
    expect(JSON.parse(views[0]!.content!)).toEqual({ content_type: "hologram", projection: { x: 1 } });
    expect(views[2]).toMatchObject({ kind: "tool_result", error: "tool_result has no tool_call_id" });
  });

  it("returns fresh objects and no secrets", () => {
    const views = iterViews(specExample);
    expectNoAliasing(specExample, views);
    (views[2]!.args as Record<string, unknown>).query = "DROP TABLE users";
    expect(specExample.content[2]).toMatchObject({ arguments: { query: "SELECT * FROM users WHERE role='admin'" } });
    expect(JSON.stringify(iterViews(wrapped))).not.toMatch(SECRETS);
  });

  it("never throws; non-messages give one unknown view", { timeout: 60_000 }, () => {
    expect(iterViews(42 as unknown as CmfMessage)).toMatchObject([{ kind: "unknown", error: expect.any(String) }]);
    fc.assert(
      fc.property(fc.oneof(anyValue, ...samples.map((s) => mutated(s.source))), (input) => {
        const views = iterViews(input as CmfMessage);
        expect(Array.isArray(views)).toBe(true);
        expectNoAliasing(input, views);
        expect(JSON.stringify(views)).not.toMatch(SECRETS);
      }),
      { numRuns: 200 },
    );
  });
});
