// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fromAgentChat, type AgentChatMessage } from "../../../src/adapters";
import { samples } from "../../fixtures/agent-chat";
import { history, malformed, runRequest } from "../../fixtures/agent-chat/messages";
import { expectKeepsRaw, expectWellFormed, fuzzAdapter } from "./helpers";

describe("fromAgentChat", () => {
  it("converts every sample into well-formed messages", () => {
    for (const sample of samples) expectWellFormed(sample.convert());
  });

  it("turns binary blocks into contentUrl parts with the storage location, never the token", () => {
    const [m] = fromAgentChat(runRequest);
    expect(m).toMatchObject({ id: "msg-1", role: "user", metadata: { threadId: "thread-123", runId: "run-456" } });
    expect(m?.parts[1]).toEqual({
      contentType: "image/jpeg",
      contentUrl: runRequest.messages[0]!.content[1]!.type === "binary" ? runRequest.messages[0]!.content[1]!.url : "",
      metadata: { storage: { bucket: "agent-files", path: "agent-inputs/u/t/r/img.jpg", access: "sign", signed: true } },
    });
    expect(JSON.stringify(m?.parts[1]?.metadata)).not.toContain("token");
  });

  it("keeps run_id, stage, latency_ms, message_id and tool_name on the message", () => {
    const out = fromAgentChat(history);
    expect(out[1]).toEqual({
      id: "intent-run_1773286460762",
      role: "assistant",
      metadata: { run_id: "run_1773286460762", stage: "intent", latency_ms: 2610, message_id: "intent-run_1773286460762" },
      parts: [{ contentType: "text/markdown", content: "Intent: **describe image**" }],
    });
    expect(out[2]?.metadata).toEqual({
      run_id: "run_1773287162123",
      stage: "tool_execution",
      latency_ms: 1500,
      message_id: "tool_run_abc123",
      tool_name: "calendar_create_event",
      custom_flag: true,
    });
    expect(out[2]?.parts[1]).toMatchObject({ name: "/files/1", contentType: "text/calendar", metadata: { filename: "event.ics" } });
    expect(out[0]?.metadata?.user_message_attachments).toEqual({ bucket: "agent-files", path: "agent-inputs/u/t/r/img.jpg", mime_type: "image/jpeg" });
  });

  it("keeps malformed blocks as provider items", () => {
    const out = fromAgentChat(malformed);
    for (const block of malformed[0]!.content as unknown[]) expectKeepsRaw(out, block);
    expectKeepsRaw(out, malformed[1]);
  });

  it("never throws", { timeout: 60_000 }, () => {
    fuzzAdapter((input) => fromAgentChat(input as AgentChatMessage), samples);
  });
});
