"use client";
import type { ComponentProps } from "react";
import { ValueSummary } from "../value/value-summary";
import type { ToolSchema } from "./tools-context";

/**
 * A value shown by its JSON Schema, read-only: each property labelled with its schema `title` (or
 * its key in words), enum values by their `oneOf` titles, booleans as Yes/No, nested objects and
 * lists indented, long text folded. A tool's arguments in its card. (`ValueSummary` with a schema.)
 *
 * @selector [data-slot="tool-value"] > [data-slot="tool-value-fields"] > [data-slot="tool-value-field"] > dt, dd
 * @example
 * <SchemaValue schema={{ properties: { city: { title: "City" } } }} value={{ city: "Lyon" }} label="Arguments of get_weather" />
 */
export function SchemaValue({ schema, value, label, ...props }: Omit<ComponentProps<"div">, "children"> & { readonly schema: ToolSchema; readonly value: unknown; readonly label: string }) {
  return <ValueSummary {...props} schema={schema} value={value} label={label} />;
}
