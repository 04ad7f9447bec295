import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema, type CallToolResult, type ElicitResult, type ReadResourceResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
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
  /** Answer server `elicitation/create` requests, e.g. by showing an `<ElicitationForm>`. */
  readonly onElicitation?: (request: ElicitationRequest, options: { signal: AbortSignal }) => Promise<ElicitationResponse>;
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
  /** The underlying SDK client, for everything else (resources, prompts…). */
  readonly client: Client;
  /** The server's name and version as it reported them. */
  readonly server?: { readonly name: string; readonly version: string };
}

/**
 * Connects a browser (or Node) to an MCP server over Streamable HTTP with the official SDK
 * (`Client` + `StreamableHTTPClientTransport`). Throws a readable `Error` when the URL is invalid
 * or the server can't be reached (CORS, refused connection, not an MCP endpoint).
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
  });
  if (options.onElicitation) {
    const answer = options.onElicitation;
    client.setRequestHandler(ElicitRequestSchema, async (request, extra) => {
      const params = request.params as unknown as ElicitationRequest;
      return (await answer(params, { signal: extra.signal })) as ElicitResult;
    });
  }
  const transport = new StreamableHTTPClientTransport(endpoint, options.headers ? { requestInit: { headers: options.headers } } : undefined);
  try {
    await client.connect(transport, options.signal ? { signal: options.signal } : undefined);
  } catch (error) {
    await transport.close().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
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
    async listTools() {
      const tools: McpTool[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 100; page++) {
        const result = await client.listTools(cursor ? { cursor } : undefined);
        tools.push(...result.tools);
        cursor = result.nextCursor;
        if (!cursor) break;
      }
      return tools;
    },
    async callTool(name, args, callOptions) {
      return (await client.callTool({ name, arguments: args ?? {} }, undefined, callOptions?.signal ? { signal: callOptions.signal } : undefined)) as McpCallToolResult;
    },
    async readResource(uri, readOptions) {
      return await client.readResource({ uri }, readOptions?.signal ? { signal: readOptions.signal } : undefined);
    },
    async close() {
      try {
        await transport.terminateSession();
      } catch {
        // Servers may refuse DELETE; closing the transport is what matters.
      }
      await client.close();
    },
  };
}
