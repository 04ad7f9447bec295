import { displayUrl, safeUrl } from "../internal/url-policy";
import type { Part } from "../model/types";
import { blockedUrlError, ContentLoadError } from "./content-error";
import { defaultTimeoutMs } from "./defaults";
import { readBody } from "./read-body";
import type { ContentLoader, LoadedContent, LoadOptions, LoadProgress, ResolveUrl } from "./types";

/**
 * Options of {@link createContentLoader}.
 *
 * @example
 * const options: ContentLoaderOptions = { maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000, resolveUrl: resign };
 */
export interface ContentLoaderOptions {
  /** Requests in flight at once; the rest wait in a queue. Default 6 (a browser's per-host limit). */
  readonly maxConcurrent?: number;
  /** Largest body accepted, checked while streaming (with or without `Content-Length`). Default 32 MiB. */
  readonly maxBytes?: number;
  /**
   * Abort when the server sends nothing (headers or body bytes) for this long. Default 30 s.
   * Images, audio and video, which the browser streams from `src=`, must finish loading (the
   * image, or the media's metadata) within this time, or they end in an error with Retry: a
   * server sending a byte every few seconds cannot keep them loading forever.
   */
  readonly timeoutMs?: number;
  /**
   * Abort a request whose body has not finished this long after it was sent, however steadily
   * its bytes arrive: a server sending a byte every few seconds never trips `timeoutMs`. Default
   * ten times `timeoutMs` (5 min); `Infinity` for none.
   */
  readonly deadlineMs?: number;
  /** Extra attempts after a network error, timeout, 408, 429 or 5xx. Default 2. */
  readonly retries?: number;
  /** First retry delay; each further retry waits three times longer. Default 400 ms. */
  readonly retryDelayMs?: number;
  /** Sent as `fetch`'s `credentials`. Default `"omit"`: cookies never travel to content hosts. */
  readonly credentials?: RequestCredentials;
  /** Asked once for a fresh URL when a URL answers 401 or 403, then the request is retried. */
  readonly resolveUrl?: ResolveUrl;
  /** Bytes of finished content kept in the URL-keyed cache (least recently used go first). Default 64 MiB. */
  readonly cacheBytes?: number;
  /** The `fetch` to call; inject a fake one in stories and tests. */
  readonly fetch?: typeof fetch;
}

interface Entry {
  readonly key: string;
  url: string;
  readonly part: Part;
  state: "queued" | "loading" | "ready" | "error";
  readonly promise: Promise<LoadedContent>;
  settle: (result: LoadedContent | Error) => void;
  readonly cancel: AbortController;
  readonly listeners: Set<(progress: LoadProgress) => void>;
  subscribers: number;
  size: number;
  result?: LoadedContent;
  error?: Error;
}

const abortError = () => new DOMException("The content is no longer needed", "AbortError");

/**
 * The default {@link ContentLoader}: one request per URL however many parts share it (URL-keyed
 * cache plus in-flight de-duplication), at most `maxConcurrent` at once, cancelled when every
 * caller has aborted (a queued request is dropped before it is sent), streamed with progress and
 * cut off past `maxBytes`, retried on transient failures, and re-signed through `resolveUrl` on
 * 401/403. Errors stay cached until `invalidate` (Retry), so a broken URL is asked once.
 *
 * @example
 * const loader = createContentLoader({ maxBytes: 10 * 1024 * 1024, resolveUrl: (part) => resign(part.contentUrl!) });
 * <PartkitProvider loader={loader}><MessageView message={message} /></PartkitProvider>
 */
