import { describe, expect, it } from "vitest";
import { humanMessage, inspectSchema, isSafePattern, needsJsonEditor, patternRefusal, validateValue } from "../../../src/form";

// Was the hand-written guard's accept/reject lists: patterns now run on RE2JS, so only what RE2
// can't express (lookaround, backreferences) or too large a pattern is refused; the rest is safe.
describe("isSafePattern", () => {
  it.each(["^[a-z]+$", "^\\d{3}-\\d{4}$", "^(foo|bar)+$", "^(a+)+$", "(a*)*", "^(a|aa)+$", "(.*a){20}", "^(\\w+\\s?)*$", "(x+x+)+y", "(a?)".repeat(40) + "a".repeat(40), "^.*.*.*.*=$", "^a*a*a*a*b$"])("runs %s (on RE2JS)", (p) => {
    expect(isSafePattern(p)).toBe(true);
    expect(patternRefusal(p)).toBeUndefined();
  });
  it.each([
    ["(a)\\1", "uses a backreference (\\1), which can't be checked safely"],
    ["^(?=a)", "uses a lookahead (?=…), which can't be checked safely"],
    ["(", "is not a valid regular expression"],
    ["a{2000}", "repeats a part more than 1000 times, which can't be checked safely"],
    ["(?:a{1000}){1000}", "is too large to check safely"],
  ])("refuses %s: it %s", (p, reason) => {
    expect(isSafePattern(p)).toBe(false);
    expect(patternRefusal(p)).toBe(reason);
  });
  it("checks (a?)×40 a×40 (a form once took 8.7 s on it), as a pattern and a patternProperties key", () => {
    const pattern = "(a?)".repeat(40) + "a".repeat(40);
    const evil = `${"a".repeat(60)}!`;
    const started = performance.now();
    expect(validateValue({ type: "string", pattern }, evil)).toEqual([]);
    expect(validateValue({ type: "string", pattern }, "a".repeat(39))[0]?.message).toMatch(/^Doesn't match the required format/);
    expect(validateValue({ type: "object", patternProperties: { [pattern]: { type: "number" } }, additionalProperties: false }, { [evil]: "x" })[0]?.message).toBe("Enter a number.");
    expect(performance.now() - started).toBeLessThan(2000);
  });
  it("refuses a value too long to check within a frame, and says so", () => {
    expect(validateValue({ type: "string", pattern: "^[a-z]+$" }, "a".repeat(100_000))[0]?.message).toBe("This value is too long to check against the field's pattern (at most 30,000 characters).");
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
