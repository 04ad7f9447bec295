export { SchemaForm, type SchemaFormProps, type FormIssue } from "./schema-form";
export { JsonEditor, type JsonEditorProps } from "./fields";
export { validatorFor, validatorForDialect, validateValue } from "./validator";
export { humanMessage, humanizeErrors } from "./messages";
export { inspectSchema, isSafePattern, needsJsonEditor, type JsonSchema, type SchemaInspection } from "./schema-safety";
export { createTemplates } from "./templates";
export { createWidgets, createBaseInputTemplate } from "./widgets";
export { createFields } from "./fields";
