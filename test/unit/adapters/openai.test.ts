// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  fromOpenAIChat,
  fromOpenAIResponses,
  PARTKIT_CONTENT_TYPES as CT,
  type OpenAIChatMessageLike,
  type OpenAIResponseItemLike,
  type OpenAIResponseLike,
} from "../../../src/adapters";
import { samples } from "../../fixtures/openai";
import { completion, conversation, inputs, malformed, refusalCompletion } from "../../fixtures/openai/chat";
import { readPart, type Part } from "../../../src/model";
import {
  items,
  malformedItems,
  mcpApproval,
  mcpApprovalRequest,
  mcpListTools,
  mcpApprovedCall,
  mcpAwaitingResponse,
  mcpConversation,
  mcpDenial,
  mcpDeniedRequest,
  mcpUnapprovedCall,
  response,
} from "../../fixtures/openai/responses";
import { byName, expectKeepsRaw, expectWellFormed, fuzzAdapter, json, ofType } from "./helpers";

describe("fromOpenAIChat", () => {
  it("converts every sample into well-formed messages", () => {
    for (const sample of samples) expectWellFormed(sample.convert());
  });

  it("maps roles, text types, data: URL images and remote images", () => {
    const [developer, user] = fromOpenAIChat(conversation);
    expect(developer).toEqual({ role: "developer", parts: [{ contentType: "text/plain", content: "You are a concise travel assistant." }] });
    expect(user?.metadata).toEqual({ name: "ana" });
    expect(user?.parts.map((p) => [p.contentType, p.contentEncoding, p.contentUrl])).toEqual([
      ["text/plain", undefined, undefined],
      ["image/png", "base64", undefined],
      ["image/jpeg", undefined, "https://images.example.com/lisbon.jpg"],
    ]);
    expect(user?.parts[1]?.metadata).toEqual({ detail: "low" });
  });

  it("parses tool call arguments and keeps invalid JSON verbatim in argumentsText", () => {
    const assistant = fromOpenAIChat(conversation)[2]!;
    expect(json(byName(assistant, "/tool-calls/call_abc123"))).toEqual({ id: "call_abc123", name: "get_weather", arguments: { city: "Lisbon", unit: "c" } });
    const broken = byName(assistant, "/tool-calls/call_def456")!;
    expect(json(broken)).toEqual({ id: "call_def456", name: "get_time", argumentsText: '{"city": "Lisbon"' });
    expect(broken.metadata?.argumentsError).toMatch(/not valid JSON/);
    expect(json(byName(assistant, "/tool-calls/call_custom1"))).toEqual({
      id: "call_custom1",
      name: "sql",
      argumentsText: "SELECT * FROM cities WHERE name = 'Lisbon'",
    });
  });

  it("turns tool messages into /tool-calls/<id>/result parts", () => {
    const out = fromOpenAIChat(conversation);
    expect(out[3]).toEqual({
      role: "tool",
      parts: [{ name: "/tool-calls/call_abc123/result", contentType: CT.toolResult, content: JSON.stringify({ callId: "call_abc123", output: '{"temp":21,"sky":"clear"}' }) }],
    });
    expect(json(out[4]!.parts[0])).toEqual({ callId: "call_def456", output: "14:05 WEST" });
    expect(out[5]?.parts).toEqual([{ contentType: "text/markdown", content: "It's **21°C** and clear in Lisbon right now." }]);
  });

  it("maps audio and file inputs, refusals and legacy function messages", () => {
    const [user, assistant, fn] = fromOpenAIChat(inputs);
    expect(user?.parts.map((p) => [p.name, p.contentType])).toEqual([
      [undefined, "text/plain"],
      [undefined, "audio/wav"],
      ["/files/1", "application/pdf"],
      ["/files/2", "application/octet-stream"],
    ]);
    expect(user?.parts[3]).toEqual({ name: "/files/2", contentType: "application/octet-stream", metadata: { fileId: "file-9GxA1" } });
    expect(assistant?.parts).toEqual([{ contentType: CT.refusal, content: "I can't transcribe that recording." }]);
    expect(fn?.role).toBe("tool");
    expect(json(fn?.parts[0])).toEqual({ callId: "legacy_lookup", name: "legacy_lookup", output: "42" });
  });

  it("reads a ChatCompletion: envelope metadata and url_citation annotations", () => {
    const [m] = fromOpenAIChat(completion);
    expect(m).toMatchObject({ id: completion.id, role: "assistant", createdAt: "2025-03-10T01:31:23.000Z", metadata: { model: completion.model, finishReason: "stop" } });
    // The source's number goes after the annotated span (its end_index).
    expect(m?.parts[0]?.metadata).toEqual({ sources: ["/sources/1"], references: [{ at: 40, name: "/sources/1" }] });
    expect(json(byName(m!, "/sources/1"))).toEqual({
      url: "https://en.wikipedia.org/wiki/Burj_Khalifa",
      title: "Burj Khalifa",
      startIndex: 28,
      endIndex: 40,
      citedText: "Burj Khalifa",
    });
  });

  it("gives each choice its own id; refusal field and audio output become parts", () => {
    const out = fromOpenAIChat(refusalCompletion);
    expect(out.map((m) => m.id)).toEqual(["chatcmpl-refuse/0", "chatcmpl-refuse/1"]);
    expect(out[0]?.parts).toEqual([{ contentType: CT.refusal, content: "I can't help with that." }]);
    expect(out[1]?.parts[0]).toMatchObject({ contentType: "audio/wav", contentEncoding: "base64", metadata: { audioId: "audio_1", transcript: "Hello there." } });
  });

  it("keeps malformed pieces as provider items", () => {
    const out = fromOpenAIChat(malformed);
    expectKeepsRaw(out, { type: "function" });
    expectKeepsRaw(out, malformed[1]);
    expectKeepsRaw(out, { type: "video", video: {} });
    expect(out[0]?.parts[0]).toEqual({ contentType: "text/markdown", content: "ok" });
  });

  it("honours the text type options", () => {
    const m = fromOpenAIChat({ role: "assistant", content: "x" }, { assistantTextType: "text/plain" });
    expect(m.parts[0]?.contentType).toBe("text/plain");
    expect(fromOpenAIChat({ role: "user", content: "x" }, { userTextType: "text/markdown" }).parts[0]?.contentType).toBe("text/markdown");
  });

  it("never throws", { timeout: 60_000 }, () => {
    fuzzAdapter((input) => fromOpenAIChat(input as OpenAIChatMessageLike), samples.filter((s) => s.title.startsWith("Chat")));
  });
});

