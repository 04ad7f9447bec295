import { decodeBase64 } from "./base64";
import { parseContentType } from "./content-type";
import { clip, errorText, isArray, isRecord, quoted, readFields } from "./issue-text";
import { describeType, partNameProblem } from "./part-name";
import { readablePart, unreadableReason } from "./readable-part";
import { describeEntry, entryMatches, readSchema, type SchemaEntry } from "./schema-entries";
import type { BodyIssue, MessageBody, MessageBodySchema, SchemaPart, ValidationResult } from "./types";

/**
 * Options of {@link validateBody}.
 *
 * @example
 * validateBody(prefix, schema, { partial: true });
 */
export interface ValidateBodyOptions {
  /**
   * The body is still streaming: required schema parts not matched yet are listed in `pending`
   * but are not errors, so a prefix whose parts all match is "valid so far".
   */
  readonly partial?: boolean;
}

/**
 * Checks a message body against the structural rules and, when given, a schema.
 *
 * Structural rules (always): every part is an object with a parseable `contentType`; names are
 * valid ({@link isValidPartName}) and unique; a part has `content` or `contentUrl` or neither,
 * never both; `contentEncoding` is `"plain"` or `"base64"` and base64 content decodes.
 * Schema rules: every part matches at least one schema part (name glob on the name, a schema
 * part without `name` matching unnamed parts only; content-type glob on the lowercased essence,
 * `*`/`**` meaning any type) and every `required` schema part is matched by some part.
 *
 * `pending` always lists the required schema parts no part matches; unless `partial` is set
 * they are also `missing-required` issues. The body is valid when there are no issues.
 * Part indexes (`issue.part` and "Part 3" in messages) are 0-based.
 *
 * Never throws, whatever it is given: values of any depth, cycles, symbols, BigInts, getters and
 * Proxy traps that throw (reported as `unreadable-part`, `parts-unreadable`, `unreadable-options`
 * or `invalid-schema`, naming the field), revoked Proxies. Messages quote at most 200 characters
 * of a name or type. Only the first 1,000,000 parts are checked (`too-many-parts` says so).
 *
 * Issue codes: `not-an-object`, `parts-not-an-array`, `parts-unreadable`, `too-many-parts`,
 * `part-not-an-object`, `unreadable-part`, `invalid-name`, `duplicate-name`,
 * `missing-content-type`, `invalid-content-type`, `invalid-content`, `invalid-content-url`,
 * `content-and-url`, `invalid-encoding`, `invalid-base64`, `invalid-metadata`, `invalid-schema`,
 * `unreadable-options`, `no-matching-schema-part`, `missing-required`.
 *
 * @example
 * const schema = { parts: [{ contentType: "text/markdown", required: true }, { name: "/sources/*", contentType: "text/uri-list" }] };
 * validateBody({ parts: [{ contentType: "text/markdown", content: "Hi" }] }, schema).valid; // true
 * validateBody({ parts: [] }, schema, { partial: true }); // { valid: true, pending: [schema.parts[0]], issues: [] }
 * validateBody({ parts: [{ name: "/a//b", contentType: "text/plain" }] }).issues[0]?.message;
 * // "Part 0 (/a//b): names may not contain '//'"
 */
