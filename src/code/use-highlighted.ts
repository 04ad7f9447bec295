"use client";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { nextFrame } from "../internal/next-frame";
import { previewChars } from "../internal/preview-chars";
import { renderHighlight, useHighlighter, type Highlighter } from "./highlighter";

/**
 * Code longer than this is shown plain, as its start and "Show all": the same length as a plain
 * text's preview, so long code is never highlighted in full nor laid out in one piece.
 * Highlighting is one task that grows with length: in Chromium, highlighting and showing 50,000
 * characters of TypeScript took up to 151 ms, 100,000 took 272 ms and 200,000 took 340 ms,
 * against a budget of 200 ms a task (the bench's `hostile` scenario keeps the 47 KB case measured).
 *
 * @example
 * if (code.length > maxHighlightChars) console.info("shown without highlighting");
 */
export const maxHighlightChars = previewChars;

/**
 * Highlighted code for a code block.
 *
 * @example
 * const { nodes, tail } = useHighlighted(code, "python", false);
 */
export interface HighlightedCode {
  /** Highlighted React nodes for `code.slice(0, code.length - tail.length)`, or `undefined` (show `code` plain). */
  readonly nodes: ReactNode[] | undefined;
  /** Text after the highlighted prefix, shown plain until the next highlight. */
  readonly tail: string;
  /** Whether the language is known to the loaded highlighter. */
  readonly highlighted: boolean;
}

interface Snapshot {
  readonly code: string;
  readonly language: string;
  readonly highlighter: Highlighter;
  readonly version: number;
  readonly nodes: ReactNode[] | undefined;
}

function snapshot(highlighter: Highlighter, version: number, code: string, language: string): Snapshot {
  const tree = code.length > maxHighlightChars ? undefined : highlighter.highlight(code, language);
  return { code, language, highlighter, version, nodes: tree ? renderHighlight(tree) : undefined };
}

/**
 * Highlights `code` once the highlighter has loaded. Complete code is highlighted in render
 * (memoised on the code). Streaming code is re-highlighted at most once per animation frame:
 * in between, the last highlighted prefix stays on screen and only the new text after it is
 * plain, so each token costs a text-node update instead of a full re-highlight.
 *
 * @example
 * const { nodes, tail } = useHighlighted(code, language, status === "streaming");
 */
export function useHighlighted(code: string, language: string | undefined, streaming: boolean): HighlightedCode {
  const [highlighter, version] = useHighlighter();
  const known = highlighter !== undefined && language !== undefined && highlighter.has(language);
  // A block that mounts mid-stream (or after a remount) starts highlighted, not plain for a frame.
  const [frame, setFrame] = useState<Snapshot | undefined>(() =>
    streaming && known ? snapshot(highlighter, version, code, language) : undefined,
  );
  const latest = useRef(code);
  // Cancels the highlight waiting for the next frame, if one is.
  const pending = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    latest.current = code;
  });

  const upToDate =
    frame !== undefined && frame.highlighter === highlighter && frame.version === version && frame.language === language && code.startsWith(frame.code);

  useEffect(() => {
    if (!streaming || !known || (upToDate && frame.code === code) || pending.current) return;
    pending.current = nextFrame(() => {
      pending.current = undefined;
      setFrame(snapshot(highlighter!, version, latest.current, language!));
    });
  });

  useEffect(
    () => () => {
      pending.current?.();
      pending.current = undefined;
    },
    [],
  );

  const complete = useMemo(
    () => (!streaming && known ? snapshot(highlighter!, version, code, language!) : undefined),
    [streaming, known, highlighter, version, code, language],
  );

  if (!known) return { nodes: undefined, tail: code, highlighted: false };
  // Code over maxHighlightChars has no nodes: all of it is the plain tail.
  if (complete) return complete.nodes ? { nodes: complete.nodes, tail: "", highlighted: true } : { nodes: undefined, tail: code, highlighted: false };
  if (upToDate && frame.nodes) return { nodes: frame.nodes, tail: code.slice(frame.code.length), highlighted: true };
  return { nodes: undefined, tail: code, highlighted: false };
}
