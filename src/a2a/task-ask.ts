import type { A2AThread } from "../adapters/a2a";

/**
 * A turn where the agent waits for the user (`input-required` or `auth-required`): the task to
 * answer, the question's text and, when the agent's message carries one, the JSON Schema of the
 * answer.
 *
 * @example
 * const ask = pendingAsk(thread); // { taskId: "t1", state: "input-required", question: "How many people?", schema: { type: "object" } }
 */
export interface A2AAsk {
  readonly taskId: string;
  readonly contextId?: string;
  readonly state: "input-required" | "auth-required";
  readonly question: string;
  readonly schema?: Readonly<Record<string, unknown>>;
}

const SCHEMA_TYPES = new Set(["application/schema+json", "application/schema-instance+json"]);

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** A part's text, data and media type, whether it is an SDK object (`content.$case`), v1.0 wire JSON or v0.3 (`kind`). */
function readPart(raw: unknown): { text?: string; data?: unknown; mediaType?: string } {
  const part = record(raw);
  if (!part) return {};
  const metadata = record(part.metadata);
  const mediaType = [part.mediaType, part.mimeType, metadata?.mimeType, metadata?.mediaType].find((v): v is string => typeof v === "string" && v !== "");
  const content = record(part.content);
  if (content && typeof content.$case === "string") {
    if (content.$case === "text" && typeof content.value === "string") return { text: content.value, mediaType };
    if (content.$case === "data") return { data: content.value, mediaType };
    return { mediaType };
  }
  if (typeof part.text === "string") return { text: part.text, mediaType };
  if ("data" in part) return { data: part.data, mediaType };
  return { mediaType };
}

/** The JSON Schema an agent's message asks with: a data part typed `application/schema+json`, or one whose metadata says `schema: true`. */
export function askSchema(message: unknown): Readonly<Record<string, unknown>> | undefined {
  const parts = record(message)?.parts;
  if (!Array.isArray(parts)) return undefined;
  for (const raw of parts) {
    const { data, mediaType } = readPart(raw);
    const marked = record(record(raw)?.metadata)?.schema === true;
    const schema = record(data);
    if (schema && ((mediaType !== undefined && SCHEMA_TYPES.has(mediaType)) || marked)) return schema;
  }
  return undefined;
}

/** The text parts of an agent's message, joined. */
export function messageText(message: unknown): string {
  const parts = record(message)?.parts;
  if (!Array.isArray(parts)) return "";
  return parts
    .map((raw) => readPart(raw).text)
    .filter((t): t is string => t !== undefined)
    .join("\n");
}

/**
 * The latest task of the thread that waits for the user, with its question and schema; pure,
 * never throws.
 *
 * @example
 * const ask = pendingAsk(thread);
 * if (ask?.schema) showForm(ask.schema);
 */
export function pendingAsk(thread: A2AThread): A2AAsk | undefined {
  try {
    for (let i = thread.turns.length - 1; i >= 0; i--) {
      const turn = thread.turns[i]!;
      if (turn.kind !== "task" || turn.taskId === undefined) continue;
      const task = thread.tasks.find((t) => t.taskId === turn.taskId);
      const state = task?.state ?? turn.state;
      if (task && task.turn !== i) continue;
      if (state !== "input-required" && state !== "auth-required") continue;
      const statuses = (turn.items ?? []).flatMap((item) => ("status" in item ? [item.status] : []));
      const last = statuses[statuses.length - 1];
      return { taskId: turn.taskId, contextId: turn.contextId, state, question: messageText(last), schema: askSchema(last) };
    }
  } catch {
    // A thread that is not one has nothing to answer.
  }
  return undefined;
}
