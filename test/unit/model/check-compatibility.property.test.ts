// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCompatibility, validateBody, type MessageBody, type MessageBodySchema, type Part, type SchemaPart } from "../../../src/model";

// A small universe of names and types that the glob pieces below tell apart.
const NAMES = ["/a", "/b", "/.h", "/c", "/a/a", "/a/b", "/a/.h", "/b/a", "/a/a/a"];
const TYPES = ["text/plain", "image/png", "text/.x"];
const KEYS: Part[] = [undefined, ...NAMES].flatMap((name) =>
  TYPES.map((contentType) => (name === undefined ? { contentType } : { name, contentType })),
);

const segment = fc.constantFrom("a", "b", ".h", "*", "**", "{a,b}", "{a,.h}", "{a,b/a}", "?", "a*");
const nameGlob = fc.oneof(
  { weight: 5, arbitrary: fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => `/${s.join("/")}`) },
  { weight: 1, arbitrary: fc.constantFrom("**", "*", "**/a", "**/*", "/**/a", "/a/**/a") },
);
const typeGlob = fc.constantFrom(
  "*", "**", "text/*", "*/plain", "text/plain", "image/png", "{text,image}/*", "text/{plain,.x}", "*/*", "text/.x", "*/.*", "Text/Plain",
);
const schemaPart: fc.Arbitrary<SchemaPart> = fc.record(
  { name: nameGlob, contentType: typeGlob, required: fc.boolean() },
  { requiredKeys: ["contentType"] },
);
// At most two required entries keep the brute force below small: a failing body, if any, needs
// at most one part per required producer entry plus one.
const schema: fc.Arbitrary<MessageBodySchema> = fc
  .array(schemaPart, { maxLength: 4 })
  .filter((parts) => parts.filter((p) => p.required).length <= 2)
  .map((parts) => ({ parts }));

/** Brute force over the universe: a body valid under P and invalid under C, if there is one. */
function bruteForceCounterexample(p: MessageBodySchema, c: MessageBodySchema): MessageBody | undefined {
  // Which entry matches which key, asked of validateBody itself one part and one entry at a time.
  const matchRow = (schema: MessageBodySchema) =>
    KEYS.map((key) => schema.parts.map((entry) => validateBody({ parts: [key] }, { parts: [{ name: entry.name, contentType: entry.contentType }] }).valid));
  const pm = matchRow(p);
  const cm = matchRow(c);
  const valid = (keys: number[], m: boolean[][], s: MessageBodySchema) =>
    keys.every((k) => m[k]?.some(Boolean)) &&
    s.parts.every((entry, e) => !entry.required || keys.some((k) => m[k]?.[e]));
  const maxParts = p.parts.filter((e) => e.required).length + 1;
  const allowed = KEYS.map((_, k) => k).filter((k) => pm[k]?.some(Boolean));
  const search = (from: number, chosen: number[]): number[] | undefined => {
    if (valid(chosen, pm, p) && !valid(chosen, cm, c)) return chosen;
    if (chosen.length === maxParts) return undefined;
    for (let i = from; i < allowed.length; i++) {
      const k = allowed[i] as number;
      const name = KEYS[k]?.name;
      if (name !== undefined && chosen.some((o) => KEYS[o]?.name === name)) continue;
      const found = search(i + 1, [...chosen, k]);
      if (found) return found;
    }
    return undefined;
  };
  const keys = search(0, []);
  return keys && { parts: keys.map((k) => KEYS[k] as Part) };
}

describe("checkCompatibility agrees with brute force", () => {
  it("on random small schemas built from glob pieces", () => {
    let incompatible = 0;
    let bruteFound = 0;
    fc.assert(
      fc.property(schema, schema, (p, c) => {
        const result = checkCompatibility(p, c);
        const brute = bruteForceCounterexample(p, c);
        if (brute) {
          bruteFound++;
          // The brute force's own body must really be a counterexample by validateBody.
          expect(validateBody(brute, p).valid).toBe(true);
          expect(validateBody(brute, c).valid).toBe(false);
          expect(result.compatible).toBe(false);
        }
        if (!result.compatible) {
          incompatible++;
          expect(result.reasons.length).toBeGreaterThan(0);
          expect(result.counterexample).toBeDefined();
          expect(validateBody(result.counterexample as MessageBody, p).valid).toBe(true);
          expect(validateBody(result.counterexample as MessageBody, c).valid).toBe(false);
        } else {
          expect(result.counterexample).toBeUndefined();
        }
      }),
      { numRuns: 3000 },
    );
    // The generator must exercise both outcomes, or the property says little.
    expect(incompatible).toBeGreaterThan(300);
    expect(3000 - incompatible).toBeGreaterThan(300);
    expect(bruteFound).toBeGreaterThan(300);
  }, 60_000);

  it("when the consumer is the producer itself or a widening of it", () => {
    fc.assert(
      fc.property(schema, (p) => {
        expect(checkCompatibility(p, p).compatible).toBe(true);
        const widened = { parts: [...p.parts.map((e) => ({ ...e, required: false })), { name: "/**", contentType: "*" }, { contentType: "**" }] };
        expect(checkCompatibility(p, widened).compatible).toBe(true);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
