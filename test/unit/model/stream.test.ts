import { describe, expect, it } from "vitest";
import {
  appendToPart,
  isBodyStreaming,
  markBodyComplete,
  markPartComplete,
  partStatus,
  upsertPart,
  validateStreamingBody,
} from "../../../src/model/stream";
import type { Message, MessageBody, MessageBodySchema } from "../../../src/model/types";

const empty: MessageBody = { parts: [] };

describe("appendToPart", () => {
  it("creates a streaming part and grows it", () => {
    let body = appendToPart(empty, 0, "Hel");
    body = appendToPart(body, 0, "lo");
    expect(body.parts).toEqual([{ contentType: "text/markdown", content: "Hello", metadata: { status: "streaming" } }]);
    expect(partStatus(body.parts[0])).toBe("streaming");
    expect(isBodyStreaming(body)).toBe(true);
  });

  it("creates a named part with the given type and metadata", () => {
    const body = appendToPart(empty, "/reasoning", "Think", { contentType: "text/vnd.partkit.reasoning", metadata: { provider: "x" } });
    expect(body.parts[0]).toEqual({
      name: "/reasoning",
      contentType: "text/vnd.partkit.reasoning",
      content: "Think",
      metadata: { provider: "x", status: "streaming" },
    });
  });

  it("keeps untouched parts and envelope fields referentially equal", () => {
    const message: Message = {
      id: "m1",
      role: "assistant",
      parts: [
        { contentType: "text/markdown", content: "a" },
        { name: "/b", contentType: "text/plain", content: "b", metadata: { status: "streaming" } },
      ],
    };
    const next = appendToPart(message, "/b", "!");
    expect(next).not.toBe(message);
    expect(next.id).toBe("m1");
    expect(next.role).toBe("assistant");
    expect(next.parts[0]).toBe(message.parts[0]);
    expect(next.parts[1]).toEqual({ name: "/b", contentType: "text/plain", content: "b!", metadata: { status: "streaming" } });
    // Metadata of an already-streaming part is reused.
    expect(next.parts[1]!.metadata).toBe(message.parts[1]!.metadata);
    // The input is never mutated.
    expect(message.parts[1]!.content).toBe("b");
  });

  it("returns the same body for an empty append to a streaming part", () => {
    const body = appendToPart(empty, 0, "x");
    expect(appendToPart(body, 0, "")).toBe(body);
  });

  it("marks a complete part as streaming again when text arrives", () => {
    const body: MessageBody = { parts: [{ contentType: "text/plain", content: "a", metadata: { status: "complete", k: 1 } }] };
    expect(appendToPart(body, 0, "b").parts[0]).toEqual({ contentType: "text/plain", content: "ab", metadata: { status: "streaming", k: 1 } });
  });

  it("refuses out-of-range indexes, base64 and remote parts", () => {
    expect(() => appendToPart(empty, 2, "x")).toThrow(RangeError);
    expect(() => appendToPart({ parts: [{ contentType: "image/png", content: "AAAA", contentEncoding: "base64" }] }, 0, "x")).toThrow(TypeError);
    expect(() => appendToPart({ parts: [{ name: "/r", contentType: "text/plain", contentUrl: "https://x/y" }] }, "/r", "x")).toThrow(/remote/);
  });
});

describe("upsertPart", () => {
  const call = (args: string, status = "streaming") => ({
    name: "/tool-calls/1",
    contentType: "application/vnd.partkit.tool-call+json",
    content: JSON.stringify({ id: "1", name: "search", argumentsText: args }),
    metadata: { status },
  });

  it("appends, then replaces by name", () => {
    const text = { contentType: "text/markdown", content: "Hi" };
    let body = upsertPart({ parts: [text] }, call('{"q":'));
    expect(body.parts).toHaveLength(2);
    body = upsertPart(body, call('{"q":"cats"}', "complete"));
    expect(body.parts).toHaveLength(2);
    expect(body.parts[0]).toBe(text);
    expect(JSON.parse(body.parts[1]!.content!).argumentsText).toBe('{"q":"cats"}');
  });

  it("returns the same body when nothing changed", () => {
    const body = upsertPart(empty, call("{}"));
    expect(upsertPart(body, call("{}"))).toBe(body);
  });

  it("replaces by explicit index and appends unnamed parts", () => {
    const body = upsertPart(upsertPart(empty, { contentType: "text/plain", content: "a" }), { contentType: "text/plain", content: "b" });
    expect(body.parts.map((p) => p.content)).toEqual(["a", "b"]);
    expect(upsertPart(body, { contentType: "text/plain", content: "B" }, 1).parts.map((p) => p.content)).toEqual(["a", "B"]);
    expect(() => upsertPart(body, { contentType: "text/plain" }, 5)).toThrow(RangeError);
  });
});

describe("markPartComplete / markBodyComplete", () => {
  it("completes streaming parts only and keeps identity otherwise", () => {
    let body = appendToPart(appendToPart(empty, 0, "a"), "/r", "b");
    const once = markPartComplete(body, "/r");
    expect(partStatus(once.parts[1])).toBe("complete");
    expect(once.parts[0]).toBe(body.parts[0]);
    expect(markPartComplete(once, "/r")).toBe(once);
    expect(markPartComplete(once, "/missing")).toBe(once);
    body = markBodyComplete(once);
    expect(isBodyStreaming(body)).toBe(false);
    expect(body.parts[1]).toBe(once.parts[1]);
    expect(markBodyComplete(body)).toBe(body);
  });
});

describe("validateStreamingBody", () => {
  const schema: MessageBodySchema = {
    parts: [
      { contentType: "text/markdown", required: true },
      { name: "/tool-calls/*", contentType: "application/*+json", required: true },
    ],
  };

  it("is valid so far while required parts are still missing", () => {
    const body = appendToPart(empty, 0, "Hel");
    const result = validateStreamingBody(body, schema);
    expect(result.valid).toBe(true);
    expect(result.pending).toHaveLength(1);
    expect(result.pending[0]!.name).toBe("/tool-calls/*");
  });

  it("still reports parts that can never match", () => {
    const body = appendToPart(empty, "/nope", "x", { contentType: "text/plain" });
    expect(validateStreamingBody(body, schema).valid).toBe(false);
  });
});
