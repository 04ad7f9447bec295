import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SchemaForm } from "../../../src/form";
import { withoutUnsafePatternKeys } from "../../../src/form/shared/pattern-keys";

const slow = `${"(a?)".repeat(40)}${"a".repeat(40)}`;

describe("patternProperties keys RJSF would run with new RegExp", () => {
  it("replaces catastrophic and invalid keys by patterns that match nothing, keeping their schemas", () => {
    const schema = { type: "object", patternProperties: { "^x-": { type: "string" }, [slow]: { type: "number" }, "(": { type: "boolean" } }, properties: { inner: { patternProperties: { "^(a+)+$": {} } } } };
    const { schema: safe, refused } = withoutUnsafePatternKeys(schema);
    expect(refused).toEqual([slow, "(", "^(a+)+$"]);
    const keys = Object.keys((safe as typeof schema).patternProperties);
    expect(keys[0]).toBe("^x-");
    expect(keys.slice(1).every((key) => !new RegExp(key).test("a".repeat(60)) && !new RegExp(key).test("("))).toBe(true);
    expect(Object.values((safe as typeof schema).patternProperties)).toEqual([{ type: "string" }, { type: "number" }, { type: "boolean" }]);
    expect(schema.patternProperties[slow]).toEqual({ type: "number" });
  });

  it("hands back the same schema when every key can run", () => {
    const schema = { type: "object", patternProperties: { "^x-[a-z]+$": { type: "string" } } };
    expect(withoutUnsafePatternKeys(schema)).toEqual({ schema, refused: [] });
    expect(withoutUnsafePatternKeys(schema).schema).toBe(schema);
  });

  it("SchemaForm names the refused key in a note and renders the form", () => {
    render(<SchemaForm schema={{ type: "object", patternProperties: { [slow]: { type: "string" } } }} formData={{ [`${"a".repeat(60)}!`]: "x" }} />);
    expect(screen.getByText(/Property names are not matched against the pattern \(a\?\)\(a\?\).*…: it is too complex to check safely/)).toBeInTheDocument();
    expect(document.querySelector("form")).not.toBeNull();
  });
});
