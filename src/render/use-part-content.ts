"use client";
import { useMemo } from "react";
import type { LoadProgress } from "../fetch/types";
import { useContent } from "../fetch/use-content";
import { useBlobUrl } from "../fetch/use-object-url";
import type { Part } from "../model/types";

/**
 * How {@link usePartContent} decodes a part's content: `text` (UTF-8 string), `json` (parsed
 * value), `bytes` (`Uint8Array`) or `url` (a `blob:` URL of the bytes, typed by the `type` option).
 *
 * @example
 * const as: PartContentAs = "json";
 */
export type PartContentAs = "text" | "json" | "bytes" | "url";

/**
 * What each {@link PartContentAs} decodes to.
 *
 * @example
 * const bytes: PartContentDecoded["bytes"] = new Uint8Array();
 */
export interface PartContentDecoded {
  readonly text: string;
  readonly json: unknown;
  readonly bytes: Uint8Array;
  readonly url: string;
}

/**
 * Options of {@link usePartContent} and {@link PartContent}.
 *
 * @example
 * const options: PartContentOptions<"json", string[]> = { as: "json", read: (value) => (Array.isArray(value) ? value.map(String) : []) };
 */
export interface PartContentOptions<A extends PartContentAs = "text", T = PartContentDecoded[A]> {
  /** How to decode the content; `"text"` when absent. */
  readonly as?: A;
  /**
   * Turns the decoded content into what the renderer shows (validate a payload, parse a table).
   * A throw makes the state `invalid`, carrying the error and the raw text. It runs again when the
   * content or this function changes, so pass a stable function (module scope or `useCallback`).
   */
  readonly read?: (decoded: PartContentDecoded[A]) => T;
  /** Load only while true. Defaults to "near the viewport" from the surrounding `<PartView>`. */
  readonly enabled?: boolean;
  /**
   * The MIME type of the `blob:` URL for `as: "url"`; `application/octet-stream` when absent, so
   * a URL never becomes a document a browser would run (say `"application/pdf"` for a PDF frame).
   */
  readonly type?: string;
}

/**
 * What every state of {@link usePartContent} carries.
 *
 * @example
 * const common: PartContentCommon = { remote: true, retry: () => undefined };
 */
export interface PartContentCommon {
  /** True when the content comes from `contentUrl`, where loading again can help. */
  readonly remote: boolean;
  /** Forget the cached outcome and load again. */
  readonly retry: () => void;
}

/**
 * {@link usePartContent} before the content is there: `idle` (remote, not near the viewport
 * yet) or `loading`, with byte progress when the loader reports it.
 *
 * @example
 * const pending: PartContentPending = { state: "loading", progress: { loaded: 10 }, remote: true, retry() {} };
 */
export interface PartContentPending extends PartContentCommon {
  readonly state: "idle" | "loading";
  readonly progress?: LoadProgress;
}

/**
 * {@link usePartContent} when the content could not be loaded (HTTP status, size cap, network,
 * bad base64): `error` says which.
 *
 * @example
 * const failed: PartContentFailed = { state: "error", error: new Error("HTTP 404"), remote: true, retry() {} };
 */
export interface PartContentFailed extends PartContentCommon {
  readonly state: "error";
  readonly error: Error;
}

/**
 * {@link usePartContent} when the content loaded but does not decode (JSON that does not parse,
 * a `read` that threw): the error and the raw text, so nothing is lost.
 *
 * @example
 * const invalid: PartContentInvalid = { state: "invalid", error: new SyntaxError("Unexpected token"), text: "{", remote: false, retry() {} };
 */
export interface PartContentInvalid extends PartContentCommon {
  readonly state: "invalid";
  readonly error: Error;
  readonly text: string;
}

/**
 * {@link usePartContent} with the decoded `value`, plus the raw `text` (decoded on first read),
 * and for remote content the URL that answered and the type the server sent.
 *
 * @example
 * const ready: PartContentReady<number> = { state: "ready", value: 42, text: "42", remote: false, retry() {} };
 */
export interface PartContentReady<V> extends PartContentCommon {
  readonly state: "ready";
  readonly value: V;
  readonly text: string;
  readonly url?: string;
  readonly contentType?: string;
}

/**
 * What {@link usePartContent} returns: one of five states, narrowed by `state`.
 *
 * @example
 * const content: PartContentResult<string> = usePartContent(part);
 * if (content.state === "ready") console.log(content.value.length);
 */
export type PartContentResult<V> = PartContentPending | PartContentFailed | PartContentInvalid | PartContentReady<V>;

type Decoded = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: Error };

function decode(run: () => unknown): Decoded {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * A part's content (inline or remote, see `useContent`) decoded the way a renderer needs it, as
 * one of five states: `idle`, `loading`, `error` (could not load), `invalid` (loaded, does not
 * decode) and `ready` with a typed `value`. Decoding runs once per content.
 *
 * @example
 * function RowCount({ part }: PartRendererProps) {
 *   const rows = usePartContent(part, { as: "json", read: (value) => (Array.isArray(value) ? value : []) });
 *   if (rows.state === "ready") return <p>{rows.value.length} rows</p>;
 *   if (rows.state === "error" || rows.state === "invalid") return <p role="alert">{rows.error.message}</p>;
 *   return <p aria-busy="true">Loading…</p>;
 * }
 */
export function usePartContent<A extends PartContentAs = "text", T = PartContentDecoded[A]>(part: Part, options: PartContentOptions<A, T> = {}): PartContentResult<T> {
  const { as = "text", read, enabled, type = "application/octet-stream" } = options;
  const content = useContent(part, enabled === undefined ? {} : { enabled });
  const remote = part?.content === undefined && typeof part?.contentUrl === "string";
  const ready = content.state === "ready";
  // `text` and `bytes` are getters that decode on first read, so read only the one needed.
  const source = ready ? (as === "text" || as === "json" ? content.text : content.bytes) : undefined;
  const blobUrl = useBlobUrl(as === "url" ? (source as Uint8Array | undefined) : undefined, type);
  const decoded = useMemo<Decoded | undefined>(() => {
    if (source === undefined) return undefined;
    if (as === "json") return decode(() => JSON.parse(source as string) as unknown);
    if (as === "url") return blobUrl === undefined ? undefined : { ok: true, value: blobUrl };
    return { ok: true, value: source };
  }, [source, as, blobUrl]);
  const value = useMemo<Decoded | undefined>(() => {
    if (!decoded?.ok || !read) return decoded;
    const ran = read;
    return decode(() => ran(decoded.value as PartContentDecoded[A]));
  }, [decoded, read]);
  const { retry, progress, error } = content;
  return useMemo<PartContentResult<T>>(() => {
    const common = { remote, retry };
    if (content.state === "error") return { ...common, state: "error", error: error ?? new Error("unknown error") };
    if (content.state !== "ready" || value === undefined) {
      return progress ? { ...common, state: content.state === "idle" ? "idle" : "loading", progress } : { ...common, state: content.state === "idle" ? "idle" : "loading" };
    }
    if (!value.ok) {
      return {
        ...common,
        state: "invalid",
        error: value.error,
        get text() {
          return content.text ?? "";
        },
      };
    }
    return {
      ...common,
      state: "ready",
      value: value.value as T,
      get text() {
        return content.text ?? "";
      },
      ...(content.url === undefined ? {} : { url: content.url }),
      ...(content.contentType === undefined ? {} : { contentType: content.contentType }),
    };
  }, [content, value, remote, retry, progress, error]);
}
