// @vitest-environment node
import { BetaMessageStream } from "@anthropic-ai/sdk/lib/BetaMessageStream";
import type { BetaContentBlock } from "@anthropic-ai/sdk/resources/beta/messages";
import { describe, expect, it } from "vitest";
import { foldAnthropicStream, fromAnthropic, reduceAnthropicStream, type AnthropicMessageLike } from "../../../src/adapters/anthropic";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/adapters";
import { readPart, validateBody, type Message } from "../../../src/model";
import { redactedData, serverToolsMessage, serverToolsStream, summary } from "../../fixtures/anthropic/server-tools";
import { byName, expectWellFormed, json } from "./helpers";
import { expectCleanFinish, intermediates, ndjson, providerItems, shape } from "./stream-helpers";

const message = (): Message => fromAnthropic(serverToolsMessage as AnthropicMessageLike);
const result = (m: Message, id: string) => {
  const typed = readPart(byName(m, `/tool-calls/${id}/result`)!);
  return typed.kind === "tool-result" ? typed.result : undefined;
};

describe("fromAnthropic: server tools", () => {
  it("maps every block to a part of its own kind: no provider items, nothing shown as sent", () => {
    const m = message();
    expect(providerItems(m)).toEqual([]);
    const text = JSON.stringify(m.parts.map((p) => p.content ?? ""));
    for (const raw of ['"type":"bash_code_execution_result"', "_view_result", "_str_replace_result", "tool_search_tool_search_result", "web_fetch_result", "EmwKAhgB"]) expect(text).not.toContain(raw);
    expectWellFormed(m);
  });

  it("pairs each server_tool_use with its result by tool_use_id", () => {
    const m = message();
    for (const block of serverToolsMessage.content) {
      if (block.type !== "server_tool_use" && block.type !== "mcp_tool_use") continue;
      expect(json(byName(m, `/tool-calls/${block.id}`))).toMatchObject({ id: block.id, name: block.name, arguments: block.input });
      expect(result(m, block.id)?.callId).toBe(block.id);
    }
  });

  it("a command's result is its stdout, stderr and exit code; the files it made are attachments", () => {
    const m = message();
    expect(result(m, "srvtoolu_01Bash")).toEqual({ callId: "srvtoolu_01Bash", output: "45\nchart.png\n", stderr: "", exitCode: 0, isError: false });
    expect(byName(m, "/tool-calls/srvtoolu_01Bash/result/1")).toMatchObject({ metadata: { fileId: "file_011CNha8iCJcU1wXNR6q4V8w" } });
    expect(result(m, "srvtoolu_01BashFail")).toMatchObject({ output: "", stderr: "cat: /tmp/missing.txt: No such file or directory\n", exitCode: 1 });
    expect(result(m, "srvtoolu_01Code")).toMatchObject({ output: "1.4142135623730951\n", exitCode: 0 });
  });

  it("the text editor's view shows the file as code, create the new file, str_replace a diff", () => {
    const m = message();
    expect(result(m, "srvtoolu_01View")?.output).toBe("Viewed /tmp/stats.py (lines 1–2 of 2)");
    expect(byName(m, "/tool-calls/srvtoolu_01View/result/1")).toMatchObject({ contentType: "text/x-python", content: "def mean(xs):\n    return sum(xs) / len(xs)\n" });
    expect(result(m, "srvtoolu_01Create")?.output).toBe("Created /tmp/report.md");
    expect(byName(m, "/tool-calls/srvtoolu_01Create/result/1")).toMatchObject({ contentType: "text/markdown", content: "# Report\n\nMean: 4.5\n" });
    expect(result(m, "srvtoolu_01Edit")?.output).toBe("Edited /tmp/stats.py");
    expect(byName(m, "/tool-calls/srvtoolu_01Edit/result/1")).toMatchObject({
      contentType: "text/x-diff",
      content: "--- a/tmp/stats.py\n+++ b/tmp/stats.py\n@@ -1,2 +1,2 @@\n def mean(xs):\n-    return sum(xs) / len(xs)\n+    return sum(xs) / len(xs) if xs else 0.0\n",
    });
  });

  it("a fetched page is a document under the result; a tool search names the tools it found", () => {
    const m = message();
    expect(result(m, "srvtoolu_01Fetch")?.output).toBe("Fetched https://example.com/stats");
    expect(byName(m, "/tool-calls/srvtoolu_01Fetch/result/1")).toMatchObject({ contentType: "text/plain", content: "The mean is the sum divided by the count.", metadata: { title: "Statistics 101" } });
    expect(result(m, "srvtoolu_01Tools")?.output).toBe("Found make_chart");
  });

  it("an *_error result is the call's error, with its code", () => {
    const m = message();
    expect(result(m, "srvtoolu_01Search")).toEqual({ callId: "srvtoolu_01Search", output: "max_uses_exceeded", isError: true });
    const typed = readPart(byName(m, "/tool-calls/srvtoolu_01Search")!);
    expect(typed.kind === "tool-call" && typed.call?.name).toBe("web_search");
  });

  it("an MCP connector call shows its server as the namespace, its text as the result", () => {
    const m = message();
    expect(json(byName(m, "/tool-calls/mcptoolu_01Wiki"))).toMatchObject({ name: "ask_question", namespace: "deepwiki" });
    expect(result(m, "mcptoolu_01Wiki")).toMatchObject({ output: "stdio and Streamable HTTP.", isError: false });
  });

  it("a server tool result this adapter does not know yet shows its text, never its tag", () => {
    const blocks = [
      { type: "server_tool_use", id: "srvtoolu_01Advisor", name: "advisor", input: {} },
      { type: "advisor_tool_result", tool_use_id: "srvtoolu_01Advisor", content: { type: "advisor_result", text: "Check the empty list.", stop_reason: null } },
    ] satisfies BetaContentBlock[];
    const m = fromAnthropic({ role: "assistant", content: blocks });
    expect(result(m, "srvtoolu_01Advisor")).toMatchObject({ output: "Check the empty list.", isError: false });
  });

  it("compaction is a summary marker, redacted thinking stays opaque, an upload is a file", () => {
    const m = message();
    expect(m.parts[0]).toEqual({ contentType: CT.summary, content: summary });
    expect(m.parts[1]).toEqual({ contentType: CT.reasoning, metadata: { redacted: true, data: redactedData } });
    expect(m.parts[2]).toMatchObject({ name: "/files/1", metadata: { fileId: "file_011CNhaUpload", containerUpload: true } });
  });
});

