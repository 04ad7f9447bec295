// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkCompatibility,
  dataToLlmText,
  decodeContent,
  getPart,
  linkToolCalls,
  listParts,
  mergeData,
  readCitation,
  readDataContent,
  readPromptRequest,
  readPromptResult,
  readProviderItem,
  readResourceRef,
  readToolCall,
  readToolResult,
  toolPartRef,
  partTree,
  validateBody,
  type DataMessage,
  type MessageBody,
  type MessageBodySchema,
  type Part,
} from "../../../src/model";

// Arbitrary values, plus ones shaped enough like bodies, schemas and messages to get past the
// first type checks.
const partLike = fc.record(
  {
    name: fc.oneof(fc.constantFrom("/a", "/a/b", "/a//b", "/", "x"), fc.anything()),
    contentType: fc.oneof(fc.constantFrom("text/plain", "image/png; q=1", "bad"), fc.anything()),
    content: fc.oneof(fc.string(), fc.base64String(), fc.anything()),
    contentEncoding: fc.oneof(fc.constantFrom("plain", "base64"), fc.anything()),
    contentUrl: fc.anything(),
    metadata: fc.anything(),
  },
  { requiredKeys: [] },
);
const bodyLike = fc.oneof(fc.anything(), fc.jsonValue(), fc.record({ parts: fc.oneof(fc.array(fc.oneof(partLike, fc.anything())), fc.anything()) }));
const schemaLike = fc.oneof(
  fc.anything(),
  fc.record({
    parts: fc.array(
      fc.record(
        { name: fc.oneof(fc.constantFrom("/a/*", "**", "{", ""), fc.anything()), contentType: fc.oneof(fc.constantFrom("*", "text/*"), fc.anything()), required: fc.anything() },
        { requiredKeys: [] },
      ),
      { maxLength: 4 },
    ),
  }),
);
const messageLike = fc.oneof(
  fc.anything(),
  fc.record(
    {
      type: fc.constantFrom("data", "input", "state", "text", "other"),
      kind: fc.oneof(fc.constantFrom("user", "state"), fc.anything()),
      _instance: fc.oneof(fc.constantFrom("1", "2"), fc.anything()),
      data: fc.anything(),
      input: fc.anything(),
      schema: fc.anything(),
      description: fc.anything(),
      text: fc.anything(),
    },
    { requiredKeys: ["type"] },
  ),
);

describe("the model never throws", () => {
  it("validateBody returns a well-formed result for anything", () => {
    fc.assert(
      fc.property(bodyLike, fc.oneof(schemaLike, fc.constant(undefined)), fc.anything(), (body, schema, options) => {
        const result = validateBody(body as MessageBody, schema as MessageBodySchema, options as { partial?: boolean });
        expect(result.valid).toBe(result.issues.length === 0);
        for (const issue of result.issues) {
          expect(issue.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(issue.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1500 },
    );
  }, 30_000);

  it("partTree, listParts, getPart and decodeContent accept anything", () => {
    fc.assert(
      fc.property(bodyLike, fc.anything(), (body, glob) => {
        const tree = partTree(body as MessageBody);
        expect(tree.path).toBe("/");
        expect(Array.isArray(listParts(body as MessageBody, glob as string))).toBe(true);
        getPart(body as MessageBody, glob as string);
        const parts = (body as { parts?: unknown } | null)?.parts;
        if (Array.isArray(parts)) for (const part of parts) decodeContent(part as Part);
        decodeContent(body as Part);
      }),
      { numRuns: 1500 },
    );
  }, 30_000);

  it("the payload readers and tool-call linking accept anything", () => {
    const readers = [readToolCall, readToolResult, readCitation, readResourceRef, readPromptRequest, readPromptResult];
    fc.assert(
      fc.property(fc.anything(), bodyLike, (value, body) => {
        for (const read of readers) {
          const payload = read(value);
          expect(payload === undefined || typeof payload === "object").toBe(true);
        }
        readDataContent(value, "data");
        readDataContent(value, "input");
        readProviderItem(value as Part);
        const parts = (body as { parts?: unknown } | null)?.parts;
        if (Array.isArray(parts)) {
          for (const part of parts) toolPartRef(part as Part);
          expect(linkToolCalls(parts as Part[]) instanceof Map).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
  }, 30_000);

  it("mergeData and dataToLlmText accept anything and keep non-data messages in order", () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(messageLike), fc.anything(), fc.jsonValue()), (messages) => {
        const merged = mergeData(messages as DataMessage[]);
        expect(typeof dataToLlmText(messages as DataMessage[])).toBe("string");
        if (Array.isArray(messages)) {
          const passThrough = (list: readonly unknown[]) =>
            list.filter((m) => !(typeof m === "object" && m !== null && ["data", "input", "state"].includes((m as DataMessage).type)));
          expect(passThrough(merged)).toEqual(passThrough(messages));
        }
      }),
      { numRuns: 1500 },
    );
  }, 30_000);

  it("checkCompatibility accepts anything", () => {
    fc.assert(
      fc.property(schemaLike, schemaLike, (p, c) => {
        const result = checkCompatibility(p as MessageBodySchema, c as MessageBodySchema);
        expect(typeof result.compatible).toBe("boolean");
        if (!result.compatible) expect(result.reasons.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  }, 30_000);
});
