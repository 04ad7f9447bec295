import type { Part } from "../model/types";

/**
 * How far a load has come. `total` is the `Content-Length` when the server sent one.
 *
 * @example
 * const p: LoadProgress = { loaded: 512, total: 2048 };
 */
export interface LoadProgress {
  readonly loaded: number;
  readonly total?: number;
}

/**
 * What a loader hands back: bytes, text or both (the missing one is derived on demand, so an
 * in-memory loader can return just `{ text }`). `url` is the URL that finally answered, which
 * differs from `part.contentUrl` after a signed-URL refresh.
 *
 * @example
 * const c: LoadedContent = { text: "hello", contentType: "text/plain" };
 */
export interface LoadedContent {
  readonly bytes?: Uint8Array;
  readonly text?: string;
  readonly contentType?: string;
  readonly url?: string;
}

/**
 * Per-call options of {@link ContentLoader.load}.
 *
 * @example
 * loader.load(part, { signal: controller.signal, onProgress: ({ loaded }) => console.log(loaded) });
 */
export interface LoadOptions {
  /** Abort this caller's interest. A shared request is cancelled only when every caller aborted. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: LoadProgress) => void;
}

/**
 * Fetches remote part content. {@link createContentLoader} is the default (cache, de-duplication,
 * concurrency cap, size cap, retries, signed-URL refresh); tests and stories can pass any object
 * with `load`, such as {@link createMemoryLoader}.
 *
 * @example
 * const loader: ContentLoader = { load: async (part) => ({ text: await (await fetch(part.contentUrl!)).text() }) };
 */
export interface ContentLoader {
  load(part: Part, options?: LoadOptions): Promise<LoadedContent>;
  /** Content already cached for this part, read synchronously so remounts never flash "loading". */
  peek?(part: Part): LoadedContent | undefined;
  /** Forget a cached result or error so the next `load` asks again (what Retry calls). */
  invalidate?(part: Part): void;
  /** A re-signed URL for a part whose URL was refused (media `src=` uses this after an error). */
  refreshUrl?(part: Part): Promise<string | undefined>;
  /** The URL to put in `src=` now: the latest re-signed URL when there is one. */
  currentUrl?(part: Part): string | undefined;
  /**
   * The loader's `timeoutMs`. Media elements, which stream from `src=` outside the loader, use it
   * as their deadline: an image not loaded, or audio/video without its metadata, after this long
   * ends in an error with Retry. Default 30 s.
   */
  readonly timeoutMs?: number;
  /**
   * The loader's `credentials`, which media elements follow too. `"omit"` (the default when
   * absent) and `"same-origin"` request images, audio and video with CORS and no credentials
   * (`crossorigin="anonymous"`), so no cookie of the page reaches another origin, and the host
   * must allow the page's origin. `"include"` leaves them plain requests: cookies travel, no CORS
   * is needed.
   */
  readonly credentials?: RequestCredentials;
}

/**
 * Gives an expired signed URL a fresh signature (seed 004: history reloads re-sign attachments).
 *
 * @example
 * const resolveUrl: ResolveUrl = async (part) => (await api.resign(part.contentUrl!)).url;
 */
export type ResolveUrl = (part: Part) => string | undefined | Promise<string | undefined>;

/**
 * Why a load failed, as an enumerated `code` for UI and tests.
 *
 * @example
 * const code: ContentErrorCode = "too-large";
 */
export type ContentErrorCode = "http" | "too-large" | "timeout" | "network" | "blocked" | "missing" | "aborted";
