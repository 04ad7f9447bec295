import fc from "fast-check";
import { expect } from "vitest";
import { isValidPartName, validateBody, type Message, type Part } from "../../../src/model";
import { PARTKIT_CONTENT_TYPES } from "../../../src/adapters";
import { toJsonValue } from "../../../src/adapters/shared/json";
import type { FixtureSample } from "../../fixtures/sample";

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function asList(result: Message | readonly Message[]): readonly Message[] {
  return Array.isArray(result) ? result : [result as Message];
}

/** The model's rules for one converted message plus "plain JSON data only". */
export function expectWellFormed(result: Message | readonly Message[]): void {
  const messages = asList(result);
  expect(JSON.parse(JSON.stringify(messages))).toEqual(messages);
  for (const message of messages) {
    expect(Array.isArray(message.parts)).toBe(true);
    const names = new Set<string>();
    for (const part of message.parts) {
      expect(typeof part.contentType).toBe("string");
      expect(part.contentType).toMatch(/^[^/\s]+\/[^/\s;]+/);
      if (part.name !== undefined) {
        expect(isValidPartName(part.name), `invalid name ${part.name}`).toBe(true);
        expect(names.has(part.name), `duplicate name ${part.name}`).toBe(false);
        names.add(part.name);
      }
      expect(part.content !== undefined && part.contentUrl !== undefined).toBe(false);
      if (part.contentEncoding === "base64") {
        const compact = (part.content ?? "").replace(/\s+/g, "");
        expect(BASE64.test(compact) && compact.replace(/=+$/, "").length % 4 !== 1, "base64 decodes").toBe(true);
      }
      if (/(\+json|\/json)(;|$)/.test(part.contentType) && part.content !== undefined)
        expect(() => JSON.parse(part.content!)).not.toThrow();
    }
    expect(validateBody(message).issues).toEqual([]);
  }
}

/** Parses the JSON content of a part. */
export function json(part: Part | undefined): unknown {
  expect(part).toBeDefined();
  return JSON.parse(part!.content ?? "null");
}

export function byName(message: Message, name: string): Part | undefined {
  return message.parts.find((p) => p.name === name);
}

export function ofType(message: Message, contentType: string): Part[] {
  return message.parts.filter((p) => p.contentType === contentType);
}

/** Every object reachable from `value`. */
function objectsIn(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value !== "object" || value === null || into.has(value)) return into;
  into.add(value);
  for (const key of Object.keys(value)) objectsIn((value as Record<string, unknown>)[key], into);
  return into;
}

/** Output shares no object with the input, so mutating one never changes the other. */
export function expectNoAliasing(input: unknown, output: unknown): void {
  const inputs = objectsIn(input);
  for (const obj of objectsIn(output)) expect(inputs.has(obj)).toBe(false);
}

/** Some provider-item part keeps exactly `raw` and says what was wrong. */
export function expectKeepsRaw(result: Message | readonly Message[], raw: unknown): void {
  const items = asList(result).flatMap((m) => m.parts.filter((p) => p.contentType === PARTKIT_CONTENT_TYPES.providerItem));
  const expected = toJsonValue(raw) ?? null;
  const match = items.find((p) => JSON.stringify(JSON.parse(p.content ?? "null")) === JSON.stringify(expected));
  expect(match, "a provider item keeps the raw payload").toBeDefined();
  expect(typeof match!.metadata?.error).toBe("string");
  expect(typeof match!.metadata?.provider).toBe("string");
}

/** Any JS value, including the awkward ones (null prototypes, BigInt, typed arrays, Maps…). */
export const anyValue = fc.anything({
  withNullPrototype: true,
  withBigInt: true,
  withTypedArray: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withSparseArray: true,
  withBoxedValues: true,
  stringUnit: "binary",
  maxDepth: 4,
});

type Path = readonly (string | number)[];

function isContainer(value: unknown): value is object {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (!isContainer(value)) return out;
  for (const key of Object.keys(value)) {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    out.push(path);
    pathsOf((value as Record<string, unknown>)[key], path, out);
  }
  return out;
}

interface Mutation {
  readonly at: number;
  readonly op: "delete" | "replace";
  readonly value: unknown;
}

function applyMutation(root: unknown, mutation: Mutation): unknown {
  const paths = pathsOf(root);
  if (paths.length === 0) return mutation.op === "replace" ? mutation.value : root;
  const path = paths[mutation.at % paths.length]!;
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (mutation.op === "delete") {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = mutation.value;
  return root;
}

/** A valid payload with a few random fields dropped or replaced by arbitrary values. */
export function mutated(source: unknown): fc.Arbitrary<unknown> {
  const mutation = fc.record({ at: fc.nat(), op: fc.constantFrom("delete" as const, "replace" as const), value: anyValue });
  return fc.array(mutation, { minLength: 1, maxLength: 4 }).map((mutations) => {
    let copy = structuredClone(source);
    for (const m of mutations) copy = applyMutation(copy, m);
    return copy;
  });
}

/** Fuzz settings that keep the whole adapter suite well under a minute on two shared cores; `PARTKIT_FUZZ_SCALE=10` digs deeper. */
const SCALE = Math.max(1, Number(process.env.PARTKIT_FUZZ_SCALE) || 1);
export const FUZZ = { numRuns: 150 * SCALE } as const;

function hostileInputs(): unknown[] {
  const boom = () => {
    throw new Error("boom");
  };
  const cyclic: Record<string, unknown> = { role: "user", type: "message" };
  cyclic.parts = [cyclic];
  cyclic.content = [cyclic];
  let deep: unknown = { type: "text", text: "bottom" };
  for (let i = 0; i < 5000; i++) deep = { type: "tool_result", toolUseId: "t", tool_use_id: "t", content: [deep] };
  const shared: unknown[] = [];
  let dag: unknown = { type: "text", text: "leaf" };
  for (let i = 0; i < 60; i++) dag = { type: "message", role: "user", parts: [dag, dag], content: [dag, dag] };
  shared.push(dag);
  return [
    new Proxy({}, { get: boom, ownKeys: boom, has: boom, getPrototypeOf: boom }),
    Object.defineProperty({ role: "user" }, "parts", { get: boom, enumerable: true }),
    Object.defineProperty({ role: "user" }, "content", { get: boom, enumerable: true }),
    cyclic,
    deep,
    [deep],
    Object.create(null),
    shared,
  ];
}

/** Runs the shared property checks for one adapter against its samples. */
export function fuzzAdapter(convert: (input: unknown) => Message | Message[], samples: readonly FixtureSample[]): void {
  for (const input of hostileInputs()) expectWellFormed(convert(input));
  fc.assert(
    fc.property(anyValue, (input) => {
      expectWellFormed(convert(input));
    }),
    FUZZ,
  );
  fc.assert(
    fc.property(fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.constant(undefined)), (input) => {
      expectKeepsRaw(convert(input), input);
    }),
    { numRuns: 30 * SCALE },
  );
  for (const sample of samples) {
    fc.assert(
      fc.property(mutated(sample.source), (input) => {
        const before = JSON.stringify(toJsonValue(input));
        const output = convert(input);
        expectWellFormed(output);
        expectNoAliasing(input, output);
        expect(JSON.stringify(toJsonValue(input))).toBe(before);
      }),
      { numRuns: 40 * SCALE },
    );
  }
}
