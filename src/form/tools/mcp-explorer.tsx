"use client";
import { useCallback, useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { ElicitationForm } from "./human-in-the-loop";
import type { ConnectTools, ElicitationRequest, ElicitationResponse, ToolConnection, ToolDefinition } from "./tool-connection";
import { toolHasApp } from "./tool-has-app";
import { ToolPlayground, type ToolAppSlotProps } from "./tool-playground";

/**
 * Props of {@link McpExplorer}: how to connect plus those of its `<div>`.
 *
 * @example
 * const props: McpExplorerProps = { connect: connectMcp, defaultUrl: "http://127.0.0.1:3001/mcp", autoConnect: true };
 */
export interface McpExplorerProps extends Omit<ComponentProps<"div">, "children"> {
  /** Opens the connection: pass `connectMcp` from `partkit/mcp`. */
  readonly connect: ConnectTools;
  /** Server URL to start with (default empty). */
  readonly defaultUrl?: string;
  /** Connect to `defaultUrl` as soon as the explorer mounts (a server the app already knows). Default `false`. */
  readonly autoConnect?: boolean;
  /**
   * Shows a tool's MCP App beside its result (tools with apps are marked in the list):
   * `(p) => <McpApp {...p} />` with `McpApp` from `partkit/mcp/app`.
   */
  readonly renderApp?: (props: ToolAppSlotProps & { readonly connection: ToolConnection; readonly tools: readonly ToolDefinition[] }) => ReactNode;
}

type Connection =
  | { state: "idle" }
  | { state: "connecting" }
  | { state: "error"; message: string }
  | { state: "connected"; mcp: ToolConnection; tools: readonly ToolDefinition[] };

/**
 * Connect a browser to an MCP server URL (Streamable HTTP), list its tools, pick one, fill its
 * generated form, call it and see the result. Connection errors are shown in words; server
 * elicitation requests appear inline as forms.
 *
 * @selector [data-slot="mcp-explorer"][data-state="idle" | "connecting" | "connected" | "error"]
 * @example
 * import { connectMcp } from "partkit/mcp";
 * <McpExplorer connect={connectMcp} defaultUrl="http://127.0.0.1:3001/mcp" />
 */
export function McpExplorer({ connect: open, defaultUrl = "", autoConnect = false, renderApp, ...props }: McpExplorerProps) {
  const [url, setUrl] = useState(defaultUrl);
  const [conn, setConn] = useState<Connection>({ state: "idle" });
  const [toolName, setToolName] = useState<string>();
  const [elicitations, setElicitations] = useState<{ id: number; request: ElicitationRequest; resolve: (r: ElicitationResponse) => void }[]>([]);
  const id = useId();
  const live = useRef<ToolConnection | undefined>(undefined);
  const counter = useRef(0);
  const attempt = useRef(0);
  const waiting = useRef(new Map<number, (r: ElicitationResponse) => void>());

  const disconnect = useCallback(async () => {
    attempt.current++;
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
      const mine = ++attempt.current;
      await live.current?.close().catch(() => {});
      live.current = undefined;
      setConn({ state: "connecting" });
      // A later connect or a disconnect supersedes this one: its connection is closed, not kept.
      const superseded = () => attempt.current !== mine;
      try {
        const mcp = await open(target, {
          onElicitation: (request) =>
            new Promise<ElicitationResponse>((resolve) => {
              const eid = ++counter.current;
              waiting.current.set(eid, resolve);
              setElicitations((all) => [...all, { id: eid, request, resolve }]);
            }),
        });
        if (superseded()) return void (await mcp.close().catch(() => {}));
        live.current = mcp;
        const tools = await mcp.listTools();
        if (superseded()) return;
        setConn({ state: "connected", mcp, tools });
        setToolName(tools[0]?.name);
      } catch (error) {
        if (!superseded()) setConn({ state: "error", message: error instanceof Error ? error.message : String(error) });
      }
    },
    [open],
  );

  useEffect(() => {
    const target = defaultUrl.trim();
    // Opening the session is the effect's external system; its state updates follow awaits.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (autoConnect && target !== "") void connect(target);
    const attempts = attempt;
    return () => {
      attempts.current++;
      void live.current?.close().catch(() => {});
      live.current = undefined;
    };
    // Only on mount: later changes to the props are the reader's to act on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const tool = conn.state === "connected" ? conn.tools.find((t) => t.name === toolName) : undefined;
  return (
    <div {...props} data-slot="mcp-explorer" data-state={conn.state}>
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
          <input id={`${id}-url`} data-slot="schema-form-input" type="url" value={url} placeholder="http://127.0.0.1:3001/mcp" onChange={(e) => setUrl(e.target.value)} autoComplete="url" />
        </label>
        <button type="submit" data-slot="schema-form-button" data-variant="primary" disabled={conn.state === "connecting" || url.trim() === ""}>
          {conn.state === "connecting" ? "Connecting…" : "Connect"}
        </button>
        {conn.state === "connected" ? (
          <button type="button" data-slot="schema-form-button" onClick={() => void disconnect()}>
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
          <label htmlFor={`${id}-tool`} data-slot="schema-form-field-label">
            Tool
          </label>
          <select id={`${id}-tool`} data-slot="schema-form-select" value={toolName ?? ""} onChange={(e) => setToolName(e.target.value)}>
            {conn.tools.map((t) => (
              <option key={t.name} value={t.name}>
                {t.title ? `${t.title} (${t.name})` : t.name}
                {toolHasApp(t) ? " · app" : ""}
              </option>
            ))}
          </select>
          {tool ? (
            <ToolPlayground
              key={tool.name}
              tool={tool}
              callTool={conn.mcp.callTool}
              {...(renderApp ? { renderApp: (p: ToolAppSlotProps) => renderApp({ ...p, connection: conn.mcp, tools: conn.tools }) } : {})}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
