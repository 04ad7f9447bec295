import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

/**
 * A real HTTP server on 127.0.0.1 for browser tests of remote content.
 *
 * Routes (all CORS-open, every request counted by path):
 * - `/text/<anything>?body=…&delay=ms&type=mime` — echoes `body` (default: the path) after `delay`.
 * - `/status/<code>` — answers with that status.
 * - `/flaky/<key>?fail=n&body=…` — 503 for the first `n` requests to that path, then `body` as text.
 * - `/signed/<key>?token=…` — 403 unless `token` is `fresh`, then the key as text.
 * - `/bytes/<n>?chunk=…&interval=ms` — `n` bytes streamed in chunks, to test size caps and slow bodies.
 * - `/png/<key>` — a 1×1 PNG (for `<img src>` tests); `/signed/<key>?token=fresh&as=png` answers a PNG.
 * - `/__stats` — JSON `{ [path]: count }`; `/__reset` clears it.
 * - `?group=<g>` on any route counts that request in group `g`; `/__group/<g>` — JSON
 *   `{ inFlight, max, aborted }`: requests open now, the most open at once, and how many the
 *   client abandoned before the response finished.
 * - `/__headers/<path>` — JSON of the request headers last seen for `<path>` (Referer, Cookie…).
 *
 * Hostile routes (the hostile suite, test/hostile/browser/remote-fetch.test.tsx), under `/hostile/`:
 * - `endless/<key>` — a body that never ends (64 KB chunks until the client goes away).
 * - `lying-length/<key>` — `Content-Length: 10000000`, 16 bytes, then the connection is cut.
 * - `trickle/<key>?interval=ms` — one byte every `interval` (default 10 s), never finishing.
 * - `redirect-js/<key>` — a 302 to `javascript:top.__pwned=1`; `redirect-loop/<key>` — a 302 to itself.
 * - `no-cors/<key>` — text without `Access-Control-Allow-Origin`; `?as=png` answers a 1×1 PNG.
 * - `echo/<key>` — text naming the Cookie and Referer it received, and a `Set-Cookie`.
 */
export function startTestServer() {
  const counts = new Map<string, number>();
  const groups = new Map<string, { inFlight: number; max: number; aborted: number }>();
  const headers = new Map<string, IncomingMessage["headers"]>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (!url.pathname.startsWith("/hostile/no-cors/")) res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Expose-Headers", "Content-Length");
    if (url.pathname === "/__stats") {
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(Object.fromEntries(counts)));
      return;
    }
    if (url.pathname === "/__reset") {
      counts.clear();
      res.end("ok");
      return;
    }
    if (url.pathname.startsWith("/__group/") || url.pathname.startsWith("/__headers/")) {
      const [, , ...key] = url.pathname.split("/");
      const value = url.pathname.startsWith("/__group/") ? (groups.get(key.join("/")) ?? { inFlight: 0, max: 0, aborted: 0 }) : (headers.get(`/${key.join("/")}`) ?? null);
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(value));
      return;
    }
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    headers.set(url.pathname, req.headers);
    const groupName = url.searchParams.get("group");
    if (groupName !== null) {
      const group = groups.get(groupName) ?? { inFlight: 0, max: 0, aborted: 0 };
      groups.set(groupName, group);
      group.inFlight++;
      group.max = Math.max(group.max, group.inFlight);
      res.on("close", () => {
        group.inFlight--;
        if (!res.writableFinished) group.aborted++;
      });
    }
    if (url.pathname.startsWith("/hostile/echo/")) {
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.setHeader("Set-Cookie", "hostile_session=SET-BY-SERVER; Path=/");
      res.end(`cookie: ${req.headers.cookie ?? "(none)"}\nreferer: ${req.headers.referer ?? "(none)"}`);
      return;
    }
    const delay = Number(url.searchParams.get("delay") ?? 0);
    setTimeout(() => route(url, res, counts.get(url.pathname) ?? 0), delay);
  });
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const onePixelPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

