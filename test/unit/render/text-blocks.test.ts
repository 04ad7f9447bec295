import { describe, expect, it } from "vitest";
import { textBlocks } from "../../../src/render/long-text";

const pieces = (text: string, size: number) => textBlocks(text, size).map(([from, to]) => text.slice(from, to));

describe("textBlocks", () => {
  it("cuts after a line break in the second half of a block", () => {
    expect(pieces("ab\ncd\nef", 4)).toEqual(["ab\n", "cd\n", "ef"]);
    expect(pieces("abcdefgh\nij", 10)).toEqual(["abcdefgh\n", "ij"]);
  });

  it("cuts a line with no break near the end at the block size, never inside a surrogate pair", () => {
    expect(pieces("a\nbcdefghij", 4)).toEqual(["a\nbc", "defg", "hij"]);
    expect(pieces("abc\u{1F600}def", 4)).toEqual(["abc", "\u{1F600}de", "f"]);
  });

  it("covers the text exactly, in order, and stops after `limit` blocks", () => {
    const text = Array.from({ length: 500 }, (_, i) => "x".repeat(i % 37) + (i % 5 ? "\n" : "")).join("");
    const blocks = textBlocks(text, 64);
    expect(blocks.map(([from, to]) => text.slice(from, to)).join("")).toBe(text);
    expect(blocks.every(([from, to]) => to - from <= 64 && to > from)).toBe(true);
    expect(textBlocks(text, 64, 2)).toEqual(blocks.slice(0, 2));
  });
});
