"use client";
import type { ReactNode } from "react";
import type { Part } from "../../model/types";
import { ContentStatus } from "../content-status";
import { partLabel } from "../part-info";
import { RawText } from "../raw-text";
import { usePartJson } from "../use-part-json";

/**
 * Props of {@link JsonContent}.
 *
 * @example
 * const props: JsonContentProps = { part, slot: "tool-call-part", children: (value) => <pre>{String(value)}</pre> };
 */
export interface JsonContentProps {
  readonly part: Part;
  /** The `data-slot` of the renderer, also used for its loading and error states. */
  readonly slot: string;
  readonly children: (value: unknown) => ReactNode;
}

/**
 * Loads and parses a vendor JSON part, showing loading, error and "not valid JSON" (with the
 * raw text) states under the renderer's own `data-slot`; calls `children` with the value.
 *
 * @example
 * <JsonContent part={part} slot="citation-part">{(value) => <Citation value={asRecord(value)} />}</JsonContent>
 */
export function JsonContent({ part, slot, children }: JsonContentProps) {
  const { content, json } = usePartJson(part);
  const label = partLabel(part);
  if (!json) {
    return (
      <div data-slot={slot} data-state={content.state}>
        <ContentStatus state={content.state as "idle" | "loading" | "error"} label={label} progress={content.progress} error={content.error} onRetry={content.retry} />
      </div>
    );
  }
  if (!json.ok) {
    return (
      <div data-slot={slot} data-state="invalid">
        <p role="alert">
          {label} is not valid JSON: {json.error}
        </p>
        <RawText text={content.text ?? ""} label={`Raw content of ${label}`} />
      </div>
    );
  }
  return children(json.value);
}

/**
 * The value as a plain object, or `{}` for anything else (arrays, null, primitives), so
 * renderers can read fields of hostile content without checks everywhere.
 *
 * @example
 * asRecord(JSON.parse("[1]")) // {}
 */
export function asRecord(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The first field that holds a non-empty string, trying each key in turn (camelCase and
 * snake_case spellings of the same field).
 *
 * @example
 * pickString({ prompt_name: "greet" }, "promptName", "prompt_name") // "greet"
 */
export function pickString(record: Readonly<Record<string, unknown>>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === "string" && value !== "") return value;
  }
  return undefined;
}
