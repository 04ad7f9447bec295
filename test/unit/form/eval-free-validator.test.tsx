import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { validateValue } from "../../../src/form";
import { evalFreeValidation, SchemaForm } from "../../../src/form/csp";
import { parityFixtures } from "../../fixtures/form/rjsf-parity";

// Values and schemas where both validators must say the same, in the same words.
const cases: [string, unknown, unknown][] = [
  ["type", { type: "number" }, "x"],
  ["integer", { type: "integer" }, 1.5],
  ["minLength", { type: "string", minLength: 3 }, "ab"],
  ["maxLength", { type: "string", maxLength: 1 }, "ab"],
  ["minimum", { type: "number", minimum: 2 }, 1],
  ["exclusiveMaximum", { type: "number", exclusiveMaximum: 2 }, 2],
  ["multipleOf", { type: "number", multipleOf: 5 }, 7],
  ["pattern", { type: "string", pattern: "^[a-z]+$" }, "A1"],
  ["pattern that backtracks in RegExp", { type: "string", pattern: "^(a+)+$" }, `${"a".repeat(40)}!`],
  ["refused pattern (lookahead)", { type: "string", pattern: "^(?=a)" }, "a"],
  ["refused pattern (backreference)", { type: "string", pattern: "(a)\\1" }, "aa"],
  ["pattern valid only without the u flag", { type: "string", pattern: "^[a-z\\_]+\\-\\d$" }, "a_-x"],
  ["value too long for its pattern", { type: "string", pattern: "^[a-z]+$" }, "a".repeat(100_000)],
  ["patternProperties", { type: "object", patternProperties: { "^a*a*a*a*b$": { type: "number" } } }, { [`${"a".repeat(999)}b`]: "x" }],
  ["format", { type: "string", format: "email" }, "nope"],
  ["enum", { enum: ["a", "b"] }, "c"],
  ["const", { const: 3 }, 4],
  ["required", { type: "object", properties: { name: { type: "string", title: "Name" } }, required: ["name"] }, {}],
  ["nested", { type: "object", properties: { a: { type: "array", items: { type: "string", maxLength: 2 } } } }, { a: ["ok", "long"] }],
  ["additionalProperties", { type: "object", properties: {}, additionalProperties: false }, { x: 1 }],
  ["uniqueItems", { type: "array", uniqueItems: true }, [1, 2, 1]],
  ["minItems", { type: "array", minItems: 2 }, [1]],
  ["dependencies", { type: "object", dependencies: { a: ["b"] } }, { a: 1 }],
  ["oneOf", { oneOf: [{ type: "string" }, { type: "number" }] }, true],
  ["$ref into $defs (2020-12)", { $schema: "https://json-schema.org/draft/2020-12/schema", $defs: { n: { type: "integer", minimum: 0 } }, properties: { n: { $ref: "#/$defs/n" } } }, { n: -1 }],
  ["valid value", { type: "object", properties: { a: { type: "string" } } }, { a: "x" }],
];

describe("evalFreeValidation", () => {
  for (const [name, schema, value] of cases) {
    it(`says what Ajv says: ${name}`, () => {
      const sort = (list: { path: string; message: string }[]) => [...list].sort((a, b) => `${a.path}${a.message}`.localeCompare(`${b.path}${b.message}`));
      expect(sort(evalFreeValidation.validateValue(schema, value))).toEqual(sort(validateValue(schema, value)));
    });
  }

  // Was "never runs a catastrophic pattern" (refused as too complex): RE2JS now checks it.
  it("checks a pattern that backtracks catastrophically in RegExp, in linear time", () => {
    const started = performance.now();
    const found = evalFreeValidation.validateValue({ type: "string", pattern: "^(a+)+$" }, `${"a".repeat(40)}!`);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(found[0]?.message).toBe("Doesn't match the required format (^(a+)+$).");
    expect(evalFreeValidation.validateValue({ type: "string", pattern: "^(a+)+$" }, "a".repeat(40))).toEqual([]);
  });

  it("puts the platform's RegExp back after validating, even when the schema is broken", () => {
    const native = RegExp;
    evalFreeValidation.validateValue({ type: "string", pattern: "^a$" }, "a");
    evalFreeValidation.validateValue({ type: "object", patternProperties: { "(": {} } }, { x: 1 });
    expect(globalThis.RegExp).toBe(native);
  });

  it("accepts every parity fixture's schema", () => {
    for (const f of parityFixtures) expect(evalFreeValidation.validateValue(f.schema, f.formData ?? {}).every((e) => !e.message.startsWith("The schema could not be used")), f.name).toBe(true);
  });
});

describe("SchemaForm from partkit/form/csp", { timeout: 20_000 }, () => {
  it("shows human errors and submits a valid value", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SchemaForm schema={{ type: "object", properties: { name: { type: "string", title: "Name", minLength: 2 }, age: { type: "integer", title: "Age", minimum: 0 } }, required: ["name"] }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Name: This field is required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), "A");
    await user.type(screen.getByLabelText(/^Age/), "-1");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Name: Use at least 2 characters.")).toBeInTheDocument();
    expect(screen.getByText("Age: Enter 0 or more.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Name/), "da");
    await user.clear(screen.getByLabelText(/^Age/));
    await user.type(screen.getByLabelText(/^Age/), "36");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", age: 36 });
  });
});
