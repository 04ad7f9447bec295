"use client";
import { useCallback, useDeferredValue, useId, useMemo, useState, type ChangeEvent, type ComponentType } from "react";
import {
  descriptionId,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  errorId,
  examplesId,
  getInputProps,
  getUiOptions,
  helpId,
  type BaseInputTemplateProps,
  type RegistryWidgetsType,
  type WidgetProps,
} from "@rjsf/utils";
import { useDraft } from "./draft";

/** Enums longer than this render as a searchable text box instead of a `<select>`. */
export const ENUM_RENDER_CAP = 200;
/** How many matches the searchable enum box lists at once. */
const ENUM_MATCHES_SHOWN = 50;

/**
 * The ids an input's `aria-describedby` should name: only the description, help and error
 * elements that exist for this field.
 */
function describedBy(props: Pick<WidgetProps, "id" | "schema" | "uiSchema" | "rawErrors" | "hideError">, extra?: string): string | undefined {
  const { id, schema, uiSchema, rawErrors, hideError } = props;
  const ui = getUiOptions(uiSchema);
  const ids: string[] = [];
  if (ui.description ?? schema.description) ids.push(descriptionId(id));
  if (ui.help) ids.push(helpId(id));
  if (!hideError && (rawErrors?.length ?? 0) > 0) ids.push(errorId(id));
  if (extra) ids.push(extra);
  return ids.length ? ids.join(" ") : undefined;
}

function a11yProps(props: WidgetProps, extra?: string) {
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return {
    "aria-invalid": invalid || undefined,
    "aria-required": props.required || undefined,
    "aria-describedby": describedBy(props, extra),
  } as const;
}

