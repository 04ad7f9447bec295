import { decodeBase64 } from "./base64";
import { parseContentType } from "./content-type";
import { describeType, partNameProblem } from "./part-name";
import { readablePart, unreadableReason } from "./readable-part";
import { describeEntry, entryMatches, readSchema, type SchemaEntry } from "./schema-entries";
import type { BodyIssue, MessageBody, MessageBodySchema, Part, SchemaPart, ValidationResult } from "./types";

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
 * Part indexes (`issue.part` and "Part 3" in messages) are 0-based. Never throws.
 *
 * Issue codes: `not-an-object`, `parts-not-an-array`, `part-not-an-object`, `invalid-name`,
 * `duplicate-name`, `missing-content-type`, `invalid-content-type`, `invalid-content`,
 * `invalid-content-url`, `content-and-url`, `invalid-encoding`, `invalid-base64`,
 * `invalid-metadata`, `invalid-schema`, `no-matching-schema-part`, `missing-required`.
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
  const read = schema === undefined || schema === null ? undefined : readSchema(schema);
  if (read) issues.push(...read.issues);
  const entries = read?.entries ?? [];
  const matched = new Set<SchemaEntry>();

  const parts = partsOf(body, issues);
  const seen = new Map<string, number>();
  for (let index = 0; index < parts.length; index++) {
    const part: unknown = readablePart(parts[index]);
    const report = (code: string, text: string, name?: string) =>
      issues.push({ part: index, ...(name === undefined ? {} : { name }), code, message: `${label(index, name)}: ${text}` });
    if (typeof part !== "object" || part === null || Array.isArray(part)) {
      report("part-not-an-object", `must be an object, not ${describeType(part)}`);
      continue;
    }
    const unreadable = unreadableReason(part);
    if (unreadable !== undefined) {
      report("unreadable-part", unreadable.replace(/^This part could not be read: r/, "r"), typeof (part as Part).name === "string" ? (part as Part).name : undefined);
      continue;
    }
    const { name, contentType, content, contentUrl, contentEncoding, metadata } = part as Record<string, unknown>;
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
        `${JSON.stringify(contentType)} is not a MIME type (expected type/subtype, optionally followed by ;param=value)`,
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
      report("invalid-encoding", `contentEncoding must be "plain" or "base64", not ${typeof contentEncoding === "string" ? JSON.stringify(contentEncoding) : describeType(contentEncoding)}`, shownName);
    } else if (contentEncoding === "base64" && typeof content === "string" && !decodeBase64(content)) {
      report("invalid-base64", "content is marked base64 but does not decode as base64", shownName);
    }
    if (metadata !== undefined && (typeof metadata !== "object" || metadata === null || Array.isArray(metadata))) {
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
      const what = partName === undefined ? "an unnamed part" : `name ${partName}`;
      report("no-matching-schema-part", `no schema part allows ${what} with type ${parsed.essence}`, partName);
    }
  }

  const pending: SchemaPart[] = [];
  const partial = typeof options === "object" && options !== null && (options as ValidateBodyOptions).partial === true;
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

function partsOf(body: unknown, issues: BodyIssue[]): readonly unknown[] {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    issues.push({ code: "not-an-object", message: `The body must be an object with a "parts" array, not ${describeType(body)}` });
    return [];
  }
  let parts: unknown;
  try {
    parts = (body as { parts?: unknown }).parts;
    if (Array.isArray(parts)) parts = Array.from(parts); // one read of a Proxy'd array, here, where a throw is caught
  } catch (error) {
    issues.push({ code: "parts-unreadable", message: `The body's "parts" could not be read: ${error instanceof Error ? error.message : "unknown error"}` });
    return [];
  }
  if (!Array.isArray(parts)) {
    issues.push({ code: "parts-not-an-array", message: `The body's "parts" must be an array, not ${describeType(parts)}` });
    return [];
  }
  return parts;
}

function label(index: number, name: string | undefined): string {
  return name === undefined ? `Part ${index}` : `Part ${index} (${name})`;
}
