// Typed tools (issue 35): @types/json-schema's drafts 4, 6 and 7 (the AI SDK's JSONSchema7 too)
// are ToolSchemas without a cast; a schema typed that widely says nothing of the values.
import type { JSONSchema7 as AiSdkJSONSchema7 } from "ai";
import type { JSONSchema4, JSONSchema6, JSONSchema7 } from "json-schema";
import { expectTypeOf } from "vitest";
import { defineTool, type SchemaType, type ToolEntry, type ToolSchema } from "../../../src/index";

declare const draft4: JSONSchema4;
declare const draft6: JSONSchema6;
declare const draft7: JSONSchema7;
declare const aiSdk: AiSdkJSONSchema7;
declare const record: Record<string, unknown>;

export const schemas: ToolSchema[] = [draft4, draft6, draft7, aiSdk, record, { anyOf: [{ type: "string" }, { type: "number" }] }];
export const entry: ToolEntry = { inputSchema: draft7, outputSchema: draft4 };
expectTypeOf(defineTool({ inputSchema: draft7 })).toEqualTypeOf<ToolEntry<unknown, unknown>>();
expectTypeOf<SchemaType<JSONSchema7>>().toEqualTypeOf<unknown>();
expectTypeOf<SchemaType<undefined>>().toEqualTypeOf<unknown>();

// @ts-expect-error a string is not a schema
export const notSchema: ToolSchema = "object";
// @ts-expect-error nor is an array
export const notSchemaEither: ToolSchema = [{ type: "string" }];
