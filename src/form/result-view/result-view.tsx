"use client";
import { useContext } from "react";
import { ajvValidation } from "../validation/ajv-validation";
import { FormValidationContext } from "../validation/form-validation";
import { ResultViewBase, type ResultViewProps } from "./result-view-base";

export type { ResultViewProps } from "./result-view-base";

/**
 * Shows a value by its output schema: objects as labelled fields (titles and descriptions),
 * arrays of objects as tables, strings by `format`/`contentMediaType` (links through the URL
 * policy, dates, images, markdown via the renderer registry), and `MessageBody` values as a
 * message. A value that does not match its schema is still shown, under the list of problems
 * (checked by Ajv unless a surrounding `FormValidationContext` gives another validation).
 * A toggle shows the raw JSON.
 *
 * @selector [data-slot="result-view"][data-state="valid" | "invalid" | "streaming"]
 * @example
 * <ResultView
 *   schema={{ type: "object", properties: { temp: { type: "number", title: "Temperature" } } }}
 *   value={{ temp: 21.5 }}
 * />
 */
export function ResultView(props: ResultViewProps) {
  return <ResultViewBase {...props} validation={useContext(FormValidationContext) ?? ajvValidation} />;
}
