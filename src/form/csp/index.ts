"use client";
export { SchemaForm } from "./schema-form";
export { evalFreeValidation, evalFreeValidator } from "./eval-free-validator";
export { FormValidationContext, type FormValidation } from "../form-validation";
export type { FormIssue, SchemaFormProps, SchemaFormTemplates } from "../schema-form-base";
