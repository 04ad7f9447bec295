/**
 * ACP citation metadata on a message part (acp-sdk `CitationMetadata`).
 *
 * @example
 * const c: AcpCitationMetadata = { kind: "citation", url: "https://example.com", start_index: 0, end_index: 5 };
 */
export interface AcpCitationMetadata {
  kind: "citation";
  start_index?: number | null;
  end_index?: number | null;
  url?: string | null;
  title?: string | null;
  description?: string | null;
}

/**
 * ACP trajectory metadata: a reasoning step or a tool invocation (acp-sdk `TrajectoryMetadata`).
 *
 * @example
 * const t: AcpTrajectoryMetadata = { kind: "trajectory", message: "Searching…", tool_name: "search", tool_input: { q: "x" } };
 */
export interface AcpTrajectoryMetadata {
  kind: "trajectory";
  message?: string | null;
  tool_name?: string | null;
  tool_input?: Record<string, unknown> | null;
  tool_output?: Record<string, unknown> | null;
}

/**
 * One ACP message part. A named part is an artifact.
 *
 * @example
 * const p: AcpMessagePart = { content_type: "text/plain", content: "Hello" };
 */
export interface AcpMessagePart {
  name?: string | null;
  content_type?: string | null;
  content?: string | null;
  content_encoding?: "plain" | "base64" | null;
  content_url?: string | null;
  metadata?: AcpCitationMetadata | AcpTrajectoryMetadata | null;
}

/**
 * An ACP message: `role` is `user`, `agent` or `agent/<name>`.
 *
 * @example
 * const m: AcpMessage = { role: "agent/researcher", parts: [{ content_type: "text/markdown", content: "# Hi" }] };
 */
export interface AcpMessage {
  /** `user`, `agent` or `agent/<name>`. */
  role: string;
  parts: AcpMessagePart[];
  created_at?: string | null;
  completed_at?: string | null;
}

/**
 * An ACP run; only its output messages and identity are read.
 *
 * @example
 * const r: AcpRun = { run_id: "r1", agent_name: "echo", status: "completed", output: [] };
 */
export interface AcpRun {
  run_id?: string | null;
  agent_name?: string | null;
  status?: string | null;
  output: AcpMessage[];
}
