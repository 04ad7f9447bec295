"use client";
import { createContext } from "react";
import type { ValidatorType } from "@rjsf/utils";

/**
 * How partkit's forms validate: the RJSF validator for a schema and a check of a value outside a
 * form, with partkit's human messages. `partkit/form` uses Ajv (fast, compiles with
 * `new Function`); `partkit/form/csp` has an eval-free one for pages whose Content-Security-Policy
 * forbids `unsafe-eval`.
 *
 * @example
 * import { evalFreeValidation } from "partkit/form/csp";
 * evalFreeValidation.validateValue({ type: "number" }, "x"); // [{ path: "", message: "Enter a number." }]
 */
export interface FormValidation {
  /** The RJSF validator for this schema (its dialect chosen by `$schema`). */
  validatorFor(schema: unknown): ValidatorType;
  /** Problems of a value against a schema, with human messages; `[]` when it is valid. */
  validateValue(schema: unknown, value: unknown): { path: string; message: string }[];
}

/**
 * The validation every partkit form inside uses (`SchemaForm`, `Playground`, `JsonEditor`,
 * `ResultView`); without a provider each uses its own entry's default.
 *
 * @example
 * <FormValidationContext value={evalFreeValidation}>
 *   <Playground inputSchema={schema} run={run} />
 * </FormValidationContext>
 */
export const FormValidationContext = createContext<FormValidation | null>(null);
