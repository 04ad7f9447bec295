// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunkText } from "../../../src/internal/chunk-text";

describe("chunkText", () => {
  it("leaves prose and short text as one string", () => {
    expect(chunkText("short")).toBe("short");
    const prose = "word ".repeat(10_000);
    expect(chunkText(prose)).toBe(prose);
  });

  it("cuts text with a long word into pieces of at most 200 characters that join back into it", () => {
    const pieces = chunkText(`see data:${"A".repeat(1_000)} here`);
    expect(Array.isArray(pieces)).toBe(true);
    expect((pieces as string[]).every((piece) => piece.length <= 200 && piece.length > 0)).toBe(true);
    expect((pieces as string[]).join("")).toBe(`see data:${"A".repeat(1_000)} here`);
  });

  it("never splits a surrogate pair, nor a letter from its combining marks or an emoji from its joiner", () => {
    const emoji = "👩‍💻".repeat(300);
    const accents = "e\u0301".repeat(300);
    for (const text of [emoji, accents, `x${emoji}`, `xx${accents}`]) {
      const pieces = chunkText(text) as string[];
      expect(pieces.join("")).toBe(text);
      for (const piece of pieces) {
        expect(piece).not.toMatch(/^[\uDC00-\uDFFF\u0301\u200D]/);
        expect(piece).not.toMatch(/[\uD800-\uDBFF\u200D]$/);
      }
    }
  });

  it("always gives back the same text", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 2_000 }), (text) => {
      const pieces = chunkText(text);
      expect(typeof pieces === "string" ? pieces : pieces.join("")).toBe(text);
    }));
  });
});
