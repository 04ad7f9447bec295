"use client";
import { type ComponentPropsWithRef, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { composeRefs } from "../internal/compose-props";
import type { Part } from "../model/types";
import { ContentStatus } from "./content-status";
import { partLabel } from "./part-info";
import { RawText } from "./raw-text";
import {
  type PartContentAs,
  type PartContentDecoded,
  type PartContentInvalid,
  type PartContentOptions,
  type PartContentReady,
  type PartContentResult,
  usePartContent,
} from "./use-part-content";

/**
 * Props {@link PartContent} shares however the content arrives: the root `<div>`'s own props
 * (spread over partkit's, `ref` composed), the ready body and an optional view of `invalid`.
 *
 * @example
 * const props: PartContentViewProps<string> = { label: "notes", children: (text) => <pre>{text}</pre> };
 */
export interface PartContentViewProps<V> extends Omit<ComponentPropsWithRef<"div">, "children" | "content" | "part"> {
  /** Names the content in status text ("Loading notes.txt…"); the part's label when absent. */
  readonly label?: string;
  /** The body once the content is ready, given the decoded value. */
  readonly children: (value: V, content: PartContentReady<V>) => ReactNode;
  /** The view of content that loaded but does not decode; an alert with the error and the raw text when absent. */
  readonly invalid?: (content: PartContentInvalid) => ReactNode;
  /** Shown in every state before the body or status (a title, a language badge, actions). */
  readonly before?: ReactNode;
  /** Shown in every state after the body or status (a download link). */
  readonly after?: ReactNode;
}

/**
 * {@link PartContent} loading a part itself (`part`, `as`, `read`, `enabled`, `type` as in
 * {@link usePartContent}).
 *
 * @example
 * const props: PartContentLoadProps<"text", string> = { part, as: "text", children: (text) => text };
 */
export interface PartContentLoadProps<A extends PartContentAs, T> extends PartContentViewProps<T>, PartContentOptions<A, T> {
  readonly part: Part;
  readonly content?: undefined;
}

/**
 * {@link PartContent} showing a result the renderer got from {@link usePartContent} itself, when
 * it needs the value before rendering (for its own `data-state`, say).
 *
 * @example
 * const props: PartContentResultProps<string> = { content: usePartContent(part), children: (text) => text };
 */
export interface PartContentResultProps<V> extends PartContentViewProps<V> {
  readonly content: PartContentResult<V>;
  /** Only to label the status text. */
  readonly part?: Part;
}

/**
 * Props of {@link PartContent}: either a `part` to load or a `content` result to show.
 *
 * @example
 * const props: PartContentProps<"json"> = { part, as: "json", children: (value) => JSON.stringify(value) };
 */
export type PartContentProps<A extends PartContentAs = "text", T = PartContentDecoded[A]> = PartContentLoadProps<A, T> | PartContentResultProps<T>;

/**
 * The content of a part through its states, inside one `<div>`: a status with byte progress
 * while loading (`aria-busy`), an alert naming the error with a Retry for remote content (focus
 * stays in the part while it loads again), an alert with the raw text when the content does not
 * decode, and `children(value)` once ready. `data-state` is the state unless you pass one.
 * Every built-in renderer of loaded content is built on it.
 *
 * @selector [data-slot="part-content"][data-state="idle" | "loading" | "ready" | "invalid" | "error"] (or the `data-slot` you pass)
 * @selector [data-slot="part-content-invalid"] the alert of content that does not decode
 * @example
 * function LogRenderer({ part }: PartRendererProps) {
 *   return (
 *     <PartContent part={part} as="text" data-slot="log-part" className="log">
 *       {(text) => <pre>{text.split("\n").filter((line) => line.includes("ERROR")).join("\n")}</pre>}
 *     </PartContent>
 *   );
 * }
 * @example
 * // Typed by what it decodes: `read` validates, and a throw shows as "invalid" with the raw text.
 * <PartContent part={part} as="json" read={readWeather}>{(weather) => <p>{weather.celsius} °C</p>}</PartContent>
 */
export function PartContent<A extends PartContentAs = "text", T = PartContentDecoded[A]>(props: PartContentProps<A, T>) {
  if (props.content !== undefined) return <PartContentView {...props} />;
  return <LoadingPartContent {...props} />;
}

function LoadingPartContent<A extends PartContentAs, T>({ part, as, read, enabled, type, ...rest }: PartContentLoadProps<A, T>) {
  const options: PartContentOptions<A, T> = {
    ...(as === undefined ? {} : { as }),
    ...(read === undefined ? {} : { read }),
    ...(enabled === undefined ? {} : { enabled }),
    ...(type === undefined ? {} : { type }),
  };
  const content = usePartContent(part, options);
  return <PartContentView {...rest} part={part} content={content} />;
}

function PartContentView<V>({ content, part, label, children, invalid, before, after, ref, "aria-busy": busy, ...rest }: PartContentResultProps<V>) {
  const own = useRef<HTMLDivElement>(null);
  const [heldFocus, setHeldFocus] = useState(false);
  const name = label ?? (part ? partLabel(part) : "content");
  const { state, retry } = content;
  const onRetry = useCallback(() => {
    // The Retry button goes away with the error; the part keeps focus instead of the page body.
    if (own.current?.contains(document.activeElement)) setHeldFocus(true);
    retry();
  }, [retry]);
  useEffect(() => {
    if (heldFocus && (document.activeElement === null || document.activeElement === document.body)) own.current?.focus({ preventScroll: true });
  }, [heldFocus, state]);
  const given = rest as { readonly "data-state"?: string };
  return (
    <div
      data-slot="part-content"
      tabIndex={heldFocus ? -1 : undefined}
      {...rest}
      aria-busy={busy ?? (state === "loading" || undefined)}
      data-state={given["data-state"] ?? state}
      ref={composeRefs(own, ref)}
    >
      {before}
      {state === "ready" ? (
        children(content.value, content)
      ) : state === "invalid" ? (
        invalid ? (
          invalid(content)
        ) : (
          <>
            <p role="alert" data-slot="part-content-invalid">
              Couldn't read {name}: {content.error.message}
            </p>
            <RawText text={content.text} label={`Raw content of ${name}`} />
          </>
        )
      ) : (
        <ContentStatus
          state={state}
          label={name}
          {...(content.state === "error" ? { error: content.error } : content.progress ? { progress: content.progress } : {})}
          {...(content.remote ? { onRetry } : {})}
        />
      )}
      {after}
    </div>
  );
}
