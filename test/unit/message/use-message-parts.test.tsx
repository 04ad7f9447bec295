import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { appendToPart, type MessageBody, type Part } from "../../../src/model";
import { useMessageParts } from "../../../src/message/use-message-parts";

const call = (id: string): Part => ({ name: `/tool-calls/${id}`, contentType: "application/vnd.partkit.tool-call+json", content: JSON.stringify({ id, name: "search" }) });
const body: MessageBody = {
  parts: [
    { contentType: "text/plain", content: "Looking it up" },
    call("c1"),
    { name: "/tool-calls/c1/result", contentType: "application/vnd.partkit.tool-result+json", content: JSON.stringify({ callId: "c1", output: 1 }) },
    { name: "/files/a.txt", contentType: "text/plain", content: "a" },
    { contentType: "text/markdown", content: "The answer" },
  ],
};

describe("useMessageParts", () => {
  it("keeps links, named parts and reading order when a token only grows an unnamed part", () => {
    const { result, rerender } = renderHook(({ b }) => useMessageParts(b, false), { initialProps: { b: body } });
    const first = result.current;
    expect(first.reading.order).toEqual([0, 1, 3, 4]);
    const grown = appendToPart(body, 4, " is 42");
    rerender({ b: grown });
    expect(result.current.parts[4]!.content).toBe("The answer is 42");
    expect(result.current.parts[0]).toBe(first.parts[0]);
    expect(result.current.links).toBe(first.links);
    expect(result.current.named).toBe(first.named);
    expect(result.current.reading).toBe(first.reading);
  });

  it("works everything out again when a part is added, named or becomes a tool call", () => {
    const { result, rerender } = renderHook(({ b }) => useMessageParts(b, false), { initialProps: { b: body } });
    const first = result.current;
    rerender({ b: { parts: [...body.parts, call("c2")] } });
    expect(result.current.links.has("c2")).toBe(true);
    expect(result.current.named).toHaveLength(first.named.length + 1);
    const renamed = { parts: body.parts.map((p, i) => (i === 4 ? { ...p, name: "/answer" } : p)) };
    rerender({ b: renamed });
    expect(result.current.named.map((n) => n.part.name)).toContain("/answer");
    const asCall = { parts: body.parts.map((p, i) => (i === 0 ? { ...call("c3"), name: undefined } : p)) };
    rerender({ b: asCall });
    expect(result.current.links.has("c3")).toBe(true);
  });

  it("sees a part replaced in place in the same array, and a switch of layout", () => {
    const parts = [...body.parts];
    const { result, rerender } = renderHook(({ b, split }) => useMessageParts(b, split), { initialProps: { b: { parts } as MessageBody, split: false } });
    parts[4] = { contentType: "text/markdown", content: "Edited in place" };
    rerender({ b: { parts }, split: false });
    expect(result.current.parts[4]!.content).toBe("Edited in place");
    rerender({ b: { parts }, split: true });
    expect(result.current.reading.order).toEqual([0, 4]);
  });

  it("reads a part whose fields throw as a stand-in, when it first arrives and when it replaces a good one", () => {
    const { result, rerender } = renderHook(({ b }) => useMessageParts(b, false), { initialProps: { b: body } });
    const poisoned = Object.defineProperty({ contentType: "text/plain" }, "content", { get: () => { throw new Error("boom"); }, enumerable: true }) as Part;
    rerender({ b: { parts: body.parts.map((p, i) => (i === 0 ? poisoned : p)) } });
    expect(result.current.parts[0] === poisoned).toBe(false);
    expect(result.current.parts[0]!.contentType).toBe("text/plain");
  });
});
