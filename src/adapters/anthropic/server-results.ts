import type { Part } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { callArguments, textFileType } from "../shared/file-text";
import { asArray, asNumber, asString, asText, isRecord, type JsonObject } from "../shared/guards";
import type { Meta } from "../shared/parts";
import type { ToolResultContent } from "../../model/vocabulary/payloads";

// Server tools run on Anthropic's side and answer in the same message: each result block becomes
// the result of its `server_tool_use`, shaped for what it is (a command's output, a file, a diff,
// sources), never the block as sent.

type AddBlock = (b: BodyBuilder, block: unknown, index: number) => void;
type Result = Omit<ToolResultContent, "callId">;

/** `error_code` and `error_message` of a `*_tool_result_error`, or undefined for a result. */
function errorText(content: JsonObject): string | undefined {
  if (!asString(content.type)?.endsWith("_error")) return undefined;
  return [asText(content.error_code), asText(content.error_message)].filter(Boolean).join(": ") || "the tool failed";
}

function files(inner: BodyBuilder, list: unknown): void {
  for (const output of asArray(list) ?? []) {
    if (isRecord(output) && typeof output.file_id === "string") inner.binary({ raw: output, placement: "files", metadata: { fileId: output.file_id } });
  }
}

function commandResult(content: JsonObject, inner: BodyBuilder): Result {
  files(inner, content.content);
  // Encrypted output is the provider's to read, not the user's.
  return { output: asString(content.stdout) ?? "", stderr: asString(content.stderr) ?? "", exitCode: asNumber(content.return_code) };
}

function webSearch(content: unknown, inner: BodyBuilder): Result {
  const results = asArray(content) ?? [];
  for (const r of results) {
    if (!isRecord(r)) continue;
    inner.citation({ url: asText(r.url), title: asText(r.title) }, { type: "web_search_result", pageAge: asText(r.page_age) });
  }
  return { output: results.length === 0 ? "No results" : `${results.length} result${results.length === 1 ? "" : "s"}` };
}

function diffOf(path: string, c: JsonObject): string {
  const header = `--- a${path.startsWith("/") ? "" : "/"}${path}\n+++ b${path.startsWith("/") ? "" : "/"}${path}\n`;
  const hunk = [c.old_start, c.old_lines, c.new_start, c.new_lines].every((n) => typeof n === "number")
    ? `@@ -${String(c.old_start)},${String(c.old_lines)} +${String(c.new_start)},${String(c.new_lines)} @@\n`
    : "";
  const lines = (asArray(c.lines) ?? []).filter((l): l is string => typeof l === "string");
  return header + hunk + lines.map((l) => l.replace(/\n$/, "")).join("\n") + "\n";
}

function textEditor(content: JsonObject, inner: BodyBuilder, args: JsonObject | undefined): Result {
  const path = asText(args?.path) ?? "file";
  switch (content.type) {
    case "text_editor_code_execution_view_result": {
      const fileType = asString(content.file_type);
      if (fileType === "text") inner.binary({ raw: content, text: content.content, declaredType: textFileType(path), placement: "files", metadata: { path } });
      else inner.binary({ raw: content, base64: content.content, filename: path, fallbackType: fileType === "pdf" ? "application/pdf" : "image/*", placement: "files", metadata: { path } });
      const start = asNumber(content.start_line);
      const count = asNumber(content.num_lines);
      const total = asNumber(content.total_lines);
      const range = start !== undefined && count !== undefined ? ` (lines ${start}–${start + count - 1}${total === undefined ? "" : ` of ${total}`})` : "";
      return { output: `Viewed ${path}${range}` };
    }
    case "text_editor_code_execution_create_result":
      if (typeof args?.file_text === "string") inner.binary({ raw: content, text: args.file_text, declaredType: textFileType(path), placement: "files", metadata: { path } });
      return { output: `${content.is_file_update === true ? "Overwrote" : "Created"} ${path}` };
    case "text_editor_code_execution_str_replace_result":
      inner.binary({ raw: content, text: diffOf(path, content), declaredType: "text/x-diff", placement: "files", metadata: { path } });
      return { output: `Edited ${path}` };
    default:
      return { output: `Unrecognised text editor result ${asString(content.type) ?? ""}`.trim() };
  }
}

/** A result block this adapter does not know yet: its text, else its fields without the tag and what is encrypted. */
function plainResult(content: unknown): Result {
  if (!isRecord(content)) return { output: content };
  if (typeof content.text === "string") return { output: content.text };
  const fields = Object.fromEntries(Object.entries(content).filter(([key]) => key !== "type" && !key.startsWith("encrypted")));
  return { output: Object.keys(fields).length > 0 ? fields : "The provider did not share this result." };
}

function resultOf(block: JsonObject, content: unknown, inner: BodyBuilder, args: JsonObject | undefined, addBlock: AddBlock): Result {
  if (isRecord(content)) {
    const error = errorText(content);
    if (error !== undefined) return { output: error, isError: true };
  }
  switch (block.type) {
    case "web_search_tool_result":
      return webSearch(content, inner);
    case "web_fetch_tool_result": {
      if (!isRecord(content)) break;
      if (content.content !== undefined) addBlock(inner, content.content, 0);
      return { output: `Fetched ${asText(content.url) ?? "the page"}` };
    }
    case "code_execution_tool_result":
    case "bash_code_execution_tool_result":
      if (isRecord(content)) return commandResult(content, inner);
      break;
    case "text_editor_code_execution_tool_result":
      if (isRecord(content)) return textEditor(content, inner, args);
      break;
    case "tool_search_tool_result": {
      const names = (asArray(isRecord(content) ? content.tool_references : undefined) ?? []).flatMap((r) => (isRecord(r) && typeof r.tool_name === "string" ? [r.tool_name] : []));
      return { output: names.length === 0 ? "No tools found" : `Found ${names.join(", ")}` };
    }
  }
  return plainResult(content);
}

/**
 * Adds a server tool's result block (`web_search_tool_result`, `web_fetch_tool_result`,
 * `code_execution_tool_result`, `bash_code_execution_tool_result`,
 * `text_editor_code_execution_tool_result`, `tool_search_tool_result`…) as the result of its call:
 * a command's stdout, stderr and exit code; a file viewed or written, or an edit as a diff, and a
 * fetched document or the files a command made, as attachments; search results as sources; an
 * `*_error` as an error result. `earlier` holds the call (its path is the file's name).
 *
 * @example
 * addServerToolResult(builder, { type: "bash_code_execution_tool_result", tool_use_id: "srvtoolu_1", content: { type: "bash_code_execution_result", stdout: "hi\n", stderr: "", return_code: 0, content: [] } }, "srvtoolu_1", parts, addAnthropicBlock);
 */
export function addServerToolResult(b: BodyBuilder, block: JsonObject, callId: string, earlier: readonly Part[], addBlock: AddBlock): void {
  const inner = b.nested("tool") ?? new BodyBuilder(b.provider, "tool", b.options, b.depth);
  const args = callArguments(earlier, callId);
  const result = resultOf(block, block.content, inner, args, addBlock);
  const meta: Meta = { resultType: block.type, serverTool: true, caller: block.caller };
  b.toolResult({ callId, ...result }, meta, inner.parts);
}
