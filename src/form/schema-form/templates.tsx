"use client";
import { Fragment, memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { virtualizeAbove } from "../../internal/virtual-list";
import { canRevealField, onFieldRevealersChange, revealField } from "./field-reveal";
import { findField } from "./find-field";
import { VirtualFields } from "./virtual-fields";
import { resolvePointer } from "../shared/schema-safety";
import {
  ADDITIONAL_PROPERTY_FLAG,
  descriptionId,
  errorId,
  getUiOptions,
  helpId,
  titleId,
  type ArrayFieldItemButtonsTemplateProps,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type DescriptionFieldProps,
  type ErrorListProps,
  type FieldErrorProps,
  type FieldHelpProps,
  type FieldTemplateProps,
  type IconButtonProps,
  type MultiSchemaFieldTemplateProps,
  type ObjectFieldTemplateProps,
  type Registry,
  type SubmitButtonProps,
  type TemplatesType,
  type TitleFieldProps,
  type UnsupportedFieldProps,
  type WrapIfAdditionalTemplateProps,
} from "@rjsf/utils";


/** The DOM id RJSF gives the field at an error's `property` path (`.a.0.b` → `root_a_0_b`). */
export function idFromProperty(property: string | undefined, prefix = "root"): string {
  const parts = (property ?? "").replace(/^\./, "").split(".").filter(Boolean);
  return [prefix, ...parts].join("_");
}

/* -------------------------------------------------------------------------------------------------
 * Field
 * -----------------------------------------------------------------------------------------------*/

function FieldTemplateImpl(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, uiSchema, rawErrors, schema, classNames, style } = props;
  const uiOptions = getUiOptions(uiSchema);
  // A `const` leaf (an option's discriminator, say) has nothing to edit: keep it out of sight.
  if (hidden || (schema.const !== undefined && schema.type !== "object" && schema.type !== "array")) return <div hidden>{children}</div>;
  const isCheckbox = uiOptions.widget === "checkbox" || (schema.type === "boolean" && !uiOptions.widget && !schema.enum);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const { schemaUtils } = props.registry;
  const container = schema.type === "object" || (schema.type === "array" && !schemaUtils.isMultiSelect(schema) && !schemaUtils.isFilesArray(schema, uiSchema));
  const options = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  // Options that are each one constant (`const` or a one-value `enum`) render as one select with
  // the field's id, which a <label> names; other options get a selector of their own.
  const choice = !container && Array.isArray(options) && !uiOptions.widget && !schemaUtils.isSelect(schema);
  const field = (
    <div data-slot="schema-form-field" data-state={invalid ? "invalid" : "valid"} data-kind={container ? "group" : "leaf"} className={classNames} style={style as never}>
      {displayLabel && !isCheckbox && !container && !choice && (
        <label data-slot="schema-form-field-label" htmlFor={id}>
          {label}
          {required ? <span data-slot="schema-form-field-required" aria-hidden="true"> *</span> : null}
        </label>
      )}
      {displayLabel && choice ? (
        <span data-slot="schema-form-field-label" id={`${id}__label`}>
          {label}
          {required ? <span data-slot="schema-form-field-required" aria-hidden="true"> *</span> : null}
        </span>
      ) : null}
      {(displayLabel || isCheckbox) && !container && description ? description : null}
      {children}
      {errors}
      {help}
    </div>
  );
  // Only an additional property needs the wrapper (its key input and remove button); any other
  // field's own element already carries `classNames` and `style`, and one element less per field
  // is a tenth of a 200-field form's DOM.
  return ADDITIONAL_PROPERTY_FLAG in schema ? <WrapIfAdditionalTemplate {...props}>{field}</WrapIfAdditionalTemplate> : field;
}
const FieldTemplate = memo(FieldTemplateImpl) as typeof FieldTemplateImpl;

function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div data-slot="schema-form-field-description" id={id}>
      {description}
    </div>
  );
}

function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  return (
    <legend data-slot="schema-form-field-legend" id={id}>
      {title}
      {required ? <span data-slot="schema-form-field-required" aria-hidden="true"> *</span> : null}
    </legend>
  );
}

