import type { Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { asBoolean, asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { mergeArtifactChunk } from "./artifact-parts";
import { toJsonValue } from "../shared/json";
import { makeMessage, neverThrow } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { partNames } from "../shared/part-names";
import { addA2APart } from "./parts";

/**
 * One artifact accumulated from a stream of artifact-update events.
 *
 * @example
 * const e: A2AArtifactStreamEntry = { taskId: "t1", artifact: { artifactId: "a", parts: [{ text: "Hel" }] }, complete: false };
 */
export interface A2AArtifactStreamEntry {
  readonly taskId?: string;
  readonly contextId?: string;
  /** The artifact so far, as plain JSON in the format it arrived in. */
  readonly artifact: Readonly<Record<string, unknown>> & { readonly artifactId: string; readonly parts: readonly unknown[] };
  /** A `lastChunk` event was seen. */
  readonly complete: boolean;
}

/**
 * State of {@link reduceA2AArtifactUpdate}: artifacts in first-seen order, plus events that could
 * not be applied: the first 16 kept with why, all of them counted.
 *
 * @example
 * const s: A2AArtifactStream = emptyA2AArtifactStream;
 */
export interface A2AArtifactStream {
  readonly artifacts: readonly A2AArtifactStreamEntry[];
  /** The first 16 events that could not be applied, each with why. */
  readonly rejected: readonly { readonly event: unknown; readonly error: string }[];
  /** How many events could not be applied, set once there are more than `rejected` keeps. */
  readonly rejectedCount?: number;
}

/**
 * The initial, empty artifact stream state.
 *
 * @example
 * let state = emptyA2AArtifactStream;
 */
export const emptyA2AArtifactStream: A2AArtifactStream = Object.freeze({ artifacts: [], rejected: [] });

function unwrap(event: unknown): JsonObject | undefined {
  let current = event;
  for (let i = 0; i < 4 && isRecord(current); i++) {
    if (current.kind === "artifact-update" || (current.taskId !== undefined && "artifact" in current)) return current;
    if (current.jsonrpc !== undefined) current = current.result;
    else if (isRecord(current.payload)) current = current.payload.$case === "artifactUpdate" ? current.payload.value : undefined;
    else if (isRecord(current.artifactUpdate)) current = current.artifactUpdate;
    else return undefined;
  }
  return undefined;
}

// Later rejected events are only counted: copying an ever longer list per event made a long
// stream of malformed events quadratic.
const KEPT_REJECTED = 16;

function withRejected(state: A2AArtifactStream, event: unknown, error: string): A2AArtifactStream {
  if (state.rejected.length < KEPT_REJECTED) return { ...state, rejected: [...state.rejected, { event: toJsonValue(event), error }] };
  return { ...state, rejectedCount: (state.rejectedCount ?? state.rejected.length) + 1 };
}

/**
 * Pure reducer for A2A artifact-update streams (v1.0 `artifactUpdate`, v0.3 `artifact-update`,
 * also wrapped in stream responses or JSON-RPC envelopes). `append: true` adds the chunk's parts
 * to the artifact with the same id (adjacent text parts of the same media type are joined, as
 * `fromA2A` joins them in a stored task); otherwise the artifact
 * is replaced in place; `lastChunk: true` marks it complete. Other events (status updates,
 * messages) return the state unchanged; malformed artifact events are kept in `rejected` (the
 * first 16; `rejectedCount` counts them all once there are more).
 * Never mutates its inputs and never throws.
 *
 * @example
 * let state = emptyA2AArtifactStream;
 * for (const event of events) state = reduceA2AArtifactUpdate(state, event);
 * const message = a2aArtifactStreamToMessage(state);
 */
export function reduceA2AArtifactUpdate(state: A2AArtifactStream | undefined, event: unknown): A2AArtifactStream {
  const current = state ?? emptyA2AArtifactStream;
  try {
    const update = unwrap(event);
    if (!update) return current;
    const artifact = toJsonValue(update.artifact);
    const reject = (error: string): A2AArtifactStream => withRejected(current, event, error);
    if (!isRecord(artifact)) return reject(`artifact is ${describe(update.artifact)}, not an object`);
    const artifactId = asString(artifact.artifactId);
    if (artifactId === undefined) return reject("artifact has no artifactId");
    if (!Array.isArray(artifact.parts)) return reject("artifact has no parts array");
    const index = current.artifacts.findIndex((e) => e.artifact.artifactId === artifactId);
    const previous = index >= 0 ? current.artifacts[index] : undefined;
    const append = asBoolean(update.append) === true;
    const merged = { ...mergeArtifactChunk(previous?.artifact, { ...artifact, parts: artifact.parts }, append), artifactId };
    const entry: A2AArtifactStreamEntry = {
      ...(asText(update.taskId) === undefined ? {} : { taskId: asText(update.taskId) }),
      ...(asText(update.contextId) === undefined ? {} : { contextId: asText(update.contextId) }),
      artifact: merged,
      complete: asBoolean(update.lastChunk) === true,
    };
    const artifacts = [...current.artifacts];
    if (index >= 0) artifacts[index] = entry;
    else artifacts.push(entry);
    return { ...current, artifacts };
  } catch (error) {
    return withRejected(current, event, error instanceof Error ? error.message : "unreadable event");
  }
}

/**
 * Renders accumulated artifacts as one `agent` message: parts named `/artifacts/<id>/<i>`,
 * `metadata.artifacts` listing each artifact (`complete` says whether its last chunk arrived) and
 * rejected events as provider items (one for all of them, saying how many, when there were more
 * than 16).
 *
 * @example
 * a2aArtifactStreamToMessage(state).parts.map((p) => p.name); // ["/artifacts/report/1", …]
 */
export function a2aArtifactStreamToMessage(state: A2AArtifactStream, options?: AdapterOptions): Message {
  return neverThrow("a2a", state, () => streamToMessage(state, options));
}

function streamToMessage(state: A2AArtifactStream, options: AdapterOptions | undefined): Message {
  const b = new BodyBuilder("a2a", "agent", options);
  const summaries = [];
  for (const entry of state?.artifacts ?? []) {
    const { artifactId, parts } = entry.artifact;
    Array.from(parts, (part: unknown, i) =>
      addA2APart(b, part, i, { name: partNames.artifact(artifactId, i + 1) }, { artifactId, artifactName: entry.artifact.name }),
    );
    summaries.push({
      artifactId,
      name: entry.artifact.name,
      description: entry.artifact.description,
      taskId: entry.taskId,
      complete: entry.complete,
    });
  }
  const rejected = state?.rejected ?? [];
  const count = state?.rejectedCount ?? rejected.length;
  if (count > rejected.length)
    b.providerItem(rejected, { error: `${count} artifact events could not be applied; the first ${rejected.length} are kept here, each with why`, metadata: { eventCount: count } });
  else for (const entry of rejected) b.providerItem(entry.event, { error: entry.error });
  return makeMessage({ role: "agent", metadata: { artifacts: summaries }, parts: b.parts });
}
