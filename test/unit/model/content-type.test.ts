// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseContentType } from "../../../src/model";

describe("parseContentType", () => {
  it("splits type, subtype and parameters and lowercases the essence", () => {
    expect(parseContentType("Text/HTML; Charset=\"UTF-8\"")).toEqual({
      type: "text",
      subtype: "html",
      essence: "text/html",
      params: { charset: "UTF-8" },
    });
  });

  it.each<[string, string, Record<string, string>]>([
    ["text/plain", "text/plain", {}],
    ["application/vnd.partkit.tool-call+json", "application/vnd.partkit.tool-call+json", {}],
    ["text/plain;charset=utf-8", "text/plain", { charset: "utf-8" }],
    ["text/plain ; charset=utf-8 ; format=flowed", "text/plain", { charset: "utf-8", format: "flowed" }],
    ['text/plain; name="a \\"quoted\\" ; value"', "text/plain", { name: 'a "quoted" ; value' }],
    ["text/plain;;charset=x;", "text/plain", { charset: "x" }],
    ["text/plain; a=1; A=2", "text/plain", { a: "1" }],
    ["  text/plain  ", "text/plain", {}],
    ["*/*", "*/*", {}],
    ["a!#$%&'*+-.^_`|~/b", "a!#$%&'*+-.^_`|~/b", {}],
  ])("parses %j", (input, essence, params) => {
    const parsed = parseContentType(input);
    expect(parsed?.essence).toBe(essence);
    expect(parsed?.params).toEqual(params);
  });

  it.each(["", "text", "text/", "/plain", "text/plain/x", "te xt/plain", "text/pla in", "text/plain; charset", "text/plain; =x",
    "text/plain; charset=", 'text/plain; a="unterminated', "text/plain; a=b c", "text/plain, text/html", "text/plain; a=\"b\"c", "tëxt/plain"])(
    "rejects %j",
    (input) => expect(parseContentType(input)).toBeUndefined(),
  );

  it("rejects non-strings and never throws", () => {
    for (const value of [undefined, null, 1, {}, [], Symbol("x")]) expect(parseContentType(value)).toBeUndefined();
    fc.assert(fc.property(fc.string(), (s) => {
      const parsed = parseContentType(s);
      if (parsed) expect(parsed.essence).toBe(parsed.essence.toLowerCase());
    }));
  });

  it("shares one frozen result per value, so no caller can change what the next one reads", () => {
    const first = parseContentType("text/plain; charset=utf-8")!;
    expect(parseContentType("text/plain; charset=utf-8")).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.params)).toBe(true);
    expect(() => {
      (first.params as Record<string, string>).charset = "latin1";
    }).toThrow(TypeError);
    expect(parseContentType("text/plain; charset=utf-8")?.params).toEqual({ charset: "utf-8" });
  });

  it("parses right however many distinct values it has seen (the cache is bounded, not stale)", () => {
    for (let i = 0; i < 5_000; i++) expect(parseContentType(`x-type/n${i}; i=${i}`)?.params.i).toBe(String(i));
    expect(parseContentType("Text/Plain; A=b")).toEqual({ type: "text", subtype: "plain", essence: "text/plain", params: { a: "b" } });
    const long = `text/plain; x=${"y".repeat(10_000)}`;
    expect(parseContentType(long)?.params.x).toHaveLength(10_000);
    expect(parseContentType(`${long};`)?.params.x).toHaveLength(10_000);
  });
});
