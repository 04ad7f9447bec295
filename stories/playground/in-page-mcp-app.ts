/**
 * An MCP server with an MCP App, running inside the page: the official server SDK 2.x `McpServer`
 * with ext-apps' `registerAppTool`/`registerAppResource`, joined to the client SDK's `Client` by
 * its in-memory transport. The app's HTML runs ext-apps' own `App` (its self-contained build,
 * inlined: the sandboxed frame has no network), so the stories need no network at all.
 */
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { registerAppResource, registerAppTool, RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps/server";
import extAppsModule from "@modelcontextprotocol/ext-apps/app-with-deps?raw";
import { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { McpCallToolResult } from "../../src/adapters/mcp/index";
import type { McpAppConnection, McpAppTool } from "../../src/mcp/app/index";

const appUri = "ui://forecast/app.html";

/** The ext-apps module as a classic script that sets `globalThis.extApps` (an inline module cannot be imported from). */
function asGlobalScript(source: string): string {
  const at = source.lastIndexOf("export{");
  const end = source.indexOf("}", at);
  const pairs = source
    .slice(at + "export{".length, end)
    .split(",")
    .map((pair) => pair.trim().split(/\s+as\s+/))
    .map(([local, exported]) => `${JSON.stringify(exported ?? local)}:${local}`);
  return `${source.slice(0, at)}globalThis.extApps={${pairs.join(",")}};${source.slice(end + 1)}`.replace(/<\/script/gi, "<\\/script");
}

// The app: the forecast as a small card in the host's colours (the style variables it is given),
// its height once painted, then tomorrow's sunrise, which it asks the server for through the host
// (an app-only tool).
const appScript = `
const { App } = globalThis.extApps;
const app = new App({ name: "forecast-app", version: "1.0.0" }, {}, { autoResize: false });
const root = document.documentElement;
const apply = (context) => {
  if (!context) return;
  if (context.theme) root.dataset.theme = context.theme;
  for (const [name, value] of Object.entries(context.styles?.variables ?? {})) if (value) root.style.setProperty(name, value);
};
const $ = (id) => document.getElementById(id);
app.onhostcontextchanged = apply;
app.ontoolinput = ({ arguments: args }) => { $("city").textContent = String(args?.city ?? ""); };
app.ontoolresult = async (result) => {
  const data = result.structuredContent ?? {};
  $("city").textContent = String(data.city ?? "");
  $("days").replaceChildren(...(data.days ?? []).map((d) => {
    const li = document.createElement("li");
    li.innerHTML = "<b></b><span></span><em></em>";
    li.children[0].textContent = d.day; li.children[1].textContent = d.high + " °C"; li.children[2].textContent = d.sky;
    return li;
  }));
  // Drawn: once a frame has shown it, the height goes to the host (the bench times this first paint).
  // The sunrise line is already there, empty, so the height stays when it fills in.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  await app.sendSizeChanged({ height: Math.ceil(root.getBoundingClientRect().height) });
  const sunrise = await app.callServerTool({ name: "sunrise", arguments: { city: String(data.city ?? "") } }).catch((e) => ({ isError: true, content: [{ type: "text", text: String(e?.message ?? e) }] }));
  $("sunrise").textContent = sunrise.content?.[0]?.text ?? "";
  await app.sendSizeChanged({ height: Math.ceil(root.getBoundingClientRect().height) });
};
app.onteardown = async () => ({});
await app.connect();
apply(app.getHostContext());
`;

const appHtml = (extApps: string) => `<!doctype html><html><head><meta charset="utf-8"><style>
:root { color-scheme: light dark; font: 14px/1.4 var(--font-sans, system-ui, sans-serif); color: var(--color-text-primary, #1b1f24); background: var(--color-background-primary, #fff); }
body { margin: 0; padding: 12px 14px; }
h2 { font-size: 15px; margin: 0 0 8px; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
li { display: grid; grid-template-columns: 7em 4em 1fr; padding: 6px 8px; border-radius: var(--border-radius-md, 6px); background: var(--color-background-secondary, #f3f4f6); }
em { color: var(--color-text-secondary, #57606a); font-style: normal; }
p { margin: 8px 0 0; color: var(--color-text-info, #0969da); }
</style></head><body><h2>Forecast for <span id="city">…</span></h2><ul id="days"></ul><p id="sunrise">&nbsp;</p>
<script>${extApps}</script>
<script type="module">${appScript}</script></body></html>`;

const week = ["Saturday", "Sunday", "Monday", "Tuesday"];

/** A new server with the app tool, its app-only helper and the app's resource; one per connection. */
function appServer(): McpServer {
  const html = appHtml(asGlobalScript(extAppsModule));
  const server = new McpServer({ name: "forecast-app", version: "1.0.0" });
  registerAppTool(
    server,
    "show_forecast",
    { title: "Forecast", description: "The forecast for a city, shown by its own app.", inputSchema: { city: z.string() }, _meta: { ui: { resourceUri: appUri } } },
    async ({ city }) => {
      const days = week.map((day, i) => ({ day, high: 21 - i * 2, sky: i % 2 ? "showers after 14:00" : "sunny" }));
      return { content: [{ type: "text" as const, text: `${city}: ${days.map((d) => `${d.day} ${d.high} °C`).join(", ")}` }], structuredContent: { city, days } };
    },
  );
  server.registerTool(
    "sunrise",
    { description: "Tomorrow's sunrise (for the app only).", inputSchema: z.object({ city: z.string() }), _meta: { ui: { visibility: ["app"] } } },
    async ({ city }) => ({ content: [{ type: "text", text: `Sunrise in ${city} tomorrow: 08:02` }] }),
  );
  registerAppResource(server, "Forecast app", appUri, { mimeType: RESOURCE_MIME_TYPE }, async () => ({ contents: [{ uri: appUri, mimeType: RESOURCE_MIME_TYPE, text: html }] }));
  return server;
}

/**
 * A live connection to the in-page app server: its tools, `callTool` and `readResource` as
 * `McpApp` and `mcpAppTools` use them, and `close`.
 *
 * @example
 * const mcp = await connectAppServer();
 * const tools = mcpAppTools(await mcp.listTools(), { connection: mcp });
 */
export interface InPageAppConnection extends McpAppConnection {
  listTools(): Promise<McpAppTool[]>;
  callTool(name: string, args: Record<string, unknown> | undefined, options?: { signal?: AbortSignal }): Promise<McpCallToolResult>;
  readResource(uri: string, options?: { signal?: AbortSignal }): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Starts the in-page app server and connects the client SDK's `Client` to it (no network).
 *
 * @example
 * const mcp = await connectAppServer();
 * const result = await mcp.callTool("show_forecast", { city: "Lyon" });
 */
export async function connectAppServer(): Promise<InPageAppConnection> {
  const server = appServer();
  const client = new Client({ name: "partkit storybook", version: "0" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  return {
    listTools: async () => (await client.listTools()).tools as McpAppTool[],
    callTool: async (name, args, options) => (await client.callTool({ name, arguments: args ?? {} }, options?.signal ? { signal: options.signal } : undefined)) as McpCallToolResult,
    readResource: async (uri, options) => await client.readResource({ uri }, options?.signal ? { signal: options.signal } : undefined),
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}
