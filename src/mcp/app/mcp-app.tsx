"use client";
import { AppBridge, type McpUiDisplayMode, type McpUiHostContext, type McpUiStyles } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { CallToolResult, ReadResourceResult } from "@modelcontextprotocol/client";
import { useCallback, useEffect, useRef, useState, type ComponentProps } from "react";
import { appCspPolicy, appDocument } from "./app-document";
import { FrameTransport } from "./frame-transport";
import { sandboxProxyDocument, schemeMessage, type SandboxNotice } from "./sandbox-proxy";
import { describeBlocked, describeEscape } from "./sandbox-notices";
import { hostStyleVariables, themeOf } from "./host-styles";
import { toolAppUri, toolCallableByApps } from "./tool-ui";

/**
 * What {@link McpApp} needs from a server connection: call tools and read resources. `connectMcp`
 * from `partkit/mcp` returns one.
 *
 * @example
 * const connection: McpAppConnection = await connectMcp("http://127.0.0.1:3001/mcp");
 */
export interface McpAppConnection {
  callTool(name: string, args: Record<string, unknown> | undefined, options?: { signal?: AbortSignal }): Promise<unknown>;
  /** Without it the app cannot be loaded (and says so). */
  readResource?(uri: string, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/**
 * A tool as {@link McpApp} reads it: its name and `_meta` (where `ui.resourceUri` is).
 *
 * @example
 * const tool: McpAppTool = { name: "weather", _meta: { ui: { resourceUri: "ui://weather/app.html" } } };
 */
export interface McpAppTool {
  readonly name: string;
  readonly [key: string]: unknown;
}

/**
 * A tool call an app asks the host to make.
 *
 * @example
 * const approve = async ({ name }: McpAppToolCallRequest) => confirm(`Let the app run ${name}?`);
 */
export interface McpAppToolCallRequest {
  readonly name: string;
  readonly arguments?: Record<string, unknown>;
}

/**
 * Props of {@link McpApp}: the tool, its call and result, the connection, plus those of its `<div>`.
 *
 * @example
 * const props: McpAppProps = { tool, input: { city: "Oslo" }, result, connection: mcp };
 */
export interface McpAppProps extends Omit<ComponentProps<"div">, "children"> {
  /** The tool whose app to show (its `_meta.ui.resourceUri` names the `ui://` resource). */
  readonly tool: McpAppTool;
  /** The arguments of the call, once complete. */
  readonly input?: Record<string, unknown>;
  /** The arguments so far while the call streams in. */
  readonly partialInput?: Record<string, unknown>;
  /** The `CallToolResult`, once the call returned. */
  readonly result?: unknown;
  readonly connection: McpAppConnection;
  /** The server's tools, so calls from the app are checked against their `_meta.ui.visibility`. */
  readonly tools?: readonly McpAppTool[];
  /** The theme to give the app; by default the nearest `data-theme`, followed as it changes. */
  readonly theme?: "light" | "dark";
  /** BCP 47 locale for the app (default the browser's). */
  readonly locale?: string;
  /** Opens a link the app asks for (http and https only); without it the app is told links are unavailable. */
  readonly onOpenLink?: (url: string) => void | Promise<void>;
  /** Asked before each tool call the app makes; `false` refuses it. Default: calls to tools visible to apps go through. */
  readonly approveToolCall?: (request: McpAppToolCallRequest) => boolean | Promise<boolean>;
  /** Display modes the host offers (default inline and fullscreen). */
  readonly displayModes?: readonly McpUiDisplayMode[];
  /** Tallest the frame grows to, in pixels (default 2000). */
  readonly maxHeight?: number;
}

type Load = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; srcdoc: string; prefersBorder: boolean };

function readHtml(result: unknown, uri: string): { html: string; csp: unknown; prefersBorder: boolean } {
  const contents = (result as Partial<ReadResourceResult> | undefined)?.contents;
  const item = Array.isArray(contents) ? contents.find((c) => c && typeof c === "object" && c.uri === uri) ?? contents[0] : undefined;
  if (!item || typeof item !== "object") throw new Error(`The server returned no contents for ${uri}.`);
  const html = "text" in item && typeof item.text === "string" ? item.text : "blob" in item && typeof item.blob === "string" ? new TextDecoder().decode(Uint8Array.from(atob(item.blob), (c) => c.charCodeAt(0))) : undefined;
  if (html === undefined) throw new Error(`${uri} has neither text nor blob contents.`);
  if (item.mimeType && !/^text\/html/i.test(item.mimeType)) throw new Error(`${uri} is ${item.mimeType}, not HTML.`);
  const ui = (item._meta as { ui?: { csp?: unknown; prefersBorder?: unknown } } | undefined)?.ui;
  return { html, csp: ui?.csp, prefersBorder: ui?.prefersBorder !== false };
}

/** A value's JSON, to tell a changed value from a rebuilt one; `undefined` when it has none (a cycle). */
function jsonKey(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

function isHttpUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * Hosts a tool's MCP App: reads its `ui://` resource through the connection and shows it in a
 * sandboxed frame (an opaque-origin `srcdoc` with `sandbox="allow-scripts"` only; network denied
 * unless the resource's `_meta.ui.csp` names it), bridged with the official ext-apps `AppBridge`.
 * The app gets the host context (theme as CSS variables, display mode, locale), the tool's input
 * (and partial input while it streams) and result; its tool calls and resource reads go to the
 * server, tool calls only to tools visible to apps and after `approveToolCall`. Size and display
 * mode requests are honoured; unmounting tears the app down. Messages from anything but the frame
 * are ignored and malformed ones dropped and counted (`data-dropped`).
 *
 * @selector [data-slot="mcp-app"][data-state="loading" | "ready" | "error"][data-display-mode="inline" | "fullscreen" | "pip"]
 * @example
 * import { connectMcp } from "partkit/mcp";
 * import { McpApp } from "partkit/mcp/app";
 * const mcp = await connectMcp(url);
 * <McpApp tool={tool} input={{ city: "Oslo" }} result={result} connection={mcp} />
 */
export function McpApp({
  tool,
  input,
  partialInput,
  result,
  connection,
  tools,
  theme,
  locale,
  onOpenLink,
  approveToolCall,
  displayModes = ["inline", "fullscreen"],
  maxHeight = 2000,
  ref,
  ...props
}: McpAppProps) {
  const uri = toolAppUri(tool);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [height, setHeight] = useState<number>();
  const [mode, setMode] = useState<McpUiDisplayMode>("inline");
  const [dropped, setDropped] = useState(0);
  const [bridge, setBridge] = useState<AppBridge>();
  const [followed, setFollowed] = useState<"light" | "dark">("light");
  // What the sandbox saw: the app's frame leaving its document (the app is then closed), and what
  // the app's own policy refused.
  const [escape, setEscape] = useState<{ url?: string }>();
  const [blocked, setBlocked] = useState<readonly SandboxNotice[]>([]);
  const [limited, setLimited] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const setRoot = useCallback(
    (node: HTMLDivElement | null) => {
      root.current = node;
      if (typeof ref === "function") return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );
  const frame = useRef<HTMLIFrameElement>(null);
  // The latest callbacks, read when the app asks, so changing them does not reconnect the app.
  const title = `${String(tool.title ?? tool.name)} app`;
  const latest = useRef({ connection, tools, onOpenLink, approveToolCall, displayModes, maxHeight, title });
  useEffect(() => {
    latest.current = { connection, tools, onOpenLink, approveToolCall, displayModes, maxHeight, title };
  });

  useEffect(() => {
    if (!uri) return;
    const abort = new AbortController();
    const read = connection.readResource?.bind(connection);
    if (!read) {
      // The connection is the external system here; without a reader there is nothing to wait for.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setLoad({ state: "error", message: `Could not load the app (${uri}): this connection cannot read resources.` });
      return;
    }
    read(uri, { signal: abort.signal })
      .then((r) => {
        const { html, csp, prefersBorder } = readHtml(r, uri);
        setEscape(undefined);
        setBlocked([]);
        setLimited(0);
        setLoad({ state: "ready", srcdoc: sandboxProxyDocument(appDocument(html, csp), appCspPolicy(csp), latest.current.title), prefersBorder });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setLoad({ state: "error", message: `Could not load the app (${uri}): ${error instanceof Error ? error.message : String(error)}` });
      });
    return () => abort.abort();
  }, [connection, uri]);

  // Follow the nearest data-theme when no theme is given.
  useEffect(() => {
    if (theme || !root.current) return;
    const element = root.current;
    const update = () => setFollowed(themeOf(element));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"], subtree: true });
    const media = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : undefined;
    media?.addEventListener("change", update);
    return () => (observer.disconnect(), media?.removeEventListener("change", update));
  }, [theme]);
  const effectiveTheme = theme ?? followed;

  const context = (): McpUiHostContext => ({
    theme: effectiveTheme,
    styles: { variables: (root.current ? hostStyleVariables(root.current) : {}) as McpUiStyles },
    displayMode: mode,
    availableDisplayModes: [...latest.current.displayModes],
    locale: locale ?? (typeof navigator === "undefined" ? "en" : navigator.language),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    platform: "web",
    containerDimensions: { maxHeight: latest.current.maxHeight, ...(root.current ? { width: root.current.clientWidth } : {}) },
    toolInfo: { tool: tool as never },
  });
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });

  // Connect the bridge once the frame has its document; tear it down when the frame goes.
  const srcdoc = load.state === "ready" ? load.srcdoc : undefined;
  useEffect(() => {
    const win = frame.current?.contentWindow;
    if (!srcdoc || !win) return;
    // A flood of junk must not become a flood of renders: the count shows once per frame.
    let pending = 0;
    let droppedByProxy = 0;
    const showDropped = () => {
      if (!pending) pending = requestAnimationFrame(() => ((pending = 0), setDropped(transport.dropped + droppedByProxy)));
    };
    const onNotice = (notice: SandboxNotice) => {
      switch (notice.kind) {
        case "counts":
          droppedByProxy = Math.max(droppedByProxy, notice.dropped ?? 0);
          setLimited((seen) => Math.max(seen, notice.limited ?? 0));
          return showDropped();
        case "violation":
          // "eval" and "inline" refusals are not requests (bundles probe for eval): only addresses are listed.
          if (notice.url && /^[a-z][a-z0-9+.-]*:/i.test(notice.url)) setBlocked((list) => withNotice(list, notice));
          return;
        default:
          // "left" and "blocked" both mean the app's document is gone; whichever names the address wins.
          setEscape((seen) => (seen?.url ? seen : notice.url ? { url: notice.url } : {}));
      }
    };
    const transport = new FrameTransport(win, (count) => (showDropped(), count), onNotice);
    const b = new AppBridge(
      null,
      { name: "partkit", version: "0" },
      { serverTools: {}, serverResources: {}, ...(latest.current.onOpenLink ? { openLinks: {} } : {}) },
      { hostContext: contextRef.current() },
    );
    b.oncalltool = async (params, extra) => {
      const { tools: known, approveToolCall: approve, connection: conn } = latest.current;
      const target = known?.find((t) => t.name === params.name);
      if (known && !target) throw new Error(`Unknown tool ${params.name}.`);
      if (target && !toolCallableByApps(target)) throw new Error(`${params.name} is not available to apps.`);
      if (approve && !(await approve({ name: params.name, ...(params.arguments ? { arguments: params.arguments } : {}) }))) {
        return { content: [{ type: "text", text: `The user declined the call to ${params.name}.` }], isError: true };
      }
      return (await conn.callTool(params.name, params.arguments, { signal: requestSignal(extra) })) as CallToolResult;
    };
    b.onreadresource = async (params, extra) => {
      const read = latest.current.connection.readResource?.bind(latest.current.connection);
      if (!read) throw new Error("This connection cannot read resources.");
      return (await read(params.uri, { signal: requestSignal(extra) })) as ReadResourceResult;
    };
    b.onopenlink = async ({ url }) => {
      const open = latest.current.onOpenLink;
      if (!open || !isHttpUrl(url)) return { isError: true };
      await open(url);
      return {};
    };
    b.onsizechange = ({ height: h }) => {
      if (typeof h === "number" && Number.isFinite(h) && h >= 0) setHeight(Math.min(Math.ceil(h), latest.current.maxHeight));
    };
    b.onrequestdisplaymode = async ({ mode: wanted }) => {
      const offered = latest.current.displayModes.includes(wanted);
      const appModes = b.getAppCapabilities()?.availableDisplayModes;
      const next = offered && (!appModes || appModes.includes(wanted)) ? wanted : "inline";
      setMode(next);
      return { mode: next };
    };
    b.onrequestteardown = () => {
      void b.teardownResource({}).finally(() => setLoad({ state: "error", message: "The app closed itself." }));
    };
    let closed = false;
    // Input and result go out once the app says it is listening.
    b.oninitialized = () => {
      if (!closed) setBridge(b);
    };
    void b.connect(transport).catch((error: unknown) => !closed && setLoad({ state: "error", message: `The app could not connect: ${String(error)}` }));
    return () => {
      closed = true;
      cancelAnimationFrame(pending);
      setBridge(undefined);
      // The frame is removed with this component; telling the app first lets it stop work it started.
      void b.teardownResource({}, { timeout: 500 }).catch(() => {});
      void b.close().catch(() => {});
    };
  }, [srcdoc]);

  // Send the call to the app as it progresses. A transcript reads its parts afresh on each render,
  // so values come as new objects: only what changed since the last send to this bridge goes out.
  const sent = useRef(new WeakMap<AppBridge, Map<string, string>>());
  const changed = (b: AppBridge, kind: string, value: unknown): boolean => {
    let last = sent.current.get(b);
    if (!last) sent.current.set(b, (last = new Map()));
    const json = jsonKey(value);
    if (json !== undefined && last.get(kind) === json) return false;
    if (json !== undefined) last.set(kind, json);
    return true;
  };
  useEffect(() => {
    if (!bridge || !partialInput || input || !changed(bridge, "partial", partialInput)) return;
    void bridge.sendToolInputPartial({ arguments: partialInput }).catch(() => {});
  });
  useEffect(() => {
    if (!bridge || !input || !changed(bridge, "input", input)) return;
    void bridge.sendToolInput({ arguments: input }).catch(() => {});
  });
  useEffect(() => {
    // New input means a new call: its result goes out again after it.
    if (!bridge || result === undefined || !changed(bridge, "result", [input, result])) return;
    void bridge.sendToolResult(result as CallToolResult).catch(() => {});
  });
  useEffect(() => {
    if (bridge) bridge.setHostContext(contextRef.current());
  }, [bridge, effectiveTheme, mode, locale]);
  // The proxy document takes the host's scheme, so no opaque backdrop shows around the app.
  const sendScheme = useCallback(() => frame.current?.contentWindow?.postMessage(schemeMessage(effectiveTheme), "*"), [effectiveTheme]);
  useEffect(sendScheme, [sendScheme]);

  if (!uri) {
    return (
      <div {...props} ref={setRoot} data-slot="mcp-app" data-state="error">
        <p role="alert">{tool.name} declares no app (no ui:// resource in its _meta.ui.resourceUri).</p>
      </div>
    );
  }
  // Once the app's frame leaves its document the app is gone: the frame is removed (which tears the
  // bridge down) and the card says what happened.
  const state = escape ? "error" : load.state;
  return (
    <div {...props} ref={setRoot} data-slot="mcp-app" data-state={state} data-display-mode={mode} data-dropped={dropped} data-blocked={blocked.length || undefined} data-limited={limited || undefined}>
      {escape ? <p role="alert" data-slot="mcp-app-escape">{describeEscape(escape.url, title)}</p> : null}
      {!escape && load.state === "error" ? <p role="alert">{load.message}</p> : null}
      {load.state === "loading" ? <p role="status">Loading the app…</p> : null}
      {!escape && load.state === "ready" ? (
        <>
          {mode !== "inline" ? (
            <button type="button" data-slot="mcp-app-exit" onClick={() => setMode("inline")}>
              Exit {mode === "pip" ? "picture-in-picture" : "full screen"}
            </button>
          ) : null}
          <iframe
            ref={frame}
            title={`App of ${String(tool.title ?? tool.name)}`}
            sandbox="allow-scripts"
            srcDoc={load.srcdoc}
            referrerPolicy="no-referrer"
            onLoad={sendScheme}
            data-slot="mcp-app-frame"
            data-border={load.prefersBorder ? "" : undefined}
            style={{ height: height ?? 150, width: "100%", border: load.prefersBorder ? undefined : "0" }}
          />
        </>
      ) : null}
      {limited ? (
        <p role="status" data-slot="mcp-app-limited">
          {limited === 1 ? "The app asked too often: 1 request was refused." : `The app asked too often: ${limited} requests were refused.`}
        </p>
      ) : null}
      {blocked.length ? (
        <details data-slot="mcp-app-blocked">
          <summary>{blocked.length === 1 ? "The sandbox blocked 1 request" : `The sandbox blocked ${blocked.length} requests`}</summary>
          <ul>
            {blocked.map((notice) => (
              <li key={`${notice.directive} ${notice.url}`}>{describeBlocked(notice)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

const MAX_BLOCKED = 8;

/** The list with one more refusal, once per directive and address, and at most eight. */
function withNotice(list: readonly SandboxNotice[], notice: SandboxNotice): readonly SandboxNotice[] {
  if (list.length >= MAX_BLOCKED || list.some((n) => n.directive === notice.directive && n.url === notice.url)) return list;
  return [...list, notice];
}

/**
 * The abort signal of the request a bridge handler answers, under either ext-apps major: 2.x hands
 * handlers the 2.x SDK's context (`{ mcpReq: { signal } }`), 1.x the 1.x SDK's
 * `RequestHandlerExtra` (`{ signal }`). partkit's peer range takes both (`^1.7.5 || ^2.0.4`), so an
 * app that also installs CopilotKit (which pins ext-apps 1.x) still gets a working bridge.
 *
 * @example
 * requestSignal({ mcpReq: { signal } }); // 2.x
 * requestSignal({ signal });             // 1.x
 */
function requestSignal(extra: unknown): AbortSignal | undefined {
  const context = extra as { readonly mcpReq?: { readonly signal?: AbortSignal }; readonly signal?: AbortSignal } | undefined;
  return context?.mcpReq?.signal ?? context?.signal;
}
