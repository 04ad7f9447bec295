import type { Part } from "../model/types";
import { ContentLoadError } from "./content-error";
import type { ContentLoader, LoadedContent } from "./types";

/**
 * One entry of {@link createMemoryLoader}: text, bytes, a full {@link LoadedContent}, or an
 * `Error` to fail with.
 *
 * @example
 * const entry: MemoryEntry = new ContentLoadError("http", "404 Not Found", 404);
 */
export type MemoryEntry = string | Uint8Array | LoadedContent | Error;

/**
 * Options of {@link createMemoryLoader}.
 *
 * @example
 * const options: MemoryLoaderOptions = { delayMs: 300 };
 */
export interface MemoryLoaderOptions {
  /** Wait this long before answering, to show loading states. `Infinity` never answers. */
  readonly delayMs?: number;
}

/**
 * A {@link ContentLoader} that serves embedded content by URL: for stories, tests and demos
 * without a network. Unknown URLs fail with a 404-like error; aborts are honoured.
 *
 * @example
 * const loader = createMemoryLoader({ "https://files.example/report.csv": "a,b\n1,2" }, { delayMs: 200 });
 * <PartkitProvider loader={loader}><MessageView message={message} /></PartkitProvider>
 */
export function createMemoryLoader(entries: Readonly<Record<string, MemoryEntry>>, { delayMs = 0 }: MemoryLoaderOptions = {}): ContentLoader {
  return {
    load(part: Part, { signal } = {}) {
      return new Promise<LoadedContent>((resolve, reject) => {
        const answer = () => {
          const url = part.contentUrl ?? "";
          const entry = Object.hasOwn(entries, url) ? entries[url] : undefined;
          if (entry === undefined) reject(new ContentLoadError("http", "404 Not Found", 404));
          else if (entry instanceof Error) reject(entry);
          else if (typeof entry === "string") resolve({ text: entry, url });
          else if (entry instanceof Uint8Array) resolve({ bytes: entry, url });
          else resolve({ url, ...entry });
        };
        const timer = Number.isFinite(delayMs) ? setTimeout(answer, delayMs) : undefined;
        signal?.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      });
    },
  };
}