/**
 * The `<input>` behind text, number, email, URL, date, colour and file widgets. Typing updates
 * this input at once and the form in a transition ({@link useDraft}); `writeOnly` strings are
 * masked with a Show toggle; `readOnly` renders read-only.
 */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options, schema, type, placeholder } = props;
  const inputProps = getInputProps(schema, type, options);
  const writeOnly = schema.writeOnly === true && inputProps.type !== "file";
  const [revealed, setRevealed] = useState(false);
  const emptyValue = options.emptyValue;
  const commit = useCallback((next: unknown) => onChange(next === "" ? emptyValue : next), [onChange, emptyValue]);
  const [draft, setDraft] = useDraft<unknown>(value, commit);
  const shown = inputProps.type === "number" || inputProps.type === "integer" ? (draft || draft === 0 ? draft : "") : draft == null ? "" : draft;
  const readOnly = readonly || schema.readOnly === true || schema.const !== undefined;
  const input = (
    <input
      id={id}
      name={htmlName || id}
      data-slot="schema-form-input"
      readOnly={readOnly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      {...inputProps}
      type={writeOnly ? (revealed ? "text" : "password") : inputProps.type}
      autoComplete={writeOnly ? "new-password" : (options.autocomplete as string | undefined)}
      value={onChangeOverride ? undefined : (shown as string | number)}
      list={Array.isArray(schema.examples) ? examplesId(id) : undefined}
      onChange={onChangeOverride ?? ((e: ChangeEvent<HTMLInputElement>) => setDraft(e.target.value))}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      {...a11yProps(props)}
    />
  );
  return (
    <>
      {writeOnly ? (
        <div data-slot="schema-form-input-group">
          {input}
          <button type="button" data-slot="schema-form-button" data-variant="ghost" aria-pressed={revealed} aria-controls={id} onClick={() => setRevealed((r) => !r)}>
            {revealed ? "Hide" : "Show"}
          </button>
        </div>
      ) : (
        input
      )}
      {Array.isArray(schema.examples) ? (
        <datalist id={examplesId(id)}>
          {(schema.examples as unknown[]).slice(0, 50).map((example) => (
            <option key={String(example)} value={String(example)} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}

function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, schema, placeholder } = props;
  const emptyValue = options.emptyValue;
  const commit = useCallback((next: unknown) => onChange(next === "" ? emptyValue : next), [onChange, emptyValue]);
  const [draft, setDraft] = useDraft<unknown>(value, commit);
  return (
    <textarea
      id={id}
      name={htmlName || id}
      data-slot="schema-form-textarea"
      rows={typeof options.rows === "number" ? options.rows : 4}
      readOnly={readonly || schema.readOnly === true}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      value={draft == null ? "" : String(draft)}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      {...a11yProps(props)}
    />
  );
}

/**
 * A `<select>` for enums and `oneOf` of `const`s; enums over {@link ENUM_RENDER_CAP} values become
 * a text box that lists the first matches, so a 100 000-value enum never becomes 100 000 DOM nodes.
 */
function SelectWidget(props: WidgetProps) {
  const { id, htmlName, options, value, disabled, readonly, multiple = false, autofocus, onChange, onBlur, onFocus, placeholder, schema } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  if (!multiple && enumOptions.length > ENUM_RENDER_CAP) return <BigEnumWidget {...props} />;
  const selectValue = enumOptionSelectedValue(value, enumOptions, multiple, undefined, multiple ? [] : "");
  // The oneOf/anyOf option picker has no <label> of its own; name it after its field.
  const picker = /__(one|any)of_select$/.test(id);
  const read = (e: { target: HTMLSelectElement }) =>
    multiple ? Array.from(e.target.options).filter((o) => o.selected).map((o) => o.value) : e.target.value;
  return (
    <select
      id={id}
      name={htmlName || id}
      data-slot="schema-form-select"
      multiple={multiple}
      value={selectValue as string | string[]}
      disabled={disabled || readonly || schema.readOnly === true}
      autoFocus={autofocus}
      onChange={(e) => onChange(enumOptionValueDecoder(read(e), enumOptions, undefined, emptyValue))}
      onBlur={(e) => onBlur(id, enumOptionValueDecoder(read(e), enumOptions, undefined, emptyValue))}
      onFocus={(e) => onFocus(id, enumOptionValueDecoder(read(e), enumOptions, undefined, emptyValue))}
      {...a11yProps(props)}
      aria-label={picker ? `${props.label || "Option"}: choose an option` : undefined}
    >
      {!multiple && schema.default === undefined && !picker ? <option value="">{placeholder || "Choose…"}</option> : null}
      {enumOptions.map(({ value: v, label }, i) => (
        <option key={i} value={enumOptionValueEncoder(v, i, undefined) as string} disabled={Array.isArray(enumDisabled) && enumDisabled.includes(v)}>
          {label}
        </option>
      ))}
    </select>
  );
}

function BigEnumWidget(props: WidgetProps) {
  const { id, htmlName, options, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const enumOptions = useMemo(() => options.enumOptions ?? [], [options.enumOptions]);
  const current = enumOptions.find((o) => Object.is(o.value, value));
  const [text, setText] = useState(current ? current.label : value == null ? "" : String(value));
  const query = useDeferredValue(text.toLowerCase());
  const listId = useId();
  const matches = useMemo(() => {
    const out: typeof enumOptions = [];
    for (const o of enumOptions) {
      if (o.label.toLowerCase().includes(query)) out.push(o);
      if (out.length >= ENUM_MATCHES_SHOWN) break;
    }
    return out;
  }, [enumOptions, query]);
  const hintId = `${id}__enum-hint`;
  return (
    <>
      <input
        id={id}
        name={htmlName || id}
        data-slot="schema-form-input"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        list={listId}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        onChange={(e) => {
          setText(e.target.value);
          const hit = enumOptions.find((o) => o.label === e.target.value);
          onChange(hit ? hit.value : e.target.value === "" ? options.emptyValue : e.target.value);
        }}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
        {...a11yProps(props, hintId)}
      />
      <datalist id={listId}>
        {matches.map((o, i) => (
          <option key={i} value={o.label} />
        ))}
      </datalist>
      <p data-slot="schema-form-field-hint" id={hintId}>
        {enumOptions.length.toLocaleString("en")} allowed values; type to search (showing up to {ENUM_MATCHES_SHOWN}).
      </p>
    </>
  );
}

function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, label, hideLabel, required, schema } = props;
  return (
    <div data-slot="schema-form-checkbox">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly || schema.readOnly === true}
        autoFocus={autofocus}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...a11yProps(props)}
      />
      <label htmlFor={id} className={hideLabel ? "pk-visually-hidden" : undefined}>
        {label}
        {required ? <span data-slot="schema-form-field-required" aria-hidden="true"> *</span> : null}
      </label>
    </div>
  );
}

/**
 * partkit's RJSF widgets (the rest come from `@rjsf/core` and render through
 * {@link createBaseInputTemplate}'s input). A fresh map on every call; identities are stable.
 *
 * @example
 * <Form widgets={createWidgets()} … />
 */
export function createWidgets(): RegistryWidgetsType {
  return { TextareaWidget, SelectWidget, CheckboxWidget };
}

/**
 * The input template (see {@link createWidgets}).
 *
 * @example
 * <Form templates={{ BaseInputTemplate: createBaseInputTemplate() }} … />
 */
export function createBaseInputTemplate(): ComponentType<BaseInputTemplateProps> {
  return BaseInputTemplate;
}
