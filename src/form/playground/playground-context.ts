"use client";
import { createContext, use, type ReactNode } from "react";
import type { JsonSchema } from "../shared/schema-safety";
import type { PlaygroundRun, PlaygroundState } from "./use-playground";

/**
 * What the parts inside `<Playground.Root>` share: the {@link PlaygroundState} plus the schemas
 * and the output renderer given to the root.
 *
 * @example
 * const { current, outputSchema }: PlaygroundContextValue = usePlaygroundContext();
 */
export interface PlaygroundContextValue extends PlaygroundState {
  readonly inputSchema: JsonSchema;
  readonly outputSchema: JsonSchema | undefined;
  readonly renderOutput: ((run: PlaygroundRun) => ReactNode) | undefined;
}

/**
 * Where `<Playground.Root>` puts its state (read it with {@link usePlaygroundContext}).
 *
 * @example
 * <PlaygroundContext value={{ ...usePlayground({ run }), inputSchema, outputSchema: undefined, renderOutput: undefined }}>…</PlaygroundContext>
 */
export const PlaygroundContext = createContext<PlaygroundContextValue | null>(null);

/**
 * The state of the enclosing `<Playground.Root>`, for parts of your own next to partkit's.
 * Throws outside a root.
 *
 * @example
 * function RunCount() {
 *   const { runs } = usePlaygroundContext();
 *   return <span>{runs.length} runs</span>;
 * }
 */
export function usePlaygroundContext(part = "usePlaygroundContext"): PlaygroundContextValue {
  const context = use(PlaygroundContext);
  if (!context) throw new Error(`${part} must be used inside <Playground.Root>.`);
  return context;
}
