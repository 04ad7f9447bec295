"use client";
export { SchemaForm } from "./schema-form";
export { Playground, PlaygroundRoot } from "./playground";
export { evalFreeValidation, evalFreeValidator } from "./eval-free-validator";
export { FormValidationContext, type FormValidation } from "../form-validation";
export type { FormIssue, SchemaFormProps, SchemaFormTemplates } from "../schema-form-base";
export type { PlaygroundProps } from "../playground-base";
// The parts inside a root read the validation it provides, so they are partkit/form's own.
export { PlaygroundHeader, type PlaygroundRootProps, type PlaygroundHeaderProps } from "../playground-root";
export { PlaygroundInput, type PlaygroundInputProps } from "../playground-input";
export { PlaygroundOutput, PlaygroundResult, PlaygroundStatus, type PlaygroundOutputProps, type PlaygroundResultProps, type PlaygroundStatusProps } from "../playground-output";
export { PlaygroundHistory, type PlaygroundHistoryProps } from "../playground-history";
export { usePlaygroundContext, type PlaygroundContextValue } from "../playground-context";
export type { PlaygroundRun, PlaygroundState, RunContext, RunFunction, UsePlaygroundOptions } from "../use-playground";
export type { JsonSchema } from "../schema-safety";
