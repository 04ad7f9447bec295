"use client";
export { SchemaForm } from "./schema-form";
export { Playground, PlaygroundRoot } from "./playground";
export { evalFreeValidation, evalFreeValidator } from "./eval-free-validator";
export { FormValidationContext, type FormValidation } from "../validation/form-validation";
export type { FormIssue, SchemaFormProps, SchemaFormTemplates } from "../schema-form/schema-form-base";
export type { PlaygroundProps } from "../playground/playground-base";
// The parts inside a root read the validation it provides, so they are partkit/form's own.
export { PlaygroundHeader, type PlaygroundRootProps, type PlaygroundHeaderProps } from "../playground/playground-root";
export { PlaygroundInput, type PlaygroundInputProps } from "../playground/playground-input";
export { PlaygroundOutput, PlaygroundResult, PlaygroundStatus, type PlaygroundOutputProps, type PlaygroundResultProps, type PlaygroundStatusProps } from "../playground/playground-output";
export { PlaygroundHistory, type PlaygroundHistoryProps } from "../playground/playground-history";
export { usePlaygroundContext, type PlaygroundContextValue } from "../playground/playground-context";
export type { PlaygroundRun, PlaygroundState, RunContext, RunFunction, UsePlaygroundOptions } from "../playground/use-playground";
export type { JsonSchema } from "../shared/schema-safety";
