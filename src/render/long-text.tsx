"use client";
import { memo, useMemo, useRef, useState, type CSSProperties, type ReactNode, type Ref } from "react";
import { formatBytes } from "../fetch/content-error";
import { previewChars } from "../internal/preview-chars";
import { usePacedCount } from "./use-paced-count";

// Layout of appended text costs the whole paragraph again, but a new block only itself. So a
// long text is a column of blocks of about previewChars each, and "Show all" appends them over
// many frames (usePacedCount): as one paragraph, 10 MB was one task of 1.8 s (a log) to 5.7 s (no
// space or line break).
const maxBlocksPerFrame = 16;

// Even block by block, laying out 10 MB took 2.2 s in all (the bench's `hostile` scenario, "Show
// all" rows). With content-visibility a block out of view is not laid out until it nears the
// viewport: 0.3 to 0.5 s to the end scrolled to, no task over 3 ms. Until then it takes the
// height the first block had per character, so the scrollbar is about right; once shown, it
// keeps its real height (`auto`).
// Paint containment would clip a line that overflows, so every block either wraps or, for code
// (`wrap={false}`), is as wide as its longest line and scrolls with the rest. The first block never
// skips: restyling it would lay it out again, in the click's frame.
const wrapping: CSSProperties = { overflowWrap: "anywhere" };
const unwrapped: CSSProperties = { width: "max-content", minWidth: "100%" };
const skippable = (base: CSSProperties, height: number): CSSProperties => ({ ...base, contentVisibility: "auto", containIntrinsicBlockSize: `auto ${Math.max(1, Math.round(height))}px` });

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

interface BlockProps {
  readonly text: string;
  readonly render: (text: string) => ReactNode;
  readonly wrap: boolean;
  /** The height to assume while the block is out of view; without it, the block is always laid out. */
  readonly height: number | undefined;
  readonly ref?: Ref<HTMLSpanElement>;
}

const Block = memo(function Block({ text, render, wrap, height, ref }: BlockProps) {
  const base = wrap ? wrapping : unwrapped;
  // The line break that ends a block is the block boundary itself, as it shows and as it copies.
  return (
    <span ref={ref} data-slot="long-text-block" style={height === undefined ? base : skippable(base, height)}>
      {render(text.endsWith("\n") ? text.slice(0, -1) : text)}
    </span>
  );
});

/**
 * A very long plain text (past `previewChars`) as blocks: the first shows at once, and "Show all"
 * mounts the rest a few blocks per frame, each laid out only when it nears the viewport
 * (`content-visibility: auto`), so a 10 MB log never holds the main thread for seconds.
 * `render` turns one block's text into nodes (linkified, chunked) and must be a stable function;
 * `body` wraps the blocks (the "Show all" button goes after it). Shorter text is `body(render(text))`.
 *
 * @selector [data-slot="long-text-block"] one block (style it `display: block`)
 * @selector [data-slot={moreSlot}] the "Show all" button; [aria-busy] while the rest mounts
 * @example
 * <LongText text={log} render={chunkText} body={(children) => <p>{children}</p>} moreSlot="text-part-more" />
 */
export function LongText({ text, render, body, moreSlot, wrap = true }: LongTextProps) {
  // Once asked for, all of it stays shown while the text grows (a part still streaming).
  const [all, setAll] = useState(false);
  const long = text.length > previewChars;
  // Only the first block is needed until "Show all": a streaming text does not re-cut all of itself.
  const blocks = useMemo(() => (long ? textBlocks(text, previewChars, all ? Infinity : 1) : undefined), [text, long, all]);
  const first = useRef<HTMLSpanElement>(null);
  // Height per character of the first block as shown (undefined where nothing is laid out).
  const [perChar, setPerChar] = useState<number>();
  const mounted = usePacedCount(all && blocks ? blocks.length : 1, maxBlocksPerFrame);
  const shown = all && blocks ? Math.min(mounted, blocks.length) : 1;
  const done = !blocks || (all && shown >= blocks.length);
  if (!blocks) return <>{body(render(text))}</>;
  const end = blocks[shown - 1]![1];
  return (
    <>
      {body(
        blocks.slice(0, shown).map(([from, to]) => <Block key={from} ref={from === 0 ? first : undefined} text={text.slice(from, to)} render={render} wrap={wrap} height={perChar === undefined || from === 0 ? undefined : perChar * (to - from)} />),
      )}
      {!done && (
        <button
          type="button"
          data-slot={moreSlot}
          aria-busy={all || undefined}
          onClick={() => {
            if (all) return;
            const height = first.current?.getBoundingClientRect().height ?? 0;
            setPerChar(height > 0 ? height / blocks[0]![1] : undefined);
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
  /** Whether lines wrap (text) or run on and scroll (code, `false`): how a block sizes itself. Default `true`. */
  readonly wrap?: boolean;
}
