import type { Part } from "../types";
import { any, defined, fieldsOf, flag, get, num, str, text } from "./fields";
import type { ToolCallContent, ToolResultContent } from "./payloads";
import { toolCallState, type ToolCallState } from "./tool-call-state";
import { parseToolText, toolPayloadOf } from "./tool-payload";

// The one definition of a tool call's and a tool result's shape as views read them: the spellings
// providers use mapped (`readToolCall`, `readToolResult`), then typed (`toolCallOf`, `toolResultOf`),
// from the payload tool-payload.ts parsed once per part object.

/**
 * Reads a tool-call payload: `id`/`toolCallId`/`tool_call_id`/`callId`, `name`/`toolName`/
 * `tool_name`, and a `state` normalised to {@link ToolCallState} (the provider's spelling kept as
 * `providerState` when it differs).
 *
 * @example
 * readToolCall({ toolCallId: "c1", toolName: "search", state: "input-available" });
 * // { id: "c1", name: "search", state: "pending", providerState: "input-available" }
 */
export function readToolCall(value: unknown): ToolCallContent | undefined {
  const r = fieldsOf(value);
  if (!r) return undefined;
  const rawState = text(r, "providerState") ?? text(r, "state", "status");
  const state = rawState === undefined ? undefined : toolCallState(text(r, "state") ?? rawState);
  const args = any(r, "arguments", "args", "input");
  return defined({
    id: text(r, "id", "toolCallId", "tool_call_id", "callId"),
    name: text(r, "name", "toolName", "tool_name"),
    namespace: text(r, "namespace"),
    arguments: args.found ? args.value : undefined,
    argumentsText: str(r, "argumentsText"),
    state,
    providerState: rawState !== undefined && rawState !== state ? rawState : undefined,
  });
}

/**
 * Reads a tool-result payload: `callId`/`toolCallId`/`tool_call_id`/`id`, the tool's name, the
 * output (`output`, else `content`, else `result`), `isError`/`is_error`, and for a command
 * `stderr`, `exitCode`/`exit_code` and `outputType`.
 *
 * @example
 * readToolResult({ tool_call_id: "c1", content: "42", is_error: false }); // { callId: "c1", output: "42" }
 * readToolResult({ callId: "c2", output: "ok\n", exit_code: 0 }); // { callId: "c2", output: "ok\n", exitCode: 0 }
 */
export function readToolResult(value: unknown): ToolResultContent | undefined {
  const r = fieldsOf(value);
  if (!r) return undefined;
  const output = any(r, "output", "content", "result");
  return defined({
    callId: text(r, "callId", "toolCallId", "tool_call_id", "id"),
    name: text(r, "name", "toolName", "tool_name"),
    output: output.found ? output.value : undefined,
    isError: flag(r, "isError", "is_error"),
    stderr: str(r, "stderr"),
    exitCode: num(r, "exitCode", "exit_code"),
    outputType: text(r, "outputType"),
  });
}

/**
 * What a call waiting for the user's approval carries: the format's own handle for the request
 * (AI SDK `approval.id`, OpenAI's approval request id) and, once answered, the decision.
 *
 * @example
 * const approval: ToolApprovalInfo = { id: "approval_1" };
 */
export interface ToolApprovalInfo {
  readonly id?: string;
  readonly approved?: boolean;
  readonly reason?: string;
}

/**
 * A tool call as views and per-tool UIs see it: `input` is a value (a JSON object or array a
 * provider sent as a string arrives parsed), `inputText` the text of arguments that are not JSON
 * (still streaming, or invalid), and `state` the call's own state.
 *
 * @example
 * const call: ToolCallData = { id: "c1", name: "get_weather", input: { city: "Lyon" }, state: "pending" };
 */
export interface ToolCallData<Input = unknown> {
  readonly id: string;
  readonly name: string;
  readonly namespace?: string;
  /** The arguments as a value: typed by the tool's schema in a typed tool's UI (`defineTool`), and not checked against it. */
  readonly input: Input;
  readonly inputText?: string;
  readonly state: ToolCallState;
  readonly providerState?: string;
  readonly approval?: ToolApprovalInfo;
  /** A title the producer gave the call (AI SDK `title`), for people. */
  readonly title?: string;
}

