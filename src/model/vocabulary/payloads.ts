/**
 * The content of a tool-call part.
 *
 * @example
 * const c: ToolCallContent = { id: "call_1", name: "f", argumentsText: "{oops", state: "input-streaming" };
 */
export interface ToolCallContent {
  id: string;
  name: string;
  namespace?: string | undefined;
  arguments?: unknown;
  argumentsText?: string | undefined;
  state?: string | undefined;
}

/**
 * The content of a tool-result part.
 *
 * @example
 * const r: ToolResultContent = { callId: "call_1", name: "f", output: { ok: true } };
 */
export interface ToolResultContent {
  callId: string;
  name?: string | undefined;
  output?: unknown;
  isError?: boolean | undefined;
}

/**
 * The content of a citation part.
 *
 * @example
 * const c: CitationContent = { url: "https://x.org", title: "X", startIndex: 0, endIndex: 4 };
 */
export interface CitationContent {
  url?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  startIndex?: number | undefined;
  endIndex?: number | undefined;
  citedText?: string | undefined;
}
