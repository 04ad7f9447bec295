/**
 * MCP content annotations.
 *
 * @example
 * const a: McpAnnotations = { audience: ["user"], priority: 0.9 };
 */
export interface McpAnnotations {
  audience?: ("user" | "assistant")[];
  priority?: number;
  lastModified?: string;
}

/**
 * What every MCP content block may carry besides its own fields.
 *
 * @example
 * const base: McpContentBase = { annotations: { priority: 1 }, _meta: { trace: "t1" } };
 */
export interface McpContentBase {
  annotations?: McpAnnotations;
  _meta?: Record<string, unknown>;
}

/**
 * Text or binary contents of an embedded MCP resource.
 *
 * @example
 * const r: McpResourceContents = { uri: "file:///notes.md", mimeType: "text/markdown", text: "# Notes" };
 */
export type McpResourceContents =
  | { uri: string; mimeType?: string; text: string; _meta?: Record<string, unknown> }
  | { uri: string; mimeType?: string; blob: string; _meta?: Record<string, unknown> };

/**
 * An MCP content block (MCP 2025-06-18 and later), including the sampling `tool_use` /
 * `tool_result` blocks.
 *
 * @example
 * const b: McpContentBlock = { type: "image", data: "iVBORw0…", mimeType: "image/png" };
 */
export type McpContentBlock =
  | ({ type: "text"; text: string } & McpContentBase)
  | ({ type: "image"; data: string; mimeType: string } & McpContentBase)
  | ({ type: "audio"; data: string; mimeType: string } & McpContentBase)
  | ({
      type: "resource_link";
      uri: string;
      name: string;
      title?: string;
      description?: string;
      mimeType?: string;
      size?: number;
      icons?: unknown[];
    } & McpContentBase)
  | ({ type: "resource"; resource: McpResourceContents } & McpContentBase)
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown>; _meta?: Record<string, unknown> }
  | {
      type: "tool_result";
      toolUseId: string;
      content: McpContentBlock[];
      /** Any JSON value, as the 2.x SDK types it (`unknown`); shown as a JSON part. */
      structuredContent?: unknown;
      isError?: boolean;
      _meta?: Record<string, unknown>;
    };

/**
 * The result of `tools/call`.
 *
 * @example
 * const r: McpCallToolResult = { content: [{ type: "text", text: "42" }], structuredContent: { value: 42 } };
 */
export interface McpCallToolResult {
  content?: McpContentBlock[];
  /**
   * Any JSON value (an object by the 2025 spec; the 2.x SDK's `CallToolResult` types it `unknown`,
   * so what `connectMcp(…).callTool` returns is accepted as is). Shown as a JSON part.
   */
  structuredContent?: unknown;
  isError?: boolean;
  _meta?: Record<string, unknown>;
  /** Protocol 2024-10-07 and earlier. */
  toolResult?: unknown;
}

/**
 * A prompt or sampling message.
 *
 * @example
 * const m: McpPromptMessage = { role: "user", content: { type: "text", text: "Review this code" } };
 */
export interface McpPromptMessage {
  role: "user" | "assistant";
  content: McpContentBlock | McpContentBlock[];
  _meta?: Record<string, unknown>;
}

/**
 * The result of `prompts/get`.
 *
 * @example
 * const r: McpGetPromptResult = { description: "Code review", messages: [] };
 */
export interface McpGetPromptResult {
  description?: string;
  messages: McpPromptMessage[];
  _meta?: Record<string, unknown>;
}

/**
 * The result of `sampling/createMessage`.
 *
 * @example
 * const r: McpCreateMessageResult = { role: "assistant", content: { type: "text", text: "Hi" }, model: "m" };
 */
export interface McpCreateMessageResult extends McpPromptMessage {
  model: string;
  stopReason?: string;
}
