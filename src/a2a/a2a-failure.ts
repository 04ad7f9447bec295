/**
 * What went wrong talking to an A2A agent, specific enough to act on:
 * - `invalid-url`: the address is not an http(s) URL;
 * - `unreachable`: nothing answered (server down, wrong address);
 * - `cors`: the server answered but does not allow requests from this page;
 * - `card`: the agent card could not be read (HTTP status, not JSON, not a card);
 * - `json-rpc`: the agent answered with a JSON-RPC error (`code` and its message);
 * - `stream-cut`: the event stream ended or broke while the task was still running;
 * - `aborted`: the page stopped the request;
 * - `other`: anything else, with the SDK's message.
 *
 * @example
 * const failure: A2AFailure = { kind: "json-rpc", code: -32001, message: "Task not found: t1" };
 */
export interface A2AFailure {
  readonly kind: "invalid-url" | "unreachable" | "cors" | "card" | "json-rpc" | "stream-cut" | "aborted" | "other";
  /** One sentence for people. */
  readonly message: string;
  /** The JSON-RPC error code (`json-rpc` only). */
  readonly code?: number;
}

/**
 * The `Error` thrown by `connectA2A` and the connection's calls: a readable message and the
 * classified {@link A2AFailure} in `failure`.
 *
 * @example
 * try { await connectA2A(url); } catch (e) { if (e instanceof A2AConnectionError) show(e.failure.kind); }
 */
export class A2AConnectionError extends Error {
  readonly failure: A2AFailure;
  constructor(failure: A2AFailure, options?: { cause?: unknown }) {
    super(failure.message, options);
    this.name = "A2AConnectionError";
    this.failure = failure;
  }
}

const JSON_RPC_CODES: Readonly<Record<string, number>> = {
  TaskNotFoundError: -32001,
  TaskNotCancelableError: -32002,
  PushNotificationNotSupportedError: -32003,
  UnsupportedOperationError: -32004,
  ContentTypeNotSupportedError: -32005,
  InvalidAgentResponseError: -32006,
  ExtendedAgentCardNotConfiguredError: -32007,
  ExtensionSupportRequiredError: -32008,
  VersionNotSupportedError: -32009,
  RequestMalformedError: -32600,
};

const record = (value: unknown): Record<string, unknown> | undefined => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined);

/** The JSON-RPC code and message of an SDK error (its own, or its cause's), if it is one. */
function jsonRpcOf(error: unknown, depth = 0): { code: number; message: string } | undefined {
  const e = record(error);
  if (!e || depth > 3) return undefined;
  const message = typeof e.message === "string" ? e.message : "";
  if (typeof e.envelopeCode === "number") return { code: e.envelopeCode, message };
  const named = typeof e.name === "string" ? JSON_RPC_CODES[e.name.replace(/^JsonRpc/, "")] : undefined;
  if (named !== undefined) return { code: named, message };
  const inText = /\(Code: (-?\d+)\)/.exec(message);
  const fromCause = jsonRpcOf(e.cause, depth + 1);
  if (fromCause) return fromCause;
  if (inText) return { code: Number(inText[1]), message: message.replace(/^SSE event contained an error: /, "").replace(/ \(Code: -?\d+\).*$/s, "") };
  return undefined;
}

/** Whether the browser refused the request before any response: a `TypeError` from fetch. */
export function isNetworkError(error: unknown): boolean {
  const e = record(error);
  return e?.name === "TypeError" && typeof e.message === "string" && /fetch|network|load failed|input stream/i.test(e.message);
}

/**
 * Classifies an error thrown by the A2A SDK client. Pure and never throws; network errors of the
 * card request are told apart (unreachable or CORS) by `connectA2A`, which can probe the server.
 *
 * @example
 * describeA2AFailure(new TypeError("Failed to fetch"), "stream"); // { kind: "stream-cut", … }
 */
export function describeA2AFailure(error: unknown, during: "card" | "request" | "stream"): A2AFailure {
  try {
    if (error instanceof A2AConnectionError) return error.failure;
    const e = record(error);
    if (e?.name === "AbortError") return { kind: "aborted", message: "Stopped." };
    const rpc = jsonRpcOf(error);
    if (rpc) return { kind: "json-rpc", code: rpc.code, message: `The agent answered with JSON-RPC error ${rpc.code}: ${rpc.message || "(no message)"}` };
    const message = typeof e?.message === "string" ? e.message : String(error);
    const tooLarge = /exceeded the maximum allowed size of (\d+) bytes/.exec(message);
    if (tooLarge)
      return { kind: "other", message: `The agent sent an event larger than this client reads (${Math.round(Number(tooLarge[1]) / 1048576)} MiB): the stream stopped there. Large content should come as a file by URL.` };
    if (during === "stream" && e?.name === "TypeError") return { kind: "stream-cut", message: `The event stream was cut before the task finished (${message}). Resubscribe to follow it again.` };
    if (isNetworkError(error)) {
      if (during === "stream") return { kind: "stream-cut", message: `The event stream was cut before the task finished (${message}). Resubscribe to follow it again.` };
      return { kind: "unreachable", message: `Could not reach the agent: the server is down, the address is wrong, or it does not allow this page (CORS). (${message})` };
    }
    if (during === "card") return { kind: "card", message: `The agent card could not be read: ${message}` };
    return { kind: "other", message };
  } catch {
    return { kind: "other", message: "Unknown error" };
  }
}
