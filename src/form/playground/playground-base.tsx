"use client";
import type { ComponentProps, ReactNode } from "react";
import type { UiSchema } from "@rjsf/utils";
import type { FormValidation } from "../validation/form-validation";
import { PlaygroundHistory } from "./playground-history";
import { PlaygroundInput } from "./playground-input";
import { PlaygroundOutput } from "./playground-output";
import { PlaygroundHeader, PlaygroundRootBase } from "./playground-root";
import type { JsonSchema } from "../shared/schema-safety";
import type { PlaygroundRun, RunFunction } from "./use-playground";

/**
 * Props of `Playground`: what it runs and shows, plus those of its `<div>`.
 *
 * @example
 * const props: PlaygroundProps = { inputSchema: { type: "object" }, run: async (input) => input, shareable: "q" };
 */
export interface PlaygroundProps extends Omit<ComponentProps<"div">, "title" | "children"> {
  readonly inputSchema: JsonSchema;
  readonly outputSchema?: JsonSchema;
  readonly run: RunFunction;
  readonly initialInput?: unknown;
  readonly uiSchema?: UiSchema;
  /** The playground's heading (not the `title` tooltip attribute). */
  readonly title?: string;
  readonly description?: ReactNode;
  /**
   * Keep the input in the URL hash under this key so the page can be shared (`true` = `"input"`,
   * `false` = off). Garbage in the hash is ignored.
   */
  readonly shareable?: boolean | string;
  /** Replaces the default output display (a `ResultView` of `outputSchema`). */
  readonly renderOutput?: (run: PlaygroundRun) => ReactNode;
  /** Label of the run button (default "Run"). */
  readonly runLabel?: string;
  /** How many runs the history keeps (default 20). */
  readonly historyLimit?: number;
  /**
   * How the input form and the output are validated (default: the surrounding
   * `FormValidationContext`, else the entry's own: Ajv from `partkit/form`, eval-free from
   * `partkit/form/csp`).
   */
  readonly validation?: FormValidation;
}

/**
 * The default layout (header, input, output, history) in a {@link PlaygroundRootBase} given
 * the entry's validator (`fallback`, used when neither the `validation` prop nor a surrounding
 * `FormValidationContext` gives one): the layout itself loads no validator.
 *
 * @internal
 * @example
 * <PlaygroundLayout inputSchema={schema} run={run} fallback={ajvValidation} />
 */
export function PlaygroundLayout({ uiSchema, title, description, runLabel, ...props }: PlaygroundProps & { readonly fallback: FormValidation }) {
  return (
    <PlaygroundRootBase {...props}>
      {title || description ? <PlaygroundHeader title={title} description={description} /> : null}
      <PlaygroundInput uiSchema={uiSchema} runLabel={runLabel} />
      <PlaygroundOutput />
      <PlaygroundHistory />
    </PlaygroundRootBase>
  );
}
