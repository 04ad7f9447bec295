import fc from "fast-check";
import { expect } from "vitest";
import { partStatus, validateBody, type Message, type Part } from "../../../src/model";
import { PARTKIT_CONTENT_TYPES } from "../../../src/adapters";
import type { StreamReducer } from "../../../src/adapters";
import { anyValue, expectWellFormed, FUZZ } from "./helpers";

/** Every intermediate message of a fold. */
export function intermediates<T>(reduce: StreamReducer<T>, events: readonly unknown[], options?: T): Message[] {
  const out: Message[] = [];
  let message: Message | undefined;
  for (const event of events) {
    message = reduce(message, event, options);
    out.push(message);
  }
  return out;
}

/** What must match the non-streaming conversion: names, types and content, in order. */
export function shape(message: Message): { name?: string; contentType: string; content?: string }[] {
  return message.parts.map((p) => ({ ...(p.name === undefined ? {} : { name: p.name }), contentType: p.contentType, ...(p.content === undefined ? {} : { content: p.content }) }));
}

/** Parses a JSON part's content. */
export function content(part: Part | undefined): Record<string, unknown> {
  expect(part).toBeDefined();
  return JSON.parse(part!.content ?? "null") as Record<string, unknown>;
}

export function providerItems(message: Message): Part[] {
  return message.parts.filter((p) => p.contentType === PARTKIT_CONTENT_TYPES.providerItem);
}

/** Nothing is left streaming and no part carries an error. */
export function expectCleanFinish(message: Message): void {
  expect(message.parts.filter((p) => partStatus(p) === "streaming")).toEqual([]);
  expect(providerItems(message).filter((p) => p.metadata?.error !== undefined)).toEqual([]);
}

/** Between two consecutive messages, every part the event did not touch is the same object. */
export function changedParts(before: Message, after: Message): number[] {
  return after.parts.flatMap((part, i) => (before.parts[i] === part ? [] : [i]));
}

/** Garbage a stream may carry: non-objects, unknown types, events pointing nowhere. */
export const garbage: unknown[] = [null, undefined, 42, "data: [DONE]", [], {}, { type: "" }, { type: "totally-new-event", x: 1 }, { type: 7 }];

function fieldPaths(value: unknown, prefix: readonly string[] = [], out: string[][] = []): string[][] {
  if (typeof value !== "object" || value === null || prefix.length > 6) return out;
  for (const key of Object.keys(value)) {
    out.push([...prefix, key]);
    fieldPaths((value as Record<string, unknown>)[key], [...prefix, key], out);
  }
  return out;
}

/** A recorded event with one field deleted or replaced by an arbitrary value. */
function mutatedEvent(recorded: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc.tuple(fc.constantFrom(...recorded), fc.nat(), fc.boolean(), anyValue).map(([event, at, remove, value]) => {
    const copy = structuredClone(event) as Record<string, unknown>;
    const paths = fieldPaths(copy);
    if (paths.length === 0) return value;
    const path = paths[at % paths.length]!;
    let parent = copy;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    if (remove) delete parent[path.at(-1)!];
    else parent[path.at(-1)!] = value;
    return copy;
  });
}

/**
 * Fuzz: random sequences mixing recorded events, mutated recorded events and arbitrary values
 * never make the reducer throw, and every intermediate message is well formed.
 */
export function fuzzReducer<T>(reduce: StreamReducer<T>, recorded: readonly unknown[]): void {
  const event = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...recorded) },
    { weight: 2, arbitrary: mutatedEvent(recorded) },
    { weight: 1, arbitrary: anyValue },
  );
  fc.assert(
    fc.property(fc.array(event, { maxLength: 30 }), (events) => {
      let message: Message | undefined;
      for (const e of events) {
        message = reduce(message, e);
        expect(validateBody(message).issues).toEqual([]);
      }
      if (message) expectWellFormed(message);
    }),
    FUZZ,
  );
}

/** Events as a newline-delimited JSON byte stream, what the SDKs' `fromReadableStream` reads. */
export function ndjson(events: readonly unknown[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(events.map((e) => JSON.stringify(e)).join("\n") + "\n");
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
