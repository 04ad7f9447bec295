import { formatCount, formatLatency, shortenId } from "./format";
import type { MessageMetaInfo } from "./read-meta";

/**
 * How a badge is coloured, from the meaning of its value (enumerated, for `data-tone`).
 *
 * @example
 * const tone: MetaTone = "warning"; // e.g. a PII label or a max_tokens stop
 */
export type MetaTone = "neutral" | "info" | "success" | "warning" | "danger";

/**
 * The badges {@link metaItems} can produce, in display order; pass some to `<MessageMeta hide>`.
 *
 * @example
 * const hidden: MetaItemKind[] = ["role", "channel"];
 */
export type MetaItemKind =
  | "role" | "channel" | "classification" | "labels" | "error" | "state" | "stage" | "tool" | "latency"
  | "model" | "stop-reason" | "tokens" | "run" | "task" | "agents" | "session" | "conversation"
  | "context" | "turn" | "source" | "message-id" | "parent" | "environment";

/**
 * One value of a badge. `full` is set when `text` is a shortened id; `title` adds a detail (the
 * adapter's error message, a token total) for a tooltip.
 *
 * @example
 * const value: MetaValue = { text: "run_…460762", full: "run_1773286460762" };
 */
export interface MetaValue {
  readonly text: string;
  readonly full?: string;
  readonly title?: string;
  readonly tone?: MetaTone;
}

/**
 * One labelled badge (a label with one or more values), as `<MessageMeta>` renders it.
 *
 * @example
 * const item: MetaItem = { kind: "latency", label: "Latency", values: [{ text: "2.6 s" }], tone: "neutral" };
 */
export interface MetaItem {
  readonly kind: MetaItemKind;
  readonly label: string;
  readonly values: readonly MetaValue[];
  readonly tone: MetaTone;
}

const id = (value: string | undefined): MetaValue | undefined => {
  if (value === undefined) return undefined;
  const short = shortenId(value);
  return short === value ? { text: value } : { text: short, full: value };
};

/**
 * The tone of a security label or classification: secret/restricted levels are `danger`,
 * personal or confidential data `warning`, public data `success`.
 *
 * @example
 * securityTone("PII");    // "warning"
 * securityTone("SECRET"); // "danger"
 */
export function securityTone(label: string): MetaTone {
  const l = label.toLowerCase();
  if (/secret|restricted|classified|critical/.test(l)) return "danger";
  if (/pii|phi|pci|personal|confidential|sensitive|private|financial|health|credential|hipaa|gdpr/.test(l)) return "warning";
  if (/public|unclassified/.test(l)) return "success";
  if (/internal/.test(l)) return "info";
  return "neutral";
}

const channelTone = { analysis: "neutral", commentary: "info", final: "success" } as const;

function stateTone(state: string): MetaTone {
  const s = state.toLowerCase();
  if (/fail|reject|error|cancel/.test(s)) return "danger";
  if (/input|auth|required|paused|awaiting/.test(s)) return "warning";
  if (/complete|success|done|finished/.test(s)) return "success";
  if (/work|submit|running|progress|pending|created/.test(s)) return "info";
  return "neutral";
}

function stopTone(reason: string): MetaTone {
  return /max|length|limit|filter|refus|pause/i.test(reason) ? "warning" : /error/i.test(reason) ? "danger" : "neutral";
}

function tokens({ inputTokens, outputTokens, totalTokens }: MessageMetaInfo["completion"]): MetaValue | undefined {
  const parts = [inputTokens !== undefined && `${formatCount(inputTokens)} in`, outputTokens !== undefined && `${formatCount(outputTokens)} out`].filter(
    (part): part is string => typeof part === "string",
  );
  if (parts.length === 0) return totalTokens === undefined ? undefined : { text: `${formatCount(totalTokens)} total` };
  const total = totalTokens ?? (inputTokens !== undefined && outputTokens !== undefined ? inputTokens + outputTokens : undefined);
  return { text: parts.join(" · "), ...(total === undefined ? {} : { title: `${formatCount(total)} tokens in total` }) };
}

/**
 * The badges for a message's information, in display order, skipping what it does not have:
 * role, channel, security, errors and state, run stage/tool/latency, completion (model, stop
 * reason, tokens), ids, agent lineage, provenance and environment. Pure.
 *
 * @example
 * metaItems(readMessageMeta(message)).map((item) => `${item.label}: ${item.values.map((v) => v.text).join(", ")}`);
 * // ["Role: assistant", "Channel: final", "Model: gpt-4o", "Latency: 2.6 s"]
 */
export function metaItems(info: MessageMetaInfo): MetaItem[] {
  const items: MetaItem[] = [];
  const add = (kind: MetaItemKind, label: string, value: MetaValue | string | undefined, tone: MetaTone = "neutral") => {
    if (value === undefined || value === "") return;
    items.push({ kind, label, values: [typeof value === "string" ? { text: value } : value], tone });
  };
  const { run, completion, provenance, lineage, security } = info;

  add("role", "Role", info.role);
  if (info.channel) add("channel", "Channel", info.channel, channelTone[info.channel]);
  if (security.classification) add("classification", "Classification", security.classification, securityTone(security.classification));
  if (security.labels.length > 0) {
    const values = security.labels.map((label) => ({ text: label, tone: securityTone(label) }));
    const order: MetaTone[] = ["danger", "warning", "info", "success", "neutral"];
    items.push({ kind: "labels", label: security.labels.length === 1 ? "Label" : "Labels", values, tone: order.find((t) => values.some((v) => v.tone === t)) ?? "neutral" });
  }
  if (info.error) add("error", "Error", { text: "Adapter error", title: info.error }, "danger");
  else if (run.isError) add("error", "Error", "Tool error", "danger");
  if (run.state) add("state", "State", run.state, stateTone(run.state));
  add("stage", "Stage", run.stage);
  add("tool", "Tool", run.toolName);
  const latency = run.latencyMs ?? completion.latencyMs;
  add("latency", "Latency", latency === undefined ? undefined : formatLatency(latency));
  add("model", "Model", completion.provider && completion.model ? { text: completion.model, title: `${completion.provider} · ${completion.model}` } : completion.model);
  if (completion.stopReason) add("stop-reason", "Stop reason", completion.stopReason, stopTone(completion.stopReason));
  add("tokens", "Tokens", tokens(completion));
  add("run", "Run", id(run.runId));
  add("task", "Task", id(run.taskId));
  const agents = [...lineage.parentAgents, ...(lineage.agentId ? [lineage.agentId] : [])];
  if (agents.length > 0) items.push({ kind: "agents", label: agents.length > 1 ? "Agents" : "Agent", values: agents.map((agent) => id(agent)!), tone: "neutral" });
  add("session", "Session", id(lineage.sessionId));
  add("conversation", "Conversation", id(lineage.conversationId));
  add("context", "Context", id(lineage.contextId));
  add("turn", "Turn", lineage.turn?.toString());
  add("source", "Source", provenance.source);
  add("message-id", "Message", id(provenance.messageId));
  add("parent", "Reply to", id(provenance.parentId));
  if (info.request.environment) add("environment", "Environment", info.request.environment, /prod/i.test(info.request.environment) ? "warning" : "neutral");
  return items;
}
