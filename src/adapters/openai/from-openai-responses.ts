import type { Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { stringifyJson } from "../shared/json";
import { dispatchInput } from "../shared/dispatch";
import { failureMessage, isoFromEpoch, makeMessage } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { addAnnotations, addFile, addImage, addInputAudio, PROVIDER } from "./content";
import type { OpenAIResponseItemLike, OpenAIResponseLike } from "./types";

const PHASE_CHANNEL: Record<string, string> = { commentary: "commentary", final_answer: "final" };

function addMessageContent(b: BodyBuilder, item: JsonObject): void {
  const phase = asString(item.phase);
  const { content } = item;
  if (typeof content === "string") {
    if (content !== "") b.text(content, { phase });
    return;
  }
  if (!Array.isArray(content)) {
    b.providerItem(item, { error: `message content is ${describe(content)}, not a string or an array`, itemType: "message" });
    return;
  }
  Array.from(content as unknown[], (raw, i) => {
    if (!isRecord(raw)) {
      b.providerItem(raw, { error: `content ${i} is ${describe(raw)}, not an object` });
      return;
    }
    switch (raw.type) {
      case "output_text":
      case "input_text": {
        if (typeof raw.text !== "string") {
          b.providerItem(raw, { error: "text content has no text string", itemType: asString(raw.type) });
          return;
        }
        const part = b.text(raw.text, { phase, logprobs: raw.logprobs });
        const sources = addAnnotations(b, raw.annotations, raw.text);
        if (sources.length > 0) b.annotate(part, { sources });
        return;
      }
      case "refusal":
        if (typeof raw.refusal === "string") b.refusal(raw.refusal, { phase });
        else b.providerItem(raw, { error: "refusal has no refusal string", itemType: "refusal" });
        return;
      case "input_image":
        addImage(b, raw, raw.image_url, raw.file_id, raw.detail);
        return;
      case "input_file":
        addFile(b, raw, raw);
        return;
      case "input_audio":
        addInputAudio(b, raw, raw.input_audio);
        return;
      default:
        b.providerItem(raw, { error: `unknown message content type ${stringifyJson(raw.type)}`, itemType: asString(raw.type) });
    }
  });
}

function addReasoning(b: BodyBuilder, item: JsonObject): void {
  const texts = (list: unknown): string[] =>
    Array.isArray(list) ? Array.from(list as unknown[]).flatMap((s) => (isRecord(s) && typeof s.text === "string" ? [s.text] : [])) : [];
  const summary = texts(item.summary);
  const raw = texts(item.content);
  const meta = { itemId: item.id, status: item.status, encryptedContent: item.encrypted_content ?? undefined };
  b.reasoning(summary.length > 0 ? summary.join("\n\n") : undefined, { ...meta, summary: true });
  if (raw.length > 0) b.reasoning(raw.join("\n\n"), { itemId: item.id, raw: true });
}

function addFunctionOutput(b: BodyBuilder, item: JsonObject, callId: string): void {
  const { output } = item;
  const meta = { itemId: item.id, status: item.status, toolType: item.type };
  if (!Array.isArray(output)) {
    b.toolResult({ callId, output }, meta);
    return;
  }
  const inner = b.nested("tool") ?? new BodyBuilder(PROVIDER, "tool", b.options);
  const texts: string[] = [];
  for (const entry of Array.from(output as unknown[])) {
    if (isRecord(entry) && entry.type === "input_text" && typeof entry.text === "string") texts.push(entry.text);
    else addMessageContent(inner, { content: [entry] });
  }
  b.toolResult({ callId, output: texts.join("\n") }, meta, inner.parts);
}

/** Adds one non-message item (reasoning, function calls and outputs, anything else as a provider item). */
function addItem(b: BodyBuilder, item: JsonObject): void {
  switch (item.type) {
    case "message":
      addMessageContent(b, item);
      return;
    case "reasoning":
      addReasoning(b, item);
      return;
    case "function_call":
    case "custom_tool_call": {
      const callId = asText(item.call_id);
      const name = asText(item.name);
      if (callId === undefined || name === undefined) {
        b.providerItem(item, { error: `${item.type} needs a call_id and a name`, itemType: item.type });
        return;
      }
      const meta = { itemId: item.id, status: item.status, toolType: item.type };
      if (item.type === "custom_tool_call") b.toolCall({ id: callId, name, textArguments: asString(item.input) ?? "" }, meta);
      else b.toolCall({ id: callId, name, namespace: asText(item.namespace), rawArguments: item.arguments, state: asString(item.status) }, meta);
      return;
    }
    case "function_call_output":
    case "custom_tool_call_output": {
      const callId = asText(item.call_id);
      if (callId === undefined) b.providerItem(item, { error: `${item.type} has no call_id`, itemType: item.type });
      else addFunctionOutput(b, item, callId);
      return;
    }
    default:
      if (typeof item.type === "string" && item.type !== "") b.providerItem(item, { itemType: item.type });
      else b.providerItem(item, { error: "item has no type" });
  }
}

function isMessageItem(item: JsonObject): boolean {
  return item.type === "message" || (item.type === undefined && typeof item.role === "string" && "content" in item);
}

/**
 * Adds one output item of a `Response` (a message item may omit its `type`), as
 * {@link fromOpenAIResponses} does for each item of `output`.
 *
 * @example
 * addResponseOutputItem(builder, { type: "function_call", call_id: "call_1", name: "f", arguments: "{}" }, 0);
 */
export function addResponseOutputItem(b: BodyBuilder, item: unknown, index: number): void {
  if (!isRecord(item)) b.providerItem(item, { error: `output item ${index} is ${describe(item)}, not an object` });
  else addItem(b, isMessageItem(item) ? { ...item, type: "message" } : item);
}

function convertResponse(response: JsonObject, options: AdapterOptions | undefined): Message {
  const b = new BodyBuilder(PROVIDER, "assistant", options);
  const phases = new Set<string>();
  Array.from(response.output as unknown[], (item, i) => {
    if (isRecord(item) && isMessageItem(item) && typeof item.phase === "string") phases.add(item.phase);
    addResponseOutputItem(b, item, i);
  });
  const [phase] = phases;
  return makeMessage({
    id: asText(response.id),
    role: "assistant",
    channel: phases.size === 1 && phase !== undefined ? PHASE_CHANNEL[phase] : undefined,
    createdAt: isoFromEpoch(response.created_at),
    metadata: {
      model: response.model,
      status: response.status,
      usage: response.usage ?? undefined,
      error: response.error ?? undefined,
      incompleteDetails: response.incomplete_details ?? undefined,
      previousResponseId: response.previous_response_id ?? undefined,
    },
    parts: b.parts,
  });
}

interface Group {
  role: string | undefined;
  builder: BodyBuilder;
  id?: string | undefined;
  phase?: string | undefined;
}

/** Items of a conversation: each message starts a turn; other items join the assistant turn. */
function convertItems(items: readonly unknown[], options: AdapterOptions | undefined): Message[] {
  const groups: Group[] = [];
  const open = (role: string | undefined, id?: string, phase?: string): Group => {
    const group = { role, builder: new BodyBuilder(PROVIDER, role, options), id, phase };
    groups.push(group);
    return group;
  };
  for (const [i, item] of items.entries()) {
    const current = groups[groups.length - 1];
    if (!isRecord(item)) {
      (current ?? open(undefined)).builder.providerItem(item, { error: `item ${i} is ${describe(item)}, not an object` });
      continue;
    }
    if (isMessageItem(item)) {
      const role = asString(item.role);
      const joins = role === "assistant" && current?.role === "assistant" && current.id === undefined;
      const group = joins ? current : open(role, asText(item.id), asString(item.phase));
      if (joins && group.id === undefined) group.id = asText(item.id);
      addItem(group.builder, { ...item, type: "message" });
      continue;
    }
    const isOutput = item.type === "function_call_output" || item.type === "custom_tool_call_output";
    const group = current?.role === "assistant" ? current : isOutput ? (current?.role === "tool" ? current : open("tool")) : open("assistant");
    addItem(group.builder, item);
  }
  return groups.map((g) =>
    makeMessage({ id: g.id, role: g.role, channel: g.phase ? PHASE_CHANNEL[g.phase] : undefined, parts: g.builder.parts }),
  );
}

/**
 * Converts OpenAI Responses API data: a `Response` object becomes one assistant message holding
 * all its output items; a list of items (a conversation's input/output items) becomes one message
 * per turn, where each `message` item starts a turn and reasoning, calls and call outputs join the
 * assistant turn they belong to.
 *
 * `output_text` → `text/markdown` (input text `text/plain`) with annotations as `/sources/<n>`;
 * `refusal` → `text/vnd.partkit.refusal`; `reasoning` → `text/vnd.partkit.reasoning` (summaries
 * joined; raw reasoning text as a second part; `encrypted_content` kept verbatim in metadata);
 * `function_call` / `custom_tool_call` → `/tool-calls/<call_id>`; their outputs →
 * `/tool-calls/<call_id>/result`; every other item type (web search, file search, computer use,
 * MCP, image generation, …) → a provider item with `metadata.itemType`. `phase` becomes `channel`.
 * Never throws.
 *
 * @example
 * fromOpenAIResponses({ id: "resp_1", object: "response", output: [
 *   { type: "message", id: "msg_1", role: "assistant", status: "completed", content: [{ type: "output_text", text: "Hi", annotations: [] }] },
 * ] });
 * // { id: "resp_1", role: "assistant", parts: [{ contentType: "text/markdown", content: "Hi" }] }
 */
export function fromOpenAIResponses(input: OpenAIResponseLike, options?: AdapterOptions): Message;
export function fromOpenAIResponses(input: readonly OpenAIResponseItemLike[], options?: AdapterOptions): Message[];
export function fromOpenAIResponses(
  input: OpenAIResponseLike | readonly OpenAIResponseItemLike[],
  options?: AdapterOptions,
): Message | Message[];
export function fromOpenAIResponses(input: unknown, options?: AdapterOptions): Message | Message[] {
  return dispatchInput(PROVIDER, input, {
    // A conversation's items group into turns, so the list is read as a whole rather than item by item.
    list: (items) => convertItems(items, options),
    one: (response) =>
      isRecord(response) && Array.isArray(response.output)
        ? convertResponse(response, options)
        : failureMessage(PROVIDER, response, "expected a Response object (with output) or a list of items"),
  });
}
