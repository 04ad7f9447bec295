import { describe, expect, it } from "vitest";
import type { Part } from "../../../src/model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/model/vocabulary/content-types";
import { linkToolCalls } from "../../../src/model/vocabulary/tool-links";
import { readingOrder } from "../../../src/message/reading-order";

const call = (id: string): Part => ({ name: `/tool-calls/${id}`, contentType: CT.toolCall, content: JSON.stringify({ id, name: "search" }) });
const result = (id: string): Part => ({ name: `/tool-calls/${id}/result`, contentType: CT.toolResult, content: JSON.stringify({ callId: id, output: 1 }) });
const text = (content: string): Part => ({ contentType: "text/plain", content });

describe("reading order", () => {
  it("keeps parts where they happened and moves each result under its call", () => {
    const parts = [text("thinking"), call("a"), call("b"), result("b"), text("answer"), result("a")];
    const { order, attached } = readingOrder(parts, linkToolCalls(parts));
    expect(order).toEqual([0, 1, 2, 4]);
    expect(attached.get(1)).toEqual({ results: [5], carried: [] });
    expect(attached.get(2)).toEqual({ results: [3], carried: [] });
  });

  it("leaves a result in place when its call is not in the message, and a call without results alone", () => {
    const parts = [result("earlier"), call("c"), text("done")];
    const { order, attached } = readingOrder(parts, linkToolCalls(parts));
    expect(order).toEqual([0, 1, 2]);
    expect(attached.size).toBe(0);
  });

  it("attaches every result of a call that was answered more than once", () => {
    const parts = [call("a"), result("a"), { ...result("a"), name: "/tool-calls/a/retry" }];
    const { order, attached } = readingOrder(parts, linkToolCalls(parts));
    expect(order).toEqual([0]);
    expect(attached.get(0)).toEqual({ results: [1, 2], carried: [] });
  });
});

describe("reading order of what results carry", () => {
  it("puts parts named under a call or its result (a result's image, a call's file) under the call", () => {
    const parts: Part[] = [
      call("a"),
      text("answer"),
      result("a"),
      { name: "/tool-calls/a/result/1", contentType: "image/png", content: "iVBORw0KGgo=" },
      { name: "/tool-calls/a/log.txt", contentType: "text/plain", content: "ran" },
      { name: "/tool-calls/ab/result/1", contentType: "image/png", content: "iVBORw0KGgo=" },
      { name: "/files/a", contentType: "text/plain", content: "mine" },
    ];
    const { order, attached } = readingOrder(parts, linkToolCalls(parts));
    expect(order).toEqual([0, 1, 5, 6]);
    expect(attached.get(0)).toEqual({ results: [2], carried: [3, 4] });
  });

  it("leaves parts under a call alone when the call is not in the message", () => {
    const parts: Part[] = [result("gone"), { name: "/tool-calls/gone/result/1", contentType: "image/png", content: "x" }];
    expect(readingOrder(parts, linkToolCalls(parts)).order).toEqual([0, 1]);
  });
});
