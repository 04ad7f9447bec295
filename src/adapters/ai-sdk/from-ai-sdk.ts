import type { Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { stringifyJson } from "../shared/json";
import { dispatchInput } from "../shared/dispatch";
import { failureMessage, isoTimestamp, makeMessage, timestamp } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { partNames } from "../shared/part-names";
import type { Meta } from "../shared/parts";
import type { AiSdkUIMessageLike } from "./types";
import { addCustom, addFile, addSteering } from "./v7-parts";

const PROVIDER = "ai-sdk";

/** Adds a tool part (`tool-<name>`, `dynamic-tool`): the call, and its result once there is one. */
function addTool(b: BodyBuilder, part: JsonObject, name: string | undefined): void {
  const id = asText(part.toolCallId);
  if (id === undefined || name === undefined || name === "") {
    b.providerItem(part, { error: "tool part needs a toolCallId and a tool name", itemType: asString(part.type) });
    return;
  }
  const state = asString(part.state);
  const streamingText = part.input === undefined && typeof part.rawInput === "string" ? part.rawInput : undefined;
  b.toolCall(
    {
      id,
      name,
      state,
      ...(streamingText !== undefined ? { textArguments: streamingText } : { rawArguments: part.input ?? part.rawInput }),
    },
    {
      // Input still arriving: the call part streams, as it does when partkit reduces the stream.
      status: state === "input-streaming" ? "streaming" : undefined,
      title: part.title,
      dynamic: part.type === "dynamic-tool" ? true : undefined,
      providerExecuted: part.providerExecuted,
      approval: part.approval,
      toolMetadata: part.toolMetadata,
      inputEncoding: part.inputEncoding,
      callProviderMetadata: part.callProviderMetadata,
    },
  );
  const resultMeta = { preliminary: part.preliminary, resultProviderMetadata: part.resultProviderMetadata };
  if (state === "output-available") b.toolResult({ callId: id, name, output: part.output }, resultMeta);
  else if (state === "output-error")
    b.toolResult({ callId: id, name, output: part.errorText, isError: true }, { ...resultMeta, errorText: part.errorText });
}

/** AI SDK v4 `tool-invocation` parts. */
function addToolInvocation(b: BodyBuilder, part: JsonObject): void {
  const inv = isRecord(part.toolInvocation) ? part.toolInvocation : undefined;
  const id = asText(inv?.toolCallId);
  const name = asText(inv?.toolName);
  if (!inv || id === undefined || name === undefined) {
    b.providerItem(part, { error: "tool-invocation needs a toolInvocation with toolCallId and toolName", itemType: "tool-invocation" });
    return;
  }
  b.toolCall({ id, name, rawArguments: inv.args, state: asString(inv.state) }, { invocationStep: inv.step, legacy: "tool-invocation" });
  if (inv.state === "result") b.toolResult({ callId: id, name, output: inv.result });
}

function addPart(b: BodyBuilder, part: unknown, index: number): void {
  if (!isRecord(part)) {
    b.providerItem(part, { error: `part ${index} is ${describe(part)}, not an object` });
    return;
  }
  const type = asString(part.type) ?? "";
  // The SDK's `state` of text and reasoning is partkit's stream status (what every view reads).
  const status = part.state === "streaming" ? "streaming" : part.state === "done" ? "complete" : undefined;
  const meta: Meta = { status, state: part.state, providerMetadata: part.providerMetadata };
  if (type === "text") {
    if (typeof part.text === "string") b.text(part.text, meta);
    else b.providerItem(part, { error: "text part has no text string", itemType: type });
  } else if (type === "reasoning") {
    const text = asString(part.text) ?? asString(part.reasoning);
    if (text !== undefined) b.reasoning(text, { ...meta, id: part.id, details: part.details });
    else b.providerItem(part, { error: "reasoning part has no text", itemType: type });
  } else if (type === "dynamic-tool") addTool(b, part, asText(part.toolName));
  else if (type.startsWith("tool-") && type !== "tool-invocation") addTool(b, part, type.slice(5));
  else if (type === "tool-invocation") addToolInvocation(b, part);
  else if (type === "source-url" || type === "source-document" || type === "source") {
    const source = type === "source" && isRecord(part.source) ? part.source : part;
    b.citation(
      { url: asString(source.url), title: asString(source.title) },
      { sourceId: source.sourceId ?? source.id, mediaType: source.mediaType, filename: source.filename, providerMetadata: part.providerMetadata },
    );
  } else if (type === "file" || type === "reasoning-file") addFile(b, part);
  else if (type === "custom") addCustom(b, part);
  else if (type === "steering-message") addSteering(b, part);
  else if (type.startsWith("data-")) {
    const id = asString(part.id);
    b.json(part.data, { dataType: type, transient: part.transient }, partNames.data(type.slice(5), id));
  } else b.providerItem(part, { itemType: type || undefined, error: type ? `unknown part type ${stringifyJson(type)}` : "part has no type" });
}

function convertMessage(raw: unknown, options: AdapterOptions | undefined): Message {
  if (!isRecord(raw)) return failureMessage(PROVIDER, raw, `expected a UIMessage, got ${describe(raw)}`);
  const role = asString(raw.role);
  const b = new BodyBuilder(PROVIDER, role, options);
  const stepStarts: number[] = [];
  let error: string | undefined;
  if (Array.isArray(raw.parts))
    Array.from(raw.parts as unknown[], (part, i) => {
      if (isRecord(part) && part.type === "step-start") stepStarts.push(b.parts.length);
      else addPart(b, part, i);
    });
  else if (typeof raw.content === "string") b.text(raw.content);
  else {
    error = "message has no parts array";
    b.providerItem(raw, { error });
  }
  let step = 0;
  const parts = b.parts.map((part, i) => {
    while (step < stepStarts.length && stepStarts[step]! <= i) step++;
    return step === 0 ? part : { ...part, metadata: { ...part.metadata, step } };
  });
  const appMetadata = isRecord(raw.metadata) ? raw.metadata : raw.metadata === undefined ? {} : { metadata: raw.metadata };
  // v4 carries `createdAt` on the message; v5+ apps usually put it in their metadata (often `Date.now()`).
  const ownCreatedAt = typeof raw.createdAt === "string" ? timestamp(raw.createdAt) : isoTimestamp(raw.createdAt);
  const metaCreatedAt = isoTimestamp(appMetadata.createdAt);
  const createdAt = ownCreatedAt ?? metaCreatedAt;
  const { createdAt: _lifted, ...restMetadata } = appMetadata;
  return makeMessage({
    id: asText(raw.id),
    role,
    createdAt,
    metadata: { ...(metaCreatedAt !== undefined && metaCreatedAt === createdAt ? restMetadata : appMetadata), error },
    parts,
  });
}

/**
 * Converts Vercel AI SDK `UIMessage`s (v5/v6 part shapes; v4 `content`, `reasoning`,
 * `tool-invocation` and `source` parts too).
 *
 * `text` → `text/markdown` for the assistant (`text/plain` otherwise), `state` in metadata and
 * as the stream status (`metadata.status` `"streaming"` while the SDK streams it);
 * `reasoning` → `text/vnd.partkit.reasoning`; `tool-<name>`/`dynamic-tool` → `/tool-calls/<id>`
 * carrying the state (`input-streaming` … `output-denied`, approval in `metadata.approval`), plus
 * `/tool-calls/<id>/result` for `output-available` (output) and `output-error` (`isError`);
 * `source-url`/`source-document` → `/sources/<n>`; `file` → inline media (data: URLs decoded) or
 * `/files/<n>`; `data-<kind>` → `application/json` at `/data/<kind>[/<id>]`; `step-start` numbers
 * the following parts (`metadata.step`). The message's own `metadata` is kept, except that a
 * `metadata.createdAt` (epoch milliseconds, a `Date` or an ISO 8601 string) becomes the message's
 * ISO `createdAt` when the message has none of its own; an unreadable one stays in metadata.
 * Never throws.
 *
 * @example
 * fromAiSdk({ id: "m1", role: "assistant", parts: [{ type: "tool-weather", toolCallId: "c1", state: "input-available", input: { city: "Oslo" } }] });
 * // { id: "m1", role: "assistant", parts: [{ name: "/tool-calls/c1", contentType: "application/vnd.partkit.tool-call+json", … }] }
 */
export function fromAiSdk(input: AiSdkUIMessageLike, options?: AdapterOptions): Message;
export function fromAiSdk(input: readonly AiSdkUIMessageLike[], options?: AdapterOptions): Message[];
export function fromAiSdk(input: AiSdkUIMessageLike | readonly AiSdkUIMessageLike[], options?: AdapterOptions): Message | Message[];
export function fromAiSdk(input: unknown, options?: AdapterOptions): Message | Message[] {
  return dispatchInput(PROVIDER, input, { one: (m) => convertMessage(m, options) });
}
