// @vitest-environment node
import { describe, expect, it } from "vitest";
import { validateBody, type MessageBody, type MessageBodySchema, type Part } from "../../../src/model";

const codes = (body: unknown, schema?: unknown, options?: { partial?: boolean }) =>
  validateBody(body as MessageBody, schema as MessageBodySchema, options).issues.map((i) => i.code);
const text = (content: string): Part => ({ contentType: "text/markdown", content });

describe("validateBody: structural rules", () => {
  it("accepts the empty body and well-formed parts without a schema", () => {
    expect(validateBody({ parts: [] })).toEqual({ valid: true, pending: [], issues: [] });
    const body: MessageBody = {
      parts: [
        text("# Hi"),
        { name: "/files/a.png", contentType: "image/png", contentEncoding: "base64", content: "iVBORw0KGgo" },
        { name: "/sources/1", contentType: "text/uri-list", contentUrl: "https://example.com" },
        { name: "/sources/1/citation", contentType: "application/vnd.partkit.citation+json" },
        { contentType: "text/plain; charset=utf-8", content: "x", metadata: { provider: "openai" } },
      ],
    };
    expect(validateBody(body)).toEqual({ valid: true, pending: [], issues: [] });
  });

  it("explains a bad name with the part index and name", () => {
    const result = validateBody({ parts: [text("a"), text("b"), text("c"), { name: "/a//b", contentType: "text/plain" }] });
    expect(result.valid).toBe(false);
    expect(result.issues).toEqual([
      { part: 3, name: "/a//b", code: "invalid-name", message: "Part 3 (/a//b): names may not contain '//'" },
    ]);
  });

  it.each<[string, unknown, string]>([
    ["not-an-object", null, "The body must be an object with a \"parts\" array, not null"],
    ["not-an-object", 42, "The body must be an object with a \"parts\" array, not a number"],
    ["not-an-object", [], "The body must be an object with a \"parts\" array, not an array"],
    ["parts-not-an-array", {}, "The body's \"parts\" must be an array, not undefined"],
    ["parts-not-an-array", { parts: "x" }, "The body's \"parts\" must be an array, not a string"],
  ])("reports %s for %j", (code, body, message) => {
    expect(validateBody(body as MessageBody).issues).toEqual([{ code, message }]);
  });

  it.each<[string, unknown, string]>([
    ["part-not-an-object", null, "Part 0: must be an object, not null"],
    ["part-not-an-object", "text", "Part 0: must be an object, not a string"],
    ["invalid-name", { name: 7, contentType: "text/plain" }, "Part 0: names must be strings, not a number"],
    ["invalid-name", { name: "a", contentType: "text/plain" }, "Part 0 (a): names must start with '/'"],
    ["invalid-name", { name: "/a/../b", contentType: "text/plain" }, "Part 0 (/a/../b): names may not have a '..' segment"],
    ["missing-content-type", { content: "x" }, "Part 0: contentType must be a MIME type string, not undefined"],
    ["invalid-content-type", { contentType: "text" }, 'Part 0: "text" is not a MIME type (expected type/subtype, optionally followed by ;param=value)'],
    ["invalid-content", { contentType: "text/plain", content: 5 }, "Part 0: content must be a string, not a number"],
    ["invalid-content-url", { contentType: "text/plain", contentUrl: "" }, "Part 0: contentUrl must be a non-empty string, not a string"],
    ["invalid-encoding", { contentType: "text/plain", content: "x", contentEncoding: "gzip" }, 'Part 0: contentEncoding must be "plain" or "base64", not "gzip"'],
    ["invalid-base64", { contentType: "image/png", content: "a", contentEncoding: "base64" }, "Part 0: content is marked base64 but does not decode as base64"],
    ["invalid-metadata", { contentType: "text/plain", metadata: [] }, "Part 0: metadata must be an object, not an array"],
  ])("reports %s", (code, part, message) => {
    expect(validateBody({ parts: [part] } as MessageBody).issues).toEqual([{ part: 0, code, message, ...(typeof (part as Part | null)?.name === "string" ? { name: (part as Part).name } : {}) }]);
  });

  it("reports content together with contentUrl", () => {
    const issues = validateBody({ parts: [{ name: "/x", contentType: "image/png", content: "", contentUrl: "https://e.com/x" }] }).issues;
    expect(issues).toEqual([
      { part: 0, name: "/x", code: "content-and-url", message: "Part 0 (/x): a part has content or contentUrl (or neither), never both" },
    ]);
  });

  it("reports duplicate names, pointing at the first use", () => {
    const issues = validateBody({ parts: [{ name: "/a", contentType: "text/plain" }, text("x"), { name: "/a", contentType: "text/html" }] }).issues;
    expect(issues).toEqual([{ part: 2, name: "/a", code: "duplicate-name", message: "Part 2 (/a): the name is already used by part 0" }]);
  });

  it("lets unnamed parts repeat and reports several problems of one part", () => {
    expect(validateBody({ parts: [text("a"), text("a")] }).valid).toBe(true);
    expect(codes({ parts: [{ name: "/a/", contentType: "text", content: 1, contentUrl: 2 }] })).toEqual([
      "invalid-name", "invalid-content-type", "invalid-content", "invalid-content-url", "content-and-url",
    ]);
  });

  it("handles sparse arrays and huge bodies", () => {
    const sparse = new Array<Part>(2);
    sparse[1] = text("x");
    expect(codes({ parts: sparse })).toEqual(["part-not-an-object"]);
    const parts = Array.from({ length: 20_000 }, (_, i): Part => ({ name: `/p/${i}`, contentType: "text/plain", content: "x" }));
    const schema = { parts: [{ name: "/p/*", contentType: "text/*", required: true }] };
    const start = performance.now();
    expect(validateBody({ parts }, schema).valid).toBe(true);
    expect(performance.now() - start).toBeLessThan(10_000); // a hang guard; speed belongs to the bench
  });
});

