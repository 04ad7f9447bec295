import type { Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { stringifyJson } from "../shared/json";
import { convertEach, dispatchInput } from "../shared/dispatch";
import { failureMessage, makeMessage, timestamp } from "../shared/message";
import { textTypeFor, type AdapterOptions } from "../shared/options";
import { normalizeForeignName } from "../shared/part-names";
import type { AcpMessage, AcpRun } from "./types";

const PROVIDER = "acp";

function parseRole(role: unknown): { role?: string; agentName?: string } {
  if (typeof role !== "string" || role === "") return {};
  const agent = /^agent\/(.+)$/.exec(role);
  return agent ? { role: "agent", agentName: agent[1] } : { role };
}

function addTrajectory(b: BodyBuilder, meta: JsonObject, index: number): void {
  const message = asText(meta.message);
  if (message !== undefined) b.reasoning(message, { trajectory: true });
  const toolName = asText(meta.tool_name);
  if (toolName === undefined) return;
  const id = `trajectory-${index + 1}`;
  const hasOutput = meta.tool_output !== undefined && meta.tool_output !== null;
  b.toolCall(
    { id, name: toolName, rawArguments: meta.tool_input ?? undefined, state: hasOutput ? "output-available" : "input-available" },
    { syntheticId: true, trajectory: true },
  );
  if (hasOutput) b.toolResult({ callId: id, name: toolName, output: meta.tool_output }, { trajectory: true });
}

function addPart(b: BodyBuilder, raw: unknown, index: number): void {
  if (!isRecord(raw)) {
    b.providerItem(raw, { error: `part ${index} is ${describe(raw)}, not an object` });
    return;
  }
  const meta = isRecord(raw.metadata) ? raw.metadata : undefined;
  const kind = meta?.kind;
  let source: string | undefined;
  if (meta && kind === "citation") {
    source = b.citation({
      url: asString(meta.url),
      title: asString(meta.title),
      description: asString(meta.description),
      startIndex: typeof meta.start_index === "number" ? meta.start_index : undefined,
      endIndex: typeof meta.end_index === "number" ? meta.end_index : undefined,
    }).name;
  } else if (meta && kind === "trajectory") addTrajectory(b, meta, index);

  const content = raw.content ?? undefined;
  const contentUrl = raw.content_url ?? undefined;
  const descriptorOnly = content === undefined && contentUrl === undefined;
  if (descriptorOnly && (kind === "citation" || kind === "trajectory")) return;

  const rawName = asText(raw.name);
  const name = rawName === undefined ? undefined : normalizeForeignName(rawName);
  const encoding = raw.content_encoding ?? "plain";
  if (encoding !== "plain" && encoding !== "base64") {
    b.providerItem(raw, { error: `unknown content_encoding ${stringifyJson(encoding)}` });
    return;
  }
  b.binary({
    raw,
    declaredType: raw.content_type ?? undefined,
    fallbackType: content !== undefined && encoding === "plain" ? textTypeFor(b.role, b.options) : undefined,
    ...(content !== undefined
      ? encoding === "base64"
        ? { base64: content }
        : { text: content }
      : { url: contentUrl }),
    placement: name === undefined ? "inline" : { name },
    metadata: {
      originalName: rawName !== name ? rawName : undefined,
      source,
      contentUrl: content !== undefined ? contentUrl : undefined,
      providerMetadata: meta && kind !== "citation" && kind !== "trajectory" ? meta : undefined,
    },
  });
}

function convertMessage(raw: unknown, options: AdapterOptions | undefined, extra?: JsonObject): Message {
  if (!isRecord(raw)) return failureMessage(PROVIDER, raw, `expected an ACP message object, got ${describe(raw)}`);
  const { role, agentName } = parseRole(raw.role);
  const b = new BodyBuilder(PROVIDER, role, options);
  let error: string | undefined;
  if (Array.isArray(raw.parts)) Array.from(raw.parts, (part: unknown, i) => addPart(b, part, i));
  else {
    error = "message has no parts array";
    b.providerItem(raw, { error });
  }
  return makeMessage({
    role,
    createdAt: timestamp(raw.created_at),
    metadata: { ...extra, agentName: agentName ?? extra?.agentName, completedAt: timestamp(raw.completed_at), error },
    parts: b.parts,
  });
}

/**
 * Converts ACP (Agent Communication Protocol) messages into partkit messages.
 *
 * Parts keep their declared `content_type`; a part without one gets the role's default text type.
 * Named parts (ACP artifacts) keep their name when it is a valid part name, otherwise it is
 * encoded and the original kept in `metadata.originalName`. Citation metadata becomes
 * `/sources/<n>` parts; trajectory metadata becomes reasoning parts and, with `tool_name`,
 * `/tool-calls/trajectory-<i>` call/result parts. `agent/<name>` roles become role `agent` with
 * `metadata.agentName`. A run object (`{ output: [...] }`) yields its output messages. Never throws.
 *
 * @example
 * fromAcp({ role: "agent/writer", parts: [{ content_type: "text/markdown", content: "**Hi**" }] });
 * // { role: "agent", metadata: { agentName: "writer" }, parts: [{ contentType: "text/markdown", content: "**Hi**" }] }
 */
export function fromAcp(input: AcpMessage, options?: AdapterOptions): Message;
export function fromAcp(input: readonly AcpMessage[] | AcpRun, options?: AdapterOptions): Message[];
export function fromAcp(input: AcpMessage | readonly AcpMessage[] | AcpRun, options?: AdapterOptions): Message | Message[];
export function fromAcp(input: unknown, options?: AdapterOptions): Message | Message[] {
  return dispatchInput(PROVIDER, input, {
    one: (item) => convertMessage(item, options),
    container: {
      is: (run) => Array.isArray(run.output) && !("parts" in run),
      convert: (run) => {
        const extra = { runId: asString(run.run_id), agentName: asString(run.agent_name), status: asString(run.status) };
        return convertEach(PROVIDER, run.output as unknown[], (item) => convertMessage(item, options, extra));
      },
    },
  });
}