function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const list = (errors ?? []).filter((e) => e !== "" && e != null);
  // Only a field with errors gets the element (one element less per field in a long form);
  // partkit's widgets name it in `aria-describedby` only then.
  if (list.length === 0) return null;
  return (
    <div data-slot="schema-form-field-error" id={errorId(fieldPathId)}>
      {list.length === 1 ? <p>{list[0]}</p> : <ul>{list.map((e, i) => <li key={i}>{e}</li>)}</ul>}
    </div>
  );
}

function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <div data-slot="schema-form-field-help" id={helpId(fieldPathId)}>
      {help}
    </div>
  );
}

function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, classNames, style, disabled, label, onKeyRenameBlur, onRemoveProperty, readonly, schema, children } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) {
    return (
      <div className={classNames} style={style as never}>
        {children}
      </div>
    );
  }
  return (
    <div data-slot="schema-form-additional-property" className={classNames} style={style as never}>
      <div data-slot="schema-form-field">
        <label data-slot="schema-form-field-label" htmlFor={`${id}-key`}>
          Field name
        </label>
        <input data-slot="schema-form-input" type="text" id={`${id}-key`} defaultValue={label} key={label} onBlur={onKeyRenameBlur} readOnly={readonly} disabled={disabled} />
      </div>
      <div data-slot="schema-form-additional-property-value">{children}</div>
      <button type="button" data-slot="schema-form-button" data-variant="icon" data-tone="danger" aria-label={`Remove field ${label}`} title="Remove field" disabled={disabled || readonly} onClick={onRemoveProperty}>
        ×
      </button>
    </div>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Error summary
 * -----------------------------------------------------------------------------------------------*/

const nothingAbsent: ReadonlySet<string> = new Set();

/** Focuses a field's input (or the field itself when it holds none). */
function focusField(el: HTMLElement): void {
  (el.matches("input,select,textarea,button,[tabindex]") ? el : (el.querySelector<HTMLElement>("input,select,textarea,button") ?? el)).focus();
}

function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const idPrefix = (registry.globalFormOptions as { idPrefix?: string } | undefined)?.idPrefix ?? "root";
  const count = errors.length;
  const shown = errors.slice(0, 50);
  // Errors of branches that are not on the page (an inactive `if`/`then`, another `oneOf`
  // option) keep their message but get no link: a link must lead somewhere.
  const [absent, setAbsent] = useState(nothingAbsent);
  const targets = shown.map((e) => idFromProperty(e.property, idPrefix)).join("\n");
  useLayoutEffect(() => {
    const form = ref.current?.closest("form");
    const scope = form ?? document;
    // A field a virtual list has not mounted is still on the page: the link scrolls to it.
    const check = () => {
      const missing = new Set(targets.split("\n").filter((t) => !findField(scope, t) && !canRevealField(form, t)));
      setAbsent((prev) => (prev.size === missing.size && [...missing].every((t) => prev.has(t)) ? prev : missing));
    };
    check();
    return form ? onFieldRevealersChange(form, check) : undefined;
  }, [targets]);
  return (
    <div data-slot="schema-form-error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby={`${idPrefix}__error-summary-title`}>
      <h2 id={`${idPrefix}__error-summary-title`} data-slot="schema-form-error-summary-title">
        {count === 1 ? "There is 1 problem to fix" : `There are ${count} problems to fix`}
      </h2>
      <ul>
        {shown.map((error, i) => {
          const target = idFromProperty(error.property, idPrefix);
          return (
            <li key={i}>
              {absent.has(target) ? (
                error.stack
              ) : (
                <a
                  href={`#${target}`}
                  onClick={(event) => {
                    const form = ref.current?.closest("form");
                    const scope = form ?? document;
                    const el = findField(scope, target);
                    if (!el && !canRevealField(form, target)) return;
                    event.preventDefault();
                    if (el) focusField(el);
                    else if (form) void revealField(form, target, (id) => findField(scope, id)).then((found) => found && focusField(found));
                  }}
                >
                  {error.stack}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {count > 50 ? <p>…and {count - 50} more.</p> : null}
    </div>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Object
 * -----------------------------------------------------------------------------------------------*/

function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, required, registry, uiSchema, schema, onAddProperty, disabled, readonly, formData, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const { ButtonTemplates } = registry.templates;
  const canExpand = registry.schemaUtils ? schema.additionalProperties !== false && (schema.additionalProperties !== undefined || schema.patternProperties !== undefined) && uiOptions.expandable !== false : false;
  const maxed = typeof schema.maxProperties === "number" && formData && Object.keys(formData).length >= schema.maxProperties;
  const last = fieldPathId.path[fieldPathId.path.length - 1];
  const isItem = typeof last === "number";
  const shownTitle = uiOptions.title ?? (isItem && !schema.title ? `Item ${last + 1}` : title);
  const shownDescription = uiOptions.description ?? description;
  const isRoot = fieldPathId.path.length === 0;
  const wide = properties.length > virtualizeAbove.formObject;
  const mounted = useMountedCount(properties.length);
  const body = (
    <>
      {shownDescription ? (
        <div data-slot="schema-form-field-description" id={descriptionId(fieldPathId)}>
          {shownDescription}
        </div>
      ) : null}
      {optionalDataControl}
      {wide ? (
        <>
          {properties.filter((p) => p.hidden).map((p) => <div key={p.name} hidden>{p.content}</div>)}
          <WideObjectFields properties={properties} parentId={fieldPathId.$id} separator={separatorOf(registry)} label={shownTitle || "Fields"} />
        </>
      ) : (
        // Each property's field element is the grid item itself: no wrapper per property.
        properties.slice(0, mounted).map((p) => (p.hidden ? <div key={p.name} hidden>{p.content}</div> : <Fragment key={p.name}>{p.content}</Fragment>))
      )}
      {canExpand && !maxed ? (
        <ButtonTemplates.AddButton onClick={onAddProperty} disabled={disabled || readonly} registry={registry} uiSchema={uiSchema} aria-label={`Add field${shownTitle ? ` to ${shownTitle}` : ""}`}>
          Add field
        </ButtonTemplates.AddButton>
      ) : null}
    </>
  );
  if (!shownTitle && isRoot) return <div data-slot="schema-form-object" id={fieldPathId.$id}>{body}</div>;
  return (
    <fieldset data-slot="schema-form-object" id={fieldPathId.$id} aria-describedby={shownDescription ? descriptionId(fieldPathId) : undefined}>
      {shownTitle ? (
        <legend data-slot="schema-form-field-legend" id={titleId(fieldPathId)}>
          {shownTitle}
          {required && !isItem ? <span data-slot="schema-form-field-required" aria-hidden="true"> *</span> : null}
        </legend>
      ) : (
        <legend data-slot="schema-form-field-legend" className="pk-visually-hidden">{fieldPathId.path[fieldPathId.path.length - 1] ?? ""}</legend>
      )}
      {body}
    </fieldset>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Array
 * -----------------------------------------------------------------------------------------------*/

function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, fieldPathId, uiSchema, items, onAddClick, readonly, disabled, registry, required, schema, title, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const { ButtonTemplates } = registry.templates;
  const shownTitle = (uiOptions.title as string | undefined) ?? title ?? fieldPathId.path[fieldPathId.path.length - 1]?.toString() ?? "Items";
  const description = (uiOptions.description as string | undefined) ?? schema.description;
  const virtual = items.length > virtualizeAbove.formArray;
  return (
    <fieldset data-slot="schema-form-array" id={fieldPathId.$id} data-state={virtual ? "virtual" : "static"} aria-describedby={description ? descriptionId(fieldPathId) : undefined}>
      <legend data-slot="schema-form-field-legend" id={titleId(fieldPathId)}>
        {shownTitle}
        {required ? <span data-slot="schema-form-field-required" aria-hidden="true"> *</span> : null}
        <span data-slot="schema-form-array-count"> ({items.length})</span>
      </legend>
      {description ? (
        <div data-slot="schema-form-field-description" id={descriptionId(fieldPathId)}>
          {description}
        </div>
      ) : null}
      {optionalDataControl}
      {virtual ? <ArrayItems items={items} arrayId={fieldPathId.$id} separator={separatorOf(registry)} label={shownTitle} estimate={estimateRow(schema.items, registry.rootSchema)} /> : <div data-slot="schema-form-array-items">{items}</div>}
      {canAdd ? (
        <ButtonTemplates.AddButton onClick={onAddClick} disabled={disabled || readonly} registry={registry} uiSchema={uiSchema} aria-label={`Add item to ${shownTitle}`}>
          Add item
        </ButtonTemplates.AddButton>
      ) : null}
    </fieldset>
  );
}

/** A row's likely height in px, from how many fields its item schema has (one labelled field ≈ 62 px). */
function estimateRow(itemSchema: unknown, root: unknown): number {
  let s = itemSchema as Record<string, unknown> | undefined;
  if (s && typeof s.$ref === "string") s = resolvePointer(root, s.$ref) as Record<string, unknown> | undefined;
  const props = s && typeof s.properties === "object" && s.properties !== null ? Object.keys(s.properties).length : 1;
  return Math.min(24 + 62 * Math.max(1, props), 800);
}

/** RJSF's id separator for this form: a child's id is its parent's, the separator and its key. */
const separatorOf = (registry: Registry): string => (registry.globalFormOptions as { idSeparator?: string } | undefined)?.idSeparator ?? "_";

/** A long array's items in a virtual list: rows mount as they scroll into view. */
function ArrayItems({ items, arrayId, separator, label, estimate }: { items: readonly ReactNode[]; arrayId: string; separator: string; label: string; estimate: number }) {
  const count = items.length;
  const ids = useMemo(() => Array.from({ length: count }, (_, i) => `${arrayId}${separator}${i}`), [arrayId, separator, count]);
  return <VirtualFields rows={items} ids={ids} label={label} noun="items" estimate={estimate} separator={separator} />;
}

// Properties an object mounts in its first render; the rest follow at once, in a transition.
const firstFields = 40;

/**
 * How many of an object's properties to mount: the first 40 in the first render, every one in a
 * transition right after it. A 200-field form paints its first screen of fields before the rest
 * mount, and mounting the rest yields to input instead of running as one long task.
 */
function useMountedCount(total: number): number {
  const [complete, setComplete] = useState(total <= firstFields);
  const pending = !complete && total > firstFields;
  useEffect(() => {
    if (pending) startTransition(() => setComplete(true));
  }, [pending]);
  return complete ? total : Math.min(total, firstFields);
}

/** The previous array while the new one holds the same strings: the list's revealer is not replaced per render. */
function useSameWhileEqual(next: readonly string[]): readonly string[] {
  const [last, setLast] = useState(next);
  if (last.length === next.length && last.every((item, i) => item === next[i])) return last;
  setLast(next);
  return next;
}

/** A wide object's shown properties in a virtual list (one labelled field ≈ 62 px, plus the gap). */
function WideObjectFields({ properties, parentId, separator, label }: { properties: ObjectFieldTemplateProps["properties"]; parentId: string; separator: string; label: string }) {
  const shown = properties.filter((p) => !p.hidden);
  const ids = useSameWhileEqual(shown.map((p) => `${parentId}${separator}${p.name}`));
  return <VirtualFields rows={shown.map((p) => p.content)} ids={ids} label={label} noun="fields" estimate={74} separator={separator} />;
}

function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, totalItems } = props;
  return (
    <div data-slot="schema-form-array-item" role="group" aria-label={`Item ${index + 1} of ${totalItems}`}>
      <div data-slot="schema-form-array-item-body">{children}</div>
      {hasToolbar ? (
        <div data-slot="schema-form-array-item-toolbar" role="group" aria-label={`Item ${index + 1} actions`}>
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      ) : null}
    </div>
  );
}

function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { disabled, hasCopy, hasMoveDown, hasMoveUp, hasRemove, index, onCopyItem, onRemoveItem, onMoveDownItem, onMoveUpItem, readonly } = props;
  const n = index + 1;
  const off = disabled || readonly;
  return (
    <>
      {hasMoveUp || hasMoveDown ? (
        <>
          <button type="button" data-slot="schema-form-button" data-variant="icon" aria-label={`Move item ${n} up`} title="Move up" disabled={off || !hasMoveUp} onClick={onMoveUpItem}>
            ↑
          </button>
          <button type="button" data-slot="schema-form-button" data-variant="icon" aria-label={`Move item ${n} down`} title="Move down" disabled={off || !hasMoveDown} onClick={onMoveDownItem}>
            ↓
          </button>
        </>
      ) : null}
      {hasCopy ? (
        <button type="button" data-slot="schema-form-button" data-variant="icon" aria-label={`Copy item ${n}`} title="Copy" disabled={off} onClick={onCopyItem}>
          ⧉
        </button>
      ) : null}
      {hasRemove ? (
        <button type="button" data-slot="schema-form-button" data-variant="icon" data-tone="danger" aria-label={`Remove item ${n}`} title="Remove" disabled={off} onClick={onRemoveItem}>
          ×
        </button>
      ) : null}
    </>
  );
}

/* -------------------------------------------------------------------------------------------------
 * oneOf / anyOf, buttons, unsupported
 * -----------------------------------------------------------------------------------------------*/

function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <div data-slot="schema-form-choice">
      {selector ? <div data-slot="schema-form-choice-selector">{selector}</div> : null}
      {optionSchemaField}
    </div>
  );
}

function AddButton({ registry: _r, uiSchema: _u, iconType: _i, icon: _c, children, ...rest }: IconButtonProps) {
  return (
    <button type="button" data-slot="schema-form-button" data-variant="secondary" {...rest}>
      {children ?? "Add"}
    </button>
  );
}

function IconButton(label: string, glyph: string) {
  return function Button({ registry: _r, uiSchema: _u, iconType: _i, icon: _c, children: _ch, ...rest }: IconButtonProps) {
    return (
      <button type="button" data-slot="schema-form-button" data-variant="icon" aria-label={label} title={label} {...rest}>
        {glyph}
      </button>
    );
  };
}

function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const options = getUiOptions(uiSchema).submitButtonOptions as { norender?: boolean; submitText?: string; props?: { disabled?: boolean; className?: string } } | undefined;
  if (options?.norender) return null;
  return (
    <div data-slot="schema-form-actions">
      <button type="submit" data-slot="schema-form-button" data-variant="primary" disabled={options?.props?.disabled} className={options?.props?.className}>
        {options?.submitText ?? "Submit"}
      </button>
    </div>
  );
}

function UnsupportedFieldTemplate({ reason, fieldPathId }: UnsupportedFieldProps) {
  return (
    <p data-slot="schema-form-field-unsupported" id={fieldPathId.$id}>
      This part of the schema can't be shown as a form ({reason}).
    </p>
  );
}

/**
 * partkit's RJSF templates: labelled fields with `data-slot`/`data-state`, an error summary
 * with links to each field, fieldsets with legends, a virtualised list for long arrays and
 * labelled item actions. A fresh map on every call; component identities are stable.
 *
 * @example
 * <Form templates={createTemplates()} … />
 */
export function createTemplates(): Partial<TemplatesType> {
  return {
    FieldTemplate,
    WrapIfAdditionalTemplate,
    DescriptionFieldTemplate,
    TitleFieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    ErrorListTemplate,
    ObjectFieldTemplate,
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    ArrayFieldItemButtonsTemplate,
    MultiSchemaFieldTemplate,
    UnsupportedFieldTemplate,
    ButtonTemplates: { AddButton, SubmitButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, ClearButton },
  } as Partial<TemplatesType>;
}
const CopyButton = IconButton("Copy", "⧉");
const MoveDownButton = IconButton("Move down", "↓");
const MoveUpButton = IconButton("Move up", "↑");
const RemoveButton = IconButton("Remove", "×");
const ClearButton = IconButton("Clear", "×");

