"use client";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { ElicitationForm } from "./human-in-the-loop";
import { connectMcp, type ElicitationRequest, type ElicitationResponse, type McpConnection } from "./mcp-client";
import { Playground, type PlaygroundRun } from "./playground";
import { ResultView } from "./result-view";
import type { JsonSchema } from "./schema-safety";
import { MessageView } from "../render/message-view";
import { toolResultBody } from "./mcp-body";

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
 * Calls an MCP tool (e.g. `connection.callTool` from {@link connectMcp}).
 *
 * @example
 * const callTool: CallTool = (name, args, options) => mcp.callTool(name, args, options);
 */
export type CallTool = (name: string, args: Record<string, unknown> | undefined, options?: { signal?: AbortSignal }) => Promise<unknown>;

/**
 * Props of {@link ToolPlayground}.
 *
 * @example
 * const props: ToolPlaygroundProps = { tool, callTool: mcp.callTool, initialInput: { a: 1 } };
 */
export interface ToolPlaygroundProps {
  readonly tool: ToolDefinition;
  readonly callTool: CallTool;
  readonly initialInput?: Record<string, unknown>;
  /** Keep the input in the URL hash (off by default: a page often shows several tools). */
  readonly shareable?: boolean | string;
  readonly className?: string;
}

/**
 * Shows an MCP `CallToolResult`: its content blocks (text, images, audio, resource links,
 * embedded resources) as a message, `structuredContent` by the tool's output schema, and
 * `isError` results as an error.
 *
 * @selector [data-slot="tool-result"][data-state="ok" | "error"]
 * @example
 * <ToolResultView result={{ content: [{ type: "text", text: "3" }] }} />
 */
export function ToolResultView({ result, outputSchema, toolName }: { readonly result: unknown; readonly outputSchema?: JsonSchema; readonly toolName?: string }) {
  const r = (typeof result === "object" && result !== null ? result : {}) as { structuredContent?: unknown };
  const { body, isError } = useMemo(() => toolResultBody(result, toolName), [result, toolName]);
  return (
    <div data-slot="tool-result" data-state={isError ? "error" : "ok"}>
      {isError ? (
        <p data-slot="connection-error" role="alert">
          The tool reported an error.
        </p>
      ) : null}
      {body.parts.length > 0 ? <MessageView body={body} layout="inline" /> : null}
      {"structuredContent" in r && r.structuredContent !== undefined ? <ResultView title="Structured content" schema={outputSchema} value={r.structuredContent} /> : null}
      {body.parts.length === 0 && r.structuredContent === undefined ? <p data-slot="form-note">The tool returned no content.</p> : null}
    </div>
  );
}

/**
 * A playground for one MCP tool: a form from its `inputSchema`, Run (cancellable) calling the
 * server, the result through {@link ToolResultView}, run history and the Input message.
 *
 * @example
 * const mcp = await connectMcp(url);
 * const [tool] = await mcp.listTools();
 * <ToolPlayground tool={tool} callTool={mcp.callTool} />
 */
export function ToolPlayground({ tool, callTool, initialInput, shareable = false, className }: ToolPlaygroundProps) {
  const run = useCallback((input: unknown, { signal }: { signal: AbortSignal }) => callTool(tool.name, (input ?? {}) as Record<string, unknown>, { signal }), [callTool, tool.name]);
  const renderOutput = useCallback((r: PlaygroundRun) => <ToolResultView result={r.output} outputSchema={tool.outputSchema} toolName={tool.name} />, [tool.outputSchema, tool.name]);
  return (
    <div data-slot="tool-playground" className={className}>
      <Playground
        key={tool.name}
        title={tool.title ?? tool.name}
        description={tool.description}
        inputSchema={tool.inputSchema}
        outputSchema={tool.outputSchema}
        initialInput={initialInput ?? {}}
        run={run}
        runLabel="Call tool"
        shareable={shareable}
        renderOutput={renderOutput}
      />
    </div>
  );
}

/**
 * Props of {@link McpExplorer}.
 *
 * @example
 * const props: McpExplorerProps = { defaultUrl: "http://127.0.0.1:3001/mcp" };
 */
export interface McpExplorerProps {
  /** Server URL to start with (default empty). */
  readonly defaultUrl?: string;
  readonly className?: string;
}

type Connection =
  | { state: "idle" }
  | { state: "connecting" }
  | { state: "error"; message: string }
  | { state: "connected"; mcp: McpConnection; tools: ToolDefinition[] };

