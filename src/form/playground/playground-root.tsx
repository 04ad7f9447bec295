"use client";
import { useContext, useMemo, type ComponentProps, type ReactNode } from "react";
import { FormValidationContext, type FormValidation } from "../validation/form-validation";
import { PlaygroundContext, type PlaygroundContextValue } from "./playground-context";
import type { JsonSchema } from "../shared/schema-safety";
import { usePlayground, type PlaygroundRun, type UsePlaygroundOptions } from "./use-playground";

/**
 * Props of `PlaygroundRoot`: {@link usePlayground}'s options, the schemas, the validation, and
 * those of its `<div>`.
 *
 * @example
 * const props: PlaygroundRootProps = { inputSchema: { type: "object" }, run: async (input) => input, shareable: false };
 */
export interface PlaygroundRootProps extends UsePlaygroundOptions, ComponentProps<"div"> {
  readonly inputSchema: JsonSchema;
  readonly outputSchema?: JsonSchema;
  /** Replaces the default output display (a `<ResultView>` of `outputSchema`). */
  readonly renderOutput?: (run: PlaygroundRun) => ReactNode;
  /**
   * How the input form and the output are validated (default: the surrounding
   * `FormValidationContext`, else the entry's own: Ajv from `partkit/form`, eval-free from
   * `partkit/form/csp`).
   */
  readonly validation?: FormValidation;
}

/**
 * `PlaygroundRoot` with its entry's validator as a parameter: the state and the
 * `FormValidationContext` every part inside reads (the `validation` prop, else the surrounding
 * context, else `fallback`). `partkit/form` passes Ajv and `partkit/form/csp` the eval-free
 * validation, so one playground serves both and neither entry loads the other's validator.
 *
 * @internal
 * @example
 * <PlaygroundRootBase inputSchema={inputSchema} run={run} fallback={evalFreeValidation}>
 *   <Playground.Input />
 * </PlaygroundRootBase>
 */
export function PlaygroundRootBase({ run, initialInput, shareable, historyLimit, inputSchema, outputSchema, renderOutput, validation, fallback, ...props }: PlaygroundRootProps & { readonly fallback: FormValidation }) {
  const fromContext = useContext(FormValidationContext);
  const state = usePlayground({ run, initialInput, shareable, historyLimit });
  const value = useMemo<PlaygroundContextValue>(() => ({ ...state, inputSchema, outputSchema, renderOutput }), [state, inputSchema, outputSchema, renderOutput]);
  return (
    <FormValidationContext value={validation ?? fromContext ?? fallback}>
      <PlaygroundContext value={value}>
        <div {...props} data-slot="playground" />
      </PlaygroundContext>
    </FormValidationContext>
  );
}

/**
 * Props of {@link PlaygroundHeader}: a title and description plus those of its `<header>`.
 *
 * @example
 * const props: PlaygroundHeaderProps = { title: "Weather", description: "Ask for a forecast." };
 */
export interface PlaygroundHeaderProps extends Omit<ComponentProps<"header">, "title"> {
  /** Shown as the playground's heading (`<h2>`). */
  readonly title?: string;
  readonly description?: ReactNode;
}

/**
 * The playground's heading and description; anything in `children` follows them.
 *
 * @selector [data-slot="playground-header"] [data-slot="playground-title"]
 * @example
 * <Playground.Header title="Weather" description="Ask for a forecast." />
 */
export function PlaygroundHeader({ title, description, children, ...props }: PlaygroundHeaderProps) {
  return (
    <header {...props} data-slot="playground-header">
      {title ? <h2 data-slot="playground-title">{title}</h2> : null}
      {description ? <div data-slot="schema-form-field-description">{description}</div> : null}
      {children}
    </header>
  );
}
