import { Validator, type OutputUnit, type SchemaDraft } from "@cfworker/json-schema";
import { toErrorList, toErrorSchema, createErrorHandler, unwrapErrorHandler, validationDataMerge, type ErrorSchema, type RJSFSchema, type RJSFValidationError, type ValidatorType } from "@rjsf/utils";
import type { FormValidation } from "../validation/form-validation";
import { humanizeErrors } from "../validation/messages";
import { inspectSchema, isRecord, withRootDefinitions } from "../shared/schema-safety";
import { withLinearRegExp } from "./linear-regexp-scope";

/** Errors that only say "a subschema had errors"; the subschema's own errors follow them. */
const wrappers = new Set(["$ref", "$recursiveRef", "properties", "patternProperties", "items", "prefixItems", "additionalItems", "unevaluatedItems", "allOf", "dependentSchemas"]);

function draftOf(schema: unknown): SchemaDraft {
  const declared = isRecord(schema) && typeof schema.$schema === "string" ? schema.$schema : "";
  if (/draft-04/.test(declared)) return "4";
  const { dialect } = inspectSchema(schema);
  return dialect === "draft-07" ? "7" : dialect;
}

interface Prepared {
  readonly validator: Validator;
  readonly schema: unknown;
}

const prepared = new WeakMap<object, Prepared>();

/** A copy of the schema the library may annotate (it marks `$ref`s in place). */
function prepare(schema: unknown): Prepared {
  const key = isRecord(schema) ? schema : undefined;
  const hit = key && prepared.get(key);
  if (hit) return hit;
  const copy = (node: unknown, depth: number): unknown => {
    if (depth > 500) return node;
    if (Array.isArray(node)) return node.map((v) => copy(v, depth + 1));
    if (!isRecord(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === "enum" || k === "const" || k === "default" || k === "examples" ? v : copy(v, depth + 1);
    return out;
  };
  const schemaCopy = copy(schema, 0);
  const result = { validator: new Validator(schemaCopy as never, draftOf(schema), false), schema: schemaCopy };
  if (key) prepared.set(key, result);
  return result;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/~1/g, "/").replace(/~0/g, "~");
  } catch {
    return segment;
  }
}

