"use client";
import { useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { Part } from "../model/types";
import { contentBytes, contentText, inlineContent } from "./inline-content";
import { ContentVisibilityContext, useContentLoader } from "./loader-context";
import type { LoadedContent, LoadProgress } from "./types";

/**
 * Where a part's content is: `idle` (remote, not near the viewport yet), `loading`, `ready`
 * or `error`.
 *
 * @example
 * const state: ContentState = "loading";
 */
export type ContentState = "idle" | "loading" | "ready" | "error";

/**
 * What {@link useContent} returns. `text` and `bytes` are derived from each other on first read.
 *
 * @example
 * const { state, text, error, retry }: UseContentResult = useContent(part);
 */
export interface UseContentResult {
  readonly state: ContentState;
  readonly text?: string;
  readonly bytes?: Uint8Array;
  /** The URL that answered (a re-signed one after a refresh); absent for inline content. */
  readonly url?: string;
  readonly contentType?: string;
  readonly error?: Error;
  readonly progress?: LoadProgress;
  /** Forget the cached outcome and load again. */
  readonly retry: () => void;
}

/**
 * Options of {@link useContent}.
 *
 * @example
 * useContent(part, { enabled: isOpen });
 */
export interface UseContentOptions {
  /** Load only while true. Defaults to "near the viewport" from the surrounding `<PartView>`. */
  readonly enabled?: boolean;
}

type Snapshot =
  | { readonly state: "idle" | "loading"; readonly key?: string; readonly progress?: LoadProgress }
  | { readonly state: "ready"; readonly key?: string; readonly content: LoadedContent }
  | { readonly state: "error"; readonly key?: string; readonly error: Error };

function result(snapshot: Snapshot, retry: () => void): UseContentResult {
  if (snapshot.state === "ready") {
    const { content } = snapshot;
    return {
      state: "ready",
      get text() {
        return contentText(content);
      },
      get bytes() {
        return contentBytes(content);
      },
      ...(content.url === undefined ? {} : { url: content.url }),
      ...(content.contentType === undefined ? {} : { contentType: content.contentType }),
      retry,
    };
  }
  if (snapshot.state === "error") return { state: "error", error: snapshot.error, retry };
  return snapshot.progress ? { state: snapshot.state, progress: snapshot.progress, retry } : { state: snapshot.state, retry };
}

/**
 * A part's content: inline content at once, remote content (`contentUrl`) through the
 * {@link ContentLoader} in context, only while `enabled` (by default: while the part is near the
 * viewport). Aborts its interest on unmount or when disabled; keeps showing content it already has.
 *
 * @example
 * function CsvPreview({ part }: PartRendererProps) {
 *   const { state, text, error, retry } = useContent(part);
 *   if (state === "error") return <button onClick={retry}>Retry ({error?.message})</button>;
 *   return state === "ready" ? <pre>{text}</pre> : <p>Loading…</p>;
 * }
 */
export function useContent(part: Part, { enabled }: UseContentOptions = {}): UseContentResult {
  const loader = useContentLoader();
  const near = useContext(ContentVisibilityContext);
  const active = enabled ?? near;
  const content = part?.content;
  const encoding = part?.contentEncoding;
  const key = content === undefined && typeof part?.contentUrl === "string" ? part.contentUrl : undefined;
  const [attempt, setAttempt] = useState(0);
  const [snapshot, setSnapshot] = useState<Snapshot>({ state: "idle" });

  const inline = useMemo<Snapshot | undefined>(() => {
    if (key !== undefined) return undefined;
    try {
      return { state: "ready", content: inlineContent({ contentType: "", content, contentEncoding: encoding }) ?? {} };
    } catch (error) {
      return { state: "error", error: error as Error };
    }
  }, [key, content, encoding]);

  useEffect(() => {
    if (key === undefined || !active || loader.peek?.(part)) return;
    const controller = new AbortController();
    let lastLoaded = -1;
    loader
      .load(part, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (progress.loaded === lastLoaded) return;
          lastLoaded = progress.loaded;
          setSnapshot({ state: "loading", key, progress });
        },
      })
      .then(
        (loaded) => controller.signal.aborted || setSnapshot({ state: "ready", key, content: loaded }),
        (error: unknown) => controller.signal.aborted || setSnapshot({ state: "error", key, error: error instanceof Error ? error : new Error(String(error)) }),
      );
    return () => {
      controller.abort();
      setSnapshot((previous) => (previous.state === "loading" ? { state: "idle", key } : previous));
    };
    // `part` is read for its URL only; `key` stands for it, so a new object with the same URL is no reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, key, active, attempt]);

  const retry = useCallback(() => {
    if (key !== undefined) loader.invalidate?.(part);
    setSnapshot({ state: "idle", key });
    setAttempt((n) => n + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, key]);

  // Cached content shows at once; an active load with nothing reported yet is "loading".
  const cached = key !== undefined && (snapshot.key !== key || snapshot.state !== "ready") ? loader.peek?.(part) : undefined;
  const current: Snapshot =
    inline ??
    (cached
      ? { state: "ready", key, content: cached }
      : snapshot.key === key && snapshot.state !== "idle"
        ? snapshot
        : { state: active ? "loading" : "idle", key });
  const { state } = current;
  const payload = state === "ready" ? current.content : state === "error" ? current.error : state === "loading" ? current.progress : undefined;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => result(current, retry), [state, payload, retry]);
}
