// @vitest-environment node
// Issue 22: validateBody and checkCompatibility are documented "never throws", and untrusted input
// is the normal case. Every place a caller's value reaches (the body, its parts array, a part and
// each of its fields, the schema, its parts, each schema field, the options) is given each kind of
// value that used to make them throw: deep values, cycles, symbols, BigInts, getters and Proxy
// traps that throw, revoked Proxies, huge and sparse arrays, and errors that cannot be printed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCompatibility, validateBody, type CompatibilityResult, type MessageBody, type MessageBodySchema, type ValidationResult } from "../../../src/model";

const deepArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const deepObject = (depth: number): unknown => {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const revoked = (): object => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};
const boom = (): never => {
  throw new Error("trap exploded");
};
// Every trap throws, so even `typeof`-safe questions (instanceof, Array.isArray of a wrapped
// revoked Proxy, ownKeys) do.
const allTrapsThrow = (): object =>
  new Proxy({}, { get: boom, has: boom, ownKeys: boom, getPrototypeOf: boom, getOwnPropertyDescriptor: boom, set: boom, apply: boom });
const wrapsRevoked = (): object => new Proxy(revoked(), { get: () => undefined });
const cyclic = (): object => {
  const loop: Record<string, unknown> = { contentType: "text/plain" };
  loop.self = loop;
  loop.name = loop;
  return loop;
};
// What a trap throws can itself be hostile: a Proxy whose every question throws, an object whose
// toString throws, a symbol.
const unprintable = (): object => ({ toString: boom, valueOf: boom, [Symbol.toPrimitive]: boom });
const throwing = (thrown: () => unknown): object => new Proxy({}, { get: () => { throw thrown(); } });

/** Values a caller can hand over in-process; JSON alone carries the deep ones. */
const hostile: readonly (readonly [string, () => unknown])[] = [
  ["a 20,000-deep array", () => deepArray(20_000)],
  ["a 20,000-deep object", () => deepObject(20_000)],
  ["a cyclic object", cyclic],
  ["a BigInt", () => 10n ** 30n],
  ["a symbol", () => Symbol("s")],
  ["a revoked Proxy", revoked],
  ["a Proxy around a revoked Proxy", wrapsRevoked],
  ["a Proxy whose traps throw", allTrapsThrow],
  ["a Proxy that throws a Proxy", () => throwing(allTrapsThrow)],
  ["a Proxy that throws an unprintable object", () => throwing(unprintable)],
  ["a Proxy that throws a symbol", () => throwing(() => Symbol("thrown"))],
  ["an object with toJSON that throws", () => ({ toJSON: boom })],
  ["a function", () => boom],
  ["a sparse array of 2^32-1 slots", () => new Array(2 ** 32 - 1)],
];

/** A part whose field `key` is `value`; everything else valid. */
const partWith = (key: string, value: unknown) => ({ name: "/ok", contentType: "text/plain", content: "x", [key]: value });
const schemaPartWith = (key: string, value: unknown) => ({ name: "/**", contentType: "*", [key]: value });

// One expect for all issues: a sparse array's million issues would take a minute of expect calls.
const expectWellFormed = (result: ValidationResult) => {
  expect(result.valid).toBe(result.issues.length === 0);
  expect(Array.isArray(result.pending)).toBe(true);
  const bad = result.issues.find((issue) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(issue.code) || typeof issue.message !== "string" || issue.message.length >= 2_000);
  expect(bad).toBeUndefined();
};
const expectCompatibilityShape = (result: CompatibilityResult) => {
  expect(typeof result.compatible).toBe("boolean");
  if (!result.compatible) expect(result.reasons.length).toBeGreaterThan(0);
  for (const reason of result.reasons) expect(typeof reason).toBe("string");
};
const validate = (body: unknown, schema?: unknown, options?: unknown) => validateBody(body as MessageBody, schema as MessageBodySchema, options as { partial?: boolean });
const compatible = (p: unknown, c: unknown) => checkCompatibility(p as MessageBodySchema, c as MessageBodySchema);
const messages = (result: ValidationResult) => result.issues.map((issue) => issue.message);