/**
 * A tool's answer: `output` is a value (JSON object or array text arrives parsed, other text stays
 * a string) and `isError` says the call failed. A command's answer also has `stderr` and
 * `exitCode`; with those, or with `outputType`, text output stays text as sent.
 *
 * @example
 * const result: ToolResultData = { callId: "c1", name: "get_weather", output: { high: 21 }, isError: false };
 */
export interface ToolResultData<Output = unknown> {
  readonly callId: string;
  readonly name?: string;
  readonly output: Output;
  readonly isError: boolean;
  /** What a command wrote to standard error. */
  readonly stderr?: string;
  /** A command's exit code. */
  readonly exitCode?: number;
  /** The media type of a text `output` (`text/plain`, `text/x-diff`…). */
  readonly outputType?: string;
}

/**
 * A tool part's payload as read: the call or result, or why it could not be read (`problem`
 * completes a sentence that starts with the part's label: "Tool call get_weather is not valid JSON: …").
 *
 * @example
 * const read: ToolPayload<ToolCallData> = { problem: "could not be read: expected a tool call (a JSON object), got an array" };
 */
export type ToolPayload<T> = { readonly value: T; readonly problem?: undefined } | { readonly value?: undefined; readonly problem: string };

// Larger text is left as text: parsing it on every new part object would cost more than showing it.
const maxParsedText = 1_000_000;

/**
 * A value as a tool's input or output: a string holding a JSON object or array (Anthropic's
 * `tool_result` text, OpenAI's arguments) parsed, anything else as it is.
 *
 * @example
 * toolValue('{"high":21}'); // { high: 21 }
 * toolValue("21 °C");       // "21 °C"
 */
export function toolValue(raw: unknown): unknown {
  if (typeof raw !== "string" || raw.length > maxParsedText) return raw;
  const trimmed = raw.trim();
  if (!/^[[{]/.test(trimmed)) return raw;
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value === "object" && value !== null ? value : raw;
  } catch {
    return raw;
  }
}

const describeValue = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "an array" : typeof value);


function readApproval(value: unknown): ToolApprovalInfo | undefined {
  const fields = fieldsOf(value);
  if (!fields) return undefined;
  const approved = get(fields, "approved");
  const id = text(fields, "id", "approvalId", "approval_request_id");
  const reason = text(fields, "reason");
  return {
    ...(id === undefined ? {} : { id }),
    ...(typeof approved === "boolean" ? { approved } : {}),
    ...(reason === undefined ? {} : { reason }),
  };
}

/**
 * A tool call from a parsed payload (and, optionally, its part's metadata, where adapters keep the
 * approval and title): the typed {@link ToolCallData}, or why the value is not one. Never throws.
 *
 * @example
 * toolCallFrom({ id: "c1", name: "f", arguments: '{"a":1}', state: "pending" }).value?.input; // { a: 1 }
 */
export function toolCallFrom(value: unknown, metadata?: unknown): ToolPayload<ToolCallData> {
  const read = readToolCall(value);
  if (!read) return { problem: `could not be read: expected a tool call (a JSON object), got ${describeValue(value)}` };
  const meta = fieldsOf(metadata);
  const approval = readApproval(get(fieldsOf(value) ?? {}, "approval")) ?? (meta ? readApproval(get(meta, "approval")) : undefined);
  const title = meta ? text(meta, "title") : undefined;
  let state: ToolCallState = read.state ?? "unknown";
  // An answered approval says what happens next: a denied call never runs.
  if (approval?.approved === false && (state === "pending" || state === "awaiting-approval")) state = "denied";
  else if (approval?.approved === true && state === "awaiting-approval") state = "pending";
  const input = read.arguments === undefined ? undefined : toolValue(read.arguments);
  return {
    value: {
      id: read.id ?? "",
      name: read.name ?? "",
      ...(read.namespace === undefined ? {} : { namespace: read.namespace }),
      input,
      ...(read.argumentsText === undefined ? {} : { inputText: read.argumentsText }),
      state,
      ...(read.providerState === undefined ? {} : { providerState: read.providerState }),
      ...(approval === undefined ? {} : { approval }),
      ...(title === undefined ? {} : { title }),
    },
  };
}

