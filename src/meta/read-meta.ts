import type { Message } from "../model/types";
import { isSecretKey, redactSecrets, redactString } from "./secrets";

/**
 * One of the three CMF output channels.
 *
 * @example
 * const channel: MessageChannel = "final";
 */
export type MessageChannel = "analysis" | "commentary" | "final";

/**
 * Everything {@link readMessageMeta} recognises in a message, normalised; each field is present
 * only when the message has it. Credentials never appear here.
 *
 * @example
 * const info: MessageMetaInfo = readMessageMeta(message);
 * info.completion.model; // "gpt-4o"
 */
export interface MessageMetaInfo {
  /** The role as shown: `<role>/<name>` (`agent/researcher`, `user/ana`) when the speaker's name is known. */
  readonly role?: string;
  /** The bare role (`assistant`, `agent`…), for `data-role`. */
  readonly roleKind?: string;
  readonly channel?: MessageChannel;
  readonly id?: string;
  readonly createdAt?: string;
  readonly security: { readonly classification?: string; readonly labels: readonly string[] };
  /** Seed 004 (agent chat) run metadata, plus the task/tool fields other formats carry. */
  readonly run: {
    readonly runId?: string;
    readonly stage?: string;
    readonly latencyMs?: number;
    readonly toolName?: string;
    readonly callId?: string;
    readonly taskId?: string;
    readonly state?: string;
    readonly isError?: boolean;
  };
  readonly completion: {
    readonly model?: string;
    readonly provider?: string;
    readonly stopReason?: string;
    readonly inputTokens?: number;
    readonly outputTokens?: number;
    readonly totalTokens?: number;
    readonly latencyMs?: number;
    readonly rawFormat?: string;
  };
  readonly provenance: { readonly source?: string; readonly messageId?: string; readonly parentId?: string };
  readonly lineage: {
    readonly agentId?: string;
    /** Ancestors, outermost first. */
    readonly parentAgents: readonly string[];
    readonly sessionId?: string;
    readonly conversationId?: string;
    readonly contextId?: string;
    readonly turn?: number;
    /** CMF `agent.input`: the original user intent that started this work. */
    readonly input?: string;
  };
  readonly request: {
    readonly environment?: string;
    readonly requestId?: string;
    readonly traceId?: string;
    readonly spanId?: string;
    readonly timestamp?: string;
  };
  /** HTTP headers without credentials (`Authorization`, `Cookie`, `X-API-Key`… are left out). */
  readonly headers: Readonly<Record<string, string>>;
  /** An adapter's note that it could not read the input. */
  readonly error?: string;
  /** The text an LLM sees for this message (`metadata.llmText`, from the Data/Input adapter). */
  readonly llmText?: string;
  /** Metadata not shown by the fields above, without credentials; `undefined` when nothing is left. */
  readonly rest?: Readonly<Record<string, unknown>>;
  /** How many credential fields were left out (of `headers` and `rest`). */
  readonly hiddenCount: number;
}

type Rec = Record<string, unknown>;
const isRec = (value: unknown): value is Rec => typeof value === "object" && value !== null && !Array.isArray(value);
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const CHANNELS: ReadonlySet<string> = new Set(["analysis", "commentary", "final"]);
// CMF extensions whose known fields are read; whatever is left in them still goes to `rest`.
type Extension = "security" | "completion" | "provenance" | "agent" | "request" | "http" | "llm";

/** Reads fields by snake_case or camelCase name and remembers what it read, so the rest is known. */
class Reader {
  private readonly taken = new WeakMap<object, Set<string>>();

  take(holder: unknown, ...keys: string[]): unknown {
    if (!isRec(holder)) return undefined;
    for (const key of keys) {
      for (const name of key.includes("_") ? [key, camel(key)] : [key]) {
        if (!Object.hasOwn(holder, name)) continue;
        const value = holder[name];
        if (value === undefined || value === null || value === "") continue;
        this.mark(holder, name);
        return value;
      }
    }
    return undefined;
  }

  text(holder: unknown, ...keys: string[]): string | undefined {
    const value = this.take(holder, ...keys);
    return typeof value === "string" ? redactString(value) : typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;
  }

  number(holder: unknown, ...keys: string[]): number | undefined {
    const value = this.take(holder, ...keys);
    const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    return typeof n === "number" && Number.isFinite(n) ? n : undefined;
  }

  mark(holder: object, key: string): void {
    const set = this.taken.get(holder) ?? new Set<string>();
    set.add(key);
    this.taken.set(holder, set);
  }

