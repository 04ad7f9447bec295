"use client";
import { type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { createDeferredLoader } from "../fetch/deferred-loader";
import { ContentLoaderContext } from "../fetch/loader-context";
import type { ContentLoader, ResolveUrl } from "../fetch/types";
import { defaultRenderers } from "./default-renderers";
import { RegistryContext } from "./registry-context";
import type { RendererDefinition } from "./types";

/**
 * Props of {@link PartkitProvider}.
 *
 * @example
 * const props: PartkitProviderProps = { renderers: [markdownRenderer], maxBytes: 8 * 1024 * 1024, timeoutMs: 10_000 };
 */
export interface PartkitProviderProps {
  /** Added on top of the defaults (or of an outer provider's list); later entries win ties. */
  readonly renderers?: readonly RendererDefinition[];
  /** Loads remote content. When absent, one is created from `resolveUrl`, `maxBytes`, `timeoutMs` and `credentials`. */
  readonly loader?: ContentLoader;
  /** Re-signs an expired URL; asked once per URL after a 401/403 (or a media load error). */
  readonly resolveUrl?: ResolveUrl;
  /** Largest remote body fetched. Default 32 MiB. */
  readonly maxBytes?: number;
  /**
   * How long remote content may keep a part loading, in ms. Default 30 s. A fetched body is
   * abandoned when the server sends nothing for this long; an image, audio or video (streamed from
   * `src=`) that has not loaded (its metadata, for audio and video) by then shows "the image did
   * not finish loading within 30 s" with Retry, and its request is cancelled.
   */
  readonly timeoutMs?: number;
  /** `fetch` credentials for remote content. Default `"omit"`. */
  readonly credentials?: RequestCredentials;
  readonly children?: ReactNode;
}

// An inline `renderers={[a, b]}` is a new array each render; keep the previous one while its
// items are the same so the resolution cache and memoised children survive.
function useStableList<T>(list: readonly T[] | undefined): readonly T[] | undefined {
  const [stable, setStable] = useState(list);
  const same = stable === list || (stable !== undefined && list !== undefined && stable.length === list.length && stable.every((item, i) => item === list[i]));
  if (same) return stable;
  setStable(list);
  return list;
}

/**
 * Context for every partkit component below it: the renderer registry and the content loader.
 * Providers nest: an inner provider adds its `renderers` to the outer list and inherits the
 * outer loader unless it configures its own.
 *
 * @example
 * <PartkitProvider renderers={[defineRenderer({ match: "image/*", component: Zoomable })]} resolveUrl={resign}>
 *   <MessageView message={message} />
 * </PartkitProvider>
 */
export function PartkitProvider({ renderers, loader, resolveUrl, maxBytes, timeoutMs, credentials, children }: PartkitProviderProps) {
  const parent = useContext(RegistryContext) ?? defaultRenderers;
  const parentLoader = useContext(ContentLoaderContext);
  const extra = useStableList(renderers);
  const value = useMemo(() => (extra && extra.length > 0 ? [...parent, ...extra] : parent), [parent, extra]);

  // The latest resolveUrl is read through a ref so an inline arrow does not rebuild the loader
  // (which would drop its cache) on every render.
  const resolveRef = useRef(resolveUrl);
  useEffect(() => {
    resolveRef.current = resolveUrl;
  });
  const latestResolve = useCallback<ResolveUrl>((part) => resolveRef.current?.(part), []);
  const wantsOwn = resolveUrl !== undefined || maxBytes !== undefined || timeoutMs !== undefined || credentials !== undefined || parentLoader === undefined;
  const hasResolve = resolveUrl !== undefined;
  const contentLoader = useMemo(
    () =>
      loader ??
      (wantsOwn
        ? // The ref is read when a request is refused, never during render.
          // eslint-disable-next-line react-hooks/refs
          createDeferredLoader({
            ...(maxBytes === undefined ? {} : { maxBytes }),
            ...(timeoutMs === undefined ? {} : { timeoutMs }),
            ...(credentials === undefined ? {} : { credentials }),
            ...(hasResolve ? { resolveUrl: latestResolve } : {}),
          })
        : parentLoader!),
    [loader, wantsOwn, maxBytes, timeoutMs, credentials, hasResolve, latestResolve, parentLoader],
  );

  return (
    <RegistryContext value={value}>
      <ContentLoaderContext value={contentLoader}>{children}</ContentLoaderContext>
    </RegistryContext>
  );
}

/**
 * The renderer list in effect: the defaults plus every enclosing provider's additions.
 *
 * @example
 * const renderers = useRenderers();
 * const { component: Renderer } = resolveRenderer(part, renderers);
 */
export function useRenderers(): readonly RendererDefinition[] {
  return useContext(RegistryContext) ?? defaultRenderers;
}
