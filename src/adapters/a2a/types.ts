/**
 * Free-form metadata as A2A carries it.
 *
 * @example
 * const meta: A2AMetadata = { "https://example.com/ext/v1": { enabled: true } };
 */
export type A2AMetadata = Record<string, unknown>;

/**
 * A2A v1.0 part in its JSON wire form: exactly one of `text`, `raw` (base64), `url`, `data`.
 *
 * @example
 * const p: A2APart = { url: "https://example.com/a.pdf", mediaType: "application/pdf", filename: "a.pdf" };
 */
export interface A2APart {
  text?: string;
  raw?: string;
  url?: string;
  data?: unknown;
  mediaType?: string;
  filename?: string;
  metadata?: A2AMetadata;
}

/**
 * A2A v1.0 message (JSON wire form; roles are `ROLE_USER` / `ROLE_AGENT`).
 *
 * @example
 * const m: A2AMessage = { messageId: "m1", role: "ROLE_USER", parts: [{ text: "Hi" }] };
 */
export interface A2AMessage {
  messageId: string;
  contextId?: string;
  taskId?: string;
  role: "ROLE_USER" | "ROLE_AGENT" | "ROLE_UNSPECIFIED";
  parts: A2APart[];
  metadata?: A2AMetadata;
  extensions?: string[];
  referenceTaskIds?: string[];
}

/**
 * A2A v1.0 task status (`state` like `TASK_STATE_COMPLETED`).
 *
 * @example
 * const s: A2ATaskStatus = { state: "TASK_STATE_WORKING", timestamp: "2025-01-01T00:00:00Z" };
 */
export interface A2ATaskStatus {
  state: string;
  message?: A2AMessage;
  timestamp?: string;
}

/**
 * A2A v1.0 artifact: a task output made of parts.
 *
 * @example
 * const a: A2AArtifact = { artifactId: "report", name: "Report", parts: [{ text: "# Report", mediaType: "text/markdown" }] };
 */
export interface A2AArtifact {
  artifactId: string;
  name?: string;
  description?: string;
  parts: A2APart[];
  metadata?: A2AMetadata;
  extensions?: string[];
}

/**
 * A2A v1.0 task.
 *
 * @example
 * const t: A2ATask = { id: "t1", contextId: "c1", status: { state: "TASK_STATE_COMPLETED" } };
 */
export interface A2ATask {
  id: string;
  contextId?: string;
  status?: A2ATaskStatus;
  artifacts?: A2AArtifact[];
  history?: A2AMessage[];
  metadata?: A2AMetadata;
}

/**
 * A2A v1.0 status update event.
 *
 * @example
 * const e: A2ATaskStatusUpdateEvent = { taskId: "t1", contextId: "c1", status: { state: "TASK_STATE_WORKING" } };
 */
export interface A2ATaskStatusUpdateEvent {
  taskId: string;
  contextId?: string;
  status?: A2ATaskStatus;
  metadata?: A2AMetadata;
}

/**
 * A2A v1.0 artifact update event; `append` adds to an artifact sent earlier, `lastChunk` ends it.
 *
 * @example
 * const e: A2ATaskArtifactUpdateEvent = { taskId: "t1", contextId: "c1", artifact: { artifactId: "a", parts: [{ text: "more" }] }, append: true };
 */
export interface A2ATaskArtifactUpdateEvent {
  taskId: string;
  contextId?: string;
  artifact?: A2AArtifact;
  append?: boolean;
  lastChunk?: boolean;
  metadata?: A2AMetadata;
}

/**
 * A2A v1.0 stream response / send-message response: one of its fields is set.
 *
 * @example
 * const r: A2AStreamResponse = { statusUpdate: { taskId: "t1", status: { state: "TASK_STATE_WORKING" } } };
 */
export interface A2AStreamResponse {
  message?: A2AMessage;
  task?: A2ATask;
  statusUpdate?: A2ATaskStatusUpdateEvent;
  artifactUpdate?: A2ATaskArtifactUpdateEvent;
}

/**
 * A2A v0.3 part (`kind`-discriminated).
 *
 * @example
 * const p: A2AV03Part = { kind: "file", file: { uri: "https://example.com/a.png", mimeType: "image/png" } };
 */
