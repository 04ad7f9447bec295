import { errorText } from "../issue-text";
import { describeEntry, readSchema, type SchemaEntry } from "../schema-entries";
import type { CompatibilityResult, MessageBody, MessageBodySchema, Part } from "../types";
import { validateBody } from "../validate-body";
import { CellSpace } from "./cells";
import { findCover } from "./cover-search";
import { domainAutomaton, globAutomaton } from "./glob-automata";
import { NAME_CHARS, TYPE_CHARS } from "./glob-regex";
import { TooComplexError } from "./table-dfa";

/** A kind of part: an unnamed part or a name cell, times a type cell. */
interface PartClass {
  readonly slot: number;
  readonly typeCell: number;
  readonly producer: readonly SchemaEntry[];
  readonly consumer: readonly SchemaEntry[];
  /** Required producer entries this class matches, as bits. */
  readonly covers: bigint;
}

interface Failure {
  readonly parts: readonly PartClass[];
  readonly reason: string;
  /** One failure per producer entry (`p0`) or consumer requirement (`c1`). */
  readonly group: string;
}

/**
 * Decides exactly whether every body valid under `producer` is valid under `consumer`.
 *
 * Names and content types are cut into cells: regions that every glob of both schemas treats
 * alike, found by exploring the product of automata built from picomatch's own regexes (so `**`,
 * dot and brace edge cases agree with `validateBody`), each cell with its size. A part is then
 * one of finitely many classes (unnamed or a name cell, times a type cell), and whether a body
 * is valid depends only on which classes it holds and how many names each cell must supply.
 * The producer can break the consumer in two ways, both searched exhaustively: a body that
 * needs a class the consumer rejects, or a body that avoids everything matching a required
 * consumer part, in each case while still covering every required producer part with distinct
 * names (so an unsatisfiable producer, name clashes and the empty body are all accounted for).
 *
 * When not compatible, `reasons` has one sentence per problem and `counterexample` is a body
 * valid under the producer and invalid under the consumer (checked with `validateBody`).
 * When compatible, `reasons` is empty, except that it says so when no body at all is valid
 * under the producer. An invalid schema on either side is reported as not compatible, with
 * the schema issues as reasons and no counterexample. Never throws, whatever either schema is
 * (see {@link validateBody} for what that covers); a schema part whose reads throw is an
 * invalid schema whose reason names the field.
 *
 * @example
 * checkCompatibility(
 *   { parts: [{ contentType: "text/markdown", required: true }, { name: "/sources/*", contentType: "text/uri-list" }] },
 *   { parts: [{ contentType: "text/*", required: true }, { name: "/**", contentType: "*" }] },
 * ); // { compatible: true, reasons: [] }
 * checkCompatibility({ parts: [{ contentType: "text/*" }] }, { parts: [{ contentType: "text/markdown" }] });
 * // { compatible: false, reasons: ["Producer schema part 0 (…) allows a part the consumer rejects: …"],
 * //   counterexample: { parts: [{ contentType: "text/a" }] } }
 */
export function checkCompatibility(producer: MessageBodySchema, consumer: MessageBodySchema): CompatibilityResult {
  const p = readSchema(producer);
  const c = readSchema(consumer);
  if (p.issues.length > 0 || c.issues.length > 0) {
    return {
      compatible: false,
      reasons: [
        ...p.issues.map((issue) => `The producer schema is invalid. ${issue.message}.`),
        ...c.issues.map((issue) => `The consumer schema is invalid. ${issue.message}.`),
      ],
    };
  }
  try {
    return decide(p.entries, c.entries, producer, consumer);
  } catch (error) {
    const why = error instanceof TooComplexError ? `they are too complex to compare exactly (${errorText(error)})` : errorText(error);
    return { compatible: false, reasons: [`The schemas could not be compared: ${why}.`] };
  }
}