/** Follows a keyword location (`#/properties/a/$ref/minLength`) through the prepared schema. */
function locate(p: Prepared, location: string): { parent: unknown; value: unknown } {
  const lookup = (p.validator as unknown as { lookup: Record<string, unknown> }).lookup;
  let parent: unknown;
  let cur: unknown = p.schema;
  for (const raw of location.replace(/^#\/?/, "").split("/").filter(Boolean)) {
    const seg = decode(raw);
    if (seg === "$ref" && isRecord(cur)) {
      const ref = (cur as { __absolute_ref__?: string }).__absolute_ref__ ?? cur.$ref;
      parent = cur;
      cur = typeof ref === "string" ? lookup[ref] : undefined;
      continue;
    }
    if (seg === "$recursiveRef") continue;
    parent = cur;
    cur = isRecord(cur) || Array.isArray(cur) ? (cur as Record<string, unknown>)[seg] : undefined;
  }
  return { parent, value: cur };
}

const quoted = (text: string) => /"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];

/** One library error as RJSF reports an Ajv error (`name`, `property`, `params`), or undefined for a wrapper. */
function toRjsfError(p: Prepared, unit: OutputUnit, instance: unknown): RJSFValidationError | undefined {
  const name = unit.keyword;
  if (wrappers.has(name)) return undefined;
  const { parent, value } = locate(p, unit.keywordLocation);
  const at = unit.instanceLocation.replace(/^#/, "").split("/").filter(Boolean).map(decode);
  let property = at.length ? `.${at.join(".")}` : "";
  let params: Record<string, unknown> = {};
  let title = isRecord(parent) && typeof parent.title === "string" ? parent.title : "";
  switch (name) {
    case "required":
    case "dependentRequired":
    case "dependencies": {
      if (name !== "required" && !/does not have/.test(unit.error)) return undefined;
      const names = [...unit.error.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
      const missing = name === "required" ? names[0] : names[1];
      params = name === "required" ? { missingProperty: missing } : { property: names[0], missingProperty: missing, deps: missing };
      const props = isRecord(parent) && isRecord(parent.properties) ? parent.properties : undefined;
      const own = missing !== undefined && props && isRecord(props[missing]) ? (props[missing] as { title?: unknown }).title : undefined;
      title = typeof own === "string" ? own : "";
      property = property ? `${property}.${missing}` : String(missing);
      break;
    }
    case "type":
      params = { type: Array.isArray(value) ? value.join(",") : value };
      break;
    case "minLength":
    case "maxLength":
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
    case "minItems":
    case "maxItems":
    case "minProperties":
    case "maxProperties":
      params = { limit: value };
      break;
    case "multipleOf":
      params = { multipleOf: value };
      break;
    case "pattern": {
      // The value's length, as the Ajv validation adds it: the message says when it was too long to check.
      const checked = at.reduce<unknown>((v, seg) => (isRecord(v) || Array.isArray(v) ? (v as Record<string, unknown>)[seg] : undefined), instance);
      params = typeof checked === "string" ? { pattern: value, valueLength: checked.length } : { pattern: value };
      break;
    }
    case "format":
      params = { format: value };
      break;
    case "enum":
      params = { allowedValues: value };
      break;
    case "const":
      params = { allowedValue: value };
      break;
    case "uniqueItems": {
      const [j, i] = [...unit.error.matchAll(/\d+/g)].map((m) => Number(m[0]));
      params = { i, j };
      break;
    }
    case "additionalProperties":
    case "unevaluatedProperties":
      // A schema for extra properties reports through its own errors; `false` reports here.
      if (value !== false) return undefined;
      params = name === "additionalProperties" ? { additionalProperty: quoted(unit.error) } : { unevaluatedProperty: quoted(unit.error) };
      break;
    case "false":
      return { name: "false schema", property, message: unit.error, params: {}, stack: `${property} ${unit.error}`.trim(), schemaPath: unit.keywordLocation, title };
    case "propertyNames":
      params = { propertyName: quoted(unit.error) };
      break;
    case "oneOf": {
      const matches = Number(/\((\d+) matches\)/.exec(unit.error)?.[1] ?? 0);
      if (matches > 1) params = { passingSchemas: Array.from({ length: matches }, (_, k) => k) };
      break;
    }
    case "minContains":
    case "maxContains":
      params = { minContains: isRecord(parent) ? parent.minContains : undefined, maxContains: isRecord(parent) ? parent.maxContains : undefined };
      break;
  }
  return { name, property, message: unit.error, params, stack: `${property} ${unit.error}`.trim(), schemaPath: unit.keywordLocation, title };
}

function rawErrors(schema: unknown, value: unknown): { errors: RJSFValidationError[]; validationError?: Error } {
  if (schema === true || schema === undefined) return { errors: [] };
  if (schema === false) return { errors: [{ name: "false schema", property: "", message: "No value is allowed here.", params: {}, stack: "No value is allowed here.", schemaPath: "#" }] };
  try {
    const p = prepare(schema);
    // The library reads JSON values only; `undefined` (an empty form) is no value at all.
    const instance: unknown = value === undefined ? {} : JSON.parse(JSON.stringify(value));
    const result = withLinearRegExp(() => p.validator.validate(instance));
    const errors: RJSFValidationError[] = [];
    result.errors.forEach((unit, i) => {
      // A `false` extra-properties schema fails twice: once for the parent (reported), once for the value.
      const previous = result.errors[i - 1];
      if (unit.keyword === "false" && previous && /^(additional|unevaluated)Properties$/.test(previous.keyword)) return;
      const error = toRjsfError(p, unit, instance);
      if (error) errors.push(error);
    });
    return { errors };
  } catch (error) {
    return { errors: [], validationError: error as Error };
  }
}

/**
 * An RJSF validator on `@cfworker/json-schema`: JSON Schema drafts 4, 7, 2019-09 and 2020-12
 * without `eval` or `new Function`, so it runs under `Content-Security-Policy: script-src 'self'`.
 * Errors come out in Ajv's shape, so partkit's human messages read the same. `pattern` and
 * `patternProperties` run on RE2JS, in time linear in the value, as with Ajv.
 *
 * @example
 * <Form schema={schema} validator={evalFreeValidator} />
 */
export const evalFreeValidator: ValidatorType = {
  validateFormData(formData, schema, customValidate, transformErrors, uiSchema) {
    const { errors: raw, validationError } = rawErrors(schema, formData);
    let errors = validationError ? [...raw, { name: "schema", property: "", message: validationError.message, params: {}, stack: validationError.message, schemaPath: "" }] : raw;
    if (typeof transformErrors === "function") errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema(errors);
    if (typeof customValidate !== "function") return { errors, errorSchema };
    const handler = customValidate(formData, createErrorHandler(formData), uiSchema, errorSchema);
    return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
  },
  toErrorList(errorSchema?: ErrorSchema, fieldPath?: string[]) {
    return toErrorList(errorSchema, fieldPath);
  },
  isValid(schema, formData, rootSchema) {
    const { errors, validationError } = rawErrors(withRootDefinitions(schema, rootSchema), formData);
    return !validationError && errors.length === 0;
  },
  rawValidation(schema, formData) {
    const { errors, validationError } = rawErrors(schema as RJSFSchema, formData);
    return validationError ? { errors: errors as never[], validationError } : { errors: errors as never[] };
  },
} as ValidatorType;

/**
 * partkit's validation without `eval`: {@link evalFreeValidator} in forms, and the same check
 * with human messages for values outside a form.
 *
 * @example
 * <SchemaForm schema={schema} validation={evalFreeValidation} />
 * evalFreeValidation.validateValue({ type: "string", minLength: 3 }, "ab"); // [{ path: "", message: "Use at least 3 characters." }]
 */
export const evalFreeValidation: FormValidation = {
  validatorFor: () => evalFreeValidator,
  validateValue(schema, value) {
    const { errors, validationError } = rawErrors(schema, value);
    if (validationError) return [{ path: "", message: `The schema could not be used: ${validationError.message}` }];
    return humanizeErrors(errors).map((e) => ({ path: e.property ?? "", message: e.message ?? "Invalid value." }));
  },
};
