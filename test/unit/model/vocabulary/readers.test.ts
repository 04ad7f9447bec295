import { describe, expect, it } from "vitest";
import {
  readCitation,
  readDataContent,
  readPromptRequest,
  readPromptResult,
  readProviderItem,
  readResourceRef,
  readToolCall,
  readToolResult,
} from "../../../../src/model/vocabulary/readers";

const notObjects = [null, undefined, 1, "x", true, [1, 2]];

describe("payload readers", () => {
  it("read provider spellings into partkit's fields", () => {
    expect(readToolCall({ toolCallId: "c1", tool_name: "search", args: { q: "x" }, status: "in_progress" })).toEqual({
      id: "c1",
      name: "search",
      arguments: { q: "x" },
      state: "pending",
      providerState: "in_progress",
    });
    expect(readToolResult({ tool_call_id: "c1", content: "42", is_error: true })).toEqual({ callId: "c1", output: "42", isError: true });
    expect(readCitation({ uri: "https://x.org", cited_text: "quote", start_index: 1, end_index: 4 })).toEqual({
      url: "https://x.org",
      citedText: "quote",
      startIndex: 1,
      endIndex: 4,
    });
    expect(readResourceRef({ uri: "file:///a.md", resource_type: "file", range_start: 3, mime_type: "text/markdown" })).toEqual({
      uri: "file:///a.md",
      resourceType: "file",
      rangeStart: 3,
      mimeType: "text/markdown",
    });
    expect(readPromptRequest({ prompt_name: "greet", server_id: "s", arguments: { who: "Ada" } })).toEqual({ name: "greet", serverId: "s", arguments: { who: "Ada" } });
    expect(readPromptResult({ prompt_name: "greet", is_error: true, error_message: "unknown", messages: [{ role: "user", content: "hi" }, 3] })).toEqual({
      name: "greet",
      isError: true,
      errorMessage: "unknown",
      messages: [{ role: "user", content: "hi" }, { content: 3 }],
    });
    expect(readDataContent({ kind: "user", data: { a: 1 } }, "data")).toEqual({ kind: "user", data: { a: 1 }, type: "data" });
    expect(readDataContent({ input: { a: 1 }, schema: { type: "object" }, extra: 1 }, "input")).toEqual({ type: "input", input: { a: 1 }, schema: { type: "object" } });
    expect(readProviderItem({ metadata: { provider: "openai", itemType: "web_search_call", error: 5 } })).toEqual({ provider: "openai", itemType: "web_search_call" });
  });

  it("keep a normalised state as it is and an already-normalised part's provider spelling", () => {
    expect(readToolCall({ id: "c", name: "f", state: "complete" })).toEqual({ id: "c", name: "f", state: "complete" });
    expect(readToolCall({ id: "c", name: "f", state: "complete", providerState: "output-available" })).toEqual({
      id: "c",
      name: "f",
      state: "complete",
      providerState: "output-available",
    });
    expect(readToolCall({ id: "c", name: "f", state: "bogus" })).toMatchObject({ state: "unknown", providerState: "bogus" });
  });

  it("read values of the wrong type as absent and keep empty streamed argument text", () => {
    expect(readToolCall({ id: 5, name: ["x"], argumentsText: "" })).toEqual({ argumentsText: "" });
    expect(readCitation({ url: {}, startIndex: Number.NaN })).toEqual({});
    expect(readToolResult({ callId: "c", output: null })).toEqual({ callId: "c", output: null });
  });

  it("return undefined for anything that is not an object, and never throw", () => {
    for (const reader of [readToolCall, readToolResult, readCitation, readResourceRef, readPromptRequest, readPromptResult]) {
      for (const value of notObjects) expect(reader(value)).toBeUndefined();
    }
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("boom");
        },
        getOwnPropertyDescriptor: () => {
          throw new Error("boom");
        },
      },
    );
    const throwing = Object.defineProperty({}, "name", {
      enumerable: true,
      get: () => {
        throw new Error("boom");
      },
    });
    for (const value of [hostile, throwing]) {
      expect(readToolCall(value)).toEqual({});
      expect(readPromptResult(value)).toEqual({});
      expect(readDataContent(value, "input")).toEqual({ type: "input" });
      expect(() => readDataContent(value, "data")).not.toThrow();
    }
    expect(readProviderItem({ metadata: hostile } as never)).toEqual({});
  });
});
