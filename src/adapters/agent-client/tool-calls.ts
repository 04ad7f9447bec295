import type { Message, Part } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import type { BodyBuilder } from "../shared/body-builder";
import { asArray, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { addMcpBlock } from "../mcp/blocks";
import type { AdapterOptions } from "../shared/options";
import { STREAM_KEY, continuingBuilder, partIndexByKey, rejectEvent, withPartMeta } from "../shared/stream-parts";
import { unifiedDiff } from "./unified-diff";
import { PROVIDER } from "./provider";
import { terminalsOf, terminalText, type TerminalState } from "./terminal-state";

/** Metadata key of a tool-call part holding the call as the updates so far left it. */
const TOOL_CALL_KEY = "toolCall";

const callKey = (id: string): string => `tool:${id}`;
const resultKey = (id: string): string => `tool:${id}/result`;

/**
 * The tool-call fields an update leaves: an omitted field stays, `null` clears it (except `name`,
 * which the protocol says `null` leaves unchanged).
 */
function merge(previous: JsonObject, update: JsonObject): JsonObject {
  const next: JsonObject = { ...previous };
  for (const [key, value] of Object.entries(update)) {
    if (key === "sessionUpdate" || value === undefined) continue;
    if (value !== null) next[key] = value;
    else if (key !== "name") delete next[key];
  }
  return next;
}

/** A call waiting for an answer shows that; a refused call that did not run anyway is denied. */
function stateOf(status: string | undefined, approval: JsonObject | undefined): string {
  if (approval && typeof approval.approved !== "boolean") return "awaiting-approval";
  if (approval?.approved === false && status !== "completed" && status !== "failed") return "denied";
  return status ?? "pending";
}

/** What a call's card shows of the terminals its content names. */
interface TerminalView {
  readonly terminals: Readonly<Record<string, TerminalState>>;
  /** The terminal whose output is the result's output (shown as a command's output), if any. */
  readonly asOutput: string | undefined;
}

function addContentItem(b: BodyBuilder, item: unknown, index: number, texts: string[] | undefined, view: TerminalView): void {
  if (!isRecord(item)) {
    b.providerItem(item, { error: `tool call content ${index} is ${describe(item)}, not an object` });
    return;
  }
  switch (item.type) {
    case "content": {
      const block = item.content;
      if (texts && isRecord(block) && block.type === "text" && typeof block.text === "string") texts.push(block.text);
      else addMcpBlock(b, block, index);
      return;
    }
    case "diff": {
      const path = asText(item.path);
      if (path === undefined || typeof item.newText !== "string" || (item.oldText != null && typeof item.oldText !== "string")) {
        b.providerItem(item, { error: "diff needs a path, newText and, for an existing file, oldText", itemType: "diff" });
        return;
      }
      b.text(unifiedDiff(path, item.oldText as string | null | undefined, item.newText), { path, newFile: item.oldText == null || undefined }, "text/x-diff");
      return;
    }
    case "terminal": {
      const terminalId = asText(item.terminalId);
      const terminal = terminalId === undefined || !Object.hasOwn(view.terminals, terminalId) ? undefined : view.terminals[terminalId];
      if (terminalId === undefined) b.providerItem(item, { error: "terminal content has no terminalId", itemType: "terminal" });
      else if (terminalId === view.asOutput) return;
      // Output the agent reported (ACP v2) shows as text; a client-owned terminal (v1) is a reference.
      else if (terminal) b.text(terminalText(terminal), { terminalId, command: terminal.command, exitCode: terminal.exitStatus?.exitCode }, "text/plain");
      else b.json({ uri: `terminal:${terminalId}`, name: `Terminal ${terminalId}`, resourceType: "terminal" }, { terminalId }, undefined, CT.resourceRef);
      return;
    }
    default:
      b.providerItem(item, { itemType: typeof item.type === "string" ? item.type : undefined, error: typeof item.type === "string" ? undefined : "tool call content has no type" });
  }
}

/** The first terminal the content names whose output the session reported. */
function reportedTerminal(content: readonly unknown[], terminals: Readonly<Record<string, TerminalState>>): string | undefined {
  for (const item of content) {
    const id = isRecord(item) && item.type === "terminal" ? asText(item.terminalId) : undefined;
    if (id !== undefined && Object.hasOwn(terminals, id)) return id;
  }
  return undefined;
}

/** The call part and, once the call has output or content, its result and the result's items. */
function callGroup(
  call: JsonObject,
  approval: JsonObject | undefined,
  others: readonly Part[],
  options: AdapterOptions | undefined,
  name: string | undefined,
  terminals: Readonly<Record<string, TerminalState>>,
): Part[] {
  const id = String(call.toolCallId);
  const toolName = asText(call.name) ?? asText(call.kind) ?? "tool";
  const status = asText(call.status);
  const b = continuingBuilder(PROVIDER, "assistant", options, [], others);
  const callPart = b.toolCall(
    { id, name: toolName, state: stateOf(status, approval), rawArguments: call.rawInput },
    { title: call.title, kind: call.kind, locations: call.locations, approval, [TOOL_CALL_KEY]: call, [STREAM_KEY]: callKey(id) },
  );
  const group = [name === undefined ? callPart : { ...callPart, name }];
  const content = asArray(call.content) ?? [];
  if (call.rawOutput === undefined && content.length === 0) return group;
  const inner = b.nested("tool");
  const texts: string[] = [];
  // Without raw output, a terminal the agent reported output for is the result: a command's output.
  const asOutput = call.rawOutput === undefined ? reportedTerminal(content, terminals) : undefined;
  const terminal = asOutput === undefined ? undefined : terminals[asOutput];
  if (inner) content.forEach((item, i) => addContentItem(inner, item, i, call.rawOutput === undefined ? texts : undefined, { terminals, asOutput }));
  const output = call.rawOutput !== undefined ? call.rawOutput : terminal ? terminalText(terminal) : texts.length > 0 ? texts.join("\n\n") : undefined;
  const command = terminal ? { outputType: "text/plain", exitCode: terminal.exitStatus?.exitCode } : {};
  const rb = continuingBuilder(PROVIDER, "tool", options, [], others);
  rb.toolResult({ callId: id, name: toolName, output, isError: status === "failed" || undefined, ...command }, {}, inner?.parts ?? []);
  return [...group, ...rb.parts.map((part) => withPartMeta(part, { [STREAM_KEY]: resultKey(id) }))];
}

/** Replaces the call at `at` (and its result parts) with the group built from `call`. */
function rebuild(message: Message, at: number, call: JsonObject, approval: JsonObject | undefined, options: AdapterOptions | undefined): Message {
  const id = String(call.toolCallId);
  const old = message.parts[at];
  const kept = message.parts.filter((part, i) => i !== at && part.metadata?.[STREAM_KEY] !== resultKey(id));
  const index = at < 0 ? kept.length : message.parts.slice(0, at).filter((part) => part.metadata?.[STREAM_KEY] !== resultKey(id)).length;
  const group = callGroup(call, approval, kept, options, old?.name, terminalsOf(message));
  return { ...message, parts: [...kept.slice(0, index), ...group, ...kept.slice(index)] };
}

/**
 * Where the call `id` is in `message` and what the updates so far made of it, or undefined.
 *
 * @example
 * findToolCall(message, "call_1")?.call.status; // "in_progress"
 */
export function findToolCall(message: Message, id: string): { at: number; call: JsonObject; approval: JsonObject | undefined } | undefined {
  const at = partIndexByKey(message, callKey(id));
  if (at < 0) return undefined;
  const meta = message.parts[at]!.metadata ?? {};
  const stored = meta[TOOL_CALL_KEY];
  return { at, call: isRecord(stored) ? stored : { toolCallId: id }, approval: isRecord(meta.approval) ? meta.approval : undefined };
}

/**
 * Applies `tool_call` (a whole call) or `tool_call_update` (the fields it names) to the call of
 * its `toolCallId`. An update for an id never seen creates the call when it has a title, as the
 * v2 draft creates calls; without one it is kept as a provider item with why.
 *
 * @example
 * upsertToolCall(message, { sessionUpdate: "tool_call_update", toolCallId: "c1", status: "completed" }, undefined);
 */
export function upsertToolCall(message: Message, update: JsonObject, options: AdapterOptions | undefined, approval?: JsonObject): Message {
  const type = String(update.sessionUpdate ?? "tool_call_update");
  const id = asText(update.toolCallId);
  if (id === undefined) return rejectEvent(message, PROVIDER, update, `${type} has no toolCallId`, type);
  const found = findToolCall(message, id);
  if (!found && type !== "tool_call" && asText(update.title) === undefined)
    return rejectEvent(message, PROVIDER, update, `${type} for tool call ${id}, which has not started`, type);
  const base = type === "tool_call" || !found ? { toolCallId: id } : found.call;
  return rebuild(message, found?.at ?? -1, merge(base, update), approval ?? found?.approval, options);
}

/**
 * v2 `tool_call_content_chunk`: one more content item for a call that exists.
 *
 * @example
 * appendToolCallContent(message, { toolCallId: "c1", content: { type: "content", content: { type: "text", text: "…" } } }, undefined);
 */
export function appendToolCallContent(message: Message, update: JsonObject, options: AdapterOptions | undefined): Message {
  const id = asText(update.toolCallId);
  const found = id === undefined ? undefined : findToolCall(message, id);
  if (!found) return rejectEvent(message, PROVIDER, update, `tool_call_content_chunk for tool call ${String(id)}, which has not started`, "tool_call_content_chunk");
  const content = [...(asArray(found.call.content) ?? []), update.content];
  return rebuild(message, found.at, { ...found.call, content }, found.approval, options);
}

/**
 * Sets what a permission request and its answer say about the call `id` (`metadata.approval`),
 * applying the request's own call fields first. Undefined when the message has no such call and
 * the request cannot create it.
 *
 * @example
 * setToolCallApproval(message, { toolCallId: "c1" }, { id: "c1", options: [] }, undefined);
 */
export function setToolCallApproval(message: Message, fields: JsonObject, approval: JsonObject, options: AdapterOptions | undefined): Message | undefined {
  const id = asText(fields.toolCallId);
  if (id === undefined) return undefined;
  const found = findToolCall(message, id);
  if (!found && asText(fields.title) === undefined) return undefined;
  const call = merge(found?.call ?? { toolCallId: id }, fields);
  return rebuild(message, found?.at ?? -1, call, approval, options);
}

/**
 * Renders again every call whose content shows the terminal `terminalId`, after its output or
 * exit status changed.
 *
 * @example
 * refreshToolCallsShowing(message, "term-1", undefined);
 */
export function refreshToolCallsShowing(message: Message, terminalId: string, options: AdapterOptions | undefined): Message {
  const ids: string[] = [];
  for (const part of message.parts) {
    const call = part.metadata?.[TOOL_CALL_KEY];
    if (!isRecord(call) || typeof call.toolCallId !== "string") continue;
    if ((asArray(call.content) ?? []).some((item) => isRecord(item) && item.type === "terminal" && item.terminalId === terminalId)) ids.push(call.toolCallId);
  }
  let current = message;
  for (const id of ids) {
    const found = findToolCall(current, id);
    if (found) current = rebuild(current, found.at, found.call, found.approval, options);
  }
  return current;
}
