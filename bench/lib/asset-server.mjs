// A second server on 127.0.0.1 (its own port, so its origin differs from the pages') that answers
// generated "remote" part content for the lazy-loading scenario and counts every request at
// arrival, per token:
//
//   GET /t/<token>/<n>.txt   a short text/plain body
//   GET /i/<token>/<n>.png   a 160×90 solid-colour PNG (16 colours)
//
// It sends CORS and `Cross-Origin-Resource-Policy: cross-origin`, so a cross-origin isolated page
// (COEP require-corp) may fetch() the texts and show the images. `latencyMs` delays every answer,
// as a content host some distance away would; nothing is cached (`Cache-Control: no-store`).
import { createServer } from "node:http";
import { deflateSync } from "node:zlib";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A `width`×`height` RGB PNG filled with one colour. */
export function solidPng(width, height, [r, g, b]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

const pngs = Array.from({ length: 16 }, (_, i) => solidPng(160, 90, [(i * 53) % 256, (i * 97 + 80) % 256, (i * 29 + 160) % 256]));

/** The text every /t/ route answers for part `n`. */
export const remoteText = (n) =>
  `Remote text part ${n}. It was fetched from the asset server only when something asked for it; ` +
  `a list that loads everything on mount asks for all of them at once.\n`;

/**
 * Starts the asset server. `requests(token)` = how many requests with that token arrived so far,
 * `lastAt(token)` = when the latest one arrived (Date.now()), `idle(token, quietMs, capMs)` waits until
 * no request with that token has arrived for `quietMs` (or `capMs` passed) and returns the count.
 */
export function serveAssets({ latencyMs = 0 } = {}) {
  const byToken = new Map();
  const server = createServer((req, res) => {
    const cors = {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Methods": "GET",
      "Cross-Origin-Resource-Policy": "cross-origin",
      "Cache-Control": "no-store",
      "Timing-Allow-Origin": "*",
    };
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    const match = /^\/([ti])\/([\w-]+)\/(\d+)\.(txt|png)$/.exec(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
    if (!match) {
      res.writeHead(404, cors).end("not found");
      return;
    }
    const [, kind, token, number] = match;
    const seen = byToken.get(token) ?? { count: 0, text: 0, image: 0, lastAt: 0 };
    seen.count++;
    seen[kind === "t" ? "text" : "image"]++;
    seen.lastAt = Date.now();
    byToken.set(token, seen);
    const n = Number(number);
    const body = kind === "t" ? Buffer.from(remoteText(n)) : pngs[n % pngs.length];
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(200, { ...cors, "Content-Type": kind === "t" ? "text/plain; charset=utf-8" : "image/png", "Content-Length": body.length });
      res.end(body);
    };
    if (latencyMs > 0) setTimeout(send, latencyMs);
    else send();
  });
  const stats = (token) => byToken.get(token) ?? { count: 0, text: 0, image: 0, lastAt: 0 };
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        stats: (token) => ({ ...stats(token) }),
        async idle(token, quietMs = 500, capMs = 30_000) {
          const start = Date.now();
          while (Date.now() - start < capMs) {
            const { lastAt } = stats(token);
            if (Date.now() - Math.max(lastAt, start) >= quietMs) break;
            await new Promise((done) => setTimeout(done, 50));
          }
          return { ...stats(token) };
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
