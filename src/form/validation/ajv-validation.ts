import type { FormValidation } from "./form-validation";
import { validateValue, validatorFor } from "./validator";

/**
 * partkit's default validation: Ajv, one compiled validator per dialect (see {@link validatorFor}).
 *
 * @example
 * ajvValidation.validateValue({ type: "integer" }, 1.5); // [{ path: "", message: "Enter a whole number." }]
 */
export const ajvValidation: FormValidation = { validatorFor, validateValue };
