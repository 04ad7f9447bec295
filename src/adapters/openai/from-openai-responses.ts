import type { Message, Part } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { BodyBuilder } from "../shared/body-builder";
import { asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { compact, stringifyJson } from "../shared/json";
import { dispatchInput } from "../shared/dispatch";
import { failureMessage, isoFromEpoch, makeMessage } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { makePart } from "../shared/parts";
import { addBuiltinToolItem, OUTPUT_ITEMS } from "./builtin-tools";
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
        const { sources, references } = addAnnotations(b, raw.annotations, raw.text);
        if (sources.length > 0) b.annotate(part, { sources, references });
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

/**
 * Where an item that answers an MCP approval request (`mcp_approval_response`) or carries it out
 * (`mcp_call` with `approval_request_id`) finds the tool call the request became.
 *
 * @example
 * const calls = approvalCallsIn([builder.parts]);
 * calls.find("mcpr_1")?.replace(updatedPart);
 */
export interface ApprovalCalls {
  /** The tool-call part whose `metadata.approval.id` is `approvalId`, and how to replace it. */
  find(approvalId: string): { readonly part: Part; readonly replace: (next: Part) => void } | undefined;
}

/**
 * The approval calls of some part lists, searched list by list (each from its end) and replaced
 * in place.
 *
 * @example
 * approvalCallsIn([before, after]).find("mcpr_1");
 */
export function approvalCallsIn(lists: readonly Part[][]): ApprovalCalls {
  return {
    find(approvalId) {
      for (const list of lists) {
        for (let i = list.length - 1; i >= 0; i--) {
          const part = list[i]!;
          const approval = part.metadata?.approval;
          if (part.contentType === CT.toolCall && isRecord(approval) && approval.id === approvalId)
            return { part, replace: (next: Part) => void (list[i] = next) };
        }
      }
      return undefined;
    },
  };
}

/** `mcp_approval_request`: a tool call of the MCP server's tool, waiting for the user's approval. */
function addApprovalRequest(b: BodyBuilder, item: JsonObject): void {
  const id = asText(item.id);
  const name = asText(item.name);
  if (id === undefined || name === undefined) {
    b.providerItem(item, { error: "mcp_approval_request needs an id and a name", itemType: "mcp_approval_request" });
    return;
  }
  b.toolCall(
    { id, name, namespace: asText(item.server_label), rawArguments: item.arguments, state: "mcp_approval_request" },
    { itemId: id, toolType: "mcp_approval_request", approval: { id } },
  );
}

/**
 * `mcp_approval_response`: the user's answer, set on the call of the request it answers
 * (`metadata.approval.approved` and `.reason`). Whether it found that call.
 */
function answerApproval(item: JsonObject, calls: ApprovalCalls): boolean {
  const requestId = asText(item.approval_request_id);
  const found = requestId === undefined || typeof item.approve !== "boolean" ? undefined : calls.find(requestId);
  if (!found) return false;
  const { part } = found;
  const approval = compact({ ...(isRecord(part.metadata?.approval) ? part.metadata.approval : {}), approved: item.approve, reason: asText(item.reason) });
  found.replace(makePart({ ...part, metadata: { ...part.metadata, approval, approvalResponseId: asText(item.id) } }));
  return true;
}

function addApprovalResponse(b: BodyBuilder, item: JsonObject, calls: ApprovalCalls): void {
  if (answerApproval(item, calls)) return;
  const error =
    asText(item.approval_request_id) === undefined
      ? "mcp_approval_response has no approval_request_id"
      : typeof item.approve !== "boolean"
        ? "mcp_approval_response has no approve boolean"
        : undefined;
  b.providerItem(item, { error, itemType: "mcp_approval_response" });
}

/**
 * `mcp_call`: the call its approval request became when it carries that request's id and the
 * request is here (so it keeps the request's name and approval), otherwise a call of its own; its
 * output or error as the result.
 */
function addMcpCall(b: BodyBuilder, item: JsonObject, calls: ApprovalCalls): void {
  const id = asText(item.id);
  const name = asText(item.name);
  if (id === undefined || name === undefined) {
    b.providerItem(item, { error: "mcp_call needs an id and a name", itemType: "mcp_call" });
    return;
  }
  const requestId = asText(item.approval_request_id);
  const found = requestId === undefined ? undefined : calls.find(requestId);
  const callId = found && requestId !== undefined ? requestId : id;
  const call = { id: callId, name, namespace: asText(item.server_label), rawArguments: item.arguments, state: asString(item.status) };
  const meta = { itemId: id, status: item.status, toolType: "mcp_call" };
  if (found) {
    const fresh = new BodyBuilder(b.provider, b.role, b.options).toolCall(call, { ...found.part.metadata, ...meta });
    found.replace({ ...fresh, name: found.part.name });
  } else b.toolCall(call, { ...meta, approval: requestId === undefined ? undefined : { id: requestId } });
  const resultMeta = { itemId: id, toolType: "mcp_call" };
  if (item.error !== undefined && item.error !== null && item.error !== "") b.toolResult({ callId, name, output: item.error, isError: true }, resultMeta);
  else if (item.output !== undefined && item.output !== null) b.toolResult({ callId, name, output: item.output }, resultMeta);
}

/**
 * Adds one non-message item (reasoning, function calls and outputs, MCP approvals and calls,
 * anything else as a provider item). `calls` is where MCP approval answers and calls look for
 * their request (by default, this body).
 */
function addItem(b: BodyBuilder, item: JsonObject, calls: ApprovalCalls = approvalCallsIn([b.parts])): void {
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
    case "mcp_approval_request":
      addApprovalRequest(b, item);
      return;
    case "mcp_approval_response":
      addApprovalResponse(b, item, calls);
      return;
    case "mcp_call":
      addMcpCall(b, item, calls);
      return;
    default:
      if (addBuiltinToolItem(b, item)) return;
      if (typeof item.type === "string" && item.type !== "") b.providerItem(item, { itemType: item.type });
      else b.providerItem(item, { error: "item has no type" });
  }
}

