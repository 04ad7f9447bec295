"use client";
import type { ComponentProps, ReactNode } from "react";
import { JsonTree } from "../json/json-tree";
import type { ToolSchema } from "./tools-context";

type Record_ = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record_ => typeof value === "object" && value !== null && !Array.isArray(value);

// Past this depth a nested value shows as a JSON tree: a labelled view is for the shapes people read.
const maxDepth = 4;
const maxItems = 100;

/**
 * What a key reads as when its schema has no title.
 *
 * @example
 * humanize("first_name"); // "First name"
 * humanize("startDate");  // "Start date"
 */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** The label a schema gives an enum value (`oneOf`/`anyOf` of `{ const, title }`), if any. */
function enumLabel(schema: Record_, value: unknown): string | undefined {
  for (const key of ["oneOf", "anyOf"]) {
    const options = schema[key];
    if (!Array.isArray(options)) continue;
    for (const option of options) {
      if (isRecord(option) && Object.is(option.const, value) && typeof option.title === "string") return option.title;
    }
  }
  return undefined;
}

function scalar(schema: Record_, value: unknown): ReactNode {
  const label = enumLabel(schema, value);
  if (label !== undefined) return label;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value === null) return <span data-slot="tool-value-empty">none</span>;
  if (typeof value === "string") return value === "" ? <span data-slot="tool-value-empty">empty</span> : value;
  return String(value);
}

function ValueView({ schema, value, depth }: { readonly schema: Record_; readonly value: unknown; readonly depth: number }): ReactNode {
  if (depth > maxDepth && typeof value === "object" && value !== null) return <JsonTree value={value} toolbar={false} />;
  if (Array.isArray(value)) {
    const items = isRecord(schema.items) ? schema.items : {};
    return (
      <ol data-slot="tool-value-list">
        {value.slice(0, maxItems).map((item, i) => (
          <li key={i}>
            <ValueView schema={items} value={item} depth={depth + 1} />
          </li>
        ))}
        {value.length > maxItems && <li data-slot="tool-value-empty">{value.length - maxItems} more</li>}
      </ol>
    );
  }
  if (isRecord(value)) return <Fields schema={schema} value={value} depth={depth + 1} />;
  return scalar(schema, value);
}

function Fields({ schema, value, depth }: { readonly schema: Record_; readonly value: Record_; readonly depth: number }) {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  // The schema's order first, then whatever else the value carries.
  const keys = [...Object.keys(properties).filter((key) => Object.hasOwn(value, key)), ...Object.keys(value).filter((key) => !Object.hasOwn(properties, key))];
  if (keys.length === 0) return <span data-slot="tool-value-empty">none</span>;
  return (
    <dl data-slot="tool-value-fields">
      {keys.slice(0, maxItems).map((key) => {
        const field = isRecord(properties[key]) ? properties[key] : {};
        const title = typeof field.title === "string" && field.title !== "" ? field.title : humanize(key);
        const description = typeof field.description === "string" ? field.description : undefined;
        return (
          <div data-slot="tool-value-field" key={key}>
            <dt title={description}>{title}</dt>
            <dd>
              <ValueView schema={field} value={value[key]} depth={depth} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * A value shown by its JSON Schema, read-only: each property labelled with its schema `title` (or
 * its key in words), enum values by their `oneOf` titles, booleans as Yes/No, nested objects and
 * lists indented; anything past a few levels as a JSON tree. A tool's arguments in its card.
 *
 * @selector [data-slot="tool-value"] > [data-slot="tool-value-fields"] > [data-slot="tool-value-field"] > dt, dd
 * @example
 * <SchemaValue schema={{ properties: { city: { title: "City" } } }} value={{ city: "Lyon" }} label="Arguments of get_weather" />
 */
export function SchemaValue({ schema, value, label, ...props }: Omit<ComponentProps<"div">, "children"> & { readonly schema: ToolSchema; readonly value: unknown; readonly label: string }) {
  return (
    <div role="group" aria-label={label} {...props} data-slot="tool-value">
      <ValueView schema={isRecord(schema) ? schema : {}} value={value} depth={0} />
    </div>
  );
}
