import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { TestProject } from "vitest/node";
import { appHtml, escapeAppScript, inlineExtApps, probeAppScript, weatherAppScript } from "../fixtures/mcp-app/app-html";
import { handleMcp, type FixtureApps } from "../fixtures/mcp-app/server";

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
  "access-control-allow-headers": "*",
  "access-control-expose-headers": "mcp-session-id, mcp-protocol-version",
};

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Starts the MCP Apps fixture server (official server SDK 2.x + ext-apps server helpers) on a free
 * loopback port. `/mcp` is the MCP endpoint; `/probe` counts requests, so a test can tell whether an
 * app reached the network.
 */
export async function startMcpAppServer(): Promise<{ url: string; probeUrl: string; probeHits: () => number; close: () => Promise<void> }> {
  const require = createRequire(import.meta.url);
  const extApps = inlineExtApps(readFileSync(require.resolve("@modelcontextprotocol/ext-apps/app-with-deps"), "utf8"));
  let hits = 0;
  let probeUrl = "";
  const apps: FixtureApps = {
    weather: appHtml(extApps, weatherAppScript),
    get probe() {
      return appHtml(extApps, probeAppScript, `<script>globalThis.PROBE_URL = ${JSON.stringify(probeUrl)};</script>`);
    },
    get escape() {
      return appHtml(extApps, escapeAppScript, `<script>globalThis.PROBE_URL = ${JSON.stringify(probeUrl)};</script>`);
    },
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      if (req.method === "OPTIONS") return void res.writeHead(204, cors).end();
      if (req.url === "/probe-hits") return void res.writeHead(200, { ...cors, "content-type": "text/plain" }).end(String(hits));
      if (req.url?.startsWith("/probe")) {
        hits++;
        return void res.writeHead(200, { ...cors, "content-type": "text/plain" }).end("reached");
      }
      if (!req.url?.startsWith("/mcp")) return void res.writeHead(404, cors).end();
      const payload = req.method === "GET" || req.method === "HEAD" ? undefined : await body(req);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const response = await handleMcp(apps, new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: payload ? new Uint8Array(payload) : undefined }));
      res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors });
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, cors);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  probeUrl = `http://127.0.0.1:${port}/probe`;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    probeUrl,
    probeHits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    mcpAppUrl: string;
    mcpAppProbeUrl: string;
  }
}

/** Vitest global setup: one MCP Apps fixture server per run, its URL handed to browser tests as `mcpAppUrl`. */
export default async function setup(project: TestProject) {
  const server = await startMcpAppServer();
  project.provide("mcpAppUrl", server.url);
  project.provide("mcpAppProbeUrl", server.probeUrl);
  return server.close;
}