describe("validateBody: schemas", () => {
  const chat: MessageBodySchema = {
    parts: [
      { contentType: "text/markdown", required: true },
      { contentType: "image/*" },
      { name: "/sources/*", contentType: "{text/uri-list,application/json}" },
    ],
  };

  it("accepts parts matching some schema part", () => {
    const body: MessageBody = {
      parts: [text("Hi"), { contentType: "image/png", contentUrl: "https://e.com/a.png" }, { name: "/sources/1", contentType: "text/uri-list", content: "https://e.com" }],
    };
    expect(validateBody(body, chat)).toEqual({ valid: true, pending: [], issues: [] });
  });

  it("matches content types on the lowercased essence, ignoring parameters", () => {
    expect(validateBody({ parts: [{ contentType: "Text/Markdown; charset=UTF-8", content: "x" }] }, chat).valid).toBe(true);
    expect(validateBody({ parts: [{ contentType: "text/markdown" }] }, { parts: [{ contentType: "TEXT/*" }] }).valid).toBe(true);
  });

  it("reports parts no schema part matches", () => {
    const result = validateBody({ parts: [text("x"), { name: "/notes/1", contentType: "text/markdown" }, { contentType: "audio/wav" }] }, chat);
    expect(result.issues).toEqual([
      { part: 1, name: "/notes/1", code: "no-matching-schema-part", message: "Part 1 (/notes/1): no schema part allows name /notes/1 with type text/markdown" },
      { part: 2, code: "no-matching-schema-part", message: "Part 2: no schema part allows an unnamed part with type audio/wav" },
    ]);
  });

  it("matches unnamed schema parts to unnamed parts only, and named to named only", () => {
    expect(codes({ parts: [{ name: "/a", contentType: "text/markdown" }] }, { parts: [{ contentType: "*" }] })).toEqual(["no-matching-schema-part"]);
    expect(codes({ parts: [text("x")] }, { parts: [{ name: "**", contentType: "*" }] })).toEqual(["no-matching-schema-part"]);
  });

  it("treats * and ** as any content type and follows picomatch for names", () => {
    const any = { parts: [{ name: "/a/**", contentType: "*" }, { contentType: "**" }] };
    expect(validateBody({ parts: [{ name: "/a", contentType: "x/y" }, { name: "/a/.b/c", contentType: "q/r" }, { contentType: "z/z" }] }, any).valid).toBe(true);
    expect(codes({ parts: [{ name: "/ab", contentType: "x/y" }] }, any)).toEqual(["no-matching-schema-part"]);
    // "*" as a name glob is one segment with no slash, so it never matches a name.
    expect(codes({ parts: [{ name: "/a", contentType: "x/y" }] }, { parts: [{ name: "*", contentType: "*" }] })).toEqual(["no-matching-schema-part"]);
  });

  it("lists missing required parts in pending and as issues unless partial", () => {
    const full = validateBody({ parts: [] }, chat);
    expect(full.valid).toBe(false);
    expect(full.pending).toEqual([chat.parts[0]]);
    expect(full.issues).toEqual([
      { code: "missing-required", message: 'Schema part 0 (unnamed, type "text/markdown") is required but no part matches it' },
    ]);
    const partial = validateBody({ parts: [{ contentType: "image/png" }] }, chat, { partial: true });
    expect(partial).toEqual({ valid: true, pending: [chat.parts[0]], issues: [] });
    const wrong = validateBody({ parts: [{ contentType: "audio/wav" }] }, chat, { partial: true });
    expect(wrong.valid).toBe(false);
    expect(wrong.pending).toEqual([chat.parts[0]]);
  });

  it("validates an empty body against a schema that requires nothing", () => {
    expect(validateBody({ parts: [] }, { parts: [{ contentType: "text/*" }] }).valid).toBe(true);
    expect(validateBody({ parts: [text("x")] }, { parts: [] }).valid).toBe(false);
  });

  it("reports invalid schemas without throwing", () => {
    const schema = {
      parts: [
        { name: "", contentType: "text/plain" },
        { contentType: 5 },
        { contentType: "text/plain", required: "yes" },
        null,
        { name: 3, contentType: "*" },
        { contentType: "text/markdown", required: true },
      ],
    };
    const result = validateBody({ parts: [text("x")] }, schema as unknown as MessageBodySchema);
    expect(result.valid).toBe(false);
    expect(result.issues.map((i) => i.message)).toEqual([
      'Schema part 0: the name glob "" cannot be used: globs may not be empty',
      "Schema part 1: contentType must be a glob string, not a number",
      'Schema part 2: "required" must be true or false, not a string',
      "Schema part 3: must be an object, not null",
      'Schema part 4: the name glob 3 cannot be used: globs must be strings, not number',
    ]);
    expect(result.issues.every((i) => i.code === "invalid-schema")).toBe(true);
    expect(codes({ parts: [] }, { parts: {} })).toEqual(["invalid-schema"]);
    expect(codes({ parts: [] }, "schema")).toEqual(["invalid-schema"]);
    expect(validateBody({ parts: [] }, null as unknown as MessageBodySchema).valid).toBe(true);
  });
});
