// @vitest-environment node
import { ResponseStream } from "openai/lib/responses/ResponseStream";
import { describe, expect, it } from "vitest";
import { foldOpenAIResponsesStream, fromOpenAIResponses, reduceOpenAIResponsesStream } from "../../../src/adapters/openai";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/adapters";
import { readPart, validateBody, type Message } from "../../../src/model";
import { builtinToolsResponse, builtinToolsStream, codeInterpreterCall, computerCall, imageCall, patchCall, shellCall } from "../../fixtures/openai/builtin-tools";
import { byName, expectWellFormed, json } from "./helpers";
import { expectCleanFinish, intermediates, ndjson, providerItems, shape } from "./stream-helpers";

const message = (): Message => fromOpenAIResponses(builtinToolsResponse);
const call = (m: Message, id: string) => {
  const typed = readPart(byName(m, `/tool-calls/${id}`)!);
  return typed.kind === "tool-call" ? typed.call : undefined;
};
const result = (m: Message, id: string) => {
  const typed = readPart(byName(m, `/tool-calls/${id}/result`)!);
  return typed.kind === "tool-result" ? typed.result : undefined;
};

describe("fromOpenAIResponses: built-in tools", () => {
  it("maps every item: no provider items, no item shown as sent", () => {
    const m = message();
    expect(providerItems(m)).toEqual([]);
    const text = JSON.stringify(m.parts.map((p) => p.content ?? ""));
    for (const raw of ['"type":"shell_call_output"', '"outcome"', '"computer_screenshot"', '"pending_safety_checks"', "gAAAAABoCompacted"]) expect(text).not.toContain(raw);
    expectWellFormed(m);
  });

  it("a shell call's commands are its arguments; its output is stdout, stderr and the exit code", () => {
    const m = message();
    expect(call(m, shellCall.call_id)).toMatchObject({ name: "shell", input: { commands: ["ls src", "wc -l src/app.ts"], timeout_ms: 10_000 }, state: "complete" });
    expect(result(m, shellCall.call_id)).toEqual({ callId: shellCall.call_id, output: "app.ts\nutil.ts\n42 src/app.ts\n", stderr: "", exitCode: 0, isError: false });
    expect(call(m, "call_local_1")).toMatchObject({ name: "local_shell", input: { command: ["git", "status", "--short"], working_directory: "/repo" } });
    expect(result(m, "call_local_1")).toMatchObject({ output: " M src/app.ts\n", exitCode: 0, outputType: "text/plain" });
  });

  it("local_shell_call_output: its id is the call's call_id (as the SDK documents both); a JSON string or plain text output is shown as the text", () => {
    const call = { type: "local_shell_call", id: "lsh_2", call_id: "call_local_2", action: { type: "exec", command: ["echo", "hi"], env: {} }, status: "completed" } as const;
    for (const [output, shown] of [[JSON.stringify("hi\n"), "hi\n"], ["plain text", "plain text"]] as const) {
      const m = fromOpenAIResponses({ output: [call, { type: "local_shell_call_output", id: call.call_id, output, status: "completed" }] });
      expect(result(m, call.call_id)).toMatchObject({ callId: "call_local_2", output: shown });
    }
  });

  it("a patch is a diff under its call; its output the result", () => {
    const m = message();
    expect(call(m, patchCall.call_id)).toMatchObject({ name: "apply_patch", input: { operation: "update_file", path: "src/app.ts" } });
    expect(byName(m, `/tool-calls/${patchCall.call_id}/diff`)).toMatchObject({ contentType: "text/x-diff", content: patchCall.operation.diff });
    expect(result(m, patchCall.call_id)?.output).toBe("Updated src/app.ts");
  });

  it("the code interpreter's code shows as code, its logs as output, its images as images", () => {
    const m = message();
    expect(byName(m, `/tool-calls/${codeInterpreterCall.id}/code`)).toMatchObject({ contentType: "text/x-python", content: codeInterpreterCall.code });
    expect(result(m, codeInterpreterCall.id)).toMatchObject({ output: "4.333333333333333\n", outputType: "text/plain" });
    expect(byName(m, `/tool-calls/${codeInterpreterCall.id}/result/1`)).toMatchObject({ contentType: "image/png", contentEncoding: "base64" });
  });

  it("a generated image is the image generation's result", () => {
    const m = message();
    expect(call(m, imageCall.id)).toMatchObject({ name: "image_generation", state: "complete" });
    expect(byName(m, `/tool-calls/${imageCall.id}/result/1`)).toMatchObject({ contentType: "image/png", content: imageCall.result, contentEncoding: "base64" });
  });

  it("a computer action is the call's arguments, its safety checks visible under it, the screenshot its result", () => {
    const m = message();
    expect(call(m, computerCall.call_id)).toMatchObject({ name: "computer", input: { type: "click", button: "left", x: 156, y: 412 } });
    expect(byName(m, `/tool-calls/${computerCall.call_id}/safety-checks`)).toMatchObject({
      contentType: "text/plain",
      content: "Safety check: The page asks the agent to ignore its instructions. (malicious_instructions)",
    });
    expect(result(m, computerCall.call_id)?.output).toBe("Screenshot");
    expect(byName(m, `/tool-calls/${computerCall.call_id}/result/1`)).toMatchObject({ contentType: "image/png" });
  });

  it("searches are calls: their queries as arguments, what they found as the result", () => {
    const m = message();
    expect(call(m, "ws_68a7")).toMatchObject({ name: "web_search", input: { type: "search", query: "greeting conventions" } });
    expect(json(byName(m, "/tool-calls/ws_68a7/result/1"))).toEqual({ url: "https://example.com/greetings" });
    expect(call(m, "fs_68a8")).toMatchObject({ name: "file_search", input: { queries: ["style guide greetings"] } });
    expect(result(m, "fs_68a8")?.output).toEqual([{ filename: "style-guide.md", score: 0.92, text: "Greet people by name, with an exclamation mark." }]);
  });

  it("compaction is a summary marker that keeps its encrypted content out of sight", () => {
    const m = message();
    expect(m.parts[0]).toEqual({ contentType: CT.summary, metadata: { itemId: "cmp_68a9", encryptedContent: "gAAAAABoCompactedContext…" } });
  });

  it("outputs in a conversation join the assistant turn of their call", () => {
    const out = fromOpenAIResponses([{ role: "user", content: "Fix the greeting." }, shellCall, ...builtinToolsResponse.output.slice(4, 5)]);
    expect(out.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(out[1]!.parts.map((p) => p.name)).toEqual([`/tool-calls/${shellCall.call_id}`, `/tool-calls/${shellCall.call_id}/result`]);
  });
});

describe("reduceOpenAIResponsesStream: built-in tools", () => {
  it("ends with the parts fromOpenAIResponses gives for the response the SDK's ResponseStream accumulates", async () => {
    const final = await ResponseStream.fromReadableStream(ndjson(builtinToolsStream)).finalResponse();
    // The SDK adds `parsed: null` to output text; the tool items come back as sent.
    expect(final.output.slice(0, -1)).toEqual(builtinToolsResponse.output.slice(0, -1));
    const folded = foldOpenAIResponsesStream(builtinToolsStream);
    expect(shape(folded)).toEqual(shape(fromOpenAIResponses(final)));
    expectCleanFinish(folded);
    expectWellFormed(folded);
  });

  it("shows a partial image under its call while it generates", () => {
    const steps = intermediates(reduceOpenAIResponsesStream, builtinToolsStream);
    for (const step of steps) expect(validateBody(step).issues).toEqual([]);
    const at = builtinToolsStream.findIndex((e) => e.type === "response.image_generation_call.partial_image");
    expect(call(steps[at - 1]!, imageCall.id)?.state).toBe("pending");
    expect(byName(steps[at]!, `/tool-calls/${imageCall.id}/partial`)).toMatchObject({ contentType: "image/png", content: imageCall.result, metadata: { partial: true } });
    expect(byName(steps[at + 1]!, `/tool-calls/${imageCall.id}/partial`)).toBeUndefined();
    expect(byName(steps[at + 1]!, `/tool-calls/${imageCall.id}/result/1`)).toBeDefined();
  });
});
