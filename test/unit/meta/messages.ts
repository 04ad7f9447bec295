import type { Message } from "../../../src/model/types";

/** A CMF message's extensions as an adapter may keep them (snake_case, under `extensions`). */
export const cmfMessage: Message = {
  id: "m-1",
  role: "assistant",
  channel: "final",
  createdAt: "2026-03-04T10:00:00Z",
  parts: [{ contentType: "text/markdown", content: "Done." }],
  metadata: {
    schema_version: "2.0",
    extensions: {
      security: { labels: ["PII", "financial"], classification: "confidential", subject: { id: "u-1", type: "user", claims: { access_token: "eyJ" } } },
      completion: { stop_reason: "end", tokens: { input_tokens: 1204, output_tokens: 312, total_tokens: 1516 }, model: "gpt-4o", raw_format: "chatml", latency_ms: 2610 },
      provenance: { source: "agent:planner", message_id: "msg_01HZX3Q5N7KD2", parent_id: "msg_01HZX3Q5N7KD1" },
      agent: { session_id: "sess-42", conversation_id: "conv-7", turn: 3, agent_id: "researcher", parent_agent_id: "orchestrator", input: "Find the Q3 numbers" },
      request: { environment: "production", request_id: "req-1", trace_id: "4bf92f3577b34da6a3ce929d0e0e4736" },
      http: { headers: { Authorization: "Bearer sk-live-0123456789abcdef", Cookie: "sid=1", "X-API-Key": "k", "x-request-id": "req-1", Accept: "application/json" } },
      llm: { model_id: "gpt-4o", provider: "openai", capabilities: ["tool_use"] },
    },
  },
};