  /**
   * The first value found across several holders; the same value elsewhere (CMF repeats the model
   * in `completion` and `llm`) is marked read too, while a different one stays in `rest`.
   */
  first(kind: "text" | "number", ...candidates: [holder: unknown, ...keys: string[]][]): string | number | undefined {
    let found: string | number | undefined;
    for (const [holder, ...keys] of candidates) {
      if (!isRec(holder)) continue;
      const peek = new Reader();
      const value = kind === "text" ? peek.text(holder, ...keys) : peek.number(holder, ...keys);
      if (value === undefined || (found !== undefined && value !== found)) continue;
      found = value;
      for (const key of keys) for (const name of [key, camel(key)]) if (peek.isTaken(holder, name)) this.mark(holder, name);
    }
    return found;
  }

  isTaken = (holder: object, key: string): boolean => this.taken.get(holder)?.has(key) ?? false;
}

function stringList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value instanceof Set ? [...value] : typeof value === "string" ? [value] : [];
  return [...new Set(items.filter((item): item is string => typeof item === "string" && item !== "").map(redactString))];
}

/**
 * Reads the message-level information a renderer can show: role and channel, CMF extensions
 * (security labels and classification, provenance, completion, agent lineage, request, HTTP
 * headers, LLM), seed 004 agent-chat fields (`run_id`, `stage`, `latency_ms`, `message_id`,
 * `tool_name`) and the task/tool fields of other adapters (`taskId`, `taskState`, `toolName`,
 * `isError`…). Fields are read as snake_case or camelCase, at the top of `message.metadata` or
 * inside `metadata.extensions` / `metadata.cmf`. Credentials are never returned; everything else
 * unrecognised lands in `rest`. Never throws.
 *
 * @example
 * readMessageMeta({ role: "assistant", parts: [], metadata: { run_id: "run_1", stage: "intent", latency_ms: 2610 } });
 * // { role: "assistant", run: { runId: "run_1", stage: "intent", latencyMs: 2610 }, … }
 */
