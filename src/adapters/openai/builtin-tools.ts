import type { Part } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { BodyBuilder } from "../shared/body-builder";
import { asArray, asNumber, asString, asText, isRecord, type JsonObject } from "../shared/guards";
import { compact, parseJson, withoutNulls } from "../shared/json";
import { partNames } from "../shared/part-names";
import { makePart, type Meta } from "../shared/parts";
import type { ToolResultContent } from "../../model/vocabulary/payloads";

// The Responses API's built-in tools (shell, apply_patch, code interpreter, image generation,
// computer use, web and file search, MCP tool listing) as tool calls and results shaped for what
// they carry: commands and their output as a terminal shows them, patches as diffs, images as
// images. The items as sent are never shown.

type Result = Omit<ToolResultContent, "callId">;

const meta = (item: JsonObject, extra: Meta = {}): Meta => ({ itemId: item.id, status: item.status, toolType: item.type, ...extra });

function inner(b: BodyBuilder): BodyBuilder {
  return b.nested("tool") ?? new BodyBuilder(b.provider, "tool", b.options, b.depth);
}

function call(b: BodyBuilder, item: JsonObject, id: unknown, name: string, args: unknown, extra: { namespace?: string | undefined } = {}): string | undefined {
  const callId = asText(id);
  if (callId === undefined) {
    b.providerItem(item, { error: `${String(item.type)} has no id`, itemType: asString(item.type) });
    return undefined;
  }
  b.toolCall({ id: callId, name, namespace: extra.namespace, rawArguments: args, state: asString(item.status) }, meta(item));
  return callId;
}

function result(b: BodyBuilder, item: JsonObject, callId: string, value: Result, attachments: readonly Part[] = []): void {
  b.toolResult({ callId, ...value }, meta(item), attachments);
}

/** A part shown under the call (its code, its patch, its safety checks): named inside the call's folder. */
function underCall(b: BodyBuilder, callId: string, leaf: string, contentType: string, content: string, metadata?: Meta): void {
  b.add(makePart({ name: `${partNames.toolCall(callId)}/${leaf}`, contentType, content, metadata }));
}

function shellOutput(b: BodyBuilder, item: JsonObject): void {
  const callId = asText(item.call_id);
  if (callId === undefined) return void b.providerItem(item, { error: "shell_call_output has no call_id", itemType: "shell_call_output" });
  const runs = (asArray(item.output) ?? []).filter(isRecord);
  const outcomes = runs.map((r) => (isRecord(r.outcome) ? r.outcome : {}));
  const timedOut = outcomes.some((o) => o.type === "timeout");
  const exit = outcomes.map((o) => asNumber(o.exit_code)).filter((n) => n !== undefined);
  const stderr = runs.map((r) => asString(r.stderr) ?? "").join("") + (timedOut ? "Timed out.\n" : "");
  result(b, item, callId, { output: runs.map((r) => asString(r.stdout) ?? "").join(""), stderr, exitCode: exit.at(-1), isError: timedOut || undefined });
}

function localShellOutput(b: BodyBuilder, item: JsonObject): void {
  // The output item carries the call's id as its own `id`.
  const callId = asText(item.call_id) ?? asText(item.id);
  if (callId === undefined) return void b.providerItem(item, { error: "local_shell_call_output has no id", itemType: "local_shell_call_output" });
  const raw = asString(item.output) ?? "";
  const parsed = parseJson(raw);
  const body = parsed.ok && isRecord(parsed.value) ? parsed.value : undefined;
  const exitCode = body && isRecord(body.metadata) ? asNumber(body.metadata.exit_code) : undefined;
  // The SDK types `output` only as "a JSON string": an object with `output`, a JSON string, or plain text.
  const output = typeof body?.output === "string" ? body.output : parsed.ok && typeof parsed.value === "string" ? parsed.value : raw;
  result(b, item, callId, { output, outputType: "text/plain", ...(exitCode === undefined ? {} : { exitCode }) });
}

function applyPatch(b: BodyBuilder, item: JsonObject): void {
  const op = isRecord(item.operation) ? item.operation : {};
  const callId = call(b, item, item.call_id, "apply_patch", compact({ operation: asString(op.type), path: asString(op.path) }));
  if (callId !== undefined && typeof op.diff === "string") underCall(b, callId, "diff", "text/x-diff", op.diff, { path: asString(op.path), operation: asString(op.type) });
}