describe("fromOpenAIResponses", () => {
  it("turns a Response into one assistant message", () => {
    const m = fromOpenAIResponses(response as OpenAIResponseLike);
    expect(m).toMatchObject({ id: response.id, role: "assistant", channel: "final", createdAt: "2025-03-08T23:29:02.000Z", metadata: { model: "gpt-5", status: "completed" } });
    expect(m.parts.map((p) => [p.name, p.contentType])).toEqual([
      [undefined, CT.reasoning],
      ["/tool-calls/ws_1", CT.toolCall],
      ["/tool-calls/call_12345xyz", CT.toolCall],
      [undefined, "text/markdown"],
      ["/sources/1", CT.citation],
      [undefined, CT.refusal],
    ]);
    expect(m.parts[0]).toEqual({
      contentType: CT.reasoning,
      content: "**Checking sources**\n\nThe user asks about a recent event.\n\nI'll search the web.",
      metadata: { itemId: "rs_1", encryptedContent: "gAAAAABoISQ24OyVRYbkYfukdNUkg…", summary: true },
    });
    // A built-in web search is a call: its action as the arguments.
    expect(m.parts[1]?.metadata).toEqual({ itemId: "ws_1", status: "completed", toolType: "web_search_call" });
    expect(json(m.parts[1])).toEqual({ id: "ws_1", name: "web_search", arguments: { type: "search", query: "positive news today" }, state: "complete", providerState: "completed" });
    expect(json(byName(m, "/sources/1"))).toMatchObject({ citedText: "community garden" });
  });

  it("groups conversation items into turns, results joining their calls", () => {
    const out = fromOpenAIResponses(items);
    expect(out.map((m) => [m.role, m.id])).toEqual([
      ["user", undefined],
      ["user", undefined],
      ["assistant", "msg_2"],
    ]);
    expect(out[1]?.parts.map((p) => [p.name, p.contentType, p.contentUrl])).toEqual([
      ["/files/1", "application/pdf", "https://files.example.com/itinerary.pdf"],
      [undefined, "image/webp", "https://images.example.com/eiffel.webp"],
    ]);
    const turn = out[2]!;
    expect(turn.parts.map((p) => p.name ?? p.contentType)).toEqual([
      CT.reasoning,
      "/tool-calls/call_w1",
      "/tool-calls/call_w1/result",
      "/tool-calls/call_c1",
      "/tool-calls/call_c1/result",
      "text/markdown",
      CT.providerItem,
    ]);
    expect(json(byName(turn, "/tool-calls/call_w1"))).toMatchObject({ argumentsText: '{"city":"Paris"' });
    expect(json(byName(turn, "/tool-calls/call_c1"))).toEqual({ id: "call_c1", name: "code_exec", argumentsText: "print(18 * 9 / 5 + 32)" });
    expect(ofType(turn, CT.toolResult).map(json)).toEqual([
      { callId: "call_w1", output: '{"temp":18}' },
      { callId: "call_c1", output: "64.4" },
    ]);
  });

  it("puts outputs without a preceding assistant turn into a tool message", () => {
    const [m] = fromOpenAIResponses([{ type: "function_call_output", call_id: "c9", output: [{ type: "input_text", text: "done" }, { type: "input_image", image_url: "https://x.example/i.png" }] }]);
    expect(m?.role).toBe("tool");
    expect(m?.parts.map((p) => p.name)).toEqual(["/tool-calls/c9/result", "/tool-calls/c9/result/1"]);
    expect(json(m?.parts[0])).toEqual({ callId: "c9", output: "done" });
  });

  it("keeps malformed items as provider items", () => {
    const out = fromOpenAIResponses(malformedItems);
    for (const item of [malformedItems[0], { type: "output_text" }, "not an item"]) expectKeepsRaw(out, item);
  });

  it("never throws", { timeout: 60_000 }, () => {
    fuzzAdapter((input) => fromOpenAIResponses(input as OpenAIResponseLike), samples.filter((s) => s.title.startsWith("Responses")));
  });
});

