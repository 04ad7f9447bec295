// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeNameSegment, encodeNameSegment, partNames } from "../../../src/adapters";
import { isValidPartName } from "../../../src/model";

describe("encodeNameSegment / decodeNameSegment", () => {
  it("leaves common ids readable and escapes everything else", () => {
    expect(encodeNameSegment("call_abc-123")).toBe("call_abc-123");
    expect(encodeNameSegment("toolu_01A09q90qw90lq917835lq9")).toBe("toolu_01A09q90qw90lq917835lq9");
    expect(encodeNameSegment("a/b.c")).toBe("a.2Fb.2Ec");
    expect(encodeNameSegment("..")).toBe(".2E.2E");
    expect(encodeNameSegment("été")).toBe(".C3.A9t.C3.A9");
    expect(encodeNameSegment("")).toBe("._");
  });

  it("is reversible for every string, including lone surrogates, and always yields a valid segment", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }), fc.string()), (label) => {
        const segment = encodeNameSegment(label);
        expect(decodeNameSegment(segment)).toBe(label);
        expect(isValidPartName(`/x/${segment}`)).toBe(true);
      }),
      { numRuns: 1000 },
    );
    expect(decodeNameSegment(encodeNameSegment("\ud800x\udc00"))).toBe("\ud800x\udc00");
  });

  it("rejects text no label encodes to", () => {
    for (const bad of ["", "a.2", "a.zz", "a/b", ".C3", ".FF", "a b"]) expect(decodeNameSegment(bad)).toBeUndefined();
  });
});

describe("partNames", () => {
  it("builds the naming convention of architecture.md", () => {
    expect(partNames.toolCall("call 1")).toBe("/tool-calls/call.201");
    expect(partNames.toolResult("c")).toBe("/tool-calls/c/result");
    expect(partNames.toolResultItem("c", 2)).toBe("/tool-calls/c/result/2");
    expect(partNames.source(1)).toBe("/sources/1");
    expect(partNames.file(3)).toBe("/files/3");
    expect(partNames.resource(1)).toBe("/resources/1");
    expect(partNames.artifact("report.md", 1)).toBe("/artifacts/report.2Emd/1");
    expect(partNames.data("user")).toBe("/data/user");
    expect(partNames.data("row", "a/1")).toBe("/data/row/a.2F1");
    expect(partNames.data(undefined)).toBe("/data/._");
  });

  it("always yields valid part names", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.option(fc.string({ unit: "binary" }), { nil: undefined }), fc.nat(), (id, instance, n) => {
        for (const name of [
          partNames.toolCall(id),
          partNames.toolResult(id),
          partNames.toolResultItem(id, n + 1),
          partNames.artifact(id, n + 1),
          partNames.data(id, instance),
        ])
          expect(isValidPartName(name), name).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