function route(url: URL, res: ServerResponse, seen: number) {
  const [, kind, ...rest] = url.pathname.split("/");
  const key = rest.join("/");
  switch (kind) {
    case "text": {
      res.setHeader("Content-Type", url.searchParams.get("type") ?? "text/plain; charset=utf-8");
      res.end(url.searchParams.get("body") ?? key);
      return;
    }
    case "status": {
      res.statusCode = Number(key) || 500;
      res.end(`status ${res.statusCode}`);
      return;
    }
    case "flaky": {
      if (seen <= Number(url.searchParams.get("fail") ?? 1)) {
        res.statusCode = 503;
        res.end("try again");
        return;
      }
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end(url.searchParams.get("body") ?? key);
      return;
    }
    case "png": {
      res.setHeader("Content-Type", "image/png");
      res.end(onePixelPng);
      return;
    }
    case "signed": {
      if (url.searchParams.get("token") !== "fresh") {
        res.statusCode = 403;
        res.end("expired");
        return;
      }
      if (url.searchParams.get("as") === "png") {
        res.setHeader("Content-Type", "image/png");
        res.end(onePixelPng);
        return;
      }
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end(`signed:${key}`);
      return;
    }
    case "bytes": {
      const total = Number(key) || 0;
      const chunk = Number(url.searchParams.get("chunk") ?? 65536);
      const interval = Number(url.searchParams.get("interval") ?? 0);
      res.setHeader("Content-Type", "application/octet-stream");
      if (url.searchParams.get("length") !== "omit") res.setHeader("Content-Length", String(total));
      let sent = 0;
      const pump = () => {
        if (res.destroyed) return;
        if (sent >= total) return void res.end();
        const n = Math.min(chunk, total - sent);
        sent += n;
        res.write(Buffer.alloc(n, 97));
        setTimeout(pump, interval);
      };
      pump();
      return;
    }
    case "hostile":
      hostileRoute(url, res, rest[0] ?? "");
      return;
    default:
      res.statusCode = 404;
      res.end("not found");
  }
}

function hostileRoute(url: URL, res: ServerResponse, kind: string) {
  switch (kind) {
    case "endless": {
      res.setHeader("Content-Type", "text/plain");
      const chunk = Buffer.alloc(65536, 120);
      const pump = () => {
        if (res.destroyed) return;
        // Back-pressure aware, so an endless body never fills the server's memory.
        if (res.write(chunk)) setImmediate(pump);
        else res.once("drain", pump);
      };
      pump();
      return;
    }
    case "lying-length": {
      res.setHeader("Content-Type", "text/plain");
      res.setHeader("Content-Length", "10000000");
      res.write("sixteen bytes...");
      setTimeout(() => res.destroy(), 50);
      return;
    }
    case "trickle": {
      res.setHeader("Content-Type", "text/plain");
      const interval = Number(url.searchParams.get("interval") ?? 10_000);
      const drip = () => {
        if (res.destroyed) return;
        res.write("x");
        const timer = setTimeout(drip, interval);
        res.once("close", () => clearTimeout(timer));
      };
      drip();
      return;
    }
    case "redirect-js":
      res.statusCode = 302;
      res.setHeader("Location", "javascript:top.__pwned=1");
      res.end();
      return;
    case "redirect-loop":
      res.statusCode = 302;
      res.setHeader("Location", url.pathname + url.search);
      res.end();
      return;
    case "no-cors":
      if (url.searchParams.get("as") === "png") {
        res.setHeader("Content-Type", "image/png");
        res.end(onePixelPng);
        return;
      }
      res.setHeader("Content-Type", "text/plain");
      res.end("no cors here");
      return;
    default:
      res.statusCode = 404;
      res.end("not found");
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    httpOrigin: string;
  }
}

/** Vitest global setup: start the server once per run and hand its origin to browser tests. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide("httpOrigin", `http://127.0.0.1:${server.port}`);
  return server.close;
}