/**
 * A tool result from a parsed payload: the typed {@link ToolResultData}, or why the value is not one.
 * Never throws.
 *
 * @example
 * toolResultFrom({ tool_call_id: "c1", content: '[1,2]' }).value?.output; // [1, 2]
 */
export function toolResultFrom(value: unknown): ToolPayload<ToolResultData> {
  const read = readToolResult(value);
  if (!read) return { problem: `could not be read: expected a tool result (a JSON object), got ${describeValue(value)}` };
  const { stderr, exitCode, outputType } = read;
  // A command's output, or text whose type was given, is shown as sent: `{}` on stdout is text.
  const verbatim = stderr !== undefined || exitCode !== undefined || outputType !== undefined;
  return {
    value: {
      callId: read.callId ?? "",
      ...(read.name === undefined ? {} : { name: read.name }),
      output: verbatim ? read.output : toolValue(read.output),
      isError: read.isError === true,
      ...(stderr === undefined ? {} : { stderr }),
      ...(exitCode === undefined ? {} : { exitCode }),
      ...(outputType === undefined ? {} : { outputType }),
    },
  };
}

/**
 * Reads a tool call from its JSON text (a remote part's body once loaded). Never throws.
 *
 * @example
 * readToolCallText('{"id":"c1","name":"f"}').value?.name; // "f"
 */
export function readToolCallText(content: string, metadata?: unknown): ToolPayload<ToolCallData> {
  const parsed = parseToolText(content);
  return parsed.ok ? toolCallFrom(parsed.value, metadata) : { problem: parsed.problem };
}

/**
 * Reads a tool result from its JSON text. Never throws.
 *
 * @example
 * readToolResultText('{"callId":"c1","output":"42"}').value?.output; // "42"
 */
export function readToolResultText(content: string): ToolPayload<ToolResultData> {
  const parsed = parseToolText(content);
  return parsed.ok ? toolResultFrom(parsed.value) : { problem: parsed.problem };
}

const calls = new WeakMap<object, ToolPayload<ToolCallData>>();
const results = new WeakMap<object, ToolPayload<ToolResultData>>();

/**
 * The tool call an inline tool-call part holds, read once per part object; `undefined` for any
 * other part and for one whose content is remote (read its text with {@link readToolCallText}
 * once loaded). Expects a part that reads cleanly (see `readablePart`).
 *
 * @example
 * toolCallOf({ contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"c1","name":"f"}' })?.value?.id; // "c1"
 */
export function toolCallOf(part: Part): ToolPayload<ToolCallData> | undefined {
  const payload = toolPayloadOf(part);
  if (payload?.kind !== "call") return undefined;
  let read = calls.get(part);
  if (!read) calls.set(part, (read = payload.problem === undefined ? toolCallFrom(payload.value, part.metadata) : { problem: payload.problem }));
  return read;
}

/**
 * The tool result an inline tool-result part holds, read once per part object; `undefined` for
 * any other part and for remote content.
 *
 * @example
 * toolResultOf({ contentType: "application/vnd.partkit.tool-result+json", content: '{"callId":"c1","output":"{\\"a\\":1}"}' })?.value?.output; // { a: 1 }
 */
export function toolResultOf(part: Part): ToolPayload<ToolResultData> | undefined {
  const payload = toolPayloadOf(part);
  if (payload?.kind !== "result") return undefined;
  let read = results.get(part);
  if (!read) results.set(part, (read = payload.problem === undefined ? toolResultFrom(payload.value) : { problem: payload.problem }));
  return read;
}
