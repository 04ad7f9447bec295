// @vitest-environment node
import { describe, expect, it } from "vitest";
import { mergeData, type DataMessage } from "../../../src/model";

describe("mergeData", () => {
  it("merges the seed 001 user messages into the first one", () => {
    const schema = { type: "object", properties: { name: { type: "string" } } };
    const text = { type: "text", text: "Update the user's city to Austin" };
    const messages: DataMessage[] = [
      text,
      { type: "data", kind: "user", description: "Represents the current user.", data: { name: "John Doe" }, schema },
      { type: "data", kind: "user", data: { age: 30 } },
    ];
    expect(mergeData(messages)).toEqual([
      text,
      { type: "data", kind: "user", description: "Represents the current user.", data: { name: "John Doe", age: 30 }, schema },
    ]);
  });

  it("deep-merges objects; later leaves and arrays win; later schema and description replace", () => {
    const merged = mergeData([
      { type: "state", data: { a: { b: 1, c: [1, 2], d: { e: 1 } }, f: "x" }, schema: { v: 1 }, description: "one" },
      { type: "state", kind: "state", data: { a: { c: [3], d: null, g: true } }, description: "two" },
      { type: "state", data: { f: "y" }, schema: { v: 2 } },
    ]);
    expect(merged).toEqual([
      { type: "state", data: { a: { b: 1, c: [3], d: null, g: true }, f: "y" }, schema: { v: 2 }, description: "two" },
    ]);
  });

  it("keeps identities apart by kind and _instance, and passes other messages through in order", () => {
    const other = { type: "tool-call", id: "1" };
    const merged = mergeData([
      { type: "data", kind: "user", _instance: "1", data: { a: 1 } },
      other,
      { type: "data", kind: "user", _instance: "2", data: { a: 2 } },
      { type: "data", kind: "user", data: { a: 3 } },
      { type: "data", kind: "user", _instance: "1", data: { b: 1 } },
      { type: "data", data: { anonymous: 1 } },
      { type: "data", data: { anonymous: 2 } },
    ]);
    expect(merged).toEqual([
      { type: "data", kind: "user", _instance: "1", data: { a: 1, b: 1 } },
      other,
      { type: "data", kind: "user", _instance: "2", data: { a: 2 } },
      { type: "data", kind: "user", data: { a: 3 } },
      { type: "data", data: { anonymous: 2 } },
    ]);
    expect(merged[1]).toBe(other);
  });

  it("treats type input as kind input with input as its data", () => {
    expect(
      mergeData([
        { type: "input", input: { userName: "Jane" }, schema: { s: 1 } },
        { type: "data", kind: "input", data: { topic: "the weather" } },
        { type: "input", input: { userName: "Joe" } },
      ]),
    ).toEqual([{ type: "input", input: { userName: "Joe", topic: "the weather" }, schema: { s: 1 } }]);
  });

  it("never mutates its inputs and keeps unmerged messages as they are", () => {
    const first = { type: "data", kind: "k", data: { a: { b: 1 } } };
    const second = { type: "data", kind: "k", data: { a: { c: 2 } } };
    const lonely = { type: "data", kind: "solo", data: { x: 1 } };
    const snapshot = structuredClone([first, second, lonely]);
    const merged = mergeData([first, second, lonely]);
    expect([first, second, lonely]).toEqual(snapshot);
    expect(merged[0]).not.toBe(first);
    expect(merged[1]).toBe(lonely);
  });

  it("keeps __proto__ keys as data and survives cycles", () => {
    const later = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as Record<string, unknown>;
    const merged = mergeData([{ type: "data", data: { x: 0 } }, { type: "data", data: later }]);
    const data = merged[0]?.data as Record<string, unknown>;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(data, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const a: Record<string, unknown> = { n: 1 };
    a.self = a;
    const b: Record<string, unknown> = { m: 2 };
    b.self = b;
    const cyclic = mergeData([{ type: "data", data: a }, { type: "data", data: b }])[0]?.data as Record<string, unknown>;
    expect(cyclic.n).toBe(1);
    expect(cyclic.m).toBe(2);
  });

  it("returns [] for non-arrays", () => {
    expect(mergeData(null as unknown as DataMessage[])).toEqual([]);
    expect(mergeData({} as unknown as DataMessage[])).toEqual([]);
  });
});
