"use client";
import { useContext } from "react";
import { ajvValidation } from "../validation/ajv-validation";
import { FormValidationContext } from "../validation/form-validation";
import { SchemaFormBase, type SchemaFormProps } from "./schema-form-base";

export type { FormIssue, SchemaFormProps, SchemaFormTemplates } from "./schema-form-base";

/**
 * A form generated from a JSON Schema, on `@rjsf/core` with partkit's theme: labelled fields,
 * `aria-invalid` and `aria-describedby` on every input, an error summary that links to each
 * problem and focuses the first one, human error messages, a validated JSON editor for parts of
 * the schema a form can't express, virtualised long arrays (over 40 items) and wide objects
 * (over 300 properties; an error still links to a field not yet mounted) and keystrokes that
 * re-render only the edited field. Untrusted schemas are safe: `$ref` loops are reported, `pattern`s
 * run on a linear-time engine (RE2JS; lookaround and backreferences are refused with a message),
 * huge enums become a searchable box.
 *
 * RJSF's own customisation stays open: `widgets`, `fields` and `templates` are merged over
 * partkit's, so a widget of your app's design system can stand in for one field or one kind.
 *
 * Validation is Ajv's unless a `validation` prop or a surrounding `FormValidationContext` says
 * otherwise (`evalFreeValidation` from `partkit/form/csp` for pages that forbid `unsafe-eval`).
 *
 * @selector [data-slot="schema-form"][data-state="ready" | "json" | "error"]
 * @example
 * <SchemaForm
 *   schema={{ type: "object", properties: { city: { type: "string", title: "City" } }, required: ["city"] }}
 *   onSubmit={(data) => console.log(data)}
 * />
 * @example
 * // An app widget for one field, registered by name and picked with ui:widget.
 * function StarRating({ id, value, onChange }: WidgetProps) {
 *   return <div id={id} role="radiogroup">{[1, 2, 3, 4, 5].map((n) => <button key={n} type="button" role="radio" aria-checked={value === n} onClick={() => onChange(n)}>★</button>)}</div>;
 * }
 * <SchemaForm
 *   schema={{ type: "object", properties: { rating: { type: "integer", minimum: 1, maximum: 5 } } }}
 *   uiSchema={{ rating: { "ui:widget": "StarRating" } }}
 *   widgets={{ StarRating }}
 * />
 */
export function SchemaForm<TData = unknown>(props: SchemaFormProps<TData>) {
  const fromContext = useContext(FormValidationContext);
  return <SchemaFormBase {...props} validation={props.validation ?? fromContext ?? ajvValidation} />;
}
