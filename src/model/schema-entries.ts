import { globProblem, matchGlob } from "./glob";
import { describeType } from "./part-name";
import type { BodyIssue, SchemaPart } from "./types";

/**
 * A usable schema part: its globs checked, its content-type glob lowercased.
 *
 * @example
 * const entry: SchemaEntry = { index: 0, source: { contentType: "Text/*" }, name: undefined, type: "text/*", required: false };
 */
export interface SchemaEntry {
  /** Index in `schema.parts`. */
  readonly index: number;
  /** The schema part as given. */
  readonly source: SchemaPart;
  /** Name glob; `undefined` means the entry matches unnamed parts only. */
  readonly name: string | undefined;
  /** Lowercased content-type glob; `undefined` means any type (`*` or `**`). */
  readonly type: string | undefined;
  readonly required: boolean;
}

/**
 * A schema read by {@link readSchema}: the usable entries and what was wrong with the rest.
 *
 * @example
 * const { entries, issues } = readSchema(schema);
 */
export interface ReadSchema {
  readonly entries: readonly SchemaEntry[];
  readonly issues: readonly BodyIssue[];
}

/**
 * Reads a `MessageBodySchema` defensively. Entries with a bad glob, a missing content type or a
 * non-boolean `required` are left out and reported as `invalid-schema` issues.
 * Content-type globs are lowercased because MIME types are case-insensitive and parts match on
 * their lowercased essence.
 *
 * @example
 * readSchema({ parts: [{ name: "/a", contentType: "Text/*" }] }).entries[0]?.type; // "text/*"
 */
export function readSchema(schema: unknown): ReadSchema {
  const issues: BodyIssue[] = [];
  const fail = (message: string): ReadSchema => ({ entries: [], issues: [{ code: "invalid-schema", message }] });
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
    return fail(`The schema must be an object with a "parts" array, not ${describeType(schema)}`);
  }
  const parts = (schema as { parts?: unknown }).parts;
  if (!Array.isArray(parts)) return fail(`The schema's "parts" must be an array, not ${describeType(parts)}`);
  const entries: SchemaEntry[] = [];
  parts.forEach((raw: unknown, index) => {
    const problem = (text: string) => issues.push({ code: "invalid-schema", message: `Schema part ${index}: ${text}` });
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      problem(`must be an object, not ${describeType(raw)}`);
      return;
    }
    const { name, contentType, required } = raw as Record<string, unknown>;
    let ok = true;
    if (name !== undefined) {
      const why = globProblem(name);
      if (why !== undefined) {
        problem(`the name glob ${JSON.stringify(name)} cannot be used: ${why}`);
        ok = false;
      }
    }
    let type: string | undefined;
    if (typeof contentType !== "string") {
      problem(`contentType must be a glob string, not ${describeType(contentType)}`);
      ok = false;
    } else if (contentType !== "*" && contentType !== "**") {
      type = contentType.toLowerCase();
      const why = globProblem(type);
      if (why !== undefined) {
        problem(`the contentType glob ${JSON.stringify(contentType)} cannot be used: ${why}`);
        ok = false;
      }
    }
    if (required !== undefined && typeof required !== "boolean") {
      problem(`"required" must be true or false, not ${describeType(required)}`);
      ok = false;
    }
    if (ok) {
      entries.push({
        index,
        source: raw as SchemaPart,
        name: name as string | undefined,
        type,
        required: required === true,
      });
    }
  });
  return { entries, issues };
}

/**
 * Whether a schema entry matches a part with this name (`undefined` for unnamed) and lowercased
 * content-type essence.
 *
 * @example
 * entryMatches(entry, "/sources/1", "text/uri-list");
 */
export function entryMatches(entry: SchemaEntry, name: string | undefined, essence: string): boolean {
  if ((entry.name === undefined) !== (name === undefined)) return false;
  if (entry.name !== undefined && name !== undefined && !matchGlob(entry.name, name)) return false;
  return entry.type === undefined || matchGlob(entry.type, essence);
}

/**
 * A short human description of a schema entry: `schema part 1 (name "/a/*", type "text/*")`.
 *
 * @example
 * describeEntry(entry); // 'schema part 0 (unnamed, type "text/markdown")'
 */
export function describeEntry(entry: SchemaEntry): string {
  const name = entry.name === undefined ? "unnamed" : `name ${JSON.stringify(entry.name)}`;
  const type = entry.type === undefined ? "any type" : `type ${JSON.stringify(entry.source.contentType)}`;
  return `schema part ${entry.index} (${name}, ${type})`;
}
