import type { JsonSchema } from "../shared/schema-safety";

/**
 * The parts of an MCP tool definition the playground uses.
 *
 * @example
 * const tool: ToolDefinition = { name: "add", inputSchema: { type: "object", properties: { a: { type: "number" } } } };
 */
export interface ToolDefinition {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly inputSchema: JsonSchema;
  readonly outputSchema?: JsonSchema;
  readonly [key: string]: unknown;
}

/**
 * Calls an MCP tool (e.g. `connection.callTool` from `connectMcp` in `partkit/mcp`).
 *
 * @example
 * const callTool: CallTool = (name, args, options) => mcp.callTool(name, args, options);
 */
export type CallTool = (name: string, args: Record<string, unknown> | undefined, options?: { signal?: AbortSignal }) => Promise<unknown>;

/**
 * An MCP `elicitation/create` request's parameters (form mode).
 *
 * @example
 * const request: ElicitationRequest = { message: "Name?", requestedSchema: { type: "object", properties: { name: { type: "string" } } } };
 */
export interface ElicitationRequest {
  readonly message: string;
  readonly requestedSchema: Record<string, unknown>;
  readonly [key: string]: unknown;
}

/**
 * The answer to an elicitation.
 *
 * @example
 * const answer: ElicitationResponse = { action: "accept", content: { name: "Ada" } };
 */
export type ElicitationResponse =
  | { readonly action: "accept"; readonly content: Record<string, unknown> }
  | { readonly action: "decline" }
  | { readonly action: "cancel" };

/**
 * A live connection to a tool server, as {@link McpExplorer} uses it. `connectMcp` from
 * `partkit/mcp` makes one; anything with these methods will do.
 *
 * @example
 * const connection: ToolConnection = await connectMcp("http://127.0.0.1:3001/mcp");
 */
export interface ToolConnection {
  /** Every tool the server lists. */
  listTools(): Promise<readonly ToolDefinition[]>;
  /** Calls a tool; server errors come back as `isError` results, transport failures throw. */
  callTool: CallTool;
  /** Reads a resource (an MCP App's `ui://` document); `connectMcp` has it. */
  readResource?(uri: string, options?: { signal?: AbortSignal }): Promise<unknown>;
  /** Ends the session. */
  close(): Promise<void>;
  /** The server's name and version as it reported them. */
  readonly server?: { readonly name: string; readonly version: string };
}

/**
 * Opens a {@link ToolConnection} to a server URL, answering its elicitation requests with
 * `onElicitation`: `connectMcp` from `partkit/mcp` has this shape.
 *
 * @example
 * import { connectMcp } from "partkit/mcp";
 * const connect: ConnectTools = connectMcp;
 */
export type ConnectTools = (
  url: string,
  options: { readonly onElicitation: (request: ElicitationRequest, options: { signal: AbortSignal }) => Promise<ElicitationResponse> },
) => Promise<ToolConnection>;
