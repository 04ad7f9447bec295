import { spawn, type ChildProcess } from "node:child_process";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer, connect } from "node:net";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { handleMcpV2 } from "../fixtures/mcp/server-v2";

// server-everything calls `app.listen(PORT)`, which binds every interface. This preload pins a
// bare-port listen to the loopback address, so the test server is reachable from this machine only.
const loopbackOnly = `data:text/javascript,${encodeURIComponent(`
import net from "node:net";
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const port = args[0];
  if ((typeof port === "number" || (typeof port === "string" && /^\\d+$/.test(port))) && typeof args[1] !== "string") args.splice(1, 0, "127.0.0.1");
  return listen.apply(this, args);
};`)}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/**
 * Starts `@modelcontextprotocol/server-everything` in Streamable HTTP mode on a free loopback
 * port and waits until it accepts connections. Its own CORS middleware (`origin: "*"`, MCP
 * headers exposed) lets the browser test page, on another origin, call it directly.
 */
export async function startMcpServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const entry = fileURLToPath(new URL("../../node_modules/@modelcontextprotocol/server-everything/dist/index.js", import.meta.url));
  // A minimal environment: the server's get-env tool would otherwise echo this process's variables.
  const child: ChildProcess = spawn(process.execPath, ["--import", loopbackOnly, entry, "streamableHttp"], {
    env: { PATH: process.env.PATH ?? "", PORT: String(port), NODE_ENV: "test" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + 20_000;
  while (!(await portOpen(port))) {
    if (child.exitCode !== null) throw new Error(`server-everything exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`server-everything did not start on port ${port} within 20 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 3000).unref();
      }),
  };
}

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
  "access-control-allow-headers": "*",
  "access-control-expose-headers": "mcp-session-id, mcp-protocol-version",
};

/**
 * Starts the 2.x fixture server (`test/fixtures/mcp/server-v2.ts`, official `@modelcontextprotocol/server`)
 * on a free loopback port, answering each request with a fresh stateless server.
 */
export async function startMcpServerV2(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      if (req.method === "OPTIONS") return void res.writeHead(204, cors).end();
      if (!req.url?.startsWith("/mcp")) return void res.writeHead(404, cors).end();
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const hasBody = req.method !== "GET" && req.method !== "HEAD" && chunks.length > 0;
      const response = await handleMcpV2(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: hasBody ? new Uint8Array(Buffer.concat(chunks)) : undefined }));
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
  return { url: `http://127.0.0.1:${port}/mcp`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

declare module "vitest" {
  export interface ProvidedContext {
    mcpUrl: string;
    mcpV2Url: string;
  }
}

/**
 * Vitest global setup: server-everything (built on the 1.x SDK) as `mcpUrl` and the 2.x fixture
 * server as `mcpV2Url`, one each per run, for the browser tests.
 */
export default async function setup(project: TestProject) {
  const [server, v2] = await Promise.all([startMcpServer(), startMcpServerV2()]);
  project.provide("mcpUrl", server.url);
  project.provide("mcpV2Url", v2.url);
  return async () => {
    await Promise.all([server.close(), v2.close()]);
  };
}