describe.each(hostile)("%s never makes validateBody or checkCompatibility throw", (_, make) => {
  it.each(["the body", "the parts array", "a part", "options", "options.partial"])("as %s", (where) => {
    const value = make();
    const result =
      where === "the body" ? validate(value)
      : where === "the parts array" ? validate({ parts: value })
      : where === "a part" ? validate({ parts: [value] })
      : where === "options" ? validate({ parts: [] }, undefined, value)
      : validate({ parts: [] }, undefined, { partial: value });
    expectWellFormed(result);
  });

  it.each(["name", "contentType", "content", "contentUrl", "contentEncoding", "metadata"])("as a part's %s", (key) => {
    const result = validate({ parts: [partWith(key, make())] }, { parts: [{ name: "/**", contentType: "*" }] });
    expectWellFormed(result);
    expect(result.issues.filter((issue) => issue.part !== 0)).toEqual([]);
  });

  it.each(["the schema", "the schema's parts", "a schema part"])("as %s", (where) => {
    const schema = where === "the schema" ? make() : where === "the schema's parts" ? { parts: make() } : { parts: [make()] };
    expectWellFormed(validate({ parts: [{ contentType: "text/plain" }] }, schema));
    expectCompatibilityShape(compatible(schema, { parts: [{ contentType: "*" }] }));
    expectCompatibilityShape(compatible({ parts: [{ contentType: "*" }] }, schema));
  });

  it.each(["name", "contentType", "required"])("as a schema part's %s", (key) => {
    const schema = { parts: [schemaPartWith(key, make())] };
    const result = validate({ parts: [{ name: "/a", contentType: "text/plain" }] }, schema);
    expectWellFormed(result);
    expect(result.issues.some((issue) => issue.code === "invalid-schema" && issue.message.startsWith("Schema part 0: "))).toBe(true);
    const both = [compatible(schema, { parts: [{ contentType: "*" }] }), compatible({ parts: [{ contentType: "*" }] }, schema)];
    for (const answer of both) {
      expectCompatibilityShape(answer);
      expect(answer.compatible).toBe(false);
    }
  });
});

