"use client";
import { Component, useCallback, useContext, useMemo, useRef, useState, type ComponentProps, type ErrorInfo, type ReactNode } from "react";
import { getDefaultRegistry } from "@rjsf/core";
import { errorId, getUiOptions, type FieldProps, type RegistryFieldsType, type UiSchema } from "@rjsf/utils";
import { isRecord, needsJsonEditor, withRootDefinitions } from "../shared/schema-safety";
import { NumberField } from "./number-field";
import { FormValidationContext } from "../validation/form-validation";

const core = getDefaultRegistry().fields;

/* -------------------------------------------------------------------------------------------------
 * JSON editor
 * -----------------------------------------------------------------------------------------------*/

/**
 * Props of {@link JsonEditor}: the value and its schema plus those of its `<div>` (whose `id`
 * and `onChange` are left out: `id` names the textarea, `onChange` takes the parsed value).
 *
 * @example
 * const props: JsonEditorProps = { id: "cfg", label: "Config", value: {}, onChange: console.log };
 */
export interface JsonEditorProps extends Omit<ComponentProps<"div">, "id" | "onChange" | "children"> {
  /** Element id of the textarea (its label points at it). */
  readonly id: string;
  readonly label: string;
  readonly value: unknown;
  /** Schema the parsed value is checked against (with the root's `$defs`/`definitions`). */
  readonly schema?: unknown;
  readonly rootSchema?: unknown;
  readonly description?: ReactNode;
  readonly readOnly?: boolean;
  readonly required?: boolean;
  /** Extra messages to show (the form's own errors for this field). */
  readonly errors?: readonly string[];
  /** Leave out the label and description (a surrounding field template shows them). */
  readonly bare?: boolean;
  /** Called with each value that parses; the schema check result is shown, not enforced. */
  readonly onChange: (value: unknown) => void;
}

/**
 * A labelled JSON text editor that parses as you type and checks the value against its
 * schema, with human messages. The form falls back to it for sub-schemas it cannot render
 * (`prefixItems`, `dependentSchemas`, several types, no type at all).
 *
 * @selector [data-slot="json-editor"][data-state="valid" | "invalid"]
 * @example
 * <JsonEditor id="cfg" label="Config" value={{ a: 1 }} schema={{ type: "object" }} onChange={setValue} />
 */
