import { Client, StreamableHTTPClientTransport, type CallToolResult, type ElicitResult, type ReadResourceResult, type Tool } from "@modelcontextprotocol/client";
import type { ElicitationRequest, ElicitationResponse, ToolConnection } from "../form/tools/tool-connection";

/**
 * An MCP tool as listed by a server (name, schemas, annotations).
 *
 * @example
 * const [tool]: McpTool[] = await mcp.listTools();
 */
export type McpTool = Tool;
/**
 * The result of an MCP `tools/call`.
 *
 * @example
 * const result: McpCallToolResult = await mcp.callTool("echo", { message: "hi" });
 */
export type McpCallToolResult = CallToolResult;

/**
 * Options of {@link connectMcp}.
 *
 * @example
 * const options: ConnectMcpOptions = { headers: { Authorization: "Bearer …" }, onElicitation: async () => ({ action: "decline" }) };
 */
export interface ConnectMcpOptions {
  /** How the client introduces itself (default `{ name: "partkit", version: "0" }`). */
  readonly clientInfo?: { readonly name: string; readonly version: string };
  /** Extra HTTP headers (an `Authorization` token, say). */
  readonly headers?: Record<string, string>;
  /**
   * Answer server elicitations, e.g. by showing an `<ElicitationForm>`: `elicitation/create`
   * requests on 2025 servers, `input_required` results (answered by a retry) on stateless ones.
   */
  readonly onElicitation?: (request: ElicitationRequest, options: { signal: AbortSignal }) => Promise<ElicitationResponse>;
  /**
   * `"auto"` (default) asks the server for the stateless protocol first (`server/discover`) and
   * falls back to the `initialize` handshake of older servers; `"legacy"` skips the probe.
   */
  readonly protocol?: "auto" | "legacy";
  /** Abort the connection attempt. */
  readonly signal?: AbortSignal;
}

/**
 * A live connection made by {@link connectMcp}.
 *
 * @example
 * const mcp: McpConnection = await connectMcp("http://127.0.0.1:3001/mcp");
 */
export interface McpConnection extends ToolConnection {
  /** Every tool the server lists (follows pagination). */
  listTools(): Promise<McpTool[]>;
  /** Calls a tool; server errors come back as `isError` results, transport failures throw. */
  callTool(name: string, args: Record<string, unknown> | undefined, options?: { signal?: AbortSignal }): Promise<McpCallToolResult>;
  /** Reads a resource (an MCP App's `ui://` document, say). */
  readResource(uri: string, options?: { signal?: AbortSignal }): Promise<ReadResourceResult>;
  /** Ends the session and closes the transport. */
  close(): Promise<void>;
  /** The underlying `@modelcontextprotocol/client` `Client`, for everything else (resources, prompts…). */
  readonly client: Client;
  /** The server's name and version as it reported them. */
  readonly server?: { readonly name: string; readonly version: string };
  /** The protocol version the two sides agreed on (`"2026-07-28"` on a stateless server, say). */
  readonly protocolVersion?: string;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Connects a browser (or Node) to an MCP server over Streamable HTTP with the official 2.x client
 * (`@modelcontextprotocol/client`'s `Client` + `StreamableHTTPClientTransport`). Throws a readable
 * `Error` when the URL is invalid or the server can't be reached (CORS, refused connection, not an
 * MCP endpoint).
 *
 * @example
 * const mcp = await connectMcp("http://127.0.0.1:3001/mcp");
 * const tools = await mcp.listTools();
 * const result = await mcp.callTool("echo", { message: "hi" });
 * await mcp.close();
 */
export async function connectMcp(url: string, options: ConnectMcpOptions = {}): Promise<McpConnection> {
  let endpoint: URL;
  try {
    endpoint = new URL(url);
  } catch {
    throw new Error(`“${url}” is not a valid URL. Enter the server's full address, like http://127.0.0.1:3001/mcp.`);
  }
  if (endpoint.protocol !== "http:" && endpoint.protocol !== "https:") {
    throw new Error(`Only http and https URLs are supported (got ${endpoint.protocol}).`);
  }
  const client = new Client(options.clientInfo ?? { name: "partkit", version: "0" }, {
    capabilities: options.onElicitation ? { elicitation: { form: {} } } : {},
    versionNegotiation: { mode: options.protocol ?? "auto" },
  });
  if (options.onElicitation) {
    const answer = options.onElicitation;
    // One handler serves both eras: the client calls it for `elicitation/create` requests and to
    // fulfil `input_required` results before it retries the original call.
    client.setRequestHandler("elicitation/create", async (request, ctx) => {
      return (await answer(request.params as unknown as ElicitationRequest, { signal: ctx.mcpReq.signal })) as ElicitResult;
    });
  }
  const transport = new StreamableHTTPClientTransport(endpoint, options.headers ? { requestInit: { headers: options.headers } } : undefined);
  try {
    await client.connect(transport, options.signal ? { signal: options.signal } : undefined);
  } catch (error) {
    await transport.close().catch(() => {});
    const reason = message(error);
    throw new Error(
      /fetch|network|load failed/i.test(reason)
        ? `Could not reach ${endpoint.origin}: the server is down, the address is wrong, or it does not allow requests from this page (CORS). (${reason})`
        : `Connecting to ${endpoint.href} failed: ${reason}`,
      { cause: error },
    );
  }
  const version = client.getServerVersion();
  return {
    client,
    server: version ? { name: version.name, version: version.version } : undefined,
    protocolVersion: client.getNegotiatedProtocolVersion(),
    async listTools() {
      // Without a cursor the client walks every page itself.
      return (await client.listTools()).tools;
    },
    async callTool(name, args, callOptions) {
      return await client.callTool({ name, arguments: args ?? {} }, callOptions?.signal ? { signal: callOptions.signal } : undefined);
    },
    async readResource(uri, readOptions) {
      return await client.readResource({ uri }, readOptions?.signal ? { signal: readOptions.signal } : undefined);
    },
    async close() {
      try {
        await transport.terminateSession();
      } catch {
        // Servers may refuse DELETE (stateless ones have no session); closing the transport is what matters.
      }
      await client.close();
    },
  };
}
