/**
 * Budgets that keep hostile or pathological markdown from hanging the page or overflowing the
 * stack. Anything over a budget degrades to plain text (the source, escaped) for that block or
 * inline run only; the rest of the document still renders.
 *
 * @example
 * <Markdown text={untrusted} limits={{ maxDepth: 16 }} />
 */
export interface MarkdownLimits {
  /** Container nesting (block quotes and lists, counted from line prefixes) before a block turns into plain text. Default 32. */
  readonly maxDepth?: number;
  /** Characters in one non-code top-level block before it turns into plain text. Default 65,536. */
  readonly maxBlockChars?: number;
  /**
   * Emphasis and link delimiters (`*`, non-intraword `_`, `~`, `[`, `]`, `<`, backtick) in one
   * inline run (a paragraph, heading, list item text or table cell) before that run is shown as
   * plain text. Default 320. The same budget bounds two other costs of marked that grow with the
   * square of the input: punctuation in one bare URL (`?!.,:;*_'"~)&`, which marked trims from
   * its end one piece at a time: at most 320), and runs without spaces holding many `_` or `!`
   * (`a_a_a…`: stops × length, at most 320 × 65,536). Its delimiter matching is quadratic on
   * adversarial runs too.
   */
  readonly maxDelimiters?: number;
  /** Cells in one table before it turns into plain text. Default 10,000. */
  readonly maxTableCells?: number;
}

/**
 * The limits with every default filled in.
 *
 * @example
 * const limits: ResolvedMarkdownLimits = resolveLimits(undefined);
 */
export type ResolvedMarkdownLimits = Required<MarkdownLimits>;

/**
 * The default {@link MarkdownLimits}.
 *
 * @example
 * <Markdown text={t} limits={{ ...defaultMarkdownLimits, maxDepth: 8 }} />
 */
export const defaultMarkdownLimits: ResolvedMarkdownLimits = Object.freeze({
  maxDepth: 32,
  maxBlockChars: 65_536,
  maxDelimiters: 320,
  maxTableCells: 10_000,
});

/**
 * Fills in the defaults of a {@link MarkdownLimits}.
 *
 * @example
 * resolveLimits({ maxDepth: 8 }).maxBlockChars // 65536
 */
export function resolveLimits(limits: MarkdownLimits | undefined): ResolvedMarkdownLimits {
  if (!limits) return defaultMarkdownLimits;
  return {
    maxDepth: limits.maxDepth ?? defaultMarkdownLimits.maxDepth,
    maxBlockChars: limits.maxBlockChars ?? defaultMarkdownLimits.maxBlockChars,
    maxDelimiters: limits.maxDelimiters ?? defaultMarkdownLimits.maxDelimiters,
    maxTableCells: limits.maxTableCells ?? defaultMarkdownLimits.maxTableCells,
  };
}
