import { describe, expect, it } from "vitest";
import type { Message } from "../../../src/model/types";
import { metaItems, readMessageMeta } from "../../../src/meta";
import { cmfMessage } from "./messages";

describe("readMessageMeta", () => {
  it("reads every CMF extension, snake_case under metadata.extensions", () => {
    const info = readMessageMeta(cmfMessage);
    expect(info).toMatchObject({
      role: "assistant",
      channel: "final",
      id: "m-1",
      security: { classification: "confidential", labels: ["PII", "financial"] },
      completion: { model: "gpt-4o", provider: "openai", stopReason: "end", inputTokens: 1204, outputTokens: 312, totalTokens: 1516, latencyMs: 2610, rawFormat: "chatml" },
      provenance: { source: "agent:planner", messageId: "msg_01HZX3Q5N7KD2", parentId: "msg_01HZX3Q5N7KD1" },
      lineage: { agentId: "researcher", parentAgents: ["orchestrator"], sessionId: "sess-42", conversationId: "conv-7", turn: 3, input: "Find the Q3 numbers" },
      request: { environment: "production", requestId: "req-1", traceId: "4bf92f3577b34da6a3ce929d0e0e4736" },
      headers: { "x-request-id": "req-1", Accept: "application/json" },
    });
  });

  it("never returns credentials and counts what it withheld", () => {
    const info = readMessageMeta(cmfMessage);
    const text = JSON.stringify(info);
    for (const secret of ["sk-live", "sid=1", '"k"', "eyJ", "Authorization", "Cookie", "access_token"]) expect(text).not.toContain(secret);
    expect(info.hiddenCount).toBe(4);
  });

  it("keeps unrecognised fields (and unread parts of extensions) in rest", () => {
    const { rest } = readMessageMeta(cmfMessage);
    expect(rest).toEqual({
      schema_version: "2.0",
      extensions: {
        security: { subject: { id: "u-1", type: "user" } },
        llm: { capabilities: ["tool_use"] },
      },
    });
  });

  it("reads seed 004 agent-chat metadata at the top level", () => {
    const info = readMessageMeta({
      role: "assistant",
      parts: [],
      metadata: { run_id: "run_1773287162123", stage: "tool_execution", latency_ms: 1500, message_id: "tool_run_abc123", tool_name: "calendar_create_event" },
    });
    expect(info.run).toEqual({ runId: "run_1773287162123", stage: "tool_execution", latencyMs: 1500, toolName: "calendar_create_event" });
    expect(info.provenance).toEqual({ messageId: "tool_run_abc123" });
    expect(info.rest).toBeUndefined();
    expect(metaItems(info).map((i) => [i.label, i.values.map((v) => v.text).join(" ")])).toEqual([
      ["Role", "assistant"],
      ["Stage", "tool_execution"],
      ["Tool", "calendar_create_event"],
      ["Latency", "1.5 s"],
      ["Run", "run_…162123"],
      ["Message", "tool_run_abc123"],
    ]);
  });

  it("reads camelCase fields of other adapters (ACP, A2A, MCP)", () => {
    expect(readMessageMeta({ role: "agent", parts: [], metadata: { agentName: "researcher", runId: "run-7c1f", status: "completed" } })).toMatchObject({
      role: "agent/researcher",
      roleKind: "agent",
      run: { runId: "run-7c1f", state: "completed" },
    });
    const a2a = readMessageMeta({ role: "agent", parts: [], metadata: { taskId: "task-7", contextId: "ctx-42", taskState: "input-required", taskMetadata: { model: "reviewer-2" } } });
    expect(a2a).toMatchObject({ run: { taskId: "task-7", state: "input-required" }, lineage: { contextId: "ctx-42" }, rest: { taskMetadata: { model: "reviewer-2" } } });
    const mcp = readMessageMeta({ role: "assistant", parts: [], metadata: { model: "claude-sonnet-4-5", stopReason: "endTurn", usage: { input_tokens: 10, output_tokens: 5, cache_read_input_tokens: 2 } } });
    expect(mcp.completion).toEqual({ model: "claude-sonnet-4-5", stopReason: "endTurn", inputTokens: 10, outputTokens: 5 });
    expect(mcp.rest).toEqual({ usage: { cache_read_input_tokens: 2 } });
    expect(readMessageMeta({ role: "tool", parts: [], metadata: { isError: true, toolName: "get_weather", callId: "c1" } }).run).toEqual({ isError: true, toolName: "get_weather", callId: "c1" });
  });

  it("accepts a role that already names the agent, and extensions at the top or under cmf", () => {
    expect(readMessageMeta({ role: "agent/writer", parts: [] })).toMatchObject({ role: "agent/writer", roleKind: "agent" });
    expect(readMessageMeta({ role: "user", parts: [], metadata: { name: "ana" } })).toMatchObject({ role: "user/ana", roleKind: "user" });
    expect(readMessageMeta({ parts: [], metadata: { completion: { model: "m" } } }).completion.model).toBe("m");
    expect(readMessageMeta({ parts: [], metadata: { cmf: { extensions: { security: { labels: ["SECRET"] } } } } }).security.labels).toEqual(["SECRET"]);
    expect(readMessageMeta({ parts: [], metadata: { agent: { parentAgentIds: ["a", "b"], agentId: "c" } } }).lineage).toEqual({ parentAgents: ["a", "b"], agentId: "c" });
  });

  it("never throws on junk and shows nothing for an empty message", () => {
    for (const junk of [undefined, null, { parts: [] }, { parts: [], metadata: "x" }, { parts: [], metadata: { extensions: 5, http: { headers: [1] } } }]) {
      expect(() => readMessageMeta(junk as Message)).not.toThrow();
    }
    const empty = readMessageMeta({ parts: [] });
    expect(metaItems(empty)).toEqual([]);
    expect(empty).toEqual({ security: { labels: [] }, run: {}, completion: {}, provenance: {}, lineage: { parentAgents: [] }, request: {}, headers: {}, hiddenCount: 0 });
  });

  it("orders badges and gives them tones", () => {
    const items = metaItems(readMessageMeta(cmfMessage));
    expect(items.map((i) => i.kind)).toEqual(["role", "channel", "classification", "labels", "latency", "model", "stop-reason", "tokens", "agents", "session", "conversation", "turn", "source", "message-id", "parent", "environment"]);
    expect(items.find((i) => i.kind === "labels")?.values.map((v) => v.tone)).toEqual(["warning", "warning"]);
    expect(items.find((i) => i.kind === "tokens")?.values[0]).toEqual({ text: "1,204 in · 312 out", title: "1,516 tokens in total" });
    expect(items.find((i) => i.kind === "agents")?.values.map((v) => v.text)).toEqual(["orchestrator", "researcher"]);
    expect(items.find((i) => i.kind === "channel")?.tone).toBe("success");
  });
});
