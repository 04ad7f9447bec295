"use client";
import { useContext } from "react";
import { ajvValidation } from "../validation/ajv-validation";
import { JsonEditor as JsonEditorField, type JsonEditorProps } from "./fields";
import { FormValidationContext } from "../validation/form-validation";

export type { JsonEditorProps } from "./fields";

/**
 * A labelled JSON text editor that parses as you type and checks the value against its
 * schema, with human messages (Ajv, unless a surrounding `FormValidationContext` gives another
 * validation). The form falls back to it for sub-schemas it cannot render.
 *
 * @selector [data-slot="json-editor"][data-state="valid" | "invalid"]
 * @example
 * <JsonEditor id="cfg" label="Config" value={{ a: 1 }} schema={{ type: "object" }} onChange={setValue} />
 */
export function JsonEditor(props: JsonEditorProps) {
  const fromContext = useContext(FormValidationContext);
  if (fromContext) return <JsonEditorField {...props} />;
  return (
    <FormValidationContext value={ajvValidation}>
      <JsonEditorField {...props} />
    </FormValidationContext>
  );
}