describe("each hostile value gets a specific issue that names the field", () => {
  it("a deep value as a part's name is a name that is not a string", () => {
    for (const name of [deepArray(20_000), deepObject(20_000)]) {
      const result = validate({ parts: [{ name, contentType: "text/plain" }] }, { parts: [{ name: "/**", contentType: "*" }] });
      expect(result.issues.map((issue) => [issue.code, issue.message])).toEqual([
        ["invalid-name", `Part 0: names must be strings, not ${Array.isArray(name) ? "an array" : "an object"}`],
      ]);
    }
  });

  it("a deep value as a schema part's name is an invalid schema in validateBody and checkCompatibility", () => {
    const schema = { parts: [{ name: deepArray(20_000), contentType: "text/plain" }] };
    const issue = "Schema part 0: the name glob an array cannot be used: globs must be strings, not object";
    expect(messages(validate({ parts: [] }, schema))).toEqual([issue]);
    expect(compatible(schema, { parts: [] })).toEqual({ compatible: false, reasons: [`The producer schema is invalid. ${issue}.`] });
    expect(compatible({ parts: [] }, { parts: [{ name: 10n, contentType: "*" }] }).reasons).toEqual([
      "The consumer schema is invalid. Schema part 0: the name glob a bigint cannot be used: globs must be strings, not bigint.",
    ]);
  });

  it("a revoked Proxy is named as one wherever it stands", () => {
    expect(messages(validate(revoked()))).toEqual(['The body must be an object with a "parts" array, not a revoked Proxy']);
    expect(messages(validate({ parts: revoked() }))).toEqual(['The body\'s "parts" must be an array, not a revoked Proxy']);
    // readablePart asks first, and V8's check of the trap's answer against the revoked target throws.
    expect(messages(validate({ parts: [wrapsRevoked()] }))).toEqual([expect.stringMatching(/^Part 0: reading its name threw “.*revoked”\.$/)]);
    expect(messages(validate({ parts: [partWith("content", revoked())] }))).toEqual(["Part 0 (/ok): content must be a string, not a revoked Proxy"]);
    expect(messages(validate({ parts: [partWith("metadata", revoked())] }))).toEqual([expect.stringMatching(/^Part 0 \(\/ok\): reading its metadata threw “.*revoked”\.$/)]);
    expect(messages(validate({ parts: [] }, revoked()))).toEqual(['The schema must be an object with a "parts" array, not a revoked Proxy']);
    expect(messages(validate({ parts: [] }, { parts: [wrapsRevoked()] }))).toEqual(["Schema part 0: must be an object, not a revoked Proxy"]);
  });

  it("a getter that throws only on its second read is caught where validateBody reads it (readablePart read it first)", () => {
    let reads = 0;
    const part = Object.defineProperty({ name: "/p", contentType: "text/plain" }, "content", {
      enumerable: true,
      get: () => {
        if (++reads > 1) throw new Error("second read");
        return "x";
      },
    });
    expect(validate({ parts: [part] }).issues).toEqual([
      { part: 0, code: "unreadable-part", message: "Part 0: reading its content threw “second read”." },
    ]);
  });

  it("an element of the parts array that throws is that part's issue, not the body's", () => {
    const parts = [{ contentType: "text/plain" }, undefined, { contentType: "text/plain" }];
    Object.defineProperty(parts, 1, { get: () => { throw new Error("element exploded"); } });
    expect(validate({ parts }).issues).toEqual([{ part: 1, code: "unreadable-part", message: "Part 1: reading it threw “element exploded”." }]);
  });

  it("a parts Proxy that lies about its length is unreadable", () => {
    for (const length of [Number.NaN, -1, 1.5, "3", 2 ** 60]) {
      const parts = new Proxy([], { get: (target, key) => (key === "length" ? length : Reflect.get(target, key)) });
      expect(validate({ parts }).issues.map((issue) => issue.code)).toEqual(["parts-unreadable"]);
    }
  });

  it("options whose partial throws are reported, and the body is still checked", () => {
    const options = Object.defineProperty({}, "partial", { get: () => { throw new Error("no options today"); } });
    expect(validate({ parts: [{ contentType: "nope" }] }, undefined, options).issues.map((issue) => [issue.code, issue.message])).toEqual([
      ["unreadable-options", "The options could not be read: reading options.partial threw “no options today”"],
      ["invalid-content-type", 'Part 0: "nope" is not a MIME type (expected type/subtype, optionally followed by ;param=value)'],
    ]);
  });

  it("schema reads that throw name the field, in validateBody and checkCompatibility", () => {
    const schemaParts = Object.defineProperty({}, "parts", { get: () => { throw new Error("no parts"); } });
    expect(messages(validate({ parts: [] }, schemaParts))).toEqual(['The schema\'s "parts" could not be read: reading it threw “no parts”']);
    const typeThrows = Object.defineProperty({ name: "/a" }, "contentType", { get: () => { throw new Error("no type"); } });
    expect(messages(validate({ parts: [] }, { parts: [typeThrows] }))).toEqual(["Schema part 0: reading its contentType threw “no type”"]);
    expect(compatible({ parts: [{ contentType: "*" }] }, { parts: [typeThrows] }).reasons).toEqual([
      "The consumer schema is invalid. Schema part 0: reading its contentType threw “no type”.",
    ]);
    expect(messages(validate({ parts: [] }, { parts: [throwing(unprintable)] }))).toEqual(["Schema part 0: reading its name threw “an error that cannot be shown”"]);
    expect(messages(validate({ parts: [] }, { parts: [throwing(() => Symbol("why"))] }))).toEqual(["Schema part 0: reading its name threw “Symbol(why)”"]);
  });

  it("a schema part read once is not read again for messages (a Proxy may answer differently)", () => {
    let reads = 0;
    const part = new Proxy({ contentType: "text/markdown", required: true }, {
      get: (target, key) => {
        if (key === "contentType" && ++reads > 1) throw new Error("changed its mind");
        return Reflect.get(target, key);
      },
    });
    expect(messages(validate({ parts: [] }, { parts: [part] }))).toEqual(['Schema part 0 (unnamed, type "text/markdown") is required but no part matches it']);
  });

  it("huge and sparse arrays are bounded: the body checks its first 1,000,000 parts, a schema refuses more than 10,000", () => {
    const start = performance.now();
    const body = validate({ parts: new Array(2 ** 32 - 1) });
    expect(body.issues[0]).toEqual({ code: "too-many-parts", message: "The body has 4,294,967,295 parts; only the first 1,000,000 are checked" });
    expect(body.issues).toHaveLength(1 + 1_000_000);
    expect(messages(validate({ parts: [] }, { parts: new Array(2 ** 32 - 1) }))).toEqual(["The schema has 4,294,967,295 parts, more than the 10,000 a schema may have"]);
    expect(compatible({ parts: new Array(2 ** 32 - 1) }, { parts: [] }).compatible).toBe(false);
    expect(performance.now() - start).toBeLessThan(20_000); // a hang guard
  }, 30_000);

  it("200,000 bad schema parts are one issue (spreading that many overflowed the stack)", () => {
    const schema = { parts: Array.from({ length: 200_000 }, () => ({ contentType: 5 })) };
    expect(validate({ parts: [] }, schema).issues).toHaveLength(1);
  });

  it("messages quote at most 200 characters of a name or type", () => {
    const name = `/${"a".repeat(1_000_000)}`;
    const type = `text/${"b".repeat(1_000_000)}`;
    const result = validate({ parts: [{ name, contentType: type }, { contentType: `${type}"` }] }, { parts: [{ name: "/x", contentType: "text/plain" }, { contentType: `${type}"` }] });
    expect(result.issues.map((issue) => issue.code)).toEqual(["invalid-schema", "no-matching-schema-part", "invalid-content-type"]);
    for (const issue of result.issues) expect(issue.message.length).toBeLessThan(1_000);
    expect(result.issues[1]?.name).toBe(name); // the issue still carries the whole name
  });

  it("a name long enough that quoting it twice passes the longest string V8 makes", () => {
    const name = `/${"a".repeat(2 ** 28)}`; // 268 M characters; twice is more than 2^29 - 24
    const result = validate({ parts: [{ name, contentType: "text/plain" }] }, { parts: [{ name: "/x", contentType: "*" }] });
    expect(result.issues.map((issue) => issue.code)).toEqual(["no-matching-schema-part"]);
  }, 30_000);
});

