import type { ToolCallState } from "./tool-call-state";

/**
 * The content of a tool-call part. Adapters always write `id` and `name`; a part from elsewhere
 * may lack them, which is why they are optional here. `state` is normalised when the part is
 * built; `providerState` keeps the provider's own spelling when it differs.
 *
 * @example
 * const c: ToolCallContent = { id: "call_1", name: "f", argumentsText: "{oops", state: "streaming", providerState: "input-streaming" };
 */
export interface ToolCallContent {
  id?: string | undefined;
  name?: string | undefined;
  namespace?: string | undefined;
  arguments?: unknown;
  argumentsText?: string | undefined;
  state?: ToolCallState | undefined;
  providerState?: string | undefined;
}

/**
 * The content of a tool-result part. A command's result (a shell, a code interpreter) carries its
 * standard output as `output`, its standard error as `stderr` and its `exitCode`; `outputType`
 * says what a text `output` is (`text/plain`, `text/x-diff`…) so it is shown as sent, never read
 * as JSON.
 *
 * @example
 * const r: ToolResultContent = { callId: "call_1", name: "f", output: { ok: true } };
 * const run: ToolResultContent = { callId: "call_2", output: "hello\n", stderr: "", exitCode: 0 };
 */
export interface ToolResultContent {
  callId?: string | undefined;
  name?: string | undefined;
  output?: unknown;
  isError?: boolean | undefined;
  /** What a command wrote to standard error. */
  stderr?: string | undefined;
  /** A command's exit code. */
  exitCode?: number | undefined;
  /** The media type of a text `output` (`text/plain`, `text/x-diff`…): shown as sent, never read as JSON. */
  outputType?: string | undefined;
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

/**
 * Where a text part refers to another part of its message (`metadata.references`): `at` is a
 * character offset into the text, after the words that cite `name` (a source, usually
 * `/sources/<n>`). Renderers show a numbered link there.
 *
 * @example
 * const ref: PartReference = { at: 42, name: "/sources/1" };
 */
export interface PartReference {
  readonly at: number;
  readonly name: string;
}

/**
 * The content of a resource-reference part (MCP `resource_link`, CMF `resource_ref`).
 *
 * @example
 * const r: ResourceRefContent = { uri: "file:///notes.md", name: "notes.md", mimeType: "text/markdown" };
 */
export interface ResourceRefContent {
  uri?: string | undefined;
  name?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  mimeType?: string | undefined;
  size?: number | undefined;
  resourceType?: string | undefined;
  rangeStart?: number | undefined;
  rangeEnd?: number | undefined;
  selector?: string | undefined;
}

/**
 * The content of a prompt-request part: a prompt template asked for by name.
 *
 * @example
 * const p: PromptRequestContent = { name: "summarize", serverId: "docs", arguments: { style: "short" } };
 */
export interface PromptRequestContent {
  name?: string | undefined;
  serverId?: string | undefined;
  arguments?: unknown;
}

/**
 * One message a prompt template rendered to.
 *
 * @example
 * const m: PromptMessage = { role: "user", content: "Summarise this." };
 */
export interface PromptMessage {
  role?: string | undefined;
  content?: unknown;
}

/**
 * The content of a prompt-result part: what a prompt template rendered to, or why it failed.
 *
 * @example
 * const p: PromptResultContent = { name: "summarize", messages: [{ role: "user", content: "Summarise this." }] };
 */
export interface PromptResultContent {
  name?: string | undefined;
  content?: string | undefined;
  messages?: readonly PromptMessage[] | undefined;
  isError?: boolean | undefined;
  errorMessage?: string | undefined;
}

/**
 * What a provider-item part says about itself (in its metadata): the provider an adapter could not
 * map it from, its item type and why it was not mapped. The part's content is the raw item.
 *
 * @example
 * const p: ProviderItemInfo = { provider: "openai", itemType: "web_search_call" };
 */
export interface ProviderItemInfo {
  provider?: string | undefined;
  itemType?: string | undefined;
  error?: string | undefined;
}
