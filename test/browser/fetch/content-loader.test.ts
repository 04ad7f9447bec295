import { describe, expect, it, vi } from "vitest";
import { ContentLoadError, contentText, createContentLoader } from "../../../src/fetch";
import { group, headersOf, origin, requests, sleep, uniq } from "./helpers";

const part = (url: string) => ({ contentType: "text/plain", contentUrl: url });

describe("createContentLoader against a real server", () => {
  it("loads after a delay, reports progress and sends neither credentials nor a Referer", async () => {
    const id = uniq("delay");
    const loader = createContentLoader();
    const progress: number[] = [];
    const started = performance.now();
    const out = await loader.load(part(`${origin}/text/${id}?delay=150&body=hello`), { onProgress: (p) => progress.push(p.loaded) });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(contentText(out)).toBe("hello");
    expect(out.contentType).toMatch(/^text\/plain/);
    expect(progress.at(-1)).toBe(5);
    const headers = await headersOf(`/text/${id}`);
    expect(headers?.referer).toBeUndefined();
    expect(headers?.cookie).toBeUndefined();
  });

  it("fails a 404 once, with a clear error, and keeps the error until invalidated", async () => {
    const id = uniq("missing");
    const loader = createContentLoader({ retries: 2, retryDelayMs: 5 });
    const p = part(`${origin}/nothing/${id}?token=SECRET`);
    const error = await loader.load(p).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentLoadError);
    expect(error).toMatchObject({ code: "http", status: 404 });
    expect((error as Error).message).toContain("404");
    expect((error as Error).message).not.toContain("SECRET");
    await expect(loader.load(p)).rejects.toMatchObject({ status: 404 });
    expect(await requests(`/nothing/${id}`)).toBe(1);
    loader.invalidate!(p);
    await expect(loader.load(p)).rejects.toMatchObject({ status: 404 });
    expect(await requests(`/nothing/${id}`)).toBe(2);
  });

  it("asks resolveUrl once for a fresh URL after a 403 and retries with it", async () => {
    const id = uniq("signed");
    const resolveUrl = vi.fn(() => `${origin}/signed/${id}?token=fresh`);
    const loader = createContentLoader({ resolveUrl });
    const p = part(`${origin}/signed/${id}?token=expired`);
    const [a, b] = await Promise.all([loader.load(p), loader.load(p)]);
    expect(contentText(a)).toBe(`signed:${id}`);
    expect(b).toBe(a);
    expect(a.url).toBe(`${origin}/signed/${id}?token=fresh`);
    expect(resolveUrl).toHaveBeenCalledTimes(1);
    expect(await requests(`/signed/${id}`)).toBe(2);
    expect(loader.currentUrl!(p)).toBe(`${origin}/signed/${id}?token=fresh`);
  });

  it("gives up after one refresh when the fresh URL is refused too", async () => {
    const id = uniq("stale");
    const resolveUrl = vi.fn(async () => `${origin}/signed/${id}?token=still-bad`);
    const loader = createContentLoader({ resolveUrl });
    await expect(loader.load(part(`${origin}/signed/${id}?token=old`))).rejects.toMatchObject({ code: "http", status: 403 });
    expect(resolveUrl).toHaveBeenCalledTimes(1);
    expect(await requests(`/signed/${id}`)).toBe(2);
  });

  it("refuses a body over maxBytes from Content-Length before reading it", async () => {
    const id = uniq("big");
    const loader = createContentLoader({ maxBytes: 1024 * 1024 });
    const error = await loader.load(part(`${origin}/bytes/5000000?k=${id}`)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "too-large" });
    expect((error as Error).message).toMatch(/larger than the 1 MB limit \(4\.8 MB\)/);
  });

  it("cuts off a body over maxBytes while streaming when there is no Content-Length", async () => {
    const g = uniq("nolength");
    const loader = createContentLoader({ maxBytes: 256 * 1024 });
    const progress: number[] = [];
    const error = await loader
      .load(part(`${origin}/bytes/4000000?length=omit&chunk=65536&interval=5&group=${g}`), { onProgress: (p) => progress.push(p.loaded) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "too-large" });
    expect(Math.max(...progress)).toBeLessThanOrEqual(256 * 1024);
    await vi.waitFor(async () => expect(await group(g)).toMatchObject({ inFlight: 0, aborted: 1 }));
  });

  it("aborts a slow body when its only caller goes away", async () => {
    const g = uniq("slow");
    const loader = createContentLoader();
    const controller = new AbortController();
    const loading = loader.load(part(`${origin}/bytes/1000000?chunk=1000&interval=20&group=${g}`), { signal: controller.signal });
    await vi.waitFor(async () => expect((await group(g)).inFlight).toBe(1));
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: "AbortError" });
    await vi.waitFor(async () => expect(await group(g)).toMatchObject({ inFlight: 0, aborted: 1 }));
  });

  it("keeps a shared request alive while any caller still wants it", async () => {
    const g = uniq("shared-abort");
    const loader = createContentLoader();
    const url = `${origin}/text/${g}?delay=200&body=kept&group=${g}`;
    const leaving = new AbortController();
    const first = loader.load(part(url), { signal: leaving.signal });
    const second = loader.load(part(url));
    leaving.abort();
    await expect(first).rejects.toMatchObject({ name: "AbortError" });
    expect(contentText(await second)).toBe("kept");
    expect(await group(g)).toMatchObject({ aborted: 0 });
  });

  it("sends one request for 50 parts that share a URL", async () => {
    const id = uniq("same");
    const loader = createContentLoader();
    const results = await Promise.all(Array.from({ length: 50 }, () => loader.load(part(`${origin}/text/${id}?delay=50&body=one`))));
    expect(new Set(results).size).toBe(1);
    expect(await requests(`/text/${id}`)).toBe(1);
  });

  it("never has more than maxConcurrent requests in flight, counted by the server", async () => {
    const g = uniq("cap");
    const loader = createContentLoader({ maxConcurrent: 2 });
    await Promise.all(Array.from({ length: 8 }, (_, i) => loader.load(part(`${origin}/text/${g}-${i}?delay=120&group=${g}`))));
    expect(await group(g)).toMatchObject({ max: 2, inFlight: 0 });
  });

  it("caps at 6 by default, counted at fetch()", async () => {
    let open = 0;
    let max = 0;
    const counting: typeof fetch = async (input, init) => {
      open++;
      max = Math.max(max, open);
      try {
        const response = await fetch(input, init);
        await sleep(30);
        return response;
      } finally {
        open--;
      }
    };
    const id = uniq("six");
    const loader = createContentLoader({ fetch: counting });
    await Promise.all(Array.from({ length: 20 }, (_, i) => loader.load(part(`${origin}/text/${id}-${i}?delay=50`))));
    expect(max).toBe(6);
  });

  it("drops a queued request whose caller left before it was sent", async () => {
    const id = uniq("queued");
    const loader = createContentLoader({ maxConcurrent: 1 });
    const first = loader.load(part(`${origin}/text/${id}-a?delay=150`));
    const controller = new AbortController();
    const second = loader.load(part(`${origin}/text/${id}-b`), { signal: controller.signal });
    controller.abort();
    await expect(second).rejects.toMatchObject({ name: "AbortError" });
    await first;
    await sleep(50);
    expect(await requests(`/text/${id}-b`)).toBe(0);
  });

  it("times out a silent server and retries transient failures", async () => {
    const id = uniq("timeout");
    const loader = createContentLoader({ timeoutMs: 150, retries: 1, retryDelayMs: 10 });
    const error = await loader.load(part(`${origin}/text/${id}?delay=1000`)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "timeout" });
    expect(await requests(`/text/${id}`)).toBe(2);

    // A body that keeps trickling (a byte every 40 ms, never silent for timeoutMs) ends at the deadline.
    const trickle = uniq("trickle");
    const deadline = createContentLoader({ timeoutMs: 1_000, deadlineMs: 400, retries: 0 });
    const late = await deadline.load(part(`${origin}/bytes/100000?chunk=1&interval=40&k=${trickle}`)).catch((e: unknown) => e);
    expect(late).toMatchObject({ code: "timeout" });
    expect((late as Error).message).toMatch(/did not finish within/);

    const flaky = uniq("flaky");
    const retrying = createContentLoader({ retries: 2, retryDelayMs: 5 });
    await expect(retrying.load(part(`${origin}/status/503?k=${flaky}`))).rejects.toMatchObject({ status: 503 });
  });

  it("refuses URLs the policy blocks and reads data: URLs as inert bytes", async () => {
    const loader = createContentLoader();
    for (const url of ["javascript:window.__pwned=1", "file:///etc/passwd", " java\tscript:window.__pwned=1", "vbscript:x"]) {
      await expect(loader.load(part(url))).rejects.toMatchObject({ code: "blocked" });
    }
    const html = await loader.load(part("data:text/html,<script>window.__pwned=1</script>"));
    expect(contentText(html)).toBe("<script>window.__pwned=1</script>");
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });
});
