// @vitest-environment node
// Valid JSON can be far deeper and wider than a call stack: what JSON.parse reads, the model must
// handle without a RangeError (issue 14's figures: 150,000 named parts, 5,000-deep data).
import { describe, expect, it } from "vitest";
import { dataToLlmText, mergeData, partTree, type DataMessage } from "../../../src/model";

const nest = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const leafOf = (value: unknown): unknown => {
  let node = value;
  while (typeof node === "object" && node !== null && "a" in node) node = (node as { a: unknown }).a;
  return node;
};

describe("deep and wide input", () => {
  it("partTree holds a folder of 150,000 parts", () => {
    const parts = Array.from({ length: 150_000 }, (_, i) => ({ name: `/p/${i}`, contentType: "text/plain" }));
    const tree = partTree({ parts });
    expect(tree.children[0]?.children).toHaveLength(150_000);
    expect(tree.children[0]?.children[149_999]?.path).toBe("/p/149999");
  });

  it("mergeData merges two 20,000-deep data objects key by key", () => {
    const merged = mergeData([
      { type: "data", kind: "k", data: nest(20_000, { x: 1 }) },
      { type: "data", kind: "k", data: nest(20_000, { y: 2 }) },
    ]);
    expect(merged).toHaveLength(1);
    expect(leafOf(merged[0]?.data)).toEqual({ x: 1, y: 2 });
  });

  it("dataToLlmText prints 20,000-deep data whole (JSON.stringify overflows near 5,000)", () => {
    const text = dataToLlmText([{ type: "data", kind: "deep", data: nest(20_000, "bottom") }]);
    expect(text.startsWith("## Data: ¶deep\n{")).toBe(true);
    expect(text).toContain('"a": "bottom"');
    expect(text.match(/"a": /g)).toHaveLength(20_000);
    // Indentation stops growing, so the text stays linear in the depth.
    expect(text.length).toBeLessThan(20_000 * (2 * 2 * 64 + 20));
  });

  it("merging in place never writes the caller's objects", () => {
    const first = { type: "data", kind: "u", data: { profile: { name: "Ann" } } } satisfies DataMessage;
    const second = { type: "data", kind: "u", data: { profile: { age: 3 } } } satisfies DataMessage;
    const third = { type: "data", kind: "u", data: { profile: { city: "Oslo" }, extra: true } } satisfies DataMessage;
    const snapshot = JSON.stringify([first, second, third]);
    const once = mergeData([first, second, third]);
    expect(once[0]?.data).toEqual({ profile: { name: "Ann", age: 3, city: "Oslo" }, extra: true });
    expect(JSON.stringify([first, second, third])).toBe(snapshot);
    // A second call starts from the same untouched inputs and gives the same answer.
    expect(mergeData([first, second, third])).toEqual(once);
    expect(once[0]?.data).not.toBe(first.data);
  });

  it("a later value that contains itself wins, as is, where it meets itself again", () => {
    const loop: Record<string, unknown> = { n: 1 };
    loop.self = loop;
    const merged = mergeData([
      { type: "data", kind: "c", data: { self: { old: true } } },
      { type: "data", kind: "c", data: loop },
    ]);
    const data = merged[0]?.data as Record<string, unknown>;
    expect(data.n).toBe(1);
    expect(data.self).toBe(loop);
    expect(loop).toEqual({ n: 1, self: loop });
  });
});
