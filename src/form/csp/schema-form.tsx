"use client";
import { useContext } from "react";
import { FormValidationContext } from "../validation/form-validation";
import { SchemaFormBase, type SchemaFormProps } from "../schema-form/schema-form-base";
import { evalFreeValidation } from "./eval-free-validator";

/**
 * `SchemaForm` for pages whose Content-Security-Policy forbids `unsafe-eval`: the same form,
 * validated by {@link evalFreeValidation} unless a `validation` prop or a surrounding
 * `FormValidationContext` says otherwise. This entry never loads Ajv.
 *
 * @selector [data-slot="schema-form"][data-state="ready" | "json" | "error"]
 * @example
 * import { SchemaForm } from "partkit/form/csp";
 * <SchemaForm schema={{ type: "object", properties: { city: { type: "string" } }, required: ["city"] }} onSubmit={save} />
 */
export function SchemaForm<TData = unknown>(props: SchemaFormProps<TData>) {
  const fromContext = useContext(FormValidationContext);
  return <SchemaFormBase {...props} validation={props.validation ?? fromContext ?? evalFreeValidation} />;
}
