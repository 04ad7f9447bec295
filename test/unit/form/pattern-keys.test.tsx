import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SchemaForm, validateValue } from "../../../src/form";
import { evalFreeValidation } from "../../../src/form/csp";
import { patternPropertiesForRjsf } from "../../../src/form/shared/pattern-keys";

const slow = `${"(a?)".repeat(40)}${"a".repeat(40)}`;

describe("patternProperties keys RJSF runs with new RegExp", () => {
  // Was: catastrophic keys replaced by never-matching ones. Now every key RJSF's backtracking
  // engine might run slowly is hidden from it, and partkit's validators still check it exactly.
  it("hides from RJSF every key its RegExp could run slowly or can't run, keeping their schemas", () => {
    const schema = { type: "object", patternProperties: { "^x-": { type: "string" }, [slow]: { type: "number" }, "(": { type: "boolean" }, "^a*a*a*a*b$": { type: "null" } }, properties: { inner: { patternProperties: { "^(a+)+$": {} } } } };
    const { schema: forRjsf, refused } = patternPropertiesForRjsf(schema);
    expect(refused).toEqual([{ pattern: "(", reason: "is not a valid regular expression" }]);
    const keys = Object.keys((forRjsf as typeof schema).patternProperties);
    expect(keys[0]).toBe("^x-");
    const names = ["a".repeat(60), `${"a".repeat(1000)}!`, "(", "x-1"];
    for (const key of keys.slice(1)) for (const name of names) expect(new RegExp(key).test(name), `${key} on ${name.slice(0, 10)}`).toBe(false);
    expect(Object.values((forRjsf as typeof schema).patternProperties)).toEqual([{ type: "string" }, { type: "number" }, { type: "boolean" }, { type: "null" }]);
    expect(schema.patternProperties[slow]).toEqual({ type: "number" });
  });

  it("hands back the same schema when RJSF can run every key in linear time", () => {
    const schema = { type: "object", patternProperties: { "^x-[a-z]+$": { type: "string" }, "^[a-z]+_\\d+$": { type: "number" } } };
    expect(patternPropertiesForRjsf(schema)).toEqual({ schema, refused: [] });
    expect(patternPropertiesForRjsf(schema).schema).toBe(schema);
  });

  it("validates hidden keys exactly, with both validators, through the schema RJSF gets", () => {
    const schema = { type: "object", patternProperties: { "^a*a*a*a*b$": { type: "number" }, "f.*o": { type: "integer" } }, additionalProperties: false };
    const forRjsf = patternPropertiesForRjsf(schema).schema;
    const name = `${"a".repeat(999)}b`;
    for (const validate of [validateValue, evalFreeValidation.validateValue]) {
      for (const s of [schema, forRjsf]) {
        expect(validate(s, { [name]: 1, foooo: 2 })).toEqual([]);
        expect(validate(s, { [name]: "x" }).map((e) => e.message)).toEqual(["Enter a number."]);
        expect(validate(s, { bar: 1 }).map((e) => e.message)).toEqual(["“bar” is not an expected field."]);
      }
    }
  });

  it("SchemaForm names each refused key and why in a note, and renders the form", () => {
    render(<SchemaForm schema={{ type: "object", patternProperties: { "(a)\\1": { type: "string" }, "^(?!x)": { type: "string" } } }} formData={{ [`${"a".repeat(60)}!`]: "x" }} />);
    expect(screen.getByText(/Property names are not matched against the pattern \(a\)\\1: it uses a backreference \(\\1\), which can't be checked safely\. Property names are not matched against the pattern \^\(\?!x\): it uses a negative lookahead/)).toBeInTheDocument();
    expect(document.querySelector("form")).not.toBeNull();
  });
});
