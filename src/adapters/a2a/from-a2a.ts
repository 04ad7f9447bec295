import type { Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { asArray, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { compact } from "../shared/json";
import { failureMessage, makeMessage, neverThrow, timestamp } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { partNames } from "../shared/part-names";
import type { Meta } from "../shared/parts";
import { citationsOf, trajectoriesOf } from "./extensions";
import { joinArtifactParts } from "./artifact-parts";
import { addA2AParts, citationReference } from "./parts";
import type { PartReference } from "../../model/vocabulary/payloads";
import type { A2AInput, A2AListInput, A2ASingleInput } from "./types";

const PROVIDER = "a2a";
const STATES_BY_NUMBER = [
  "unspecified",
  "submitted",
  "working",
  "completed",
  "failed",
  "canceled",
  "input-required",
  "rejected",
  "auth-required",
];

/**
 * Normalises an A2A task state of any version to the short v0.3 spelling.
 *
 * @example
 * normalizeTaskState("TASK_STATE_INPUT_REQUIRED"); // "input-required"
 * normalizeTaskState("input-required");            // "input-required"
 * normalizeTaskState(3);                           // "completed" (SDK enum value)
 */
export function normalizeTaskState(state: unknown): string | undefined {
  if (typeof state === "number") return STATES_BY_NUMBER[state] ?? "unrecognized";
  if (typeof state !== "string" || state === "") return undefined;
  return state.replace(/^TASK_STATE_/, "").toLowerCase().replace(/_/g, "-");
}

/**
 * `user` or `agent` from a role of any version, else undefined.
 *
 * @example
 * normalizeRole("ROLE_USER"); // "user"
 */
export function normalizeRole(role: unknown): string | undefined {
  if (role === "ROLE_USER" || role === "user" || role === 1) return "user";
  if (role === "ROLE_AGENT" || role === "agent" || role === 2) return "agent";
  return undefined;
}

/**
 * What an A2A payload is, by its `kind` tag (v0.3), its envelope, or the fields it has (v1.0).
 *
 * @example
 * detectA2A({ statusUpdate: { taskId: "t" } }); // "stream"
 */
export type Kind = "message" | "task" | "artifact" | "status-update" | "artifact-update" | "stream" | "jsonrpc" | "unknown";

export function detectA2A(input: JsonObject): Kind {
  if (input.kind === "message" || input.kind === "task" || input.kind === "status-update" || input.kind === "artifact-update")
    return input.kind;
  if (input.jsonrpc !== undefined && ("result" in input || "error" in input)) return "jsonrpc";
  if (isRecord(input.payload) && typeof input.payload.$case === "string") return "stream";
  if (input.messageId !== undefined && "parts" in input) return "message";
  if (input.artifactId !== undefined && "parts" in input) return "artifact";
  if (input.taskId !== undefined && "artifact" in input) return "artifact-update";
  if (input.taskId !== undefined && "status" in input) return "status-update";
  if (input.id !== undefined && ("status" in input || "artifacts" in input || "history" in input)) return "task";
  if (["message", "task", "statusUpdate", "artifactUpdate"].some((k) => isRecord(input[k]))) return "stream";
  return "unknown";
}

/**
 * The well-known fields of A2A `metadata` (task, message or event), lifted to the top of the
 * message metadata where `readMessageMeta` reads them: `model` (a non-empty string) and `usage`
 * (token counts, an object). The raw metadata is kept as well.
 *
 * @example
 * wellKnown({ model: "m", other: 1 }); // { model: "m" }
 */
export function wellKnown(metadata: unknown): Meta {
  if (!isRecord(metadata)) return {};
  return compact({ model: asText(metadata.model), usage: isRecord(metadata.usage) ? metadata.usage : undefined });
}

/**
 * Adds a message's trajectory steps, parts and citations to a body; returns why its parts could
 * not be read, if they could not.
 *
 * @example
 * addMessageBody(builder, { messageId: "m", role: "ROLE_AGENT", parts: [{ text: "Hi" }] }); // undefined
 */
export function addMessageBody(b: BodyBuilder, raw: JsonObject): string | undefined {
  const metadata = isRecord(raw.metadata) ? raw.metadata : undefined;
  for (const step of metadata ? trajectoriesOf(metadata) : [])
    b.reasoning(step.content ?? step.title, { trajectory: true, title: step.title, groupId: step.groupId });
  const first = b.parts.length;
  const error = addA2AParts(b, raw, () => "auto");
  const citations = metadata ? citationsOf(metadata) : [];
  if (citations.length === 0) return error;
  // The message's citations index into its text: the numbers go into its last text part.
  const text = b.parts.slice(first).findLast((part) => typeof part.content === "string" && part.contentType.startsWith("text/") && part.name === undefined);
  const sources = citations.map((citation) => b.citation(citation).name!);
  if (text) {
    const own = Array.isArray(text.metadata?.references) ? (text.metadata.references as PartReference[]) : [];
    const references = citations.map((citation, i) => citationReference(citation, sources[i]!, text.content as string));
    b.annotate(text, { references: [...own, ...references] });
  }
  return error;
}

/**
 * One A2A message of any version as a partkit message; `extra` is merged into its metadata.
 *
 * @example
 * convertMessage({ messageId: "m", role: "user", parts: [{ kind: "text", text: "Hi" }] }, undefined);
 */
export function convertMessage(raw: unknown, options: AdapterOptions | undefined, extra?: Meta): Message {
  if (!isRecord(raw)) return failureMessage(PROVIDER, raw, `expected an A2A message, got ${describe(raw)}`);
  const role = normalizeRole(raw.role);
  const b = new BodyBuilder(PROVIDER, role, options);
  const metadata = isRecord(raw.metadata) ? raw.metadata : undefined;
  const error = addMessageBody(b, raw);
  return makeMessage({
    id: asText(raw.messageId),
    role,
    createdAt: asString(extra?.timestamp),
    metadata: {
      ...extra,
      ...wellKnown(metadata),
      contextId: asText(raw.contextId) ?? extra?.contextId,
      taskId: asText(raw.taskId) ?? extra?.taskId,
      role: role === undefined ? raw.role : undefined,
      referenceTaskIds: asArray(raw.referenceTaskIds)?.length ? raw.referenceTaskIds : undefined,
      extensions: asArray(raw.extensions)?.length ? raw.extensions : undefined,
      providerMetadata: metadata,
      error,
    },
    parts: b.parts,
  });
}

/**
 * Adds an artifact's parts as `/artifacts/<id>/<i>`, adjacent text parts of the same media type
 * joined first (see `joinArtifactParts`); returns a summary for message metadata. `partMeta`
 * adds metadata to the part at an index (after joining).
 *
 * @example
 * addArtifact(builder, { artifactId: "report", parts: [{ text: "# A" }, { text: "nd B" }] }, 0); // one part, /artifacts/report/1
 */
export function addArtifact(b: BodyBuilder, raw: unknown, index: number, partMeta?: (index: number, count: number) => Meta): Meta | undefined {
  if (!isRecord(raw)) {
    b.providerItem(raw, { error: `artifact ${index} is ${describe(raw)}, not an object` });
    return undefined;
  }
  const id = asString(raw.artifactId) ?? `artifact-${index + 1}`;
  const summary = {
    artifactId: id,
    syntheticId: raw.artifactId === undefined ? true : undefined,
    name: asText(raw.name),
    description: asText(raw.description),
    extensions: asArray(raw.extensions)?.length ? raw.extensions : undefined,
    providerMetadata: raw.metadata,
  };
  const parts = Array.isArray(raw.parts) ? joinArtifactParts(raw.parts as unknown[]) : raw.parts;
  const count = Array.isArray(parts) ? parts.length : 0;
  addA2AParts(b, { ...raw, parts }, (i) => ({ name: partNames.artifact(id, i + 1) }), (i) => ({
    artifactId: id,
    artifactName: summary.name,
    ...partMeta?.(i, count),
  }));
  return summary;
}

function artifactsMessage(artifacts: readonly unknown[], options: AdapterOptions | undefined, extra: Meta): Message {
  const b = new BodyBuilder(PROVIDER, "agent", options);
  const summaries = artifacts.map((a, i) => addArtifact(b, a, i)).filter((s) => s !== undefined);
  return makeMessage({ role: "agent", metadata: { ...extra, artifacts: summaries }, parts: b.parts });
}

function statusMessage(status: unknown, options: AdapterOptions | undefined, extra: Meta): Message {
  const s = isRecord(status) ? status : {};
  const meta = { ...extra, taskState: normalizeTaskState(s.state), timestamp: timestamp(s.timestamp) };
  if (s.message !== undefined && s.message !== null) return convertMessage(s.message, options, meta);
  return makeMessage({ role: "agent", createdAt: meta.timestamp, metadata: meta, parts: [] });
}

function convertTask(task: JsonObject, options: AdapterOptions | undefined): Message[] {
  const base = { taskId: asText(task.id), contextId: asText(task.contextId) };
  const history = Array.isArray(task.history) ? Array.from(task.history as unknown[]) : [];
  const out = history.map((m) => convertMessage(m, options, base));
  const status = isRecord(task.status) ? task.status : undefined;
  const statusMessageId = isRecord(status?.message) ? asText(status.message.messageId) : undefined;
  const seen = statusMessageId !== undefined && out.some((m) => m.id === statusMessageId);
  const final = { ...base, ...wellKnown(task.metadata), taskMetadata: task.metadata };
  if (status && !seen && status.message !== undefined && status.message !== null) out.push(statusMessage(status, options, final));
  const artifacts = Array.isArray(task.artifacts) ? Array.from(task.artifacts as unknown[]) : [];
  const stateMeta = { taskState: normalizeTaskState(status?.state), timestamp: timestamp(status?.timestamp) };
  if (artifacts.length > 0) out.push(artifactsMessage(artifacts, options, { ...final, ...stateMeta }));
  else if (!status || seen || status.message === undefined || status.message === null)
    out.push(makeMessage({ role: "agent", metadata: { ...final, ...stateMeta }, parts: [] }));
  return out;
}

function convertArtifactUpdate(event: JsonObject, options: AdapterOptions | undefined): Message {
  return artifactsMessage([event.artifact], options, {
    taskId: asText(event.taskId),
    contextId: asText(event.contextId),
    append: event.append === true ? true : undefined,
    lastChunk: event.lastChunk === true ? true : undefined,
    ...wellKnown(event.metadata),
    eventMetadata: event.metadata,
  });
}

function convert(input: unknown, options: AdapterOptions | undefined, depth = 0): Message | Message[] {
  if (Array.isArray(input))
    return Array.from(input as unknown[]).flatMap((item) => {
      const out = neverThrow(PROVIDER, item, () => convert(item, options, depth + 1));
      return Array.isArray(out) ? out : [out];
    });
  if (!isRecord(input)) return failureMessage(PROVIDER, input, `expected an A2A object, got ${describe(input)}`);
  if (depth > 8) return failureMessage(PROVIDER, input, "A2A payload nested too deeply");
  switch (detectA2A(input)) {
    case "message":
      return convertMessage(input, options);
    case "task":
      return convertTask(input, options);
    case "artifact":
      return artifactsMessage([input], options, {});
    case "artifact-update":
      return convertArtifactUpdate(input, options);
    case "status-update":
      return statusMessage(input.status, options, {
        taskId: asText(input.taskId),
        contextId: asText(input.contextId),
        final: input.final === true ? true : undefined,
        ...wellKnown(input.metadata),
        eventMetadata: input.metadata,
      });
    case "jsonrpc":
      if (input.error !== undefined && input.error !== null)
        return failureMessage(PROVIDER, input, `JSON-RPC error: ${isRecord(input.error) ? (asString(input.error.message) ?? "") : ""}`.trim());
      return convert(input.result, options, depth + 1);
    case "stream": {
      if (isRecord(input.payload)) return convert(input.payload.value, options, depth + 1);
      const key = ["message", "task", "statusUpdate", "artifactUpdate"].find((k) => isRecord(input[k]))!;
      return convert(input[key], options, depth + 1);
    }
    case "unknown":
      return failureMessage(PROVIDER, input, "not a recognisable A2A message, task, artifact or event");
  }
}

/**
 * Converts A2A payloads (v1.0 JSON or SDK objects, and v0.3 `kind`-tagged JSON) into partkit messages.
 *
 * - a message becomes one message (`ROLE_USER`/`user` → `user`, `ROLE_AGENT`/`agent` → `agent`);
 * - a task becomes its history, then its status message (unless already in the history), then one
 *   `agent` message holding every artifact part as `/artifacts/<artifactId>/<i>`; adjacent text
 *   parts of one artifact with the same media type are joined, because a server stores each
 *   streamed chunk as its own part (a markdown `**bold**` split across two chunks would otherwise
 *   break in two); message parts are never joined, since a message arrives whole and its parts
 *   are as its author wrote them; the task state
 *   (normalised to `completed`, `input-required`…) is in `metadata.taskState`;
 * - status and artifact update events, stream responses and JSON-RPC envelopes are unwrapped;
 *   use {@link reduceA2AThread} to accumulate a whole stream into a thread;
 * - text parts keep their `mediaType` (else the role's default text type); `raw` and `url` parts
 *   become inline media or `/files/<n>`; `data` parts become `application/json`;
 * - citation and trajectory extension metadata become `/sources/<n>` and reasoning parts;
 * - the raw metadata is kept (`providerMetadata` of a message, `taskMetadata` on a task's status
 *   and artifacts messages, `eventMetadata` of an event), and its `model` and `usage` are also
 *   copied to the top of `metadata`, where `readMessageMeta` shows them (a message's own win).
 *
 * Never throws: anything unreadable becomes a provider item keeping the raw payload.
 *
 * @example
 * fromA2A({ messageId: "m1", role: "ROLE_AGENT", parts: [{ text: "Done", mediaType: "text/markdown" }] });
 * // { id: "m1", role: "agent", parts: [{ contentType: "text/markdown", content: "Done" }] }
 */
export function fromA2A(input: A2ASingleInput, options?: AdapterOptions): Message;
export function fromA2A(input: A2AListInput, options?: AdapterOptions): Message[];
export function fromA2A(input: A2AInput, options?: AdapterOptions): Message | Message[];
export function fromA2A(input: unknown, options?: AdapterOptions): Message | Message[] {
  return neverThrow(PROVIDER, input, () => convert(input, options), () => Array.isArray(input));
}
