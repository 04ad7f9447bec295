import type { ContentLoaderOptions } from "./content-loader";
import { defaultTimeoutMs } from "./defaults";
import type { ContentLoader } from "./types";

/**
 * The default {@link ContentLoader}, with its code fetched on the first remote load: messages
 * whose parts are all inline never pay for the HTTP machinery (queue, size cap, re-signing).
 * Behaves exactly like {@link createContentLoader} once loaded.
 *
 * @example
 * const loader = createDeferredLoader({ maxBytes: 1_000_000 });
 * await loader.load({ contentType: "text/plain", contentUrl: "https://example.com/a.txt" });
 */
export function createDeferredLoader(options?: ContentLoaderOptions): ContentLoader {
  let real: ContentLoader | undefined;
  let pending: Promise<ContentLoader> | undefined;
  const ready = (): Promise<ContentLoader> =>
    (pending ??= import("./content-loader").then(
      ({ createContentLoader }) => (real = createContentLoader(options)),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    timeoutMs: options?.timeoutMs ?? defaultTimeoutMs,
    ...(options?.credentials === undefined ? {} : { credentials: options.credentials }),
    load: (part, loadOptions) => (real ? real.load(part, loadOptions) : ready().then((loader) => loader.load(part, loadOptions))),
    peek: (part) => real?.peek?.(part),
    invalidate: (part) => real?.invalidate?.(part),
    refreshUrl: async (part) => (await ready()).refreshUrl?.(part),
    currentUrl: (part) => real?.currentUrl?.(part),
  };
}