describe("fromAnthropic: beta blocks typed by the SDK", () => {
  // Typed as the SDK's own declarations, so a field renamed upstream fails the typecheck.
  const listing: BetaContentBlock = { type: "mcp_tool_listing", mcp_server_name: "docs", tools: [{ name: "search", description: "Search the docs", input_schema: { type: "object" } }, { name: "fetch", input_schema: { type: "object" } }] };
  const fallback: BetaContentBlock = { type: "fallback", from: { model: "claude-opus-4-5" }, to: { model: "claude-sonnet-4-5" }, trigger: { type: "refusal", category: "frontier_llm" } };
  const strReplace: BetaContentBlock = { type: "text_editor_code_execution_tool_result", tool_use_id: "srvtoolu_edit", content: { type: "text_editor_code_execution_str_replace_result", old_start: 3, old_lines: 1, new_start: 3, new_lines: 1, lines: ['-  "debug": true', '+  "debug": false'] } };
  const m = fromAnthropic({ role: "assistant", content: [listing, fallback, { type: "server_tool_use", id: "srvtoolu_edit", name: "text_editor_code_execution", input: { command: "str_replace", path: "config.json" } }, strReplace] } as AnthropicMessageLike);

  it("mcp_tool_listing is a finished list_tools call of that server, its tools the result", () => {
    expect(providerItems(m)).toEqual([]);
    const call = json(byName(m, "/tool-calls/mcp_tool_listing_0")!);
    expect(call).toMatchObject({ id: "mcp_tool_listing_0", name: "list_tools", namespace: "docs", state: "complete" });
    expect(result(m, "mcp_tool_listing_0")?.output).toEqual([{ name: "search", description: "Search the docs" }, { name: "fetch" }]);
  });

  it("fallback is a refusal marker naming both models and the category", () => {
    const marker = m.parts.find((p) => p.contentType === CT.refusal)!;
    expect(marker.content).toBe("claude-opus-4-5 declined (frontier llm); claude-sonnet-4-5 answers from here.");
    expect(marker.metadata).toMatchObject({ itemType: "fallback", fallbackFrom: "claude-opus-4-5", fallbackTo: "claude-sonnet-4-5" });
  });

  it("str_replace's hunk numbers and prefixed lines, as the SDK types them, become a unified diff", () => {
    const diff = m.parts.find((p) => p.contentType === "text/x-diff")!;
    expect(diff.content).toBe('--- a/config.json\n+++ b/config.json\n@@ -3,1 +3,1 @@\n-  "debug": true\n+  "debug": false\n');
    expectWellFormed(m);
  });
});

describe("reduceAnthropicStream: server tools", () => {
  it("ends with the parts fromAnthropic gives for the message the SDK's BetaMessageStream accumulates", async () => {
    const final = await BetaMessageStream.fromReadableStream(ndjson(serverToolsStream)).finalMessage();
    expect(final.content).toEqual(serverToolsMessage.content);
    const folded = foldAnthropicStream(serverToolsStream);
    expect(shape(folded)).toEqual(shape(fromAnthropic(final as AnthropicMessageLike)));
    expectCleanFinish(folded);
    expectWellFormed(folded);
  });

  it("shows a server tool's call as its input streams, and its result once the block arrives", () => {
    const steps = intermediates(reduceAnthropicStream, serverToolsStream);
    for (const step of steps) expect(validateBody(step).issues).toEqual([]);
    const callAt = serverToolsStream.findIndex((e) => e.type === "content_block_start" && e.content_block.type === "server_tool_use");
    const call = byName(steps[callAt]!, "/tool-calls/srvtoolu_01Bash");
    const typed = readPart(call!);
    expect(typed.kind === "tool-call" && typed.call?.state).toBe("streaming");
    expect(byName(steps[callAt]!, "/tool-calls/srvtoolu_01Bash/result")).toBeUndefined();
    expect(byName(steps[callAt + 4]!, "/tool-calls/srvtoolu_01Bash/result")).toBeDefined();
    expect(steps[3]!.parts[0]).toMatchObject({ contentType: CT.summary, content: summary });
  });
});
