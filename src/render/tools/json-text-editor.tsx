"use client";
import { useId, useState } from "react";
import type { ToolEditorProps } from "./tools-context";

const show = (value: unknown): string => {
  try {
    return value === undefined ? "" : (JSON.stringify(value, null, 2) ?? "");
  } catch {
    return "";
  }
};

/**
 * The editor a tool gets without `partkit/form`: the value as JSON text, parsed on submit, with
 * the parse error shown beside the box. `withSchemaForms` from `partkit/form` replaces it with a
 * form built from the schema.
 *
 * @selector [data-slot="tool-json-editor"][data-state="valid" | "invalid"]
 * @example
 * <JsonTextEditor schema={{}} value={{ city: "Lyon" }} label="Arguments of get_weather" submitLabel="Approve" onSubmit={approve} />
 */
export function JsonTextEditor({ value, label, submitLabel, onSubmit, actions }: ToolEditorProps) {
  const [text, setText] = useState(() => show(value));
  const [error, setError] = useState<string>();
  const id = useId();
  return (
    <form
      data-slot="tool-json-editor"
      data-state={error ? "invalid" : "valid"}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        try {
          const parsed: unknown = text.trim() === "" ? undefined : JSON.parse(text);
          setError(undefined);
          onSubmit(parsed);
        } catch (failure) {
          setError(`Not valid JSON: ${failure instanceof Error ? failure.message : String(failure)}`);
        }
      }}
    >
      <label htmlFor={`${id}-text`} data-slot="tool-json-editor-label">
        {label} (JSON)
      </label>
      <textarea
        id={`${id}-text`}
        data-slot="tool-json-editor-text"
        value={text}
        rows={Math.min(12, Math.max(3, text.split("\n").length))}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" data-slot="tool-json-editor-error">
          {error}
        </p>
      )}
      <div data-slot="tool-actions">
        <button type="submit" className="pk-button" data-slot="tool-action" data-variant="primary">
          {submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