export type A2AV03Part =
  | { kind: "text"; text: string; metadata?: A2AMetadata }
  | {
      kind: "file";
      file: { bytes: string; mimeType?: string; name?: string } | { uri: string; mimeType?: string; name?: string };
      metadata?: A2AMetadata;
    }
  | { kind: "data"; data: Record<string, unknown>; metadata?: A2AMetadata };

/**
 * A2A v0.3 message.
 *
 * @example
 * const m: A2AV03Message = { kind: "message", messageId: "m1", role: "user", parts: [{ kind: "text", text: "Hi" }] };
 */
export interface A2AV03Message {
  kind: "message";
  messageId: string;
  role: "user" | "agent";
  parts: A2AV03Part[];
  contextId?: string;
  taskId?: string;
  metadata?: A2AMetadata;
  extensions?: string[];
  referenceTaskIds?: string[];
}

/**
 * A2A v0.3 artifact.
 *
 * @example
 * const a: A2AV03Artifact = { artifactId: "a", parts: [{ kind: "text", text: "x" }] };
 */
export interface A2AV03Artifact {
  artifactId: string;
  name?: string;
  description?: string;
  parts: A2AV03Part[];
  metadata?: A2AMetadata;
  extensions?: string[];
}

/**
 * A2A v0.3 task status (`state` like `completed`, `input-required`).
 *
 * @example
 * const s: A2AV03TaskStatus = { state: "completed" };
 */
export interface A2AV03TaskStatus {
  state: string;
  message?: A2AV03Message;
  timestamp?: string;
}

/**
 * A2A v0.3 task.
 *
 * @example
 * const t: A2AV03Task = { kind: "task", id: "t1", contextId: "c1", status: { state: "completed" } };
 */
export interface A2AV03Task {
  kind: "task";
  id: string;
  contextId: string;
  status: A2AV03TaskStatus;
  artifacts?: A2AV03Artifact[];
  history?: A2AV03Message[];
  metadata?: A2AMetadata;
}

/**
 * A2A v0.3 status update event.
 *
 * @example
 * const e: A2AV03TaskStatusUpdateEvent = { kind: "status-update", taskId: "t1", contextId: "c1", status: { state: "working" }, final: false };
 */
export interface A2AV03TaskStatusUpdateEvent {
  kind: "status-update";
  taskId: string;
  contextId: string;
  status: A2AV03TaskStatus;
  final: boolean;
  metadata?: A2AMetadata;
}

/**
 * A2A v0.3 artifact update event.
 *
 * @example
 * const e: A2AV03TaskArtifactUpdateEvent = { kind: "artifact-update", taskId: "t1", contextId: "c1", artifact: { artifactId: "a", parts: [] } };
 */
export interface A2AV03TaskArtifactUpdateEvent {
  kind: "artifact-update";
  taskId: string;
  contextId: string;
  artifact: A2AV03Artifact;
  append?: boolean;
  lastChunk?: boolean;
  metadata?: A2AMetadata;
}

/**
 * A JSON-RPC response envelope around any A2A result.
 *
 * @example
 * const r: A2AJsonRpcResponse = { jsonrpc: "2.0", id: 1, result: { messageId: "m1", role: "ROLE_AGENT", parts: [] } };
 */
export interface A2AJsonRpcResponse {
  jsonrpc: "2.0";
  id?: string | number | null;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/**
 * Everything {@link fromA2A} turns into exactly one message.
 *
 * @example
 * const input: A2ASingleInput = { messageId: "m1", role: "ROLE_AGENT", parts: [] };
 */
export type A2ASingleInput =
  | A2AMessage
  | A2AV03Message
  | A2AArtifact
  | A2AV03Artifact
  | A2ATaskStatusUpdateEvent
  | A2AV03TaskStatusUpdateEvent
  | A2ATaskArtifactUpdateEvent
  | A2AV03TaskArtifactUpdateEvent;

/**
 * Everything {@link fromA2A} turns into a list of messages.
 *
 * @example
 * const input: A2AListInput = { id: "t1", status: { state: "TASK_STATE_WORKING" } };
 */
export type A2AListInput = A2ATask | A2AV03Task | readonly A2AInput[];

/**
 * Any A2A payload {@link fromA2A} reads.
 *
 * @example
 * const input: A2AInput = { statusUpdate: { taskId: "t1", status: { state: "TASK_STATE_COMPLETED" } } };
 */
export type A2AInput = A2ASingleInput | A2AListInput | A2AStreamResponse | A2AJsonRpcResponse;
