"use client";
import { createContext, useContext } from "react";
import { createDeferredLoader } from "./deferred-loader";
import type { ContentLoader } from "./types";

let fallbackLoader: ContentLoader | undefined;

/**
 * The {@link ContentLoader} that {@link useContent} reads. `<PartkitProvider>` sets it; without a
 * provider a shared default loader is used.
 *
 * @example
 * <ContentLoaderContext value={createMemoryLoader({ "https://x/a.txt": "hi" })}><PartView part={part} /></ContentLoaderContext>
 */
export const ContentLoaderContext = createContext<ContentLoader | undefined>(undefined);

/**
 * Whether the surrounding part is near the viewport (or opened). `<PartView>` provides it from an
 * IntersectionObserver; {@link useContent} loads only while it is `true`. Defaults to `true`.
 *
 * @example
 * <ContentVisibilityContext value={isOpen}><MyLazyRenderer part={part} /></ContentVisibilityContext>
 */
export const ContentVisibilityContext = createContext(true);

/**
 * The loader in context, or the shared default one.
 *
 * @example
 * const loader = useContentLoader();
 * useEffect(() => { void loader.load(part).then(console.log); }, [loader, part]);
 */
export function useContentLoader(): ContentLoader {
  const loader = useContext(ContentLoaderContext);
  if (loader) return loader;
  fallbackLoader ??= createDeferredLoader();
  return fallbackLoader;
}
