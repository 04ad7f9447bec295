import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { Ajv2019, Ajv2020 } from "./ajv-classes";
import { linearRegExp } from "../shared/linear-pattern";
import { inspectSchema, type SchemaInspection } from "../shared/schema-safety";

const validators = new Map<SchemaInspection["dialect"], ValidatorType>();

/**
 * The RJSF validator for a schema's dialect: draft-07 by default, 2019-09 or 2020-12 when the
 * schema's `$schema` says so (or, without `$schema`, when it uses 2020-12-only keywords). One
 * instance per dialect is shared, so compiled schemas are cached across forms. Patterns and
 * `patternProperties` keys run on RE2JS ({@link linearRegExp}), in time linear in the value.
 *
 * @example
 * const validator = validatorFor({ $schema: "https://json-schema.org/draft/2020-12/schema", type: "object" });
 * <Form schema={schema} validator={validator} />
 */
export function validatorFor(schema: unknown): ValidatorType {
  return validatorForDialect(inspectSchema(schema).dialect);
}

/**
 * The shared validator for one dialect.
 *
 * @example
 * const v = validatorForDialect("2020-12");
 * v.isValid({ prefixItems: [{ type: "string" }] }, ["a"], {}); // true
 */
export function validatorForDialect(dialect: SchemaInspection["dialect"]): ValidatorType {
  let validator = validators.get(dialect);
  if (!validator) {
    validator = lazyValidator(() => createValidator(dialect));
    validators.set(dialect, validator);
  }
  return validator;
}

// Building Ajv and its formats costs tens of milliseconds, and a form's first frame rarely needs
// it (RJSF asks the validator only for conditionals and anyOf/oneOf matching): build it on first use.
function lazyValidator(create: () => ValidatorType): ValidatorType {
  let real: ValidatorType | undefined;
  const get = () => (real ??= create());
  return {
    validateFormData: (...args) => get().validateFormData(...args),
    isValid: (...args) => get().isValid(...args),
    rawValidation: (...args) => get().rawValidation(...args),
    reset: () => real?.reset?.(),
  };
}

function createValidator(dialect: SchemaInspection["dialect"]): ValidatorType {
  const AjvClass = dialect === "2020-12" ? Ajv2020 : dialect === "2019-09" ? Ajv2019 : undefined;
  const validator = customizeValidator({
    ...(AjvClass ? { AjvClass: AjvClass as never } : {}),
    ajvOptionsOverrides: {
      code: { regExp: linearRegExp as never },
      // Large enums: loop instead of one inlined comparison per value, and skip the meta-schema
      // check, whose `enum: { uniqueItems: true }` compares every pair (50 000 values: ~25 s).
      loopEnum: 64,
      validateSchema: false,
      // Untrusted schemas may carry unknown formats; treat them as annotations, not errors.
      validateFormats: true,
    },
    ajvFormatOptions: undefined,
  }) as unknown as ValidatorType;
  return withValueLengths(withStableSchemas(validator));
}

/** How many characters of schema text {@link withStableSchemas} keeps before it starts afresh. */
const stableSchemaBudget = 8_000_000;

/**
 * Hands Ajv one object per distinct schema. Ajv caches what it compiled by the schema object,
 * and RJSF resolves the schema into a fresh copy for every live validation: each keystroke
 * compiled the whole schema again (seconds on a 5,000-property form) and kept it.
 */
function withStableSchemas(validator: ValidatorType): ValidatorType {
  const raw = validator.rawValidation.bind(validator);
  const byObject = new WeakMap<object, RJSFSchema>();
  let byText = new Map<string, RJSFSchema>();
  let kept = 0;
  const stable = (schema: RJSFSchema): RJSFSchema => {
    if (typeof schema !== "object" || schema === null) return schema;
    const known = byObject.get(schema);
    if (known) return known;
    let text: string;
    try {
      text = JSON.stringify(schema);
    } catch {
      return schema;
    }
    let found = byText.get(text);
    if (!found) {
      if (kept + text.length > stableSchemaBudget) {
        byText = new Map();
        kept = 0;
      }
      byText.set(text, schema);
      kept += text.length;
      found = schema;
    }
    byObject.set(schema, found);
    return found;
  };
  validator.rawValidation = ((schema: RJSFSchema, data?: unknown) => raw(stable(schema), data)) as ValidatorType["rawValidation"];
  return validator;
}

/**
 * RJSF keeps only an Ajv error's `params`, not the value (Ajv's `verbose` `data`); a `pattern`
 * error gets the value's length there, so its message can say when the value was too long to check.
 */
function withValueLengths(validator: ValidatorType): ValidatorType {
  const raw = validator.rawValidation.bind(validator);
  validator.rawValidation = ((schema: RJSFSchema, data?: unknown) => {
    const result = raw(schema, data);
    for (const error of (result.errors ?? []) as { keyword?: string; data?: unknown; params?: object }[]) {
      if (error.keyword === "pattern" && typeof error.data === "string") error.params = { ...error.params, valueLength: error.data.length };
    }
    return result;
  }) as ValidatorType["rawValidation"];
  return validator;
}

/**
 * Validates a value against a schema outside a form: the same dialect choice, safe patterns and
 * human messages as {@link SchemaForm}.
 *
 * @example
 * validateValue({ type: "number" }, "x") // [{ path: "", message: "Enter a number." }]
 */
export function validateValue(schema: unknown, value: unknown): { path: string; message: string }[] {
  if (schema === true || schema === undefined) return [];
  if (schema === false) return [{ path: "", message: "No value is allowed here." }];
  // What the form refuses to render (a $ref loop, thousands of levels or subschemas) is never
  // compiled either: Ajv would spin, overflow the stack or take minutes on it.
  const { problems } = inspectSchema(schema);
  if (problems.length > 0) return [{ path: "", message: `The schema could not be used: ${problems.join(" ")}` }];
  const validator = validatorFor(schema);
  try {
    const { errors } = validator.validateFormData(value, schema as RJSFSchema, undefined, humanizeErrorsLazy);
    return errors.map((e) => ({ path: e.property ?? "", message: e.message ?? "Invalid value." }));
  } catch (error) {
    return [{ path: "", message: `The schema could not be used: ${(error as Error).message}` }];
  }
}

// Imported lazily to keep this module free of a cycle with messages.ts.
import { humanizeErrors } from "./messages";
const humanizeErrorsLazy: typeof humanizeErrors = (errors, uiSchema) => humanizeErrors(errors, uiSchema);
