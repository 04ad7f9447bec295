"use client";
import { useCallback, useMemo, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { flushSync } from "react-dom";
import Form, { type FormProps, type IChangeEvent } from "@rjsf/core";
import type { RegistryFieldsType, RegistryWidgetsType, RJSFSchema, UiSchema } from "@rjsf/utils";
import { PendingContext, type PendingRegistry } from "./draft";
import { localizeEmbeddedIds } from "./embedded-ids";
import { createFields, FieldBoundary, JsonEditor } from "./fields";
import { humanizeErrors } from "../validation/messages";
import { patternPropertiesForRjsf } from "../shared/pattern-keys";
import { inspectSchema, isRecord, type JsonSchema } from "../shared/schema-safety";
import { createTemplates } from "./templates";
import { FormValidationContext, type FormValidation } from "../validation/form-validation";
import { createBaseInputTemplate, createWidgets } from "./widgets";

/**
 * One validation problem, in words a person can act on.
 *
 * @example
 * const issue: FormIssue = { path: ".email", message: "Enter an email address, like name@example.com." };
 */
export interface FormIssue {
  /** Dotted path of the field (`.address.street`), `""` for the whole value. */
  readonly path: string;
  readonly message: string;
}

/**
 * RJSF templates to use instead of partkit's, by name (`FieldTemplate`, `ErrorListTemplate`…);
 * `ButtonTemplates` are merged one by one.
 *
 * @example
 * const templates: SchemaFormTemplates = { FieldHelpTemplate: ({ help }) => (help ? <small>{help}</small> : null) };
 */
export type SchemaFormTemplates = NonNullable<FormProps["templates"]>;

/**
 * Props of {@link SchemaForm}: the form's options plus those of its `<div>` (the form's own
 * `onChange`/`onSubmit` take the value, so the `<div>`'s are left out).
 *
 * @example
 * const props: SchemaFormProps<{ city: string }> = { schema: { type: "object", properties: { city: { type: "string" } } }, liveValidate: true };
 */
export interface SchemaFormProps<TData = unknown> extends Omit<ComponentProps<"div">, "onChange" | "onSubmit" | "children"> {
  /** JSON Schema (draft-07, 2019-09 or 2020-12, chosen by `$schema`) of the value to edit. May be untrusted. */
  readonly schema: JsonSchema;
  /** RJSF uiSchema (`ui:widget`, `ui:order`, `ui:help`…). */
  readonly uiSchema?: UiSchema;
  /** The value to show; changing it replaces the form's value. */
  readonly formData?: TData;
  /** Called after each change reaches the form state (keystrokes are batched in a transition). */
  readonly onChange?: (data: TData, info: { readonly issues: readonly FormIssue[] }) => void;
  /** Called on a submit with no errors. */
  readonly onSubmit?: (data: TData) => void;
  /** Validate as the user types instead of on submit. */
  readonly liveValidate?: boolean;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  /** Prefix of every field id (default `"root"`); give each form on a page its own. */
  readonly idPrefix?: string;
  /**
   * Label of the submit button (default: the uiSchema's `ui:submitButtonOptions.submitText`, else
   * "Submit"); `false` hides it.
   */
  readonly submitLabel?: string | false;
  /** Replaces the submit button (put your own `type="submit"` buttons here). */
  readonly children?: ReactNode;
  /**
   * RJSF widgets by name, merged over partkit's (`TextareaWidget`, `SelectWidget`,
   * `CheckboxWidget`): a name of partkit's replaces it, a new name is there for `ui:widget`.
   */
  readonly widgets?: RegistryWidgetsType;
  /**
   * RJSF fields by name, merged over partkit's (`SchemaField`, `OneOfField`, `AnyOfField`,
   * `FallbackField`, `NumberField`). Replacing `SchemaField` drops partkit's JSON-editor fallback
   * and per-field error boundary.
   */
  readonly fields?: RegistryFieldsType;
  /** RJSF templates by name, merged over partkit's (`ButtonTemplates` one by one). */
  readonly templates?: SchemaFormTemplates;
  /**
   * How to validate (default: the surrounding `FormValidationContext`, else the entry's own:
   * Ajv from `partkit/form`, eval-free from `partkit/form/csp`).
   */
  readonly validation?: FormValidation;
}

// partkit's registry, built once; a form's own widgets, fields and templates are merged over it.
const baseTemplates = { ...createTemplates(), BaseInputTemplate: createBaseInputTemplate() } as SchemaFormTemplates;
const baseWidgets = createWidgets();
const baseFields = createFields();

function mergeTemplates(own: SchemaFormTemplates | undefined): SchemaFormTemplates {
  if (!own) return baseTemplates;
  return { ...baseTemplates, ...own, ButtonTemplates: { ...baseTemplates.ButtonTemplates, ...own.ButtonTemplates } };
}

function describePattern(pattern: string): string {
  return pattern.length > 60 ? `${pattern.slice(0, 60)}…` : pattern;
}

function toRjsfSchema(schema: JsonSchema): RJSFSchema {
  if (schema === true) return {};
  if (schema === false) return { not: {} };
  return isRecord(schema) ? (schema as RJSFSchema) : {};
}

function issuesOf(event: IChangeEvent): FormIssue[] {
  return (event.errors ?? []).map((e) => ({ path: e.property ?? "", message: e.message ?? "" }));
}

/**
 * {@link SchemaForm} with its validation given: the form itself, shared by `partkit/form` (Ajv)
 * and `partkit/form/csp` (eval-free), so neither entry loads the other's validator.
 *
 * @internal
 * @example
 * <SchemaFormBase schema={{ type: "string" }} validation={evalFreeValidation} />
 */
export function SchemaFormBase<TData = unknown>(props: SchemaFormProps<TData> & { readonly validation: FormValidation }) {
  const { schema, uiSchema, formData, onChange, onSubmit, liveValidate, disabled, readOnly, idPrefix = "root", submitLabel, children, widgets, fields, templates, onSubmitCapture, onBlurCapture, validation, ...rest } = props;
  // A bundled schema's `$ref`s to embedded `$id`s become local pointers RJSF can follow.
  const localSchema = useMemo(() => localizeEmbeddedIds(schema), [schema]);
  const inspection = useMemo(() => inspectSchema(localSchema), [localSchema]);
  const patternKeys = useMemo(() => patternPropertiesForRjsf(localSchema), [localSchema]);
  const rjsfSchema = useMemo(() => toRjsfSchema(patternKeys.schema as JsonSchema), [patternKeys]);
  const validator = useMemo(() => validation.validatorFor(localSchema), [validation, localSchema]);
  const pending = useRef(new Set<() => void>());
  const registry = useMemo<PendingRegistry>(
    () => ({ add: (f) => void pending.current.add(f), delete: (f) => void pending.current.delete(f) }),
    [],
  );
  const flush = useCallback(() => {
    if (pending.current.size === 0) return;
    const all = [...pending.current];
    pending.current.clear();
    flushSync(() => all.forEach((f) => f()));
  }, []);
  const ui = useMemo<UiSchema>(() => {
    // The uiSchema's own `ui:submitButtonOptions` (RJSF's way) stand unless `submitLabel` is given.
    if (submitLabel === undefined) return uiSchema ?? {};
    const submit = submitLabel === false ? { norender: true } : { submitText: submitLabel };
    return { ...uiSchema, "ui:submitButtonOptions": { ...(uiSchema?.["ui:submitButtonOptions"] as object | undefined), ...submit } };
  }, [uiSchema, submitLabel]);
  const handleChange = useCallback((event: IChangeEvent) => onChange?.(event.formData as TData, { issues: issuesOf(event) }), [onChange]);
  const handleSubmit = useCallback((event: IChangeEvent) => onSubmit?.(event.formData as TData), [onSubmit]);
  // Once a submit has shown errors, each one clears (or changes) as soon as its field is fixed,
  // instead of staying until the next submit.
  const [shownErrors, setShownErrors] = useState(false);
  const handleError = useCallback(() => setShownErrors(true), []);
  const registryWidgets = useMemo(() => (widgets ? { ...baseWidgets, ...widgets } : baseWidgets), [widgets]);
  const registryFields = useMemo(() => (fields ? { ...baseFields, ...fields } : baseFields), [fields]);
  const registryTemplates = useMemo(() => mergeTemplates(templates), [templates]);

  if (inspection.problems.length > 0 || inspection.jsonOnly) {
    const broken = inspection.problems.length > 0;
    return (
      <FormValidationContext value={validation}>
      <div {...rest} onSubmitCapture={onSubmitCapture} onBlurCapture={onBlurCapture} data-slot="schema-form" data-state={broken ? "error" : "json"}>
        {broken ? (
          <div data-slot="schema-form-error-summary" role="alert">
            <p>This schema can't be turned into a form: {inspection.problems.join(" ")}</p>
          </div>
        ) : (
          <p data-slot="schema-form-note">This value is edited as JSON because {inspection.jsonOnly}.</p>
        )}
        <JsonForm schema={broken ? undefined : schema} idPrefix={idPrefix} formData={formData} onChange={onChange} onSubmit={onSubmit} submitLabel={submitLabel} readOnly={readOnly || disabled} validateValue={validation.validateValue} />
      </div>
      </FormValidationContext>
    );
  }
  return (
    <FormValidationContext value={validation}>
    <div
      {...rest}
      // Keystrokes still batched must reach the form state before it validates or submits,
      // whatever the caller's handlers do, so these always flush.
      onSubmitCapture={(event) => {
        onSubmitCapture?.(event);
        flush();
      }}
      onBlurCapture={(event) => {
        onBlurCapture?.(event);
        flush();
      }}
      data-slot="schema-form"
      data-state="ready"
    >
      {patternKeys.refused.length > 0 && (
        <p data-slot="schema-form-note">
          {patternKeys.refused.map(({ pattern, reason }) => `Property names are not matched against the pattern ${describePattern(pattern)}: it ${reason}.`).join(" ")}
        </p>
      )}
      <PendingContext value={registry}>
        <FieldBoundary
          fallback={(error) => (
            <>
              <div data-slot="schema-form-error-summary" role="alert">
                <p>This schema could not be shown as a form ({error.message}). Edit the value as JSON instead.</p>
              </div>
              <JsonEditor id={`${idPrefix}__json`} label="Value" value={formData} schema={schema} onChange={(v) => onChange?.(v as TData, { issues: [] })} />
            </>
          )}
        >
          <Form
            schema={rjsfSchema}
            uiSchema={ui}
            formData={formData}
            validator={validator}
            templates={registryTemplates}
            widgets={registryWidgets}
            fields={registryFields}
            idPrefix={idPrefix}
            disabled={disabled}
            readonly={readOnly}
            liveValidate={liveValidate || shownErrors ? "onChange" : undefined}
            showErrorList="top"
            focusOnFirstError
            noHtml5Validate
            transformErrors={humanizeErrors}
            onChange={handleChange}
            onSubmit={handleSubmit}
            onError={handleError}
          >
            {children}
          </Form>
        </FieldBoundary>
      </PendingContext>
    </div>
    </FormValidationContext>
  );
}

const brokenSchemaIssue: FormIssue = { path: "", message: "This value can't be checked: the schema is broken." };

/**
 * The whole value as one validated JSON editor, with the same submit contract as the form. With
 * no usable schema (`schema` undefined: the schema is broken) nothing can say the value is right,
 * so nothing is submitted and every change reports that it is unchecked.
 */
function JsonForm<TData>({ schema, idPrefix, formData, onChange, onSubmit, submitLabel, readOnly, validateValue }: Pick<SchemaFormProps<TData>, "formData" | "onChange" | "onSubmit" | "submitLabel" | "readOnly"> & { schema: JsonSchema | undefined; idPrefix: string; validateValue: FormValidation["validateValue"] }) {
  const value = useRef<unknown>(formData);
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);
  const unchecked: readonly FormIssue[] = schema === undefined ? [brokenSchemaIssue] : [];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = schema === undefined ? unchecked : validateValue(schema, value.current);
        setIssues(found);
        if (found.length === 0) onSubmit?.(value.current as TData);
      }}
    >
      {issues[0] === brokenSchemaIssue ? (
        <div data-slot="schema-form-error-summary" role="alert">
          <p>Nothing was submitted. {brokenSchemaIssue.message}</p>
        </div>
      ) : issues.length > 0 ? (
        <div data-slot="schema-form-error-summary" role="alert">
          <p>{issues.length === 1 ? "There is 1 problem to fix" : `There are ${issues.length} problems to fix`}</p>
        </div>
      ) : null}
      <JsonEditor
        id={`${idPrefix}__json`}
        label="Value"
        value={formData}
        schema={schema}
        readOnly={readOnly}
        onChange={(v) => {
          value.current = v;
          onChange?.(v as TData, { issues: unchecked });
        }}
      />
      {submitLabel === false ? null : (
        <div data-slot="schema-form-actions">
          <button type="submit" data-slot="schema-form-button" data-variant="primary">
            {submitLabel ?? "Submit"}
          </button>
        </div>
      )}
    </form>
  );
}
