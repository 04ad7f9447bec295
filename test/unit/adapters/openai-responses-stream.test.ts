// @vitest-environment node
import { describe, expect, it } from "vitest";
import { foldOpenAIResponsesStream, fromOpenAIResponses, reduceOpenAIResponsesStream } from "../../../src/adapters/openai";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/adapters";
import { partStatus, readPart, validateBody, type Part } from "../../../src/model";
import {
  openAIResponsesErrorStream,
  openAIResponsesFinal,
  openAIResponsesMcpApprovalFinal,
  openAIResponsesMcpApprovalStream,
  openAIResponsesMcpLinkedFinal,
  openAIResponsesMcpLinkedStream,
  openAIResponsesStream,
} from "../../fixtures/adapters/streams";
import { mcpApproval, mcpApprovalRequest, mcpApprovedCall, mcpListTools } from "../../fixtures/openai/responses";
import { expectWellFormed } from "./helpers";
import { changedParts, content, expectCleanFinish, fuzzReducer, garbage, intermediates, providerItems, shape } from "./stream-helpers";

describe("reduceOpenAIResponsesStream", () => {
  it("ends with the parts and metadata fromOpenAIResponses gives for the final response", () => {
    const folded = foldOpenAIResponsesStream(openAIResponsesStream);
    const expected = fromOpenAIResponses(openAIResponsesFinal);
    expect(shape(folded)).toEqual(shape(expected));
    expect(folded.parts.map((p) => p.name ?? p.contentType)).toEqual([CT.reasoning, "text/markdown", "/sources/1", "/tool-calls/call_paris"]);
    expect(folded).toMatchObject({ id: expected.id, createdAt: expected.createdAt, metadata: expected.metadata });
    expect(folded.metadata?.status).toBe("completed");
    expectCleanFinish(folded);
    expectWellFormed(folded);
  });

  it("streams reasoning summaries joined by blank lines, text and function-call arguments", () => {
    const steps = intermediates(reduceOpenAIResponsesStream, openAIResponsesStream);
    expect(steps[5]!.parts[0]).toMatchObject({ contentType: CT.reasoning, content: "**Planning** I should look up the weather.", metadata: { status: "streaming" } });
    expect(steps[6]!.parts[0]!.content).toBe("**Planning** I should look up the weather.\n\n**Calling** get_weather for Paris.");
    expect(steps[11]!.parts[1]).toMatchObject({ contentType: "text/markdown", content: "Let me check Paris.", metadata: { status: "streaming" } });
    expect(partStatus(steps[12]!.parts[1])).toBe("complete");
    expect(content(steps[14]!.parts[3])).toMatchObject({ id: "call_paris", name: "get_weather", argumentsText: "", state: "pending", providerState: "in_progress" });
    expect(content(steps[16]!.parts[3])).toMatchObject({ argumentsText: '{"city":"Par' });
    expect(content(steps[17]!.parts[3])).toMatchObject({ arguments: { city: "Paris" } });
    expect(content(steps[19]!.parts[3])).toEqual({ id: "call_paris", name: "get_weather", arguments: { city: "Paris" }, state: "complete", providerState: "completed" });
    for (const step of steps) expect(validateBody(step).issues).toEqual([]);
  });

  it("keeps parts that did not change the same objects, also when the final response settles them", () => {
    const steps = intermediates(reduceOpenAIResponsesStream, openAIResponsesStream);
    expect(changedParts(steps[10]!, steps[11]!)).toEqual([1]);
    expect(changedParts(steps[15]!, steps[16]!)).toEqual([3]);
    const settled = steps[19]!;
    const final = steps[20]!;
    expect(changedParts(settled, final)).toEqual([]);
  });

  it("an error event ends the message and keeps what streamed", () => {
    const message = foldOpenAIResponsesStream(openAIResponsesErrorStream);
    expect(message.metadata).toMatchObject({ status: "error", error: "server_error: The server had an error" });
    expect(message.parts[0]).toMatchObject({ content: "Partial", metadata: { status: "complete" } });
    expect(providerItems(message)).toHaveLength(1);
    expectWellFormed(message);
  });

  it("turns garbage and deltas for items never added into visible provider items", () => {
    const events = [
      ...garbage,
      { type: "response.function_call_arguments.delta", sequence_number: 1, item_id: "fc_x", output_index: 7, delta: "{" },
      { type: "response.output_text.delta", sequence_number: 2, item_id: "m", content_index: 0, delta: "no index" },
      { type: "response.web_search_call.searching", sequence_number: 3, item_id: "ws_1", output_index: 0 },
    ];
    const message = foldOpenAIResponsesStream(events);
    const errors = providerItems(message).map((p) => p.metadata?.error);
    expect(errors).toContain("arguments for output item 7, which has not been added");
    expect(errors).toContain("response.output_text.delta has no numeric output_index");
    expect(errors.filter((e) => e !== undefined)).toHaveLength(garbage.length - 1 + 2);
    expect(providerItems(message).some((p) => p.metadata?.itemType === "response.web_search_call.searching")).toBe(false);
    expectWellFormed(message);
  });

  it("shows an MCP approval request as a call awaiting approval as soon as it is added", () => {
    const steps = intermediates(reduceOpenAIResponsesStream, openAIResponsesMcpApprovalStream);
    const name = `/tool-calls/${mcpApprovalRequest.id}`;
    const list = `/tool-calls/${mcpListTools.id}`;
    expect(steps[4]!.parts.map((p) => p.name)).toEqual([list, `${list}/result`]);
    const added = steps[5]!.parts[2];
    expect(added?.name).toBe(name);
    expect(content(added)).toMatchObject({ id: mcpApprovalRequest.id, name: "ask_question", namespace: "deepwiki", state: "awaiting-approval", providerState: "mcp_approval_request" });
    expect(added?.metadata?.approval).toEqual({ id: mcpApprovalRequest.id });
    const folded = foldOpenAIResponsesStream(openAIResponsesMcpApprovalStream);
    expect(shape(folded)).toEqual(shape(fromOpenAIResponses(openAIResponsesMcpApprovalFinal)));
    expect(folded.parts[2]?.metadata?.approval).toEqual({ id: mcpApprovalRequest.id });
    expectCleanFinish(folded);
    for (const step of steps) expect(validateBody(step).issues).toEqual([]);
  });

  it("an answer and the call it allowed, later in the same response, update the request's call as fromOpenAIResponses does", () => {
    const stateOf = (part: Part | undefined): unknown => {
      const read = part ? readPart(part) : undefined;
      return read?.kind === "tool-call" ? read.call?.state : undefined;
    };
    const steps = intermediates(reduceOpenAIResponsesStream, openAIResponsesMcpLinkedStream);
    expect(stateOf(steps[2]!.parts[0])).toBe("awaiting-approval");
    expect(steps[3]!.parts).toHaveLength(1);
    expect(steps[3]!.parts[0]?.metadata?.approval).toEqual({ id: mcpApprovalRequest.id, approved: true });
    expect(stateOf(steps[3]!.parts[0])).toBe("pending");
    expect(content(steps[5]!.parts[0])).toMatchObject({ id: mcpApprovalRequest.id, state: "pending", providerState: "calling" });
    expect(changedParts(steps[8]!, steps[9]!)).toEqual([]);
    const folded = foldOpenAIResponsesStream(openAIResponsesMcpLinkedStream);
    const expected = fromOpenAIResponses(openAIResponsesMcpLinkedFinal);
    expect(shape(folded)).toEqual(shape(expected));
    expect(folded.parts.map((p) => p.name)).toEqual([`/tool-calls/${mcpApprovalRequest.id}`, `/tool-calls/${mcpApprovalRequest.id}/result`]);
    expect(content(folded.parts[0])).toMatchObject({ state: "complete", providerState: "completed" });
    expect(folded.parts[0]?.metadata).toMatchObject({ itemId: mcpApprovedCall.id, approval: { id: mcpApprovalRequest.id, approved: true }, approvalResponseId: mcpApproval.id });
    expectCleanFinish(folded);
    for (const step of steps) expect(validateBody(step).issues).toEqual([]);
  });

  it("never throws, and every intermediate message is valid", () => {
    fuzzReducer(reduceOpenAIResponsesStream, [...openAIResponsesStream, ...openAIResponsesErrorStream, ...openAIResponsesMcpLinkedStream]);
  });
});