export function readMessageMeta(message: Message | undefined | null): MessageMetaInfo {
  const r = new Reader();
  const text = (...candidates: [unknown, ...string[]][]) => r.first("text", ...candidates) as string | undefined;
  const num = (...candidates: [unknown, ...string[]][]) => r.first("number", ...candidates) as number | undefined;
  const meta: Rec = isRec(message?.metadata) ? message.metadata : {};
  const holders = [meta, meta.extensions, meta.cmf, isRec(meta.cmf) ? meta.cmf.extensions : undefined].filter(isRec);
  const ext = (name: Extension): Rec | undefined => {
    for (const holder of holders) if (isRec(holder[name])) return holder[name] as Rec;
    return undefined;
  };
  const security = ext("security");
  const completion = ext("completion");
  const provenance = ext("provenance");
  const agent = ext("agent");
  const request = ext("request");
  const llm = ext("llm");
  const http = ext("http");

  const rawRole = typeof message?.role === "string" && message.role !== "" ? message.role : undefined;
  const slash = rawRole?.indexOf("/") ?? -1;
  const roleKind = rawRole && slash > 0 ? rawRole.slice(0, slash) : rawRole;
  // The speaker's name (an agent's, or an OpenAI participant `name`) qualifies any bare role.
  const speaker = r.text(meta, "agent_name") ?? r.text(meta, "name");
  const role = roleKind && slash < 0 && speaker ? `${roleKind}/${speaker}` : rawRole;
  const rawChannel = typeof message?.channel === "string" ? message.channel : r.text(meta, "channel");
  const channel = rawChannel && CHANNELS.has(rawChannel) ? (rawChannel as MessageChannel) : undefined;

  const labels = stringList(r.take(security, "labels"));
  for (const label of stringList(r.take(meta, "security_labels", "labels"))) if (!labels.includes(label)) labels.push(label);
  const classification = text([security, "classification"], [meta, "classification"]);

  // Token counts: CMF `completion.tokens`, or a provider's `usage` (unread counts stay in `rest`).
  const usage = [completion?.tokens, completion?.usage, meta.usage, meta.tokens].find(isRec);

  const parentAgents = stringList(r.take(agent, "parent_agent_ids", "parent_agents", "lineage") ?? r.take(meta, "parent_agent_ids", "parent_agents"));
  const parentAgentId = text([agent, "parent_agent_id"], [meta, "parent_agent_id"]);
  if (parentAgentId && !parentAgents.includes(parentAgentId)) parentAgents.push(parentAgentId);

  const headers: Record<string, string> = {};
  let hiddenHeaders = 0;
  const rawHeaders = r.take(http, "headers");
  if (isRec(rawHeaders)) {
    for (const [name, value] of Object.entries(rawHeaders)) {
      if (isSecretKey(name)) hiddenHeaders += 1;
      else if (typeof value === "string" || typeof value === "number") headers[name] = redactString(String(value));
    }
  }

  const info = {
    role,
    roleKind,
    channel,
    id: typeof message?.id === "string" && message.id !== "" ? message.id : undefined,
    createdAt: typeof message?.createdAt === "string" && message.createdAt !== "" ? message.createdAt : undefined,
    security: { classification, labels },
    run: {
      runId: r.text(meta, "run_id"),
      stage: r.text(meta, "stage"),
      latencyMs: r.number(meta, "latency_ms", "duration_ms"),
      toolName: r.text(meta, "tool_name"),
      callId: r.text(meta, "call_id", "tool_call_id"),
      taskId: r.text(meta, "task_id"),
      state: r.text(meta, "task_state", "status", "state"),
      isError: r.take(meta, "is_error") === true ? true : undefined,
    },
    completion: {
      model: text([completion, "model"], [llm, "model_id", "model"], [meta, "model", "model_id"]),
      provider: r.text(llm, "provider"),
      stopReason: text([completion, "stop_reason", "finish_reason"], [meta, "stop_reason", "finish_reason"]),
      inputTokens: r.number(usage, "input_tokens", "prompt_tokens"),
      outputTokens: r.number(usage, "output_tokens", "completion_tokens"),
      totalTokens: r.number(usage, "total_tokens"),
      latencyMs: r.number(completion, "latency_ms"),
      rawFormat: r.text(completion, "raw_format"),
    },
    provenance: {
      source: r.text(provenance, "source"),
      messageId: text([provenance, "message_id"], [meta, "message_id"]),
      parentId: text([provenance, "parent_id"], [meta, "parent_id", "parent_message_id"]),
    },
    lineage: {
      agentId: text([agent, "agent_id"], [meta, "agent_id"]),
      parentAgents,
      sessionId: text([agent, "session_id"], [meta, "session_id"]),
      conversationId: text([agent, "conversation_id"], [meta, "conversation_id", "thread_id"]),
      contextId: r.text(meta, "context_id"),
      turn: num([agent, "turn"], [meta, "turn"]),
      input: text([agent, "input"]),
    },
    request: {
      environment: r.text(request, "environment"),
      requestId: text([request, "request_id"], [meta, "request_id"]),
      traceId: text([request, "trace_id"], [meta, "trace_id"]),
      spanId: text([request, "span_id"], [meta, "span_id"]),
      timestamp: text([request, "timestamp"]),
    },
    headers,
    error: typeof meta.error === "string" ? (r.mark(meta, "error"), redactString(meta.error)) : undefined,
    llmText: text([meta, "llm_text"]),
  };
  // The completion time is usually the message's own `createdAt` (the CMF adapter copies it): shown once.
  for (const key of ["created_at", "createdAt"]) if (isRec(completion) && info.createdAt !== undefined && completion[key] === info.createdAt) r.mark(completion, key);
  // Header names an adapter already stripped (the CMF adapter lists them) count as withheld too.
  const stripped = r.take(meta, "stripped_headers");
  const strippedCount = Array.isArray(stripped) ? stripped.length : 0;
  const { value, hidden } = redactSecrets(meta, r.isTaken);
  return prune({ ...info, rest: isRec(value) && Object.keys(value).length > 0 ? value : undefined, hiddenCount: hidden + hiddenHeaders + strippedCount }) as MessageMetaInfo;
}

/**
 * The values "Details" lists, in its order (its labels live with it, in `message-meta-details`):
 * message and tool call ids, tokens, tracing ids and the rest a reader rarely needs.
 *
 * @example
 * detailValues(readMessageMeta({ id: "m1", parts: [] }))[0]; // "m1"
 */
export function detailValues(info: MessageMetaInfo): readonly (string | undefined)[] {
  const { run, completion, lineage, request } = info;
  return [info.id, info.createdAt, run.runId, run.callId, completion.provider, completion.rawFormat, completion.totalTokens?.toString(), lineage.input, request.timestamp, request.requestId, request.traceId, request.spanId];
}

/**
 * Whether `<MessageMetaDetails>` has anything to show for this information.
 *
 * @example
 * hasDetails(readMessageMeta({ parts: [] })); // false
 */
export function hasDetails(info: MessageMetaInfo): boolean {
  return detailValues(info).some((value) => value !== undefined && value !== "") || Object.keys(info.headers).length > 0 || info.llmText !== undefined || info.rest !== undefined || info.hiddenCount > 0;
}

// Drops `undefined` fields so `"model" in info.completion` means the message has a model.
function prune<T>(value: T): T {
  if (!isRec(value)) return value;
  const out: Rec = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    out[key] = isRec(item) && key !== "rest" && key !== "headers" ? prune(item) : item;
  }
  return out as T;
}