function decide(
  producer: readonly SchemaEntry[],
  consumer: readonly SchemaEntry[],
  producerSchema: MessageBodySchema,
  consumerSchema: MessageBodySchema,
): CompatibilityResult {
  const all = [...producer, ...consumer];
  const nameGlobs = [...new Set(all.flatMap((e) => (e.name === undefined ? [] : [e.name])))];
  const typeGlobs = [...new Set(all.flatMap((e) => (e.type === undefined ? [] : [e.type])))];
  const required = producer.filter((e) => e.required);
  const cap = required.length + 1;
  const names = new CellSpace(domainAutomaton("name"), nameGlobs.map((g) => globAutomaton(g, "name")), NAME_CHARS, cap);
  const types = new CellSpace(domainAutomaton("type"), typeGlobs.map((g) => globAutomaton(g, "type")), TYPE_CHARS, 1);

  // Glob positions looked up once: a search per (entry, cell) made wide schemas cubic.
  const nameIndex = new Map(nameGlobs.map((g, i) => [g, i]));
  const typeIndex = new Map(typeGlobs.map((g, i) => [g, i]));
  const matches = (entry: SchemaEntry, slot: number, typeCell: number): boolean => {
    if ((entry.name === undefined) !== (slot < 0)) return false;
    if (entry.name !== undefined && !names.cells[slot]?.signature[nameIndex.get(entry.name) as number]) return false;
    return entry.type === undefined || (types.cells[typeCell]?.signature[typeIndex.get(entry.type) as number] ?? false);
  };
  const requiredIndex = new Map(required.map((e, i) => [e, i]));
  const classes: PartClass[] = [];
  for (let slot = -1; slot < names.cells.length; slot++) {
    for (let typeCell = 0; typeCell < types.cells.length; typeCell++) {
      const producerMatches = producer.filter((e) => matches(e, slot, typeCell));
      if (producerMatches.length === 0) continue;
      classes.push({
        slot,
        typeCell,
        producer: producerMatches,
        consumer: consumer.filter((e) => matches(e, slot, typeCell)),
        covers: producerMatches.reduce((bits, e) => (requiredIndex.has(e) ? bits | (1n << BigInt(requiredIndex.get(e) as number)) : bits), 0n),
      });
    }
  }
  const all1 = required.reduce((bits, _, i) => bits | (1n << BigInt(i)), 0n);
  const capacity = (slot: number) => names.capacity(slot);

  if (!findCover(all1, classes, capacity)) {
    return {
      compatible: true,
      reasons: ["No body is valid under the producer schema (its required parts cannot all be present at once), so the consumer accepts everything the producer can send."],
    };
  }

  const example = (part: PartClass) => describePart(part.slot < 0 ? undefined : names.examples(part.slot, 1)[0], types.examples(part.typeCell, 1)[0] ?? "");
  const failures: Failure[] = [];
  const failed = new Set<string>();
  for (const part of classes) {
    if (part.consumer.length > 0) continue;
    // One reason per producer entry is enough, so other classes of a failed entry are skipped.
    const source = part.producer[0] as SchemaEntry;
    const group = `p${source.index}`;
    if (failed.has(group)) continue;
    const body = findCover(all1, classes, capacity, part);
    if (!body) continue;
    failed.add(group);
    failures.push({
      parts: body,
      group,
      reason: `Producer ${describeEntry(source)} allows a part the consumer rejects: no consumer schema part matches ${example(part)}.`,
    });
  }
  for (const entry of consumer) {
    if (!entry.required) continue;
    const body = findCover(all1, classes.filter((part) => !part.consumer.includes(entry)), capacity);
    if (!body) continue;
    const how = body.length === 0 ? "for example an empty body" : "without any part it matches";
    failures.push({
      parts: body,
      group: `c${entry.index}`,
      reason: `Consumer ${describeEntry(entry)} is required, but the producer can send a valid body ${how}.`,
    });
  }
  if (failures.length === 0) return { compatible: true, reasons: [] };

  const reasons = failures.map((f) => f.reason);
  const smallest = [...failures].sort((a, b) => a.parts.length - b.parts.length);
  for (const failure of smallest) {
    const counterexample = materialize(failure.parts, names, types);
    if (validateBody(counterexample, producerSchema).valid && !validateBody(counterexample, consumerSchema).valid) {
      return { compatible: false, reasons, counterexample };
    }
  }
  return { compatible: false, reasons };
}

function describePart(name: string | undefined, type: string): string {
  return name === undefined ? `an unnamed part of type ${type}` : `a part named ${name} of type ${type}`;
}

function materialize(parts: readonly PartClass[], names: CellSpace, types: CellSpace): MessageBody {
  const perSlot = new Map<number, number>();
  for (const part of parts) if (part.slot >= 0) perSlot.set(part.slot, (perSlot.get(part.slot) ?? 0) + 1);
  const pools = new Map([...perSlot].map(([slot, count]) => [slot, names.examples(slot, count)]));
  const out: Part[] = parts.map((part) => {
    const contentType = types.examples(part.typeCell, 1)[0] ?? "";
    const name = part.slot < 0 ? undefined : pools.get(part.slot)?.shift();
    return name === undefined ? { contentType } : { name, contentType };
  });
  return { parts: out };
}
