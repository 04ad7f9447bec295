"use client";
import type { ToolResultData } from "../../model/vocabulary/tool-parts";
import type { ToolEditorProps, ToolEntry, ToolsMap } from "../../render/tools/tools-context";
import type { JsonSchema } from "../shared/schema-safety";
import { ResultView } from "../result-view/result-view";
import { SchemaForm } from "../schema-form/schema-form";
import { validateValue } from "../validation/validator";

/**
 * A tool's editor as an rjsf form of its schema: approving a call edits its arguments by the
 * tool's `inputSchema`, and a tool the user answers (`askUser`) is answered by its `outputSchema`.
 * The form validates before it submits; the card's other actions (Deny) sit beside submit.
 *
 * @example
 * <SchemaFormEditor schema={inputSchema} value={{ city: "Lyon" }} label="Arguments of get_weather" submitLabel="Approve" onSubmit={approve} />
 */
export function SchemaFormEditor({ schema, value, label, submitLabel, onSubmit, actions }: ToolEditorProps) {
  return (
    <SchemaForm schema={schema as JsonSchema} formData={value} onSubmit={onSubmit} aria-label={label} data-tool-editor="">
      <div data-slot="tool-actions">
        <button type="submit" className="pk-button" data-slot="tool-action" data-variant="primary">
          {submitLabel}
        </button>
        {actions}
      </div>
    </SchemaForm>
  );
}

/**
 * A tool's result by its `outputSchema` through {@link ResultView}: labelled fields, tables,
 * formats. A result that does not fit the schema shows its raw JSON under the problems that say why.
 *
 * @example
 * <ToolResultBySchema schema={outputSchema} result={{ callId: "c1", output: { high: 21 }, isError: false }} title="Weather" />
 */
export function ToolResultBySchema({ schema, result, title }: { readonly schema: JsonSchema; readonly result: ToolResultData; readonly title: string }) {
  // An error's output is the error's text, not a value of the output schema.
  if (result.isError) return <ResultView value={result.output} title={`${title} failed`} data-tool-result="error" />;
  const fits = validateValue(schema, result.output).length === 0;
  return <ResultView schema={schema} value={result.output} title={title} defaultRaw={!fits} data-tool-result={fits ? "valid" : "invalid"} />;
}

function withForms(entry: ToolEntry): ToolEntry {
  const outputSchema = entry.outputSchema as JsonSchema | undefined;
  return {
    ...entry,
    editor: entry.editor ?? SchemaFormEditor,
    ...(entry.renderResult || !outputSchema
      ? {}
      : { renderResult: ({ result, title }) => <ToolResultBySchema schema={outputSchema} result={result} title={title} /> }),
  };
}

/**
 * Adds schema-driven views to `PartkitProvider`'s `tools`: arguments edited by `inputSchema` in an
 * rjsf form before approval, `askUser` answers as a form of `outputSchema`, and results shown by
 * `outputSchema` through `ResultView` (a result that does not fit shows raw, with why). Entries
 * keep their own `editor` and `renderResult`. Without it the root entry shows arguments as
 * labelled fields and edits as JSON text, and pays for no form code.
 *
 * @example
 * import { withSchemaForms } from "partkit/form";
 * const tools = withSchemaForms({ get_weather: { title: "Weather", inputSchema, outputSchema } });
 * <PartkitProvider tools={tools} onToolApproval={answer}>…</PartkitProvider>
 */
export function withSchemaForms(tools: ToolsMap): ToolsMap {
  return Object.fromEntries(Object.entries(tools).map(([name, entry]) => [name, withForms(entry)]));
}
