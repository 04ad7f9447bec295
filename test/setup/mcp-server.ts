import { spawn, type ChildProcess } from "node:child_process";
import { createServer, connect } from "node:net";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

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

declare module "vitest" {
  export interface ProvidedContext {
    mcpUrl: string;
  }
}

/** Vitest global setup: one MCP server per run, its URL handed to browser tests as `mcpUrl`. */
export default async function setup(project: TestProject) {
  const server = await startMcpServer();
  project.provide("mcpUrl", server.url);
  return server.close;
}
