"use client";
import { memo, startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { formatBytes } from "../fetch/content-error";
import { previewChars } from "../internal/preview-chars";

// Layout of appended text costs the whole paragraph again, but a new block only itself. So a
// long text is a column of blocks of about previewChars each, and "Show all" appends them over
// many frames: as one paragraph, 10 MB was one task of 1.8 s (a log) to 5.7 s (no space or line
// break); now no task is over 100 ms (the bench's `hostile` scenario, "Show all" rows). Blocks of
// prose lay out much faster than blocks of one unbroken word, so the pace adapts: the number per
// frame halves when frames come slower than every 50 ms, and doubles when faster than every 25.
const maxBlocksPerFrame = 16;

/**
 * Where to cut `text` into blocks of at most about `size` characters (the first `limit` of them):
 * after a line break where one is in the second half of the block, so the block boundary stands
 * for that line break and the text looks and copies as it is; at `size` exactly (never inside a
 * surrogate pair) where a line runs on with no break.
 *
 * @example
 * textBlocks("ab\ncd\nef", 4); // [[0, 3], [3, 6], [6, 8]]
 */
export function textBlocks(text: string, size: number = previewChars, limit = Infinity): (readonly [number, number])[] {
  const blocks: (readonly [number, number])[] = [];
  for (let start = 0; start < text.length && blocks.length < limit; ) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      // Searched in the block's second half only: lastIndexOf would scan back to the text's start.
      let newline = end - 1;
      while (newline >= start + size / 2 && text.charCodeAt(newline) !== 10) newline--;
      if (newline >= start + size / 2) end = newline + 1;
      else if (/[\uD800-\uDBFF]/.test(text[end - 1]!)) end -= 1;
    }
    blocks.push([start, end]);
    start = end;
  }
  return blocks;
}

const Block = memo(function Block({ text, render }: { readonly text: string; readonly render: (text: string) => ReactNode }) {
  // The line break that ends a block is the block boundary itself, as it shows and as it copies.
  return <span data-slot="long-text-block">{render(text.endsWith("\n") ? text.slice(0, -1) : text)}</span>;
});

/**
 * A very long plain text (past `previewChars`) as blocks: the first shows at once, and "Show all"
 * mounts the rest a few blocks per frame, so a 10 MB log never holds the main thread for seconds.
 * `render` turns one block's text into nodes (linkified, chunked) and must be a stable function;
 * `body` wraps the blocks (the "Show all" button goes after it). Shorter text is `body(render(text))`.
 *
 * @selector [data-slot="long-text-block"] one block (style it `display: block`)
 * @selector [data-slot={moreSlot}] the "Show all" button; [aria-busy] while the rest mounts
 * @example
 * <LongText text={log} render={chunkText} body={(children) => <p>{children}</p>} moreSlot="text-part-more" />
 */
export function LongText({ text, render, body, moreSlot }: LongTextProps) {
  // Once asked for, all of it stays shown while the text grows (a part still streaming).
  const [all, setAll] = useState(false);
  const long = text.length > previewChars;
  // Only the first block is needed until "Show all": a streaming text does not re-cut all of itself.
  const blocks = useMemo(() => (long ? textBlocks(text, previewChars, all ? Infinity : 1) : undefined), [text, long, all]);
  const [mounted, setMounted] = useState(1);
  const pace = useRef({ step: 1, last: 0 });
  const shown = all && blocks ? Math.min(mounted, blocks.length) : 1;
  const done = !blocks || (all && shown >= blocks.length);
  useEffect(() => {
    if (!all || done) return;
    const frame = requestAnimationFrame((now) => {
      const p = pace.current;
      const gap = p.last === 0 ? 0 : now - p.last;
      p.step = gap > 50 ? Math.max(1, p.step / 2) : gap < 25 ? Math.min(maxBlocksPerFrame, p.step * 2) : p.step;
      p.last = now;
      startTransition(() => setMounted((n) => n + p.step));
    });
    return () => cancelAnimationFrame(frame);
  }, [all, done, shown]);
  if (!blocks) return <>{body(render(text))}</>;
  const end = blocks[shown - 1]![1];
  return (
    <>
      {body(
        blocks.slice(0, shown).map(([from, to]) => <Block key={from} text={text.slice(from, to)} render={render} />),
      )}
      {!done && (
        <button
          type="button"
          data-slot={moreSlot}
          aria-busy={all || undefined}
          onClick={() => {
            if (all) return;
            pace.current = { step: 1, last: 0 };
            setMounted(1);
            setAll(true);
          }}
        >
          {all ? `Showing ${formatBytes(end)} of ${formatBytes(text.length)}…` : `Show all (${formatBytes(text.length)})`}
        </button>
      )}
    </>
  );
}

/**
 * Props of {@link LongText}.
 *
 * @example
 * const props: LongTextProps = { text, render: chunkText, body: (c) => <p>{c}</p>, moreSlot: "text-part-more" };
 */
export interface LongTextProps {
  readonly text: string;
  readonly render: (text: string) => ReactNode;
  readonly body: (children: ReactNode) => ReactNode;
  readonly moreSlot: string;
}
