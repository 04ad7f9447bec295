import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { TestProject } from "vitest/node";

/** The bucket the tests use, and the objects it starts with (a seed-004 message's attachments). */
export const bucket = "partkit-attachments";

// A 2×2 PNG, a one-page PDF and a text file: enough for the image, PDF and text renderers.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
export const seedObjects: Record<string, { body: Buffer; type: string }> = {
  "threads/t1/chart.png": { body: png, type: "image/png" },
  "threads/t1/report.pdf": { body: pdf, type: "application/pdf" },
  "threads/t1/notes.txt": { body: Buffer.from("Quarterly notes: revenue up 12%."), type: "text/plain" },
};

// CORS as a bucket owner would set it for a web app: any origin may GET and PUT, no credentials.
const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 with a CORS-configured bucket, and beside it
 * the kind of presigning endpoint an app runs (AWS SDK v3 `getSignedUrl`, credentials kept on the
 * server). Routes of the presigner, CORS-open:
 * - `/presign/get?key=…&expires=s[&host=localhost]` — `{ url }`, a presigned GET valid for `expires` seconds (default 2), at `localhost` when asked.
 * - `/presign/put?key=…&type=mime` — `{ url }`, a presigned PUT for that key and Content-Type.
 * - `/object?key=…` — `{ base64, contentType }` of the object as stored (read back through the SDK), or 404.
 * - `/__counts` — JSON `{ [key]: presigned GETs }`.
 * - `/__reached` — every request s3rver received: method, path, and its Cookie and Authorization headers.
 */
export async function startS3() {
  const directory = await mkdtemp(join(tmpdir(), "partkit-s3-"));
  const s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, resetOnClose: true, configureBuckets: [{ name: bucket, configs: [cors] }] });
  // What reached S3 itself, headers included, recorded ahead of s3rver's own Koa middleware.
  const reached: { method: string; path: string; cookie?: string; authorization?: string }[] = [];
  (s3rver as unknown as { middleware: ((ctx: { method: string; path: string; headers: Record<string, string | undefined> }, next: () => Promise<void>) => Promise<void>)[] }).middleware.unshift(
    async (ctx, next) => {
      reached.push({ method: ctx.method, path: ctx.path, cookie: ctx.headers.cookie, authorization: ctx.headers.authorization });
      await next();
    },
  );
  const { port: s3Port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${s3Port}`;
  // s3rver's one account; path-style because a bucket subdomain of 127.0.0.1 does not resolve.
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  const localClient = new S3Client({ endpoint: `http://localhost:${s3Port}`, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  for (const [key, { body, type }] of Object.entries(seedObjects)) await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: type }));

  const counts = new Map<string, number>();
  const presigner = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const json = (status: number, value: unknown) => {
      res.statusCode = status;
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(value));
    };
    const key = url.searchParams.get("key") ?? "";
    void (async () => {
      if (url.pathname === "/presign/get" && key) {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        const expiresIn = Math.max(1, Number(url.searchParams.get("expires") ?? 2));
        // `host=localhost` signs for the same server by the page's own host name (cookies ignore ports).
        const signer = url.searchParams.get("host") === "localhost" ? localClient : client;
        return json(200, { url: await getSignedUrl(signer, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn }) });
      }
      if (url.pathname === "/presign/put" && key) {
        const type = url.searchParams.get("type") ?? "application/octet-stream";
        return json(200, { url: await getSignedUrl(client, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: type }), { expiresIn: 60 }) });
      }
      if (url.pathname === "/object" && key) {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          const bytes = await object.Body!.transformToByteArray();
          return json(200, { base64: Buffer.from(bytes).toString("base64"), contentType: object.ContentType });
        } catch {
          return json(404, { error: `no object ${key}` });
        }
      }
      if (url.pathname === "/__counts") return json(200, Object.fromEntries(counts));
      if (url.pathname === "/__reached") return json(200, reached);
      json(404, { error: "not found" });
    })().catch((error: unknown) => json(500, { error: String(error) }));
  });
  await new Promise<void>((done) => presigner.listen(0, "127.0.0.1", done));
  const presignOrigin = `http://127.0.0.1:${(presigner.address() as AddressInfo).port}`;
  return {
    endpoint,
    presignOrigin,
    async close() {
      // The browser keeps connections alive; close() alone would wait for them.
      presigner.closeAllConnections();
      await new Promise<void>((done) => presigner.close(() => done()));
      (s3rver as unknown as { httpServer?: { closeAllConnections(): void } }).httpServer?.closeAllConnections();
      await s3rver.close();
      client.destroy();
      localClient.destroy();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    s3: { endpoint: string; presignOrigin: string; bucket: string };
  }
}

/** Vitest global setup: one S3 server and presigner per run, handed to browser tests. */
export default async function setup(project: TestProject) {
  const s3 = await startS3();
  project.provide("s3", { endpoint: s3.endpoint, presignOrigin: s3.presignOrigin, bucket });
  return s3.close;
}
