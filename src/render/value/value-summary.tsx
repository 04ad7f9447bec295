"use client";
import type { ComponentProps, ReactNode } from "react";
import { humanize } from "../../internal/humanize";
import { foldAbove, LongValue } from "./long-value";

type Schema = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);

// Past this depth a nested value is summarised ("3 fields"): the raw view shows it whole.
const maxDepth = 4;
const maxItems = 100;
// At most this many fields and items in all, however the value nests (a 10 MB document stays cheap).
const maxRows = 300;

/** What is left of the summary's row budget, shared by every level of one render. */
interface Budget {
  left: number;
}
// A list of short words or numbers reads best on one line: "Lyon, Paris, Rome".
const inlineListChars = 60;

/** The label a schema gives an enum value (`oneOf`/`anyOf` of `{ const, title }`), if any. */
function enumLabel(schema: Schema, value: unknown): string | undefined {
  for (const key of ["oneOf", "anyOf"]) {
    const options = schema[key];
    if (!Array.isArray(options)) continue;
    for (const option of options) {
      if (isRecord(option) && Object.is(option.const, value) && typeof option.title === "string") return option.title;
    }
  }
  return undefined;
}

// Paths, URLs, identifiers and the like are values to read exactly: monospace. Words are not.
const looksLiteral = (text: string) => !/\s/.test(text) && /[/\\@:._#=]|^[a-z]+_[a-z_]+$/i.test(text) && text.length > 2;

const countLabel = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function scalar(schema: Schema, value: unknown): ReactNode {
  const label = enumLabel(schema, value);
  if (label !== undefined) return label;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value === null || value === undefined) return <span data-slot="tool-value-empty">none</span>;
  if (typeof value === "number" || typeof value === "bigint") return <span data-slot="value-number">{String(value)}</span>;
  if (typeof value !== "string") return String(value);
  if (value === "") return <span data-slot="tool-value-empty">empty</span>;
  const mono = looksLiteral(value);
  if (value.length > foldAbove || value.includes("\n")) return <LongValue text={value} mono={mono} />;
  // Paths and identifiers read left to right in a right-to-left page too.
  return mono ? (
    <code data-slot="value-literal" dir="ltr">
      {value}
    </code>
  ) : (
    value
  );
}

const isScalar = (value: unknown) => value === null || typeof value !== "object";

// Plain functions, not components: one walk of the value per render, sharing its row budget.
function valueView(schema: Schema, value: unknown, depth: number, budget: Budget): ReactNode {
  if (Array.isArray(value)) {
    if (value.length === 0) return <span data-slot="tool-value-empty">none</span>;
    const items = isRecord(schema.items) ? schema.items : {};
    if (depth > maxDepth) return <span data-slot="tool-value-empty">{countLabel(value.length, "item", "items")}</span>;
    // Short scalars on one line; anything longer one per line.
    if (value.every(isScalar) && value.every((v) => typeof v !== "string" || !v.includes("\n"))) {
      const texts = value.map((v) => (typeof v === "string" ? v : String(v)));
      if (texts.join(", ").length <= inlineListChars && enumLabel(items, value[0]) === undefined && !texts.some(looksLiteral)) return texts.join(", ");
    }
    const shown = value.slice(0, Math.max(0, Math.min(maxItems, budget.left)));
    budget.left -= shown.length;
    return (
      <ul data-slot="tool-value-list" data-kind={value.every(isScalar) ? "values" : "records"}>
        {shown.map((item, i) => (
          <li key={i}>
            {valueView(items, item, depth + 1, budget)}
          </li>
        ))}
        {value.length > shown.length && <li data-slot="tool-value-empty">{value.length - shown.length} more</li>}
      </ul>
    );
  }
  if (isRecord(value)) {
    if (depth > maxDepth) return <span data-slot="tool-value-empty">{countLabel(Object.keys(value).length, "field", "fields")}</span>;
    return fieldsView(schema, value, depth + 1, budget);
  }
  return scalar(schema, value);
}

function fieldsView(schema: Schema, value: Schema, depth: number, budget: Budget): ReactNode {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  // The schema's order first, then whatever else the value carries.
  const keys = [...Object.keys(properties).filter((key) => Object.hasOwn(value, key)), ...Object.keys(value).filter((key) => !Object.hasOwn(properties, key))];
  if (keys.length === 0) return <span data-slot="tool-value-empty">none</span>;
  const shown = keys.slice(0, Math.max(0, Math.min(maxItems, budget.left)));
  budget.left -= shown.length;
  return (
    <dl data-slot="tool-value-fields">
      {shown.map((key) => {
        const field = isRecord(properties[key]) ? properties[key] : {};
        const title = typeof field.title === "string" && field.title !== "" ? field.title : humanize(key);
        const description = typeof field.description === "string" ? field.description : undefined;
        // An object, or a list holding objects, starts under its label; a list of words stays beside it.
        const item = value[key];
        const nested = isRecord(item) || (Array.isArray(item) && !item.every(isScalar));
        return (
          <div data-slot="tool-value-field" data-nested={nested ? "" : undefined} key={key}>
            <dt title={description ?? (title !== key ? key : undefined)}>{title}</dt>
            <dd>
              {valueView(field, value[key], depth, budget)}
            </dd>
          </div>
        );
      })}
      {keys.length > shown.length && (
        <div data-slot="tool-value-field">
          <dt />
          <dd data-slot="tool-value-empty">{countLabel(keys.length - shown.length, "more field", "more fields")}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * Props of {@link ValueSummary}: the value, the JSON Schema that describes it (optional), the
 * group's accessible name, and the `<div>`'s own props.
 *
 * @example
 * const props: ValueSummaryProps = { value: { city: "Lyon" }, label: "Arguments of Weather" };
 */
export type ValueSummaryProps = Omit<ComponentProps<"div">, "children"> & {
  readonly value: unknown;
  readonly schema?: Readonly<Record<string, unknown>>;
  readonly label: string;
};

/**
 * A value as people read it: each field labelled (its schema `title`, else its key in words) with
 * its value beside it; short values inline, long text folded to two lines, lists of a few words
 * on one line, nested objects indented; booleans as Yes/No, enum values by their `oneOf` titles,
 * paths and identifiers in monospace. What nests deeper than a few levels, and whatever is past
 * the first 300 fields and items in all, is counted, not drawn (the raw JSON shows it). A tool's arguments and results in a chat, a data part's payload.
 *
 * @selector [data-slot="tool-value"] > [data-slot="tool-value-fields"] > [data-slot="tool-value-field"] > dt, dd
 * @selector [data-slot="value-long"][data-state="folded" | "open"] a long text value
 * @example
 * <ValueSummary value={{ city: "Lyon", days: ["Sat", "Sun"] }} label="Arguments of Weather" />
 */
export function ValueSummary({ value, schema, label, ...props }: ValueSummaryProps) {
  return (
    <div role="group" aria-label={label} {...props} data-slot="tool-value">
      {valueView(isRecord(schema) ? schema : {}, value, 0, { left: maxRows })}
    </div>
  );
}