// Arbitrary values, and the hostile ones above, deep ones among them, in every place a caller's
// value reaches. fast-check's own values stay shallow, so depth is added by wrapping. fast-check
// inspects what it generates (a revoked Proxy makes it throw), so every arbitrary here yields a
// recipe, and the property builds the value.
class Recipe {
  constructor(readonly make: () => unknown) {}
}
const build = (recipe: Recipe) => recipe.make();
const plain = (value: unknown) => new Recipe(() => value);
const hostileValue: fc.Arbitrary<Recipe> = fc.oneof(
  { weight: 4, arbitrary: fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true, withNullPrototype: true, withBoxedValues: true }).map(plain) },
  { weight: 2, arbitrary: fc.constantFrom(...hostile.filter(([label]) => !label.includes("2^32"))).map(([, make]) => new Recipe(make)) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.anything(), fc.integer({ min: 1_000, max: 20_000 }), fc.boolean()).map(
      ([leaf, depth, asArray]) =>
        new Recipe(() => {
          let value = leaf;
          for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
          return value;
        }),
    ),
  },
);
const field = (valid: fc.Arbitrary<unknown>) => fc.oneof(valid.map(plain), hostileValue);
const record = (fields: Record<string, fc.Arbitrary<Recipe>>) =>
  fc.record(fields, { requiredKeys: [] }).map((recipes) => new Recipe(() => Object.fromEntries(Object.entries(recipes).map(([key, recipe]) => [key, recipe?.make()]))));
const array = (item: fc.Arbitrary<Recipe>, maxLength: number) => fc.array(item, { maxLength }).map((recipes) => new Recipe(() => recipes.map(build)));
const part = fc.oneof(
  hostileValue,
  record({
    name: field(fc.constantFrom("/a", "/a/b", "/a//b")),
    contentType: field(fc.constantFrom("text/plain", "image/png; q=1", "bad")),
    content: field(fc.string()),
    contentEncoding: field(fc.constantFrom("plain", "base64")),
    contentUrl: hostileValue,
    metadata: hostileValue,
  }),
);
const schemaPart = fc.oneof(
  hostileValue,
  record({ name: field(fc.constantFrom("/a/*", "**", "{")), contentType: field(fc.constantFrom("*", "text/*")), required: field(fc.boolean()) }),
);
const body = fc.oneof(hostileValue, record({ parts: fc.oneof(array(part, 4), hostileValue) }));
const schema = fc.oneof(hostileValue, record({ parts: fc.oneof(array(schemaPart, 3), hostileValue) }));
const options = fc.oneof(hostileValue, record({ partial: hostileValue }));

describe("property: nothing makes them throw", () => {
  it("validateBody returns a well-formed result for any body, schema and options", () => {
    fc.assert(
      fc.property(body, fc.option(schema, { nil: undefined }), options, (b, s, o) => expectWellFormed(validate(build(b), s === undefined ? undefined : build(s), build(o)))),
      { numRuns: 300, seed: 22 },
    );
  }, 60_000);

  it("checkCompatibility answers for any two schemas", () => {
    fc.assert(
      fc.property(schema, schema, (p, c) => expectCompatibilityShape(compatible(build(p), build(c)))),
      { numRuns: 200, seed: 22 },
    );
  }, 60_000);
});