export function JsonEditor({ id, label, value, schema, rootSchema, description, readOnly, required, errors = [], bare, onChange, ...props }: JsonEditorProps) {
  const [text, setText] = useState(() => (value === undefined ? "" : JSON.stringify(value, null, 2)));
  const [parseError, setParseError] = useState<string>();
  const [lastSent, setLastSent] = useState<unknown>(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== lastSent) {
      setText(value === undefined ? "" : JSON.stringify(value, null, 2));
      setParseError(undefined);
    }
  }
  // The surrounding form's validation (Ajv or eval-free); on its own, the editor checks syntax only.
  const validateValue = useContext(FormValidationContext)?.validateValue;
  const schemaErrors = useMemo(() => {
    if (parseError || text.trim() === "" || schema === undefined || !validateValue) return [];
    try {
      return validateValue(withRootDefinitions(schema, rootSchema), JSON.parse(text)).map((e) => (e.path ? `${e.path.replace(/^\./, "")}: ${e.message}` : e.message));
    } catch {
      return [];
    }
  }, [text, parseError, schema, rootSchema, validateValue]);
  const messages = [...(parseError ? [parseError] : []), ...schemaErrors, ...errors.filter((e) => !schemaErrors.includes(e))];
  const errId = `${id}__json-error`;
  const descId = description && !bare ? `${id}__json-description` : undefined;
  return (
    <div {...props} data-slot="json-editor" data-state={messages.length ? "invalid" : "valid"}>
      {bare ? null : (
        <label data-slot="schema-form-field-label" htmlFor={id}>
          {label}
          {required ? <span data-slot="schema-form-field-required" aria-hidden="true"> *</span> : null} <span data-slot="schema-form-field-badge">JSON</span>
        </label>
      )}
      {descId ? (
        <div data-slot="schema-form-field-description" id={descId}>
          {description}
        </div>
      ) : null}
      <textarea
        id={id}
        data-slot="schema-form-textarea"
        spellCheck={false}
        rows={Math.min(12, Math.max(3, text.split("\n").length))}
        value={text}
        readOnly={readOnly}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={[descId, messages.length ? errId : undefined].filter(Boolean).join(" ") || undefined}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          if (next.trim() === "") {
            setParseError(undefined);
            setLastSent(undefined);
            onChange(undefined);
            return;
          }
          try {
            const parsed: unknown = JSON.parse(next);
            setParseError(undefined);
            setLastSent(parsed);
            onChange(parsed);
          } catch (error) {
            setParseError(`Not valid JSON yet: ${(error as Error).message.replace(/^JSON\.parse: /, "")}`);
          }
        }}
      />
      <div data-slot="schema-form-field-error" id={errId} hidden={messages.length === 0}>
        {messages.length ? (
          <ul>
            {messages.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** RJSF field that edits its sub-tree as validated JSON. */
function JsonEditorField(props: FieldProps & { bare?: boolean }) {
  const { fieldPathId, formData, schema, registry, onChange, name, required, readonly, disabled, uiSchema, errorSchema } = props;
  const ui = getUiOptions(uiSchema);
  const title = (ui.title as string | undefined) ?? schema.title ?? name ?? "Value";
  const description = (ui.description as string | undefined) ?? schema.description;
  const path = fieldPathId.path;
  const handle = useCallback((v: unknown) => onChange(v, path, undefined, fieldPathId.$id), [onChange, path, fieldPathId.$id]);
  const own = (errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [];
  return (
    <JsonEditor
      id={fieldPathId.$id}
      label={title}
      value={formData}
      schema={schema}
      rootSchema={registry.rootSchema}
      description={description}
      readOnly={readonly || disabled}
      required={required}
      errors={own}
      bare={props.bare}
      onChange={handle}
    />
  );
}

/* -------------------------------------------------------------------------------------------------
 * SchemaField: per-field fallback and error boundary
 * -----------------------------------------------------------------------------------------------*/

const jsonUi = new WeakMap<object, UiSchema>();
const noUi = {};
function withJsonEditor(uiSchema: UiSchema | undefined): UiSchema {
  const key = uiSchema ?? noUi;
  let ui = jsonUi.get(key);
  if (!ui) {
    ui = { ...uiSchema, "ui:field": JsonEditorField, "ui:label": false };
    jsonUi.set(key, ui);
  }
  return ui;
}

interface BoundaryProps {
  readonly fallback: (error: Error) => ReactNode;
  readonly children: ReactNode;
}

/** Catches a render error in one field so the rest of the form stays usable. */
export class FieldBoundary extends Component<BoundaryProps, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(_error: Error, _info: ErrorInfo) {}
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

const typed = new WeakMap<object, FieldProps["schema"]>();
function jsonType(v: unknown): string {
  return v === null ? "null" : Array.isArray(v) ? "array" : typeof v === "number" ? (Number.isInteger(v) ? "integer" : "number") : typeof v;
}
/**
 * Fills in what RJSF needs to pick a good widget: `enum`, `const` and `oneOf`/`anyOf` of
 * `const`s without a `type` get the type their values share, a legacy `enumNames` (still sent
 * by MCP elicitation) becomes a `oneOf` of titled `const`s, and an array of choices becomes a
 * multi-select. Validation keeps the original schema.
 */
function withInferredType(schema: FieldProps["schema"]): FieldProps["schema"] {
  if (!isRecord(schema) || "$ref" in schema) return schema;
  const cached = typed.get(schema);
  if (cached) return cached;
  if (Array.isArray(schema.enum) && Array.isArray(schema.enumNames) && schema.enumNames.length === schema.enum.length && !schema.oneOf) {
    const { enum: values, enumNames: names, ...rest } = schema;
    const out = { ...rest, oneOf: values.map((v, i) => ({ const: v, title: String(names[i]) })) } as FieldProps["schema"];
    typed.set(schema, out);
    return out;
  }
  // `anyOf: [X, { type: "null" }]` (Optional[X] from pydantic and zod) is just an optional X:
  // render X instead of a two-option picker.
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length === 2 && !("type" in schema)) {
    const isNull = (o: unknown) => isRecord(o) && o.type === "null" && Object.keys(o).length === 1;
    const other = alternatives.find((o) => !isNull(o));
    if (alternatives.some(isNull) && isRecord(other)) {
      const { anyOf: _a, oneOf: _o, ...rest } = schema;
      const out = withInferredType({ ...other, ...rest } as FieldProps["schema"]);
      typed.set(schema, out);
      return out;
    }
  }
  const items = schema.items;
  if (schema.type === "array" && schema.uniqueItems === undefined && isRecord(items)) {
    const alts = (items.oneOf ?? items.anyOf) as unknown[] | undefined;
    const choices = Array.isArray(items.enum) || (Array.isArray(alts) && alts.length > 0 && alts.every((o) => isRecord(o) && "const" in o));
    // MCP elicitation's multi-select (an array of an enum) omits uniqueItems, which RJSF needs to
    // render one multi-select instead of a list of single selects.
    if (choices) {
      const out = { ...schema, uniqueItems: true } as FieldProps["schema"];
      typed.set(schema, out);
      return out;
    }
  }
  if ("type" in schema) return schema;
  const options = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  const values: unknown[] | undefined = Array.isArray(schema.enum)
    ? schema.enum
    : "const" in schema
      ? [schema.const]
      : Array.isArray(options) && options.length > 0 && options.every((o) => isRecord(o) && "const" in o)
        ? options.map((o) => (o as { const: unknown }).const)
        : undefined;
  let out = schema;
  if (values && values.length > 0) {
    const types = new Set(values.map(jsonType));
    if (types.has("integer") && types.has("number")) types.delete("integer");
    if (types.size === 1) {
      const [type] = types;
      if (type === "string" || type === "number" || type === "integer" || type === "boolean") out = { ...schema, type };
    }
  }
  typed.set(schema, out);
  return out;
}

function SchemaField(raw: FieldProps) {
  const schema = withInferredType(raw.schema);
  const props = schema === raw.schema ? raw : { ...raw, schema };
  const reason = ui(props);
  const uiSchema = reason ? withJsonEditor(props.uiSchema) : props.uiSchema;
  const CoreSchemaField = core.SchemaField!;
  return (
    <FieldBoundary
      fallback={(error) => (
        <div data-slot="schema-form-field" data-state="invalid">
          <p data-slot="schema-form-field-error" role="alert" id={errorId(props.fieldPathId)}>
            This field could not be shown ({error.message}); edit it as JSON instead.
          </p>
          <JsonEditorField {...props} />
        </div>
      )}
    >
      <CoreSchemaField {...props} uiSchema={uiSchema} />
    </FieldBoundary>
  );
}
function ui(props: FieldProps) {
  if (props.uiSchema?.["ui:field"]) return undefined;
  // A recursive schema (an anyOf or oneOf whose first branch is the node itself) would otherwise
  // unfold a field inside a field without end: below this depth a value is edited as JSON.
  if ((props.fieldPathId?.path?.length ?? 0) > MAX_FIELD_DEPTH) return "nested too deeply";
  return needsJsonEditor(props.schema, props.registry.rootSchema);
}

/** Nesting of generated fields (object properties and array items) past which a value is edited as JSON. */
const MAX_FIELD_DEPTH = 24;

/* -------------------------------------------------------------------------------------------------
 * oneOf / anyOf that remember each branch's data
 * -----------------------------------------------------------------------------------------------*/

function remembering(Inner: NonNullable<RegistryFieldsType[string]>) {
  return function RememberingMultiSchemaField(props: FieldProps) {
    const { onChange, formData, fieldPathId, schema, registry } = props;
    const selectId = `${fieldPathId.$id}${schema.oneOf ? "__oneof_select" : "__anyof_select"}`;
    const [initial] = useState(() => {
      const options = (schema.oneOf ?? schema.anyOf ?? []) as never[];
      try {
        return registry.schemaUtils.getClosestMatchingOption(formData, options.map((o) => registry.schemaUtils.retrieveSchema(o, formData)), 0);
      } catch {
        return 0;
      }
    });
    const stash = useRef(new Map<number, unknown>());
    const current = useRef<number>(initial);
    const next = useRef<number | undefined>(undefined);
    const wrapped = useCallback<FieldProps["onChange"]>(
      (value, path, es, id) => {
        if (id === selectId && next.current !== undefined && next.current !== current.current) {
          stash.current.set(current.current, formData);
          const restored = stash.current.get(next.current);
          current.current = next.current;
          next.current = undefined;
          onChange(restored !== undefined ? restored : value, path, es, id);
          return;
        }
        onChange(value, path, es, id);
      },
      [onChange, selectId, formData],
    );
    return (
      <div
        data-slot="schema-form-choice-root"
        onChangeCapture={(e) => {
          const target = e.target as unknown as HTMLSelectElement;
          if (target.id === selectId) next.current = Number(target.value);
        }}
      >
        <Inner {...props} onChange={wrapped} />
      </div>
    );
  };
}

/** A JSON editor used for values with no type (RJSF's FallbackField). */
function FallbackField(props: FieldProps) {
  return <JsonEditorField {...props} bare />;
}

/**
 * partkit's RJSF fields: a SchemaField that routes sub-schemas RJSF cannot render to a
 * validated JSON editor and isolates render errors per field, and oneOf/anyOf fields that
 * keep each branch's data when you switch away and back. Fresh map, stable identities.
 *
 * @example
 * <Form fields={createFields()} … />
 */
export function createFields(): RegistryFieldsType {
  return { SchemaField, OneOfField, AnyOfField, FallbackField, NumberField };
}
const OneOfField = remembering(core.OneOfField!);
const AnyOfField = remembering(core.AnyOfField!);
