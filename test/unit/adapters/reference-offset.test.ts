import { describe, expect, it } from "vitest";
import { referenceOffset } from "../../../src/adapters/shared/reference-offset";

describe("where a source's number goes", () => {
  it("after the cited span, moved to the end of a word it would split", () => {
    expect(referenceOffset("Let me check Paris.", 19)).toBe(19);
    expect(referenceOffset("Let me check Paris.", 18)).toBe(18);
    expect(referenceOffset("Let me check Paris.", 15)).toBe(18);
    expect(referenceOffset("Zürich café déjà vu", 3)).toBe(6);
    expect(referenceOffset("x", 0)).toBe(0);
  });

  it("at the end of the last word when the span's end is missing or outside the text", () => {
    for (const end of [undefined, -1, 99, 1.5, Number.NaN]) expect(referenceOffset("Rain today.\n", end)).toBe(11);
    expect(referenceOffset("", undefined)).toBe(0);
  });
});
