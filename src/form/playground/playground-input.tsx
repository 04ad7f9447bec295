"use client";
import { useContext, useId, type ComponentProps } from "react";
import type { UiSchema } from "@rjsf/utils";
import { usePlaygroundContext } from "./playground-context";
import { FormValidationContext } from "../validation/form-validation";
import { SchemaFormBase } from "../schema-form/schema-form-base";

/**
 * Props of {@link PlaygroundInput}: the form's options plus those of its `<section>`.
 *
 * @example
 * const props: PlaygroundInputProps = { runLabel: "Call tool", uiSchema: { text: { "ui:widget": "textarea" } } };
 */
export interface PlaygroundInputProps extends Omit<ComponentProps<"section">, "children"> {
  /** RJSF uiSchema for the input form. */
  readonly uiSchema?: UiSchema;
  /** Label of the run button (default "Run"). */
  readonly runLabel?: string;
  /** The panel's heading (default "Input"). */
  readonly heading?: string;
}

/**
 * The input panel: a `SchemaForm` of the root's `inputSchema` (validated as the root says) whose
 * submit starts a run, and Cancel while one is running.
 *
 * @selector [data-slot="playground-panel"][data-panel="input"]
 * @example
 * <Playground.Root inputSchema={inputSchema} run={run}>
 *   <Playground.Input runLabel="Ask" uiSchema={{ question: { "ui:widget": "textarea" } }} />
 * </Playground.Root>
 */
export function PlaygroundInput({ uiSchema, runLabel = "Run", heading = "Input", ...props }: PlaygroundInputProps) {
  const { inputSchema, input, setInput, inputVersion, start, running, cancel } = usePlaygroundContext("Playground.Input");
  // Every root provides its validation (Ajv or eval-free), so this part loads neither.
  const validation = useContext(FormValidationContext);
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} {...props} data-slot="playground-panel" data-panel="input">
      <h3 id={headingId}>{heading}</h3>
      <SchemaFormBase
        key={inputVersion}
        validation={validation!}
        schema={inputSchema}
        uiSchema={uiSchema}
        formData={input}
        idPrefix={`${id.replace(/[^a-zA-Z0-9_-]/g, "")}in`}
        onChange={(data) => setInput(data)}
        onSubmit={(data) => void start(data)}
      >
        <div data-slot="schema-form-actions">
          <button type="submit" data-slot="schema-form-button" data-variant="primary">
            {runLabel}
          </button>
          {running ? (
            <button type="button" data-slot="schema-form-button" onClick={() => cancel(running.id)}>
              Cancel
            </button>
          ) : null}
        </div>
      </SchemaFormBase>
    </section>
  );
}