describe("fromOpenAIResponses: MCP approvals", () => {
  const callState = (part: Part | undefined) => {
    const read = part ? readPart(part) : undefined;
    return read?.kind === "tool-call" ? read.call : undefined;
  };

  it("turns mcp_approval_request items into tool calls awaiting approval, the request's id as the approval's", () => {
    const m = fromOpenAIResponses(mcpAwaitingResponse);
    const list = `/tool-calls/${mcpListTools.id}`;
    expect(m.parts.map((p) => p.name)).toEqual([list, `${list}/result`, `/tool-calls/${mcpApprovalRequest.id}`, `/tool-calls/${mcpDeniedRequest.id}`]);
    expect(json(byName(m, list))).toMatchObject({ name: "list_tools", namespace: "deepwiki" });
    expect(json(byName(m, `${list}/result`))).toEqual({ callId: mcpListTools.id, output: [{ name: "read_wiki_structure" }, { name: "ask_question" }] });
    const part = byName(m, `/tool-calls/${mcpApprovalRequest.id}`);
    expect(json(part)).toEqual({
      id: mcpApprovalRequest.id,
      name: "ask_question",
      namespace: "deepwiki",
      arguments: { repoName: "modelcontextprotocol/modelcontextprotocol", question: "What transport protocols does the spec support?" },
      state: "awaiting-approval",
      providerState: "mcp_approval_request",
    });
    expect(part?.metadata).toEqual({ itemId: mcpApprovalRequest.id, toolType: "mcp_approval_request", approval: { id: mcpApprovalRequest.id } });
    expect(callState(part)).toMatchObject({ state: "awaiting-approval", approval: { id: mcpApprovalRequest.id } });
  });

  it("an mcp_approval_response answers its request: approved reads as pending, denied as denied with the reason", () => {
    const out = fromOpenAIResponses([mcpApprovalRequest, mcpDeniedRequest, mcpApproval, mcpDenial]);
    expect(out).toHaveLength(1);
    const [turn] = out;
    expect(turn!.parts.map((p) => p.name)).toEqual([`/tool-calls/${mcpApprovalRequest.id}`, `/tool-calls/${mcpDeniedRequest.id}`]);
    const approved = byName(turn!, `/tool-calls/${mcpApprovalRequest.id}`);
    expect(approved?.metadata?.approval).toEqual({ id: mcpApprovalRequest.id, approved: true });
    expect(approved?.metadata?.approvalResponseId).toBe(mcpApproval.id);
    expect(callState(approved)).toMatchObject({ state: "pending", providerState: "mcp_approval_request" });
    const denied = byName(turn!, `/tool-calls/${mcpDeniedRequest.id}`);
    expect(denied?.metadata?.approval).toEqual({ id: mcpDeniedRequest.id, approved: false, reason: "Not the billing repository." });
    expect(callState(denied)).toMatchObject({ state: "denied", approval: { reason: "Not the billing repository." } });
  });

  it("an mcp_call carrying the approval request's id is that call: its state, arguments and result; other mcp_calls are their own", () => {
    const [user, turn] = fromOpenAIResponses(mcpConversation);
    expect(user?.role).toBe("user");
    expect(turn?.parts.map((p) => p.name ?? p.contentType)).toEqual([
      `/tool-calls/${mcpListTools.id}`,
      `/tool-calls/${mcpListTools.id}/result`,
      `/tool-calls/${mcpApprovalRequest.id}`,
      `/tool-calls/${mcpDeniedRequest.id}`,
      `/tool-calls/${mcpApprovalRequest.id}/result`,
      `/tool-calls/${mcpUnapprovedCall.id}`,
      `/tool-calls/${mcpUnapprovedCall.id}/result`,
      "text/markdown",
    ]);
    const ran = byName(turn!, `/tool-calls/${mcpApprovalRequest.id}`);
    expect(json(ran)).toEqual({
      id: mcpApprovalRequest.id,
      name: "ask_question",
      namespace: "deepwiki",
      arguments: { repoName: "modelcontextprotocol/modelcontextprotocol", question: "What transport protocols does the spec support?" },
      state: "complete",
      providerState: "completed",
    });
    expect(ran?.metadata).toEqual({
      itemId: mcpApprovedCall.id,
      status: "completed",
      toolType: "mcp_call",
      approval: { id: mcpApprovalRequest.id, approved: true },
      approvalResponseId: mcpApproval.id,
    });
    expect(json(byName(turn!, `/tool-calls/${mcpApprovalRequest.id}/result`))).toEqual({ callId: mcpApprovalRequest.id, name: "ask_question", output: mcpApprovedCall.output });
    expect(callState(byName(turn!, `/tool-calls/${mcpDeniedRequest.id}`))?.state).toBe("denied");
    expect(json(byName(turn!, `/tool-calls/${mcpUnapprovedCall.id}`))).toEqual({
      id: mcpUnapprovedCall.id,
      name: "read_wiki_structure",
      namespace: "deepwiki",
      arguments: { repoName: "acme/private" },
      state: "error",
      providerState: "failed",
    });
    expect(json(byName(turn!, `/tool-calls/${mcpUnapprovedCall.id}/result`))).toEqual({ callId: mcpUnapprovedCall.id, name: "read_wiki_structure", output: "Repository not found", isError: true });
  });

  it("finds the request in an earlier turn, and keeps an answer or call whose request is not there as it came", () => {
    const [, , turn] = fromOpenAIResponses([mcpApprovalRequest, { role: "user", content: "Yes, go ahead." }, mcpApproval]);
    expect(turn).toBeUndefined();
    const [first] = fromOpenAIResponses([mcpApprovalRequest, { role: "user", content: "Yes, go ahead." }, mcpApproval]);
    expect(callState(first?.parts[0])?.state).toBe("pending");

    const [alone] = fromOpenAIResponses([mcpDenial, mcpApprovedCall]);
    expect(alone?.parts.map((p) => p.name ?? p.metadata?.itemType)).toEqual(["mcp_approval_response", `/tool-calls/${mcpApprovedCall.id}`, `/tool-calls/${mcpApprovedCall.id}/result`]);
    expect(json(alone?.parts[0])).toEqual(mcpDenial);
    expect(alone?.parts[1]?.metadata?.approval).toEqual({ id: mcpApprovalRequest.id });
    expect(callState(alone?.parts[1])?.state).toBe("complete");
  });

  it("keeps malformed MCP items as provider items", () => {
    const out = fromOpenAIResponses([
      { type: "mcp_approval_request", id: "mcpr_x", server_label: "s" },
      { type: "mcp_call", name: "no_id", server_label: "s" },
      { type: "mcp_approval_response", approve: true },
    ] as unknown as OpenAIResponseItemLike[]);
    expect(ofType(out[0]!, CT.toolCall)).toEqual([]);
    expect(out[0]?.parts.map((p) => p.metadata?.error)).toEqual([
      "mcp_approval_request needs an id and a name",
      "mcp_call needs an id and a name",
      "mcp_approval_response has no approval_request_id",
    ]);
  });
});
