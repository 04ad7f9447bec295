"use client";
import { useMemo, type ComponentProps, type ReactNode } from "react";
import { PlaygroundContext, type PlaygroundContextValue } from "./playground-context";
import type { JsonSchema } from "./schema-safety";
import { usePlayground, type PlaygroundRun, type UsePlaygroundOptions } from "./use-playground";

/**
 * Props of {@link PlaygroundRoot}: {@link usePlayground}'s options, the schemas, and those of
 * its `<div>`.
 *
 * @example
 * const props: PlaygroundRootProps = { inputSchema: { type: "object" }, run: async (input) => input, shareable: false };
 */
export interface PlaygroundRootProps extends UsePlaygroundOptions, ComponentProps<"div"> {
  readonly inputSchema: JsonSchema;
  readonly outputSchema?: JsonSchema;
  /** Replaces the default output display (a `<ResultView>` of `outputSchema`). */
  readonly renderOutput?: (run: PlaygroundRun) => ReactNode;
}

/**
 * Holds a playground's state ({@link usePlayground}) and shares it with the parts inside:
 * `Playground.Header`, `Playground.Input`, `Playground.Output` (or `Playground.Status` and
 * `Playground.Result` on their own) and `Playground.History`, and any part of yours that calls
 * {@link usePlaygroundContext}. Renders `<div data-slot="playground">`.
 *
 * @selector [data-slot="playground"]
 * @example
 * <Playground.Root inputSchema={inputSchema} outputSchema={outputSchema} run={run} shareable={false}>
 *   <Playground.Input runLabel="Ask" />
 *   <Playground.Result />
 * </Playground.Root>
 */
export function PlaygroundRoot({ run, initialInput, shareable, historyLimit, inputSchema, outputSchema, renderOutput, ...props }: PlaygroundRootProps) {
  const state = usePlayground({ run, initialInput, shareable, historyLimit });
  const value = useMemo<PlaygroundContextValue>(() => ({ ...state, inputSchema, outputSchema, renderOutput }), [state, inputSchema, outputSchema, renderOutput]);
  return (
    <PlaygroundContext value={value}>
      <div {...props} data-slot="playground" />
    </PlaygroundContext>
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
