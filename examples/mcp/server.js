// The example's MCP server: the official server SDK 2.x with ext-apps' helpers, answering at /mcp of
// the Vite server through the SDK's HTTP entry (the stateless 2026 protocol, and the initialize
// handshake for older clients). Tools: `show_forecast`
// (with a ui:// app that draws the forecast and asks `sunrise` through the host), `sunrise` (for the
// app only) and `add` (a plain tool with an output schema).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { registerAppResource, registerAppTool, RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps/server";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";

const appUri = "ui://forecast/app.html";

/** ext-apps' self-contained `App` as a classic script setting `globalThis.extApps` (the app's frame has no network). */
function extAppsScript() {
  const source = readFileSync(createRequire(import.meta.url).resolve("@modelcontextprotocol/ext-apps/app-with-deps"), "utf8");
  const at = source.lastIndexOf("export{");
  const end = source.indexOf("}", at);
  const pairs = source
    .slice(at + "export{".length, end)
    .split(",")
    .map((pair) => pair.trim().split(/\s+as\s+/))
    .map(([local, exported]) => `${JSON.stringify(exported ?? local)}:${local}`);
  return `${source.slice(0, at)}globalThis.extApps={${pairs.join(",")}};${source.slice(end + 1)}`.replace(/<\/script/gi, "<\\/script");
}

const appScript = `
const { App } = globalThis.extApps;
const app = new App({ name: "forecast-app", version: "1.0.0" }, {}, { autoResize: false });
const root = document.documentElement;
const $ = (id) => document.getElementById(id);
const apply = (context) => {
  if (context?.theme) root.dataset.theme = context.theme;
  for (const [name, value] of Object.entries(context?.styles?.variables ?? {})) if (value) root.style.setProperty(name, value);
};
app.onhostcontextchanged = apply;
app.ontoolresult = async (result) => {
  const data = result.structuredContent ?? {};
  $("city").textContent = String(data.city ?? "");
  $("days").replaceChildren(...(data.days ?? []).map((d) => Object.assign(document.createElement("li"), { textContent: d.day + ": " + d.high + " °C, " + d.sky })));
  const sunrise = await app.callServerTool({ name: "sunrise", arguments: { city: String(data.city ?? "") } });
  $("sunrise").textContent = sunrise.content?.[0]?.text ?? "";
  await app.sendSizeChanged({ height: Math.ceil(root.getBoundingClientRect().height) });
};
app.onteardown = async () => ({});
await app.connect();
apply(app.getHostContext());
`;

let html;
const appHtml = () =>
  (html ??= `<!doctype html><html><head><meta charset="utf-8"><style>
:root { font: 14px/1.4 var(--font-sans, system-ui, sans-serif); color: var(--color-text-primary, #1b1f24); background: var(--color-background-primary, #fff); }
body { margin: 0; padding: 12px 14px; } h2 { font-size: 15px; margin: 0 0 8px; } ul { margin: 0; padding-left: 1.2em; }
</style></head><body><h2>Forecast for <span id="city">…</span></h2><ul id="days"></ul><p id="sunrise">&nbsp;</p>
<script>${extAppsScript()}</script><script type="module">${appScript}</script></body></html>`);

const week = ["Saturday", "Sunday", "Monday"];

/**
 * A new server with the example's tools and the app's resource (the handler makes one per exchange).
 *
 * @example
 * const server = exampleServer();
 */
export function exampleServer() {
  const server = new McpServer({ name: "partkit-example", version: "1.0.0" });
  registerAppTool(
    server,
    "show_forecast",
    { title: "Forecast", description: "The forecast for a city, shown by its own app.", inputSchema: { city: z.string().describe("City") }, _meta: { ui: { resourceUri: appUri } } },
    async ({ city }) => {
      const days = week.map((day, i) => ({ day, high: 21 - i * 2, sky: i % 2 ? "showers" : "sunny" }));
      return { content: [{ type: "text", text: `${city}: ${days.map((d) => `${d.day} ${d.high} °C`).join(", ")}` }], structuredContent: { city, days } };
    },
  );
  server.registerTool(
    "sunrise",
    { description: "Tomorrow's sunrise (for the app only).", inputSchema: z.object({ city: z.string() }), _meta: { ui: { visibility: ["app"] } } },
    async ({ city }) => ({ content: [{ type: "text", text: `Sunrise in ${city} tomorrow: 08:02` }] }),
  );
  server.registerTool(
    "add",
    { title: "Add", description: "Adds two numbers.", inputSchema: z.object({ a: z.number().describe("First"), b: z.number().describe("Second") }), outputSchema: z.object({ sum: z.number() }) },
    async ({ a, b }) => ({ content: [{ type: "text", text: `${a} + ${b} = ${a + b}` }], structuredContent: { sum: a + b } }),
  );
  registerAppResource(server, "Forecast app", appUri, { mimeType: RESOURCE_MIME_TYPE }, async () => ({ contents: [{ uri: appUri, mimeType: RESOURCE_MIME_TYPE, text: appHtml() }] }));
  return server;
}

/** One handler for every request: a fresh server per exchange, from the factory. */
const handler = createMcpHandler(() => exampleServer());

/**
 * Connect middleware for Vite's dev and preview servers: one Node request to the MCP server as a
 * web-standard Request, its Response written back.
 *
 * @example
 * server.middlewares.use("/mcp", mcpMiddleware);
 */
export async function mcpMiddleware(req, res) {
  try {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
    const response = await handler.fetch(new Request(`http://${req.headers.host ?? "127.0.0.1"}/mcp`, { method: req.method, headers, body }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
  }
}