/**
 * Connect a browser to an MCP server URL (Streamable HTTP), list its tools, pick one, fill its
 * generated form, call it and see the result. Connection errors are shown in words; server
 * elicitation requests appear inline as forms.
 *
 * @selector [data-slot="mcp-explorer"][data-state="idle" | "connecting" | "connected" | "error"]
 * @example
 * <McpExplorer defaultUrl="http://127.0.0.1:3001/mcp" />
 */
export function McpExplorer({ defaultUrl = "", className }: McpExplorerProps) {
  const [url, setUrl] = useState(defaultUrl);
  const [conn, setConn] = useState<Connection>({ state: "idle" });
  const [toolName, setToolName] = useState<string>();
  const [elicitations, setElicitations] = useState<{ id: number; request: ElicitationRequest; resolve: (r: ElicitationResponse) => void }[]>([]);
  const id = useId();
  const live = useRef<McpConnection | undefined>(undefined);
  const counter = useRef(0);
  const waiting = useRef(new Map<number, (r: ElicitationResponse) => void>());

  const disconnect = useCallback(async () => {
    const current = live.current;
    live.current = undefined;
    setConn({ state: "idle" });
    setToolName(undefined);
    // Requests the server is still waiting on end as "cancel", as MCP specifies for a dismissed dialog.
    waiting.current.forEach((resolve) => resolve({ action: "cancel" }));
    waiting.current.clear();
    setElicitations([]);
    await current?.close().catch(() => {});
  }, []);

  const connect = useCallback(
    async (target: string) => {
      await live.current?.close().catch(() => {});
      live.current = undefined;
      setConn({ state: "connecting" });
      try {
        const mcp = await connectMcp(target, {
          onElicitation: (request) =>
            new Promise<ElicitationResponse>((resolve) => {
              const eid = ++counter.current;
              waiting.current.set(eid, resolve);
              setElicitations((all) => [...all, { id: eid, request, resolve }]);
            }),
        });
        live.current = mcp;
        const tools = (await mcp.listTools()) as unknown as ToolDefinition[];
        setConn({ state: "connected", mcp, tools });
        setToolName(tools[0]?.name);
      } catch (error) {
        setConn({ state: "error", message: error instanceof Error ? error.message : String(error) });
      }
    },
    [],
  );

  useEffect(() => () => void live.current?.close().catch(() => {}), []);

  const tool = conn.state === "connected" ? conn.tools.find((t) => t.name === toolName) : undefined;
  return (
    <div data-slot="mcp-explorer" data-state={conn.state} className={className}>
      <form
        data-slot="connection"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void connect(url.trim());
        }}
      >
        <label htmlFor={`${id}-url`}>
          MCP server URL
          <input id={`${id}-url`} data-slot="input" type="url" value={url} placeholder="http://127.0.0.1:3001/mcp" onChange={(e) => setUrl(e.target.value)} autoComplete="url" />
        </label>
        <button type="submit" data-slot="button" data-variant="primary" disabled={conn.state === "connecting" || url.trim() === ""}>
          {conn.state === "connecting" ? "Connecting…" : "Connect"}
        </button>
        {conn.state === "connected" ? (
          <button type="button" data-slot="button" onClick={() => void disconnect()}>
            Disconnect
          </button>
        ) : null}
      </form>
      <div role="status" aria-live="polite" data-slot="run-status" data-state={conn.state === "error" ? "error" : conn.state === "connected" ? "done" : "idle"}>
        {conn.state === "connected"
          ? `Connected${conn.mcp.server ? ` to ${conn.mcp.server.name} ${conn.mcp.server.version}` : ""}: ${conn.tools.length} tools.`
          : conn.state === "connecting"
            ? "Connecting…"
            : conn.state === "idle"
              ? "Not connected."
              : ""}
      </div>
      {conn.state === "error" ? (
        <p data-slot="connection-error" role="alert">
          {conn.message}
        </p>
      ) : null}
      {elicitations.map((e) => (
        <ElicitationForm
          key={e.id}
          request={e.request}
          onRespond={(response) => {
            waiting.current.delete(e.id);
            e.resolve(response);
            setElicitations((all) => all.filter((x) => x.id !== e.id));
          }}
        />
      ))}
      {conn.state === "connected" ? (
        <div data-slot="tool-list">
          <label htmlFor={`${id}-tool`} data-slot="field-label">
            Tool
          </label>
          <select id={`${id}-tool`} data-slot="select" value={toolName ?? ""} onChange={(e) => setToolName(e.target.value)}>
            {conn.tools.map((t) => (
              <option key={t.name} value={t.name}>
                {t.title ? `${t.title} (${t.name})` : t.name}
              </option>
            ))}
          </select>
          {tool ? <ToolPlayground key={tool.name} tool={tool} callTool={conn.mcp.callTool} /> : null}
        </div>
      ) : null}
    </div>
  );
}
