import { entryMatches, readSchema } from "../model/schema-entries";
import type { MessageBodySchema, SchemaPart } from "../model/types";
import { validateBody } from "../model/validate-body";
import { describeSchemaPart } from "./describe-schema-part";
import { draftBody, listWords, uploadProblems, type ComposerDraft, type DraftCheck } from "./draft-basics";

// What a composer needs of the target's schema. The Composer loads this module after its first
// paint (schema-tools.ts): the schema reader and its glob matcher are most of its code.
export { bytesToBase64, draftBody, explainBlocked, fileContentType } from "./draft-basics";
export type { Attachment, AttachmentStatus, ComposerData, ComposerDraft, DraftCheck } from "./draft-basics";

/**
 * The text part's type: `preferred` when given, else the first exact `text/…` type an unnamed
 * schema part asks for, else `text/plain`.
 *
 * @example
 * chooseTextType({ parts: [{ contentType: "text/markdown", required: true }] }); // "text/markdown"
 */
export function chooseTextType(schema: MessageBodySchema | undefined, preferred?: string): string {
  if (preferred) return preferred;
  if (!schema) return "text/plain";
  for (const entry of readSchema(schema).entries) {
    if (entry.name === undefined && entry.type !== undefined && /^text\/[a-z0-9.+-]+$/.test(entry.type)) return entry.type;
  }
  return "text/plain";
}

/**
 * Why the target would refuse a file under `name` with `contentType`, or `undefined` when some
 * schema part takes it (or there is no schema).
 *
 * @example
 * refuseFile(schema, "/files/run.exe", "application/x-msdownload");
 * // 'run.exe is application/x-msdownload; this agent takes a PDF under /files/'
 */
export function refuseFile(schema: MessageBodySchema | undefined, name: string, contentType: string): string | undefined {
  if (!schema) return undefined;
  const { entries } = readSchema(schema);
  if (entries.some((entry) => entryMatches(entry, name, contentType))) return undefined;
  const shown = name.slice(name.lastIndexOf("/") + 1);
  const takes = entries.filter((entry) => entry.name !== undefined).map((entry) => describeSchemaPart(entry.source));
  if (takes.length === 0) return `${shown} was not attached: this agent takes no files`;
  return `${shown} was not attached: it is ${contentType}, and this agent takes ${listWords([...new Set(takes)], "or")}`;
}

/**
 * Checks the draft against the target's input schema, live: what is still needed, what the
 * target would refuse, and uploads that are not done.
 *
 * @example
 * checkDraft(draft, { parts: [{ name: "/files/*", contentType: "application/pdf", required: true }] }).needs; // ["a PDF under /files/"]
 */
export function checkDraft(draft: ComposerDraft, schema?: MessageBodySchema): DraftCheck {
  const body = draftBody(draft);
  const empty = body.parts.length === 0;
  const problems = uploadProblems(draft);
  let needs: string[] = [];
  let required: { text: string; met: boolean }[] = [];
  if (schema) {
    const result = validateBody(body, schema, { partial: true });
    const pending = new Set<SchemaPart>(result.pending);
    const entries = readSchema(schema).entries.filter((entry) => entry.required);
    required = entries.map((entry) => ({ text: describeSchemaPart(entry.source), met: !pending.has(entry.source) }));
    needs = required.filter((r) => !r.met).map((r) => r.text);
    for (const issue of result.issues) {
      if (issue.code !== "no-matching-schema-part") continue;
      const part = issue.part === undefined ? undefined : body.parts[issue.part];
      if (part && part.name === undefined && part === body.parts[0] && draft.text.trim() !== "") problems.push(`This agent does not take ${part.contentType} text`);
      else if (part) problems.push(`This agent does not take ${part.name ?? "an unnamed part"} (${part.contentType})`);
    }
  }
  return { ready: !empty && needs.length === 0 && problems.length === 0, needs, problems, required, empty };
}


/**
 * The file picker's `accept`: the types the schema's named parts take (`image/*` kept as is),
 * or nothing when any type goes.
 *
 * @example
 * acceptFor({ parts: [{ name: "/files/*", contentType: "application/pdf" }] }); // "application/pdf"
 */
export function acceptFor(schema: MessageBodySchema | undefined): string | undefined {
  if (!schema) return undefined;
  const types = new Set<string>();
  for (const entry of readSchema(schema).entries) {
    if (entry.name === undefined) continue;
    if (entry.type === undefined || !/^[a-z0-9.+-]+\/(\*|[a-z0-9.+-]+)$/.test(entry.type)) return undefined;
    types.add(entry.type);
  }
  return types.size > 0 ? [...types].join(",") : undefined;
}