function applyPatchOutput(b: BodyBuilder, item: JsonObject): void {
  const callId = asText(item.call_id);
  if (callId === undefined) return void b.providerItem(item, { error: "apply_patch_call_output has no call_id", itemType: "apply_patch_call_output" });
  const failed = item.status === "failed";
  result(b, item, callId, { output: asText(item.output) ?? (failed ? "The patch was not applied." : "Patch applied."), isError: failed || undefined });
}

function codeInterpreter(b: BodyBuilder, item: JsonObject): void {
  const callId = call(b, item, item.id, "code_interpreter", compact({ container_id: asText(item.container_id) }));
  if (callId === undefined) return;
  if (typeof item.code === "string" && item.code !== "") underCall(b, callId, "code", "text/x-python", item.code);
  const outputs = asArray(item.outputs);
  if (!outputs) return;
  const files = inner(b);
  const logs: string[] = [];
  for (const out of outputs) {
    if (!isRecord(out)) continue;
    if (out.type === "logs" && typeof out.logs === "string") logs.push(out.logs);
    else if (out.type === "image") files.binary({ raw: out, url: out.url, fallbackType: "image/png", placement: "inline" });
  }
  result(b, item, callId, { output: logs.join(""), outputType: "text/plain", isError: item.status === "failed" || undefined }, files.parts);
}

function imageGeneration(b: BodyBuilder, item: JsonObject): void {
  const args = withoutNulls(compact({ revised_prompt: item.revised_prompt, size: item.size, quality: item.quality, background: item.background }));
  const callId = call(b, item, item.id, "image_generation", args && Object.keys(args).length > 0 ? args : undefined);
  if (callId === undefined || typeof item.result !== "string" || item.result === "") return;
  const format = asText(item.output_format) ?? "png";
  const image = inner(b);
  image.binary({ raw: item, base64: item.result, declaredType: `image/${format}`, fallbackType: "image/png", placement: "inline" });
  // While it streams, the image so far shows under the call; the finished one is its result.
  if (item.status === "generating" || item.status === "in_progress") {
    for (const part of image.parts) b.add({ ...part, name: `${partNames.toolCall(callId)}/partial`, metadata: { ...part.metadata, partial: true } });
  } else result(b, item, callId, { output: "Image generated." }, image.parts);
}

function computer(b: BodyBuilder, item: JsonObject): void {
  const action = isRecord(item.action) ? item.action : Array.isArray(item.actions) ? { actions: item.actions } : undefined;
  const callId = call(b, item, item.call_id, "computer", action ? withoutNulls(action) : undefined);
  const checks = (asArray(item.pending_safety_checks) ?? []).filter(isRecord);
  if (callId === undefined || checks.length === 0) return;
  const text = checks.map((c) => `Safety check: ${asText(c.message) ?? "needs acknowledging"}${asText(c.code) ? ` (${String(c.code)})` : ""}`).join("\n");
  underCall(b, callId, "safety-checks", "text/plain", text, { pendingSafetyChecks: checks });
}

function computerOutput(b: BodyBuilder, item: JsonObject): void {
  const callId = asText(item.call_id);
  if (callId === undefined) return void b.providerItem(item, { error: "computer_call_output has no call_id", itemType: "computer_call_output" });
  const shot = isRecord(item.output) ? item.output : {};
  const image = inner(b);
  if (shot.image_url !== undefined && shot.image_url !== null) image.binary({ raw: shot, url: shot.image_url, fallbackType: "image/png", placement: "inline", metadata: { fileId: shot.file_id } });
  else if (typeof shot.file_id === "string") image.binary({ raw: shot, fallbackType: "image/png", placement: "inline", metadata: { fileId: shot.file_id } });
  b.toolResult({ callId, output: "Screenshot" }, meta(item, { acknowledgedSafetyChecks: item.acknowledged_safety_checks }), image.parts);
}

function mcpListTools(b: BodyBuilder, item: JsonObject): void {
  const callId = call(b, item, item.id, "list_tools", undefined, { namespace: asText(item.server_label) });
  if (callId === undefined) return;
  const error = asText(item.error);
  if (error !== undefined) return result(b, item, callId, { output: error, isError: true });
  const tools = (asArray(item.tools) ?? []).filter(isRecord).map((t) => compact({ name: asString(t.name), description: asText(t.description) }));
  result(b, item, callId, { output: tools });
}