function isMessageItem(item: JsonObject): boolean {
  return item.type === "message" || (item.type === undefined && typeof item.role === "string" && "content" in item);
}

/**
 * Adds one output item of a `Response` (a message item may omit its `type`), as
 * {@link fromOpenAIResponses} does for each item of `output`. An MCP approval answer or call looks
 * for its request in `calls` (by default, the builder's parts).
 *
 * @example
 * addResponseOutputItem(builder, { type: "function_call", call_id: "call_1", name: "f", arguments: "{}" }, 0);
 * addResponseOutputItem(builder, { type: "mcp_approval_response", approval_request_id: "mcpr_1", approve: true }, 1, approvalCallsIn([earlierParts]));
 */
export function addResponseOutputItem(b: BodyBuilder, item: unknown, index: number, calls?: ApprovalCalls): void {
  if (!isRecord(item)) b.providerItem(item, { error: `output item ${index} is ${describe(item)}, not an object` });
  else addItem(b, isMessageItem(item) ? { ...item, type: "message" } : item, calls);
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
  // An approval answer or MCP call may belong to a request of an earlier turn: the latest first.
  const calls: ApprovalCalls = { find: (approvalId) => approvalCallsIn(groups.map((g) => g.builder.parts).reverse()).find(approvalId) };
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
    // An answer that found its request has nothing of its own to show, so it opens no turn.
    if (item.type === "mcp_approval_response" && answerApproval(item, calls)) continue;
    const isOutput = item.type === "function_call_output" || item.type === "custom_tool_call_output" || OUTPUT_ITEMS.has(String(item.type));
    const group = current?.role === "assistant" ? current : isOutput ? (current?.role === "tool" ? current : open("tool")) : open("assistant");
    addItem(group.builder, item, calls);
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
 * `/tool-calls/<call_id>/result`. Remote MCP tools: `mcp_approval_request` →
 * `/tool-calls/<request id>` in state `awaiting-approval` (providerState `mcp_approval_request`,
 * `namespace` the server label, `metadata.approval = { id: <request id> }`); an
 * `mcp_approval_response` sets `approved` and `reason` on that call's `metadata.approval` (so it
 * reads as pending or denied; the response's id as `metadata.approvalResponseId`), and stays a
 * provider item when its request is not in the input; an `mcp_call` carrying `approval_request_id`
 * becomes that call (its status as the state, the approval kept), any other `mcp_call` a call
 * `/tool-calls/<id>` of its own, and its `output` (or `error`, with `isError`) the result.
 * Built-in tools become calls and results too: `shell_call` / `local_shell_call` (the command as
 * arguments; the output's stdout, stderr and exit code as a terminal result), `apply_patch_call`
 * (the patch as a `text/x-diff` part under the call), `code_interpreter_call` (its code under the
 * call, logs and images as the result), `image_generation_call` (the image as the result's
 * attachment), `computer_call` (the action as arguments, pending safety checks as text under the
 * call; the output's screenshot as an image), `mcp_list_tools` (the tools as the result),
 * `web_search_call` (sources as citations), `file_search_call`, `tool_search_call`; `compaction`
 * becomes a `text/vnd.partkit.summary` marker. Other item types → a provider item with
 * `metadata.itemType`. `phase` becomes `channel`. Never throws.
 *
 * @example
 * fromOpenAIResponses({ id: "resp_1", object: "response", output: [
 *   { type: "message", id: "msg_1", role: "assistant", status: "completed", content: [{ type: "output_text", text: "Hi", annotations: [] }] },
 * ] });
 * // { id: "resp_1", role: "assistant", parts: [{ contentType: "text/markdown", content: "Hi" }] }
 *
 * @example
 * fromOpenAIResponses({ id: "resp_2", object: "response", output: [
 *   { type: "mcp_approval_request", id: "mcpr_1", server_label: "deepwiki", name: "ask_question", arguments: '{"question":"?"}' },
 * ] }).parts[0];
 * // { name: "/tool-calls/mcpr_1", contentType: "application/vnd.partkit.tool-call+json",
 * //   content: '{"id":"mcpr_1","name":"ask_question","namespace":"deepwiki","arguments":{"question":"?"},"state":"awaiting-approval","providerState":"mcp_approval_request"}',
 * //   metadata: { itemId: "mcpr_1", toolType: "mcp_approval_request", approval: { id: "mcpr_1" } } }
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
