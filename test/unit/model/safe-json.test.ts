// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxIndentDepth, safeJson } from "../../../src/model/safe-json";

describe("safeJson", () => {
  it("prints every JSON value exactly as JSON.stringify(value, null, 2)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(safeJson(value)).toBe(JSON.stringify(value, null, 2));
      }),
      { seed: 20261124, numRuns: 500 },
    );
  });

  it("drops what JSON drops and keeps what it keeps", () => {
    const value = { u: undefined, f: () => 1, s: Symbol("s"), list: [undefined, () => 1, 1], date: new Date(0), empty: {}, none: [] };
    expect(safeJson(value)).toBe(JSON.stringify(value, null, 2));
    expect(safeJson({ nested: new Map([[1, 2]]), inst: new (class { a = { b: 1 } })() })).toBe(
      JSON.stringify({ nested: new Map([[1, 2]]), inst: { a: { b: 1 } } }, null, 2),
    );
  });

  it("never throws: bigints, cycles, throwing getters, unprintable roots", () => {
    const a: Record<string, unknown> = { n: 1n, list: [] };
    a.self = a;
    (a.list as unknown[]).push(a);
    expect(safeJson(a)).toBe('{\n  "n": "1",\n  "list": [\n    "[Circular]"\n  ],\n  "self": "[Circular]"\n}');
    expect(safeJson(Object.defineProperty({}, "x", { enumerable: true, get: () => { throw new Error("no"); } }))).toBe("null");
    expect(safeJson(undefined)).toBe("null");
    expect(safeJson(() => 1)).toBe("null");
  });

  it("a value seen twice but not inside itself prints twice", () => {
    const shared = { k: 1 };
    expect(safeJson({ a: shared, b: shared })).toBe(JSON.stringify({ a: shared, b: shared }, null, 2));
  });

  it("stops indenting past maxIndentDepth, and the text is still the same JSON", () => {
    let deep: unknown = [1];
    for (let i = 0; i < 3 * maxIndentDepth; i++) deep = { k: deep };
    const text = safeJson(deep);
    expect(JSON.parse(text)).toEqual(deep);
    const widest = Math.max(...text.split("\n").map((line) => line.search(/\S/)));
    expect(widest).toBe(2 * maxIndentDepth);
  });
});
