"use client";
import { type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { createDeferredLoader } from "../fetch/deferred-loader";
import { ContentLoaderContext } from "../fetch/loader-context";
import type { ContentLoader, ResolveUrl } from "../fetch/types";
import { AuthorsContext, type MessageAuthors } from "./authors-context";
import { defaultRenderers } from "./default-renderers";
import { RegistryContext } from "./registry-context";
import { ToolsContext, type ToolApprovalEvent, type ToolResultEvent, type ToolsContextValue, type ToolsMap } from "./tools/tools-context";
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
  /**
   * Per-tool UI by tool name (globs allowed; the most specific key wins): a title, schemas, a
   * `render` for the whole card or `renderResult` for its results, `askUser` for tools the user
   * answers. Added to an outer provider's; a tool without an entry shows the default card.
   */
  readonly tools?: ToolsMap;
  /**
   * Called when the user approves or denies a call waiting for approval. `approvalId` is the
   * format's own handle (AI SDK: pass it to `addToolApprovalResponse`).
   */
  readonly onToolApproval?: (event: ToolApprovalEvent) => void;
  /** Called with the user's answer to a tool marked `askUser`. */
  readonly onToolResult?: (event: ToolResultEvent) => void;
  /**
   * Turn headers' names and avatars by role (`{ assistant: { name: "Forecaster", avatar: <Logo /> } }`),
   * added to an outer provider's. A role without an entry shows its own name (the user's bubble, none).
   */
  readonly authors?: MessageAuthors;
  readonly children?: ReactNode;
}

// An inline `renderers={[a, b]}` is a new array each render; keep the previous one while its
// items are the same so the resolution cache and memoised children survive.
// The same for an inline `tools={{ … }}` map: kept while its keys map to the same entries.
function useStableMap<T extends object>(map: T | undefined): T | undefined {
  const [stable, setStable] = useState(map);
  const same =
    stable === map ||
    (stable !== undefined && map !== undefined && Object.keys(stable).length === Object.keys(map).length && Object.keys(map).every((key) => (stable as Record<string, unknown>)[key] === (map as Record<string, unknown>)[key]));
  if (same) return stable;
  setStable(map);
  return map;
}

function useStableList<T>(list: readonly T[] | undefined): readonly T[] | undefined {
  const [stable, setStable] = useState(list);
  const same = stable === list || (stable !== undefined && list !== undefined && stable.length === list.length && stable.every((item, i) => item === list[i]));
  if (same) return stable;
  setStable(list);
  return list;
}

/**
 * Context for every partkit component below it: the renderer registry, the content loader and the
 * tool UI. Providers nest: an inner provider adds its `renderers` and `tools` to the outer ones and
 * inherits the outer loader and tool callbacks unless it sets its own.
 *
 * @example
 * <PartkitProvider renderers={[defineRenderer({ match: "image/*", component: Zoomable })]} resolveUrl={resign}>
 *   <MessageView message={message} />
 * </PartkitProvider>
 */
export function PartkitProvider({ renderers, loader, resolveUrl, maxBytes, timeoutMs, credentials, tools, onToolApproval, onToolResult, authors, children }: PartkitProviderProps) {
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

  const parentTools = useContext(ToolsContext);
  const ownTools = useStableMap(tools);
  const toolsValue = useMemo<ToolsContextValue>(() => {
    const approval = onToolApproval ?? parentTools.onToolApproval;
    const result = onToolResult ?? parentTools.onToolResult;
    return {
      tools: ownTools ? { ...parentTools.tools, ...ownTools } : parentTools.tools,
      ...(approval ? { onToolApproval: approval } : {}),
      ...(result ? { onToolResult: result } : {}),
    };
  }, [parentTools, ownTools, onToolApproval, onToolResult]);

  const parentAuthors = useContext(AuthorsContext);
  const ownAuthors = useStableMap(authors);
  const authorsValue = useMemo(() => (ownAuthors ? { ...parentAuthors, ...ownAuthors } : parentAuthors), [parentAuthors, ownAuthors]);

  return (
    <RegistryContext value={value}>
      <ContentLoaderContext value={contentLoader}>
        <ToolsContext value={toolsValue}>
          <AuthorsContext value={authorsValue}>{children}</AuthorsContext>
        </ToolsContext>
      </ContentLoaderContext>
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