export function createContentLoader(options: ContentLoaderOptions = {}): ContentLoader {
  const {
    maxConcurrent = 6,
    maxBytes = 32 * 1024 * 1024,
    timeoutMs = defaultTimeoutMs,
    deadlineMs = timeoutMs * 10,
    retries = 2,
    retryDelayMs = 400,
    credentials = "omit",
    resolveUrl,
    cacheBytes = 64 * 1024 * 1024,
  } = options;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const entries = new Map<string, Entry>();
  const refreshing = new Map<string, Promise<string | undefined>>();
  const refreshed = new Map<string, string>();
  const queue: Entry[] = [];
  let active = 0;
  let cachedBytes = 0;

  const keyOf = (part: Part) => (typeof part?.contentUrl === "string" ? part.contentUrl : undefined);

  function drop(entry: Entry) {
    if (entries.get(entry.key) === entry) entries.delete(entry.key);
    if (entry.state === "ready") cachedBytes -= entry.size;
  }

  function evict() {
    for (const entry of entries.values()) {
      if (cachedBytes <= cacheBytes) return;
      if (entry.state === "ready" && entry.subscribers === 0) drop(entry);
    }
  }

  function pump() {
    while (active < maxConcurrent && queue.length > 0) {
      const entry = queue.shift()!;
      active++;
      entry.state = "loading";
      void run(entry).finally(() => {
        active--;
        pump();
      });
    }
  }

  function freshUrl(key: string, part: Part): Promise<string | undefined> {
    if (!resolveUrl) return Promise.resolve(undefined);
    let pending = refreshing.get(key);
    if (!pending) {
      pending = Promise.resolve()
        .then(() => resolveUrl(part))
        .then(
          (url) => {
            const fresh = safeUrl(url, "fetch");
            if (fresh !== undefined) refreshed.set(key, fresh);
            return fresh;
          },
          () => undefined,
        );
      refreshing.set(key, pending);
    }
    return pending;
  }

  async function run(entry: Entry) {
    let resigned = false;
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await attemptOnce(entry);
        entry.settle(result);
        return;
      } catch (error) {
        if (entry.cancel.signal.aborted) return;
        const failure = error instanceof ContentLoadError ? error : new ContentLoadError("network", `Network error loading ${displayUrl(entry.url)}`);
        if (failure.code === "http" && (failure.status === 401 || failure.status === 403) && !resigned && resolveUrl) {
          resigned = true;
          const fresh = await freshUrl(entry.key, entry.part);
          if (fresh !== undefined && fresh !== entry.url) {
            entry.url = fresh;
            attempt--;
            continue;
          }
        }
        const transient = failure.code === "network" || failure.code === "timeout" || (failure.code === "http" && (failure.status! >= 500 || failure.status === 408 || failure.status === 429));
        if (!transient || attempt >= retries) {
          entry.settle(failure);
          return;
        }
        await new Promise((done) => setTimeout(done, retryDelayMs * 3 ** attempt));
        if (entry.cancel.signal.aborted) return;
      }
    }
  }

  async function attemptOnce(entry: Entry): Promise<LoadedContent> {
    if (entry.cancel.signal.aborted) throw abortError();
    const controller = new AbortController();
    const stop = () => controller.abort(abortError());
    entry.cancel.signal.addEventListener("abort", stop);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new ContentLoadError("timeout", `No response from ${displayUrl(entry.url)} for ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    };
    const deadline =
      deadlineMs > 0 && deadlineMs < 2 ** 31
        ? setTimeout(() => controller.abort(new ContentLoadError("timeout", `${displayUrl(entry.url)} did not finish within ${Math.round(deadlineMs / 1000)} s`)), deadlineMs)
        : undefined;
    try {
      arm();
      let response: Response;
      try {
        response = await doFetch(entry.url, { credentials, referrerPolicy: "no-referrer", signal: controller.signal });
      } catch (error) {
        throw controller.signal.reason instanceof ContentLoadError ? controller.signal.reason : error;
      }
      if (!response.ok) {
        void response.body?.cancel().catch(() => undefined);
        throw new ContentLoadError("http", `${response.status} ${response.statusText || "error"} from ${displayUrl(entry.url)}`.replace("  ", " "), response.status);
      }
      let bytes: Uint8Array;
      try {
        bytes = await readBody(response, { maxBytes, onChunk: arm, onProgress: (progress) => entry.listeners.forEach((listener) => listener(progress)) });
      } catch (error) {
        controller.abort(abortError());
        throw error instanceof ContentLoadError ? error : controller.signal.reason instanceof ContentLoadError ? controller.signal.reason : error;
      }
      const contentType = response.headers.get("content-type") ?? undefined;
      return contentType === undefined ? { bytes, url: entry.url } : { bytes, contentType, url: entry.url };
    } finally {
      clearTimeout(timer);
      clearTimeout(deadline);
      entry.cancel.signal.removeEventListener("abort", stop);
    }
  }

  function create(part: Part, key: string): Entry {
    let settle!: Entry["settle"];
    const promise = new Promise<LoadedContent>((resolve, reject) => {
      settle = (outcome) => {
        if (outcome instanceof Error) {
          entry.state = "error";
          entry.error = outcome;
          reject(outcome);
        } else {
          entry.state = "ready";
          entry.result = outcome;
          entry.size = outcome.bytes?.byteLength ?? outcome.text?.length ?? 0;
          cachedBytes += entry.size;
          resolve(outcome);
          evict();
        }
      };
    });
    promise.catch(() => undefined);
    const entry: Entry = { key, url: key, part, state: "queued", promise, settle, cancel: new AbortController(), listeners: new Set(), subscribers: 0, size: 0 };
    return entry;
  }

  return {
    timeoutMs,
    credentials,
    load(part: Part, { signal, onProgress }: LoadOptions = {}) {
      const key = keyOf(part);
      if (key === undefined) return Promise.reject(new ContentLoadError("missing", "This part has no contentUrl"));
      const url = safeUrl(key, "fetch");
      if (url === undefined) return Promise.reject(blockedUrlError(key));
      if (signal?.aborted) return Promise.reject(abortError());
      let entry = entries.get(key);
      if (entry?.state === "ready") {
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.result!);
      }
      if (entry?.state === "error") return Promise.reject(entry.error);
      if (entry === undefined) {
        entry = create(part, key);
        entry.url = refreshed.get(key) ?? url;
        entries.set(key, entry);
        queue.push(entry);
        queueMicrotask(pump);
      }
      const shared = entry;
      shared.subscribers++;
      if (onProgress) shared.listeners.add(onProgress);
      return new Promise<LoadedContent>((resolve, reject) => {
        let left = false;
        const leave = () => {
          if (left) return false;
          left = true;
          shared.subscribers--;
          if (onProgress) shared.listeners.delete(onProgress);
          return true;
        };
        const onAbort = () => {
          if (!leave()) return;
          reject(signal!.reason ?? abortError());
          if (shared.subscribers > 0 || shared.state === "ready" || shared.state === "error") return;
          const queued = queue.indexOf(shared);
          if (queued >= 0) queue.splice(queued, 1);
          shared.cancel.abort(abortError());
          drop(shared);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        shared.promise.then(
          (result) => {
            signal?.removeEventListener("abort", onAbort);
            leave();
            resolve(result);
          },
          (error: unknown) => {
            signal?.removeEventListener("abort", onAbort);
            leave();
            reject(error);
          },
        );
      });
    },
    peek(part) {
      const entry = entries.get(keyOf(part) ?? "");
      return entry?.state === "ready" ? entry.result : undefined;
    },
    invalidate(part) {
      const key = keyOf(part);
      const entry = key === undefined ? undefined : entries.get(key);
      if (entry && (entry.state === "ready" || entry.state === "error")) drop(entry);
      // Keep the last re-signed URL to start from, but allow asking for another one.
      if (key !== undefined) refreshing.delete(key);
    },
    refreshUrl(part) {
      const key = keyOf(part);
      return key === undefined ? Promise.resolve(undefined) : freshUrl(key, part);
    },
    currentUrl(part) {
      const key = keyOf(part);
      return key === undefined ? undefined : (refreshed.get(key) ?? key);
    },
  };
}
