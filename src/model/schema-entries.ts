import { globProblem, matchGlob } from "./glob";
import { errorText, isArray, isRecord, quoted, readFields } from "./issue-text";
import { describeType } from "./part-name";
import type { BodyIssue, SchemaPart } from "./types";

/**
 * A usable schema part: its globs checked, its content-type glob lowercased.
 *
 * @example
 * const entry: SchemaEntry = { index: 0, source: { contentType: "Text/*" }, name: undefined, type: "text/*", contentType: "Text/*", required: false };
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
  /** The content-type glob as given, read once (the source may be a Proxy that answers differently later). */
  readonly contentType: string;
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

/** More schema parts than any real schema has: past it a schema is refused, not read. */
export const MAX_SCHEMA_PARTS = 10_000;

/**
 * Reads a `MessageBodySchema` defensively. Entries with a bad glob, a missing content type or a
 * non-boolean `required` are left out and reported as `invalid-schema` issues, and so are
 * entries whose reads throw (a getter, a Proxy trap), each naming the field. A schema whose
 * `parts` cannot be read, or has more than 10,000 entries, is one `invalid-schema` issue.
 * Content-type globs are lowercased because MIME types are case-insensitive and parts match on
 * their lowercased essence. Never throws.
 *
 * @example
 * readSchema({ parts: [{ name: "/a", contentType: "Text/*" }] }).entries[0]?.type; // "text/*"
 */
export function readSchema(schema: unknown): ReadSchema {
  const issues: BodyIssue[] = [];
  const fail = (message: string): ReadSchema => ({ entries: [], issues: [{ code: "invalid-schema", message }] });
  if (!isRecord(schema)) return fail(`The schema must be an object with a "parts" array, not ${describeType(schema)}`);
  let parts: unknown;
  let count: unknown;
  try {
    parts = schema.parts;
    if (!isArray(parts)) return fail(`The schema's "parts" must be an array, not ${describeType(parts)}`);
    count = parts.length;
  } catch (error) {
    return fail(`The schema's "parts" could not be read: reading it threw “${errorText(error)}”`);
  }
  // A Proxy'd array can answer anything for its length.
  if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 0) return fail(`The schema's "parts" has no usable length`);
  if (count > MAX_SCHEMA_PARTS) return fail(`The schema has ${count.toLocaleString("en-US")} parts, more than the ${MAX_SCHEMA_PARTS.toLocaleString("en-US")} a schema may have`);
  const list = parts as readonly unknown[];
  const entries: SchemaEntry[] = [];
  for (let index = 0; index < count; index++) {
    const problem = (text: string) => issues.push({ code: "invalid-schema", message: `Schema part ${index}: ${text}` });
    let raw: unknown;
    try {
      raw = list[index];
    } catch (error) {
      problem(`reading it threw “${errorText(error)}”`);
      continue;
    }
    if (!isRecord(raw)) {
      problem(`must be an object, not ${describeType(raw)}`);
      continue;
    }
    // Each field is read once: a getter may answer differently, or throw, the next time.
    const read = readFields(raw, ["name", "contentType", "required"]);
    if (!("values" in read)) {
      problem(`reading its ${read.field} threw “${errorText(read.error)}”`);
      continue;
    }
    const { name, contentType, required } = read.values;
    let ok = true;
    if (name !== undefined) {
      const why = globProblem(name);
      if (why !== undefined) {
        problem(`the name glob ${shown(name)} cannot be used: ${why}`);
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
        problem(`the contentType glob ${quoted(contentType)} cannot be used: ${why}`);
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
        source: raw as unknown as SchemaPart,
        name: name as string | undefined,
        type,
        contentType: contentType as string,
        required: required === true,
      });
    }
  }
  return { entries, issues };
}

/** A value in a message: strings quoted, numbers and booleans as written, anything else by its type. */
function shown(value: unknown): string {
  if (typeof value === "string") return quoted(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return describeType(value);
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
  const name = entry.name === undefined ? "unnamed" : `name ${quoted(entry.name)}`;
  const type = entry.type === undefined ? "any type" : `type ${quoted(entry.contentType)}`;
  return `schema part ${entry.index} (${name}, ${type})`;
}
