// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkCompatibility, validateBody, type MessageBodySchema, type SchemaPart } from "../../../src/model";

const schema = (...parts: SchemaPart[]): MessageBodySchema => ({ parts });
const check = (p: MessageBodySchema, c: MessageBodySchema) => {
  const result = checkCompatibility(p, c);
  if (result.counterexample) {
    expect(validateBody(result.counterexample, p).valid).toBe(true);
    expect(validateBody(result.counterexample, c).valid).toBe(false);
  }
  return result;
};

describe("checkCompatibility", () => {
  it("accepts a producer whose parts and requirements the consumer covers", () => {
    const researcher = schema(
      { contentType: "text/markdown", required: true },
      { name: "/sources/*", contentType: "text/uri-list" },
      { name: "/sources/*/note", contentType: "{text,application}/*" },
    );
    const reader = schema({ contentType: "text/*", required: true }, { name: "/**", contentType: "*" });
    expect(check(researcher, reader)).toEqual({ compatible: true, reasons: [] });
  });

  it("finds a part type the consumer rejects", () => {
    const result = check(schema({ contentType: "text/*" }), schema({ contentType: "text/markdown" }));
    expect(result.compatible).toBe(false);
    expect(result.reasons).toEqual([
      'Producer schema part 0 (unnamed, type "text/*") allows a part the consumer rejects: no consumer schema part matches an unnamed part of type text/a.',
    ]);
    expect(result.counterexample).toEqual({ parts: [{ contentType: "text/a" }] });
  });

  it("finds a missing requirement, down to the empty body", () => {
    const result = check(schema({ contentType: "text/markdown" }), schema({ contentType: "text/markdown", required: true }));
    expect(result.compatible).toBe(false);
    expect(result.reasons).toEqual([
      'Consumer schema part 0 (unnamed, type "text/markdown") is required, but the producer can send a valid body for example an empty body.',
    ]);
    expect(result.counterexample).toEqual({ parts: [] });
  });

  it("sees that a required producer part guarantees a required consumer part", () => {
    expect(check(schema({ name: "/a/b", contentType: "text/plain", required: true }), schema({ name: "/a/*", contentType: "text/*", required: true })).compatible).toBe(true);
    const loose = check(schema({ name: "/a/**", contentType: "text/plain", required: true }), schema({ name: "/a/*", contentType: "*", required: true }, { name: "**", contentType: "*" }));
    expect(loose.compatible).toBe(false);
    expect(loose.counterexample?.parts.map((x) => x.name)).toEqual(["/a"]);
  });

  it("follows picomatch's ** edge cases", () => {
    // "/a/**" also matches "/a" itself; "/**/a" does not match "/a" but "**/a" does.
    expect(check(schema({ name: "/a", contentType: "*" }), schema({ name: "/a/**", contentType: "*" })).compatible).toBe(true);
    expect(check(schema({ name: "/a", contentType: "*" }), schema({ name: "/**/a", contentType: "*" })).compatible).toBe(false);
    expect(check(schema({ name: "/a", contentType: "*" }), schema({ name: "**/a", contentType: "*" })).compatible).toBe(true);
    // "*" matches dot-files (dot: true) but never crosses "/".
    expect(check(schema({ name: "/x/.hidden", contentType: "*" }), schema({ name: "/x/*", contentType: "*" })).compatible).toBe(true);
    expect(check(schema({ name: "/x/*/y", contentType: "*" }), schema({ name: "/x/*", contentType: "*" })).compatible).toBe(false);
    // Braces may hold "/".
    expect(check(schema({ name: "/{a,b/c}", contentType: "*" }), schema({ name: "/a", contentType: "*" }, { name: "/b/*", contentType: "*" })).compatible).toBe(true);
  });

  it("splits one producer glob across several consumer globs", () => {
    const p = schema({ name: "/f/*", contentType: "text/*" });
    const c = schema({ name: "/f/{a,b}*", contentType: "text/*" }, { name: "/f/!({a,b}*)", contentType: "*" });
    expect(check(p, c).compatible).toBe(true);
    const gap = check(p, schema({ name: "/f/{a,b}*", contentType: "text/*" }, { name: "/f/!({a,b}*)", contentType: "text/plain" }));
    expect(gap.compatible).toBe(false);
    expect(gap.counterexample?.parts[0]?.name).toMatch(/^\/f\/[^ab]/);
  });

  it("accounts for name uniqueness", () => {
    // The producer must send /a as x/y, so it can never send /a as x/z: the consumer need not accept it.
    const p = schema({ name: "/a", contentType: "x/y", required: true }, { name: "/a", contentType: "x/z" });
    expect(check(p, schema({ name: "/a", contentType: "x/y", required: true })).compatible).toBe(true);
    // Two required parts that can only share the single name /a can never both be present.
    const impossible = schema({ name: "/a", contentType: "x/y", required: true }, { name: "/a", contentType: "x/z", required: true });
    const vacuous = check(impossible, schema());
    expect(vacuous.compatible).toBe(true);
    expect(vacuous.reasons[0]).toMatch(/No body is valid under the producer schema/);
    // With two names to choose from, they can.
    const two = schema({ name: "/{a,b}", contentType: "x/y", required: true }, { name: "/{a,b}", contentType: "x/z", required: true });
    const result = check(two, schema({ name: "/a", contentType: "*" }, { name: "/b", contentType: "*", required: true }));
    expect(result.compatible).toBe(true);
    expect(check(two, schema({ name: "/a", contentType: "x/y", required: true }, { name: "/b", contentType: "*" })).compatible).toBe(false);
  });

  it("treats * and ** as any content type, on both sides", () => {
    expect(check(schema({ contentType: "image/png" }), schema({ contentType: "**" })).compatible).toBe(true);
    expect(check(schema({ contentType: "*" }), schema({ contentType: "*/*" })).compatible).toBe(false);
    expect(check(schema({ contentType: "*" }), schema({ contentType: "**" })).compatible).toBe(true);
  });

  it("keeps unnamed and named parts apart", () => {
    expect(check(schema({ contentType: "*" }), schema({ name: "**", contentType: "*" })).compatible).toBe(false);
    expect(check(schema({ name: "/a", contentType: "*" }), schema({ contentType: "*" })).compatible).toBe(false);
  });

  it("reports invalid schemas as not compatible, with reasons", () => {
    const result = checkCompatibility(schema({ name: "", contentType: "*" }), { parts: 5 } as unknown as MessageBodySchema);
    expect(result).toEqual({
      compatible: false,
      reasons: [
        'The producer schema is invalid. Schema part 0: the name glob "" cannot be used: globs may not be empty.',
        'The consumer schema is invalid. The schema\'s "parts" must be an array, not a number.',
      ],
    });
    expect(checkCompatibility(null as unknown as MessageBodySchema, schema()).compatible).toBe(false);
  });

  it("gives up with a reason, quickly, when the globs overlap in too many ways", () => {
    const letters = "abcdefgh";
    const p = schema(...Array.from(letters, (l) => ({ name: `/**/${l}*/**`, contentType: "*" })));
    const c = schema(...Array.from(letters, (l) => ({ name: `/**/*${l}/**`, contentType: "*" })));
    const start = performance.now();
    const result = checkCompatibility(p, c);
    expect(performance.now() - start).toBeLessThan(10_000);
    expect(result).toEqual({
      compatible: false,
      reasons: ["The schemas could not be compared: they are too complex to compare exactly (the globs split into more than 30000 combinations)."],
    });
  }, 20_000);

  it("says so when a glob uses a regex feature it cannot decide", () => {
    const result = checkCompatibility(schema({ name: "/{a,b}\\1", contentType: "*" }), schema());
    expect(result.compatible).toBe(false);
    expect(result.reasons[0]).toMatch(/could not be compared: a backreference/);
    expect(result.counterexample).toBeUndefined();
  });
});
