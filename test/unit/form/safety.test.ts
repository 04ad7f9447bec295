import { describe, expect, it } from "vitest";
import { humanMessage, inspectSchema, isSafePattern, needsJsonEditor, validateValue } from "../../../src/form";

describe("isSafePattern", () => {
  it.each(["^[a-z]+$", "^\\d{3}-\\d{4}$", "^(foo|bar)+$", "^[A-Z][a-z]*( [A-Z][a-z]*)?$", "^https?://", "(ab)+", "^(\\d+)?$", "^\\+?[0-9]{1,3}[-. ]?\\(?[0-9]{3}\\)?[-. ]?[0-9]{3}[-. ]?[0-9]{4}$", "a?".repeat(10) + "a".repeat(10), "a?b?c?d?e?f?g?h?i?j?k?l?m?"])("accepts %s", (p) => {
    expect(isSafePattern(p)).toBe(true);
  });
  it.each(["^(a+)+$", "(a*)*", "^(a|a)+$", "^(a|aa)+$", "(.*a){20}", "^(\\w+\\s?)*$", "(x+x+)+y", "^(([a-z])+.)+[A-Z]([a-z])+$", "(a)\\1", "x".repeat(2000), "(a?)".repeat(40) + "a".repeat(40), "(a?){40}a{40}", "a?".repeat(11) + "a".repeat(11), "\\d?".repeat(11)])("rejects %s", (p) => {
    expect(isSafePattern(p)).toBe(false);
  });
  it("never runs (a?)×40 a×40, as a pattern or a patternProperties key (found by the hostile suite: a form took 8.7 s), and says why", () => {
    const pattern = "(a?)".repeat(40) + "a".repeat(40);
    const evil = `${"a".repeat(60)}!`;
    expect(validateValue({ type: "string", pattern }, evil)[0]?.message).toMatch(/too complex to check safely/);
    // A name the pattern would have to backtrack through: it is never tried, so the name is just not matched.
    expect(validateValue({ type: "object", patternProperties: { [pattern]: { type: "number" } }, additionalProperties: false }, { [evil]: "x" })[0]?.message).toBeDefined();
  });
  it("never runs a catastrophic pattern (a 40-char input would take minutes) and says why", () => {
    const issues = validateValue({ type: "string", pattern: "^(a+)+$" }, `${"a".repeat(40)}!`);
    expect(issues[0]?.message).toMatch(/too complex to check safely/);
  });
});

describe("schemas a form refuses", () => {
  it("validateValue reports the problem instead of compiling a schema nested 10,000 deep or with 200,000 oneOf branches (found by the hostile suite: 50 s and 45 s)", () => {
    let deep: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 10_000; i++) deep = { type: "object", properties: { a: deep } };
    expect(validateValue(deep, {})[0]?.message).toMatch(/nests deeper than \d+ levels/);
    const wide = { type: "string", oneOf: Array.from({ length: 200_000 }, (_, i) => ({ const: `v${i}` })) };
    expect(validateValue(wide, "v1")[0]?.message).toMatch(/too large/);
    expect(validateValue({ $ref: "#" }, 1)[0]?.message).toMatch(/loops back/);
  });
});

describe("huge enums", () => {
  it("compile and validate quickly (no pairwise meta-schema check, looped enum)", () => {
    const schema = { type: "object", properties: { pick: { type: "string", enum: Array.from({ length: 50_000 }, (_, i) => `v${i}`) } } };
    const started = performance.now();
    expect(validateValue(schema, { pick: "nope" })[0]?.message).toMatch(/Choose one of: “v0”, “v1”.*50000 in all/);
    expect(validateValue(schema, { pick: "v49999" })).toEqual([]);
    // A hang guard, not a speed claim (the pairwise check took ~25 s; the bench measures speed).
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe("inspectSchema", () => {
  it("picks the dialect from $schema or keywords", () => {
    expect(inspectSchema({ $schema: "https://json-schema.org/draft/2020-12/schema" }).dialect).toBe("2020-12");
    expect(inspectSchema({ $schema: "http://json-schema.org/draft-07/schema#" }).dialect).toBe("draft-07");
    expect(inspectSchema({ prefixItems: [{}] }).dialect).toBe("2020-12");
    expect(inspectSchema({ items: [{}] }).dialect).toBe("draft-07");
    expect(inspectSchema(true).dialect).toBe("draft-07");
  });
  it("finds ref-only cycles but not structural recursion", () => {
    expect(inspectSchema({ $ref: "#" }).problems).toHaveLength(1);
    expect(inspectSchema({ definitions: { a: { $ref: "#/definitions/b" }, b: { allOf: [{ $ref: "#/definitions/a" }] } }, $ref: "#/definitions/a" }).problems).toHaveLength(1);
    expect(inspectSchema({ type: "object", properties: { child: { $ref: "#" } } }).problems).toHaveLength(0);
  });
  it("reports a schema nested deeper than the form can follow", () => {
    let schema: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 10_000; i++) schema = { allOf: [schema] };
    expect(inspectSchema(schema).problems.join(" ")).toMatch(/nests deeper than \d+ levels/);
    let shallow: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 20; i++) shallow = { type: "object", properties: { a: shallow } };
    expect(inspectSchema(shallow).problems).toEqual([]);
  });
  it("flags refs the form can't follow", () => {
    expect(inspectSchema({ $ref: "other.json#/x" }).jsonOnly).toMatch(/other\.json/);
    expect(inspectSchema({ $ref: "#/$defs/missing" }).jsonOnly).toBeDefined();
    expect(inspectSchema({ $defs: { a: { type: "string" } }, $ref: "#/$defs/a" }).jsonOnly).toBeUndefined();
  });
});

describe("needsJsonEditor", () => {
  it("routes keywords a form can't express to the JSON editor", () => {
    expect(needsJsonEditor({ type: "array", prefixItems: [{}] })).toBe("prefixItems");
    expect(needsJsonEditor({ type: "object", dependentSchemas: {} })).toBe("dependentSchemas");
    expect(needsJsonEditor({ type: ["string", "number"] })).toBe("several types");
    expect(needsJsonEditor({ type: ["string", "null"] })).toBeUndefined();
    expect(needsJsonEditor({ type: "string" })).toBeUndefined();
  });
});

describe("human messages", () => {
  it.each([
    [{ name: "required", params: { missingProperty: "a" } }, "This field is required."],
    [{ name: "type", params: { type: "integer" } }, "Enter a whole number."],
    [{ name: "maxLength", params: { limit: 1 } }, "Use at most 1 character."],
    [{ name: "minimum", params: { limit: 5 } }, "Enter 5 or more."],
    [{ name: "format", params: { format: "uri" } }, "Enter a full URL, like https://example.com."],
    [{ name: "enum", params: { allowedValues: ["a", "b"] } }, "Choose one of: “a”, “b”."],
    [{ name: "minItems", params: { limit: 2 } }, "Add at least 2 items."],
    [{ name: "additionalProperties", params: { additionalProperty: "zip" } }, "“zip” is not an expected field."],
  ])("%j → %s", (error, message) => {
    expect(humanMessage({ stack: "", property: "", ...error } as never)).toBe(message);
  });
});

describe("patterns in one validator", () => {
  it("each pattern tests its own expression, whatever was compiled before", () => {
    expect(validateValue({ type: "string", pattern: "^[0-9]{3}$" }, "123")).toEqual([]);
    expect(validateValue({ type: "string", pattern: "^[A-Z]{3}$" }, "ABC")).toEqual([]);
    expect(validateValue({ type: "string", pattern: "^[A-Z]{3}$" }, "123")).toHaveLength(1);
  });
});