export function validateBody(
  body: MessageBody,
  schema?: MessageBodySchema,
  options?: ValidateBodyOptions,
): ValidationResult;
export function validateBody(body: unknown, schema?: unknown, options?: unknown): ValidationResult {
  const issues: BodyIssue[] = [];
  const partial = readPartial(options, issues);
  const read = schema === undefined || schema === null ? undefined : readSchema(schema);
  // A loop, not push(...issues): spread arguments overflow the stack past about 100,000.
  if (read) for (const issue of read.issues) issues.push(issue);
  const entries = read?.entries ?? [];
  const matched = new Set<SchemaEntry>();

  const { list, count } = partsOf(body, issues);
  const seen = new Map<string, number>();
  for (let index = 0; index < count; index++) {
    const report = (code: string, text: string, name?: string) =>
      issues.push({ part: index, ...(name === undefined ? {} : { name }), code, message: `${label(index, name)}: ${text}` });
    let raw: unknown;
    try {
      raw = list[index]; // an element can be a getter, or a Proxy'd array's trap
    } catch (error) {
      report("unreadable-part", `reading it threw “${errorText(error)}”.`);
      continue;
    }
    const part: unknown = readablePart(raw);
    if (!isRecord(part)) {
      report("part-not-an-object", `must be an object, not ${describeType(part)}`);
      continue;
    }
    const unreadable = unreadableReason(part);
    if (unreadable !== undefined) {
      const standInName = part.name;
      report("unreadable-part", unreadable.replace(/^This part could not be read: r/, "r"), typeof standInName === "string" ? standInName : undefined);
      continue;
    }
    // Read again here, once each: readablePart remembers a part that read cleanly, and a getter
    // may throw on a later read.
    const fields = readFields(part, ["name", "contentType", "content", "contentUrl", "contentEncoding", "metadata"]);
    if (!("values" in fields)) {
      report("unreadable-part", `reading its ${fields.field} threw “${errorText(fields.error)}”.`);
      continue;
    }
    const { name, contentType, content, contentUrl, contentEncoding, metadata } = fields.values;
    const shownName = typeof name === "string" ? name : undefined;
    let nameOk = true;
    if (name !== undefined) {
      const problem = partNameProblem(name);
      if (problem !== undefined) {
        report("invalid-name", problem, shownName);
        nameOk = false;
      } else if (typeof name === "string") {
        const first = seen.get(name);
        if (first !== undefined) report("duplicate-name", `the name is already used by part ${first}`, name);
        else seen.set(name, index);
      }
    }
    const parsed = parseContentType(contentType);
    if (typeof contentType !== "string") {
      report("missing-content-type", `contentType must be a MIME type string, not ${describeType(contentType)}`, shownName);
    } else if (!parsed) {
      report(
        "invalid-content-type",
        `${quoted(contentType)} is not a MIME type (expected type/subtype, optionally followed by ;param=value)`,
        shownName,
      );
    }
    if (content !== undefined && typeof content !== "string") {
      report("invalid-content", `content must be a string, not ${describeType(content)}`, shownName);
    }
    if (contentUrl !== undefined && (typeof contentUrl !== "string" || contentUrl === "")) {
      report("invalid-content-url", `contentUrl must be a non-empty string, not ${describeType(contentUrl)}`, shownName);
    }
    if (content !== undefined && contentUrl !== undefined) {
      report("content-and-url", "a part has content or contentUrl (or neither), never both", shownName);
    }
    if (contentEncoding !== undefined && contentEncoding !== "plain" && contentEncoding !== "base64") {
      report("invalid-encoding", `contentEncoding must be "plain" or "base64", not ${typeof contentEncoding === "string" ? quoted(contentEncoding) : describeType(contentEncoding)}`, shownName);
    } else if (contentEncoding === "base64" && typeof content === "string" && !decodeBase64(content)) {
      report("invalid-base64", "content is marked base64 but does not decode as base64", shownName);
    }
    if (metadata !== undefined && !isRecord(metadata)) {
      report("invalid-metadata", `metadata must be an object, not ${describeType(metadata)}`, shownName);
    }
    if (!read || !nameOk || !parsed) continue;
    const partName = name as string | undefined;
    let any = false;
    for (const entry of entries) {
      if (entryMatches(entry, partName, parsed.essence)) {
        any = true;
        matched.add(entry);
      }
    }
    if (!any) {
      const what = partName === undefined ? "an unnamed part" : `name ${clip(partName)}`;
      report("no-matching-schema-part", `no schema part allows ${what} with type ${clip(parsed.essence)}`, partName);
    }
  }
  const pending: SchemaPart[] = [];
  for (const entry of entries) {
    if (!entry.required || matched.has(entry)) continue;
    pending.push(entry.source);
    if (!partial) {
      const text = describeEntry(entry);
      issues.push({ code: "missing-required", message: `${text[0]?.toUpperCase()}${text.slice(1)} is required but no part matches it` });
    }
  }
  return { valid: issues.length === 0, pending, issues };
}

/** More parts than validateBody checks; the rest of a larger body is one `too-many-parts` issue. */
const MAX_PARTS = 1_000_000;

function readPartial(options: unknown, issues: BodyIssue[]): boolean {
  if (typeof options !== "object" || options === null) return false;
  try {
    return (options as ValidateBodyOptions).partial === true;
  } catch (error) {
    issues.push({ code: "unreadable-options", message: `The options could not be read: reading options.partial threw “${errorText(error)}”` });
    return false;
  }
}

function partsOf(body: unknown, issues: BodyIssue[]): { readonly list: readonly unknown[]; readonly count: number } {
  const none = { list: [], count: 0 };
  if (!isRecord(body)) {
    issues.push({ code: "not-an-object", message: `The body must be an object with a "parts" array, not ${describeType(body)}` });
    return none;
  }
  let parts: unknown;
  let length: unknown;
  try {
    parts = body.parts;
    if (!isArray(parts)) {
      issues.push({ code: "parts-not-an-array", message: `The body's "parts" must be an array, not ${describeType(parts)}` });
      return none;
    }
    length = parts.length;
  } catch (error) {
    issues.push({ code: "parts-unreadable", message: `The body's "parts" could not be read: ${errorText(error)}` });
    return none;
  }
  // A Proxy'd array can answer anything for its length.
  if (typeof length !== "number" || !Number.isSafeInteger(length) || length < 0) {
    issues.push({ code: "parts-unreadable", message: `The body's "parts" could not be read: its length is ${typeof length === "number" ? String(length) : describeType(length)}, not a count` });
    return none;
  }
  if (length > MAX_PARTS) {
    // Checking a sparse array of 4 billion slots would hang, and its issues would not fit in memory.
    issues.push({
      code: "too-many-parts",
      message: `The body has ${length.toLocaleString("en-US")} parts; only the first ${MAX_PARTS.toLocaleString("en-US")} are checked`,
    });
  }
  return { list: parts as readonly unknown[], count: Math.min(length, MAX_PARTS) };
}

function label(index: number, name: string | undefined): string {
  return name === undefined ? `Part ${index}` : `Part ${index} (${clip(name)})`;
}
