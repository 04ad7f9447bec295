// Schemas: hostile JSON Schemas must render in SchemaForm (or show a contained error) and
// validate without hanging: ReDoS patterns, huge enums, deep nesting, $ref cycles, thousands of
// properties, and `__proto__` / `constructor` as property names and defaults.
import { SchemaForm, inspectSchema, validateValue } from "../../../src/form";
import { renderHtml } from "./render";
import { evilValue, hugeEnum, nestedSchema, redosPatterns } from "./inputs";
import type { CaseTable } from "./types";

type Schema = Record<string, unknown>;

/** Renders the form and validates `values` against the schema; both must finish (the worker's timeout is the hang detector) and never throw. */
async function exercise(schema: unknown, values: unknown[], formData?: unknown) {
  const inspection = inspectSchema(schema);
  const html = await renderHtml(<SchemaForm schema={schema as Schema} formData={formData} liveValidate />);
  if (!/<form|data-slot|role="alert"|JSON/.test(html)) throw new Error(`the form rendered nothing recognisable: ${html.slice(0, 300)}`);
  const issues = values.map((value) => validateValue(schema, value).length);
  return { htmlChars: html.length, issues, dialect: inspection.dialect };
}

const evil = evilValue(60);
const nestedValue = (depth: number): unknown => {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

// Built with JSON.parse, as from the wire: `__proto__` is an own property, not the prototype.
const protoNames = JSON.parse(`{
  "type": "object",
  "properties": {
    "__proto__": { "type": "object", "title": "__proto__", "default": { "polluted": true }, "properties": { "polluted": { "type": "boolean", "default": true } } },
    "constructor": { "type": "object", "default": { "prototype": { "polluted": true } }, "properties": { "prototype": { "type": "object", "default": { "polluted": true } } } },
    "prototype": { "type": "string", "default": "polluted" },
    "toString": { "type": "string", "default": "polluted" },
    "hasOwnProperty": { "type": "string", "default": "x" }
  },
  "default": { "__proto__": { "polluted": true }, "constructor": { "prototype": { "polluted": true } } },
  "definitions": { "__proto__": { "type": "string" } },
  "required": ["__proto__", "constructor"]
}`);

export const schemaCases: CaseTable = {
  ...Object.fromEntries(
    redosPatterns.map((pattern) => [
      `ReDoS pattern ${pattern.length > 40 ? `${pattern.slice(0, 40)}…` : pattern}`,
      () =>
        exercise({ type: "object", properties: { s: { type: "string", pattern }, t: { type: "string", pattern, default: evil } }, patternProperties: { [pattern]: { type: "string", pattern } } }, [
          { s: evil, t: evil, [evil]: evil },
          { s: "a".repeat(100_000) + "!" },
        ], { s: evil, t: evil }),
    ]),
  ),
  // Found by this suite: 8.7 s to render. Not nested quantifiers, 40 optional parts in a row that
  // can all take an "a": a name of 60 a's and "!" backtracks through every subset of them, and RJSF
  // runs patternProperties keys with new RegExp on every property name. Now RJSF never gets a key
  // its RegExp could run slowly, and the validators check it on RE2JS: the name matches.
  "patternProperties key (a?)×40 a×40 against a property name of 60 a's": async () => {
    const key = `${"(a?)".repeat(40)}${"a".repeat(40)}`;
    const schema = { type: "object", patternProperties: { [key]: { type: "string", pattern: key } }, properties: { b: { type: "object", patternProperties: { [key]: { type: "number" } } } } };
    const data = { [evil]: evil, b: { [evil]: 1 } };
    const html = await renderHtml(<SchemaForm schema={schema} formData={data} liveValidate />);
    const issues = [validateValue(schema, data), validateValue(schema, { [evil]: "a", b: { [evil]: "x" } })].map((list) => list.map((i) => i.message).sort());
    if (issues[0]!.length !== 0 || issues[1]!.join() !== "Doesn't match the required format ((a?)(a?)(a?)(a?)(a?)(a?)(a?)(a?)(a?)(a?)(a?)(a?)(a?)(a?)(a?)…).,Enter a number.") throw new Error(`wrong validation: ${JSON.stringify(issues)}`);
    return { htmlChars: html.length, issues: issues.map((list) => list.length) };
  },
  "ReDoS pattern in a 1 MB value": () => exercise({ type: "string", pattern: "^(a+)+$", maxLength: 5 }, [`${"a".repeat(1024 * 1024)}!`], `${"a".repeat(1024 * 1024)}!`),
  "enum of 200,000 values": () => exercise(hugeEnum(200_000), ["v199999", "nope"], "v5"),
  "oneOf of 200,000 labelled constants": () => exercise({ type: "string", oneOf: Array.from({ length: 200_000 }, (_, i) => ({ const: `v${i}`, title: `Value ${i}` })) }, ["v1", "nope"]),
  "properties nested 10,000 deep": () => exercise(nestedSchema(10_000, { type: "string" }), [nestedValue(10_000), nestedValue(10)]),
  "items nested 10,000 deep": () => {
    let schema: Schema = { type: "string" };
    for (let i = 0; i < 10_000; i++) schema = { type: "array", items: schema };
    return exercise(schema, [JSON.parse("[".repeat(5_000) + "]".repeat(5_000))]);
  },
  "allOf nested 10,000 deep": () => {
    let schema: Schema = { type: "string" };
    for (let i = 0; i < 10_000; i++) schema = { allOf: [schema] };
    return exercise(schema, ["x", 1]);
  },
  "$ref to itself": () => exercise({ $ref: "#" }, [{}, 1]),
  "$ref to itself through properties": () => exercise({ type: "object", properties: { child: { $ref: "#" }, name: { type: "string" } } }, [{ child: { child: { name: "x" } } }]),
  "$ref cycle A → B → A": () => exercise({ $ref: "#/definitions/A", definitions: { A: { $ref: "#/definitions/B" }, B: { $ref: "#/definitions/A" } } }, [{}]),
  "$ref cycle through allOf": () => exercise({ type: "object", allOf: [{ $ref: "#/$defs/X" }], $defs: { X: { allOf: [{ $ref: "#" }, { $ref: "#/$defs/X" }] } } }, [{}]),
  "$ref cycle through properties, items and anyOf": () =>
    exercise({ $defs: { node: { type: "object", properties: { kids: { type: "array", items: { $ref: "#/$defs/node" } }, alt: { anyOf: [{ $ref: "#/$defs/node" }, { $ref: "#" }] } } } }, $ref: "#/$defs/node" }, [{ kids: [{ kids: [] }] }]),
  "$ref to a missing and a malformed target": () => exercise({ type: "object", properties: { a: { $ref: "#/nope/never" }, b: { $ref: "http://127.0.0.1:9/remote.json" }, c: { $ref: "#/%%%/~9" } } }, [{ a: 1 }]),
  "5,000 properties, all required, with defaults": () =>
    exercise(
      { type: "object", required: Array.from({ length: 5_000 }, (_, i) => `p${i}`), properties: Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`p${i}`, { type: "string", default: `d${i}`, enum: [`d${i}`, "x"] }])) },
      [{}, Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`p${i}`, "x"]))],
    ),
  "__proto__ and constructor as property names and defaults": async () => {
    const out = await exercise(protoNames, [JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'), {}], JSON.parse('{"__proto__":{"polluted":true}}'));
    if (({} as Record<string, unknown>).polluted !== undefined) throw new Error("Object.prototype.polluted is set");
    return out;
  },
  "schema that is not a schema": async () => {
    const results = [];
    for (const schema of [null, 42, "string", [], { type: "nonsense" }, { type: ["object", 7] }, { properties: "x" }, { required: {} }, { enum: "x" }, { items: null }, { $schema: "http://example.com/unknown-dialect" }])
      results.push(await exercise(schema, [{}]).then(() => "ok", (error: Error) => `threw ${error.message.slice(0, 60)}`));
    if (results.some((r) => r !== "ok")) throw new Error(`SchemaForm or validateValue threw: ${results.join("; ")}`);
    return results.length;
  },
};