function webSearch(b: BodyBuilder, item: JsonObject): void {
  const action = isRecord(item.action) ? item.action : {};
  const { sources, ...rest } = action;
  const callId = call(b, item, item.id, "web_search", withoutNulls(rest));
  const list = (asArray(sources) ?? []).filter(isRecord);
  if (callId === undefined || list.length === 0) return;
  const found = inner(b);
  for (const s of list) found.citation({ url: asText(s.url) }, { type: asString(s.type) });
  result(b, item, callId, { output: `${list.length} source${list.length === 1 ? "" : "s"}` }, found.parts);
}

function fileSearch(b: BodyBuilder, item: JsonObject): void {
  const callId = call(b, item, item.id, "file_search", { queries: asArray(item.queries) ?? [] });
  const results = asArray(item.results);
  if (callId === undefined || !results) return;
  const output = results.filter(isRecord).map((r) => compact({ filename: asText(r.filename), score: asNumber(r.score), text: asText(r.text), attributes: isRecord(r.attributes) ? r.attributes : undefined }));
  result(b, item, callId, { output });
}

function toolSearchOutput(b: BodyBuilder, item: JsonObject): void {
  const callId = asText(item.call_id) ?? asText(item.id);
  if (callId === undefined) return void b.providerItem(item, { error: "tool_search_output has no call_id", itemType: "tool_search_output" });
  const names = (asArray(item.tools) ?? []).flatMap((t) => (isRecord(t) && typeof t.name === "string" ? [t.name] : isRecord(t) && typeof t.type === "string" ? [t.type] : []));
  result(b, item, callId, { output: names.length === 0 ? "No tools found" : `Found ${names.join(", ")}` });
}

/**
 * Output item types that answer a call made by an earlier item (they join its turn).
 *
 * @example
 * OUTPUT_ITEMS.has("shell_call_output"); // true
 */
export const OUTPUT_ITEMS: ReadonlySet<string> = new Set(["shell_call_output", "local_shell_call_output", "apply_patch_call_output", "computer_call_output", "tool_search_output"]);

/**
 * Adds a built-in tool's item as a tool call, its result, and the parts they carry (a diff, code,
 * images, safety checks, named under the call); `compaction` as a summary marker. Whether the item
 * was one of these.
 *
 * @example
 * addBuiltinToolItem(builder, { type: "shell_call", id: "sh_1", call_id: "call_1", action: { commands: ["ls"] }, status: "completed" }); // true
 */
export function addBuiltinToolItem(b: BodyBuilder, item: JsonObject): boolean {
  switch (item.type) {
    case "shell_call":
      call(b, item, item.call_id, "shell", isRecord(item.action) ? withoutNulls(item.action) : undefined);
      return true;
    case "local_shell_call": {
      const { type: _type, ...action } = isRecord(item.action) ? item.action : {};
      call(b, item, item.call_id, "local_shell", withoutNulls(action));
      return true;
    }
    case "shell_call_output":
      shellOutput(b, item);
      return true;
    case "local_shell_call_output":
      localShellOutput(b, item);
      return true;
    case "apply_patch_call":
      applyPatch(b, item);
      return true;
    case "apply_patch_call_output":
      applyPatchOutput(b, item);
      return true;
    case "code_interpreter_call":
      codeInterpreter(b, item);
      return true;
    case "image_generation_call":
      imageGeneration(b, item);
      return true;
    case "computer_call":
      computer(b, item);
      return true;
    case "computer_call_output":
      computerOutput(b, item);
      return true;
    case "mcp_list_tools":
      mcpListTools(b, item);
      return true;
    case "web_search_call":
      webSearch(b, item);
      return true;
    case "file_search_call":
      fileSearch(b, item);
      return true;
    case "tool_search_call":
      call(b, item, item.call_id ?? item.id, "tool_search", item.arguments);
      return true;
    case "tool_search_output":
      toolSearchOutput(b, item);
      return true;
    case "compaction":
      // Encrypted: kept for the API to read back, shown only as the marker.
      b.add(makePart({ contentType: CT.summary, metadata: { itemId: item.id, encryptedContent: item.encrypted_content } }));
      return true;
  }
  return false;
}
