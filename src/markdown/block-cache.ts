import { closeOpenSyntax, PENDING_LINK_HREF } from "./close-open-syntax";
import { splitHazards } from "./hazards";
import { lexBlock, plainToken, splitBlocks, type Links, type RawBlock, type Token } from "./lex";
import { resolveLimits, type MarkdownLimits, type ResolvedMarkdownLimits } from "./limits";
import type { MarkdownPlugin } from "./plugin";

/**
 * One top-level block of a markdown document, lexed once.
 *
 * @example
 * const block: MarkdownBlock = { key: "0", offset: 0, raw: "# Hi", tokens, open: false, epoch: 0 };
 */
export interface MarkdownBlock {
  /** Stable React key: the block's offset in the source. */
  readonly key: string;
  readonly offset: number;
  /** The block's markdown source. */
  readonly raw: string;
  readonly tokens: readonly Token[];
  /** The last block while the text is still streaming: it is re-lexed on every update. */
  readonly open: boolean;
  /** Bumped when a later reference definition (`[x]: https://…`) changes how this block's links resolve. */
  readonly epoch: number;
}

/**
 * Counters for tests and benchmarks: how much work the cache did.
 *
 * @example
 * cache.stats.lexedChars // characters handed to the lexer so far
 */
export interface BlockCacheStats {
  /** Blocks lexed fully (finished blocks once each, the open block once per update). */
  blockLexes: number;
  /** Characters lexed fully, summed. */
  lexedChars: number;
  /** Times the text changed other than by appending, so the cache started over. */
  resets: number;
  /** Open-block lexes repeated with less auto-closing because the first guess showed text the source does not have (included in `blockLexes`). */
  retries: number;
}

/**
 * Incremental block splitter behind `<Markdown>`: finished blocks are lexed once and returned as
 * the same objects on every later update; only the source after the last finished block (the
 * open tail) is looked at again.
 *
 * @example
 * const cache = createBlockCache();
 * cache.update("# Title\n\nPara", true);      // [heading (finished), paragraph (open)]
 * cache.update("# Title\n\nParagraph", true); // same heading object, new open paragraph
 */
export interface BlockCache {
  update(text: string, streaming: boolean): readonly MarkdownBlock[];
  readonly stats: BlockCacheStats;
}

/**
 * Creates a {@link BlockCache}.
 *
 * A block is finished once the next block starts on a complete line: CommonMark decides block
 * structure line by line, so appending text can only change the blocks from the last complete
 * line on (a half-typed `*` may still turn out to continue the paragraph above). Reference
 * definitions are the exception: a late `[x]: url` re-resolves the earlier blocks that contain
 * `[`. Text that is not an extension of the previous text (an edit or a regeneration) starts the
 * cache over.
 *
 * `plugins` add syntax (see {@link MarkdownPlugin}); pass the same array for the cache's life.
 *
 * @example
 * const cache = createBlockCache({ maxDepth: 16 });
 */
export function createBlockCache(limits?: MarkdownLimits, plugins?: readonly MarkdownPlugin[]): BlockCache {
  const budget: ResolvedMarkdownLimits = resolveLimits(limits);
  const stats: BlockCacheStats = { blockLexes: 0, lexedChars: 0, resets: 0, retries: 0 };
  let source = "";
  let streamingBefore: boolean | undefined;
  let stable: MarkdownBlock[] = [];
  let stableEnd = 0;
  let links: Links = Object.create(null) as Links;
  // Definitions found in the open block, as a comparable string: when they change, earlier
  // blocks are re-resolved against them too (a document's definitions usually come last).
  let openDefinitions = "";
  // Bumped whenever late definitions re-resolve blocks. Every block carries the value it was lexed
  // under as its epoch, so a block whose text is unchanged but whose references now resolve
  // (finished or still open) renders again, and only then.
  let generation = 0;
  let result: readonly MarkdownBlock[] = [];

  const lex = (raw: string, into: Links, openEnd = false) => {
    stats.blockLexes++;
    stats.lexedChars += raw.length;
    return lexBlock(raw, into, budget, { plugins, openEnd });
  };
  const openAt = plugins?.some((plugin) => plugin.openAt) ? (src: string) => earliestOpen(plugins, src) : undefined;

  const finish = (block: RawBlock, base: number) => {
    const offset = base + block.offset;
    let tokens: Token[];
    if (block.plain) tokens = [plainToken(block.raw, block.plain)];
    else {
      const lexed = lex(block.raw, links);
      tokens = lexed.tokens;
      if (lexed.newLinks) relink(links);
    }
    stable.push({ key: String(offset), offset, raw: block.raw, tokens, open: false, epoch: generation });
  };

  // A definition arrived after blocks that may reference it: lex those again.
  const relink = (known: Links) => {
    generation++;
    stable = stable.map((block) => {
      if (!block.raw.includes("[") || block.tokens[0]?.type === "pk-plain") return block;
      return { ...block, tokens: lex(block.raw, Object.assign(Object.create(null) as Links, known)).tokens, epoch: generation };
    });
  };

  const update = (input: string, streaming: boolean): readonly MarkdownBlock[] => {
    const text = input.includes("\r") ? input.replace(/\r\n?/g, "\n") : input;
    if (text === source && streaming === streamingBefore) return result;
    if (!text.startsWith(source)) {
      if (source !== "") stats.resets++;
      stable = [];
      stableEnd = 0;
      links = Object.create(null) as Links;
      openDefinitions = "";
      generation = 0;
    }
    source = text;
    streamingBefore = streaming;

    const tail = text.slice(stableEnd);
    const base = stableEnd;
    // Only complete lines decide which blocks are finished: a half-typed last line such as "-"
    // may still turn the line above into a setext heading, or "*" continue the paragraph above.
    // Of the blocks on complete lines, all but the last are finished.
    const lastLineStart = tail.lastIndexOf("\n") + 1;
    const settled = lastLineStart > 0 ? (splitBlocks(tail.slice(0, lastLineStart), budget, { plugins }) ?? []) : [];
    for (let i = 0; i < settled.length - 1; i++) finish(settled[i]!, base);
    const finishedNow = settled.length > 1;
    const openStart = settled.at(-1)?.offset ?? 0;
    if (openStart >= tail.length) {
      result = stable.slice();
      return result;
    }
    stableEnd = base + openStart;
    const raw = text.slice(stableEnd);
    // The open region (the last settled block and the partial line) is lexed as a whole, except
    // runs nested too deeply to hand to the parser, and a region over the size budget.
    const regions: RawBlock[] =
      raw.length > budget.maxBlockChars && !/^ {0,3}(`{3,}|~{3,})/.test(raw) ? oversizedRegions(raw, lastLineStart - openStart, budget) : markdownRegions(raw, 0, budget);
    // Each token of the open region is its own block, keyed by its offset, so a block keeps its
    // key (and its DOM) when it moves from the open region to the finished ones.
    const openBlocks: MarkdownBlock[] = [];
    const found: [string, Links[string]][] = [];
    const push = (token: Token, offset: number) => {
      if (token.type !== "space") openBlocks.push({ key: String(offset), offset, raw: token.raw, tokens: [token], open: streaming, epoch: 0 });
    };
    regions.forEach((region, i) => {
      const start = stableEnd + region.offset;
      if (region.plain) return push(plainToken(region.raw, region.plain), start);
      const known = Object.assign(Object.create(null) as Links, links);
      const closing = streaming && i === regions.length - 1;
      const freshLinks = () => Object.assign(Object.create(null) as Links, links);
      let lexed = lex(closing ? closeOpenSyntax(region.raw, { openAt }) : region.raw, known, closing);
      // What is shown while streaming may hide the tail but never show what the source does not
      // have. A guessed link that did not become one (inside code, or around a finished link,
      // which a link cannot contain) would show its placeholder: hide the open bracket instead.
      // A closer added to an opener that cannot open (`*foo bar *`, a code span's backticks after
      // a closed fence) would show as a character: then close nothing inline.
      if (closing && showsPendingLink(lexed.tokens)) {
        stats.retries++;
        lexed = lex(closeOpenSyntax(region.raw, { guessLinks: false, openAt }), freshLinks(), true);
      }
      if (closing && inventsSyntax(lexed.tokens, region.raw)) {
        stats.retries++;
        lexed = lex(closeOpenSyntax(region.raw, { closeInlines: false, openAt }), freshLinks(), true);
      }
      let offset = start;
      for (const token of lexed.tokens) {
        push(token, offset);
        offset += token.raw.length;
      }
      if (lexed.newLinks) for (const key in known) if (!Object.hasOwn(links, key)) found.push([key, known[key]!]);
    });
    const definitions = found.length === 0 ? "" : JSON.stringify(found);
    // Blocks finished in this update were lexed without the definitions still in the open region.
    if (definitions !== openDefinitions || (finishedNow && definitions !== "")) {
      const known = Object.assign(Object.create(null) as Links, links);
      for (const [key, value] of found) if (!Object.hasOwn(known, key)) known[key] = value;
      relink(known);
    }
    openDefinitions = definitions;
    // The open blocks were lexed with every definition known now, including any that just bumped it.
    result = [...stable, ...openBlocks.map((block) => ({ ...block, epoch: generation }))];
    return result;
  };

  return { update, stats };
}

/** Where the first construct a plugin holds open starts in `src`, if any. */
function earliestOpen(plugins: readonly MarkdownPlugin[], src: string): number | undefined {
  let first: number | undefined;
  for (const plugin of plugins) {
    const at = plugin.openAt?.(src);
    if (at !== undefined && at >= 0 && (first === undefined || at < first)) first = at;
  }
  return first;
}

/** Whether the placeholder of a guessed link shows anywhere but as a link's destination. */
function showsPendingLink(tokens: readonly Token[]): boolean {
  const stack = [...tokens];
  while (stack.length > 0) {
    const token = stack.pop()!;
    if (token.type === "link") {
      stack.push(...((token as { tokens?: Token[] }).tokens ?? []));
      continue;
    }
    const children = childTokens(token);
    if (children.length > 0) stack.push(...children);
    else if (token.raw.includes(PENDING_LINK_HREF)) return true;
  }
  return false;
}

// The characters closeOpenSyntax adds to close inline syntax.
const closerChars = new Set(["*", "_", "~", "`"]);

/** Whether the tokens show more of a closer character than the source has. */
function inventsSyntax(tokens: readonly Token[], source: string): boolean {
  const shown = new Map<string, number>();
  const stack = [...tokens];
  while (stack.length > 0) {
    const token = stack.pop()!;
    const children = childTokens(token);
    if (children.length > 0) {
      stack.push(...children);
      continue;
    }
    const text = token.type === "html" ? token.raw : "text" in token && typeof token.text === "string" ? token.text : "";
    for (const ch of text) if (closerChars.has(ch)) shown.set(ch, (shown.get(ch) ?? 0) + 1);
  }
  if (shown.size === 0) return false;
  const had = new Map<string, number>();
  for (const ch of source) if (closerChars.has(ch)) had.set(ch, (had.get(ch) ?? 0) + 1);
  for (const [ch, n] of shown) if (n > (had.get(ch) ?? 0)) return true;
  return false;
}

/** A token's inline or block children, a list's items and a table's cells' tokens. */
function childTokens(token: Token): readonly Token[] {
  const t = token as { tokens?: Token[]; items?: Token[]; header?: { tokens: Token[] }[]; rows?: { tokens: Token[] }[][] };
  if (t.tokens && t.tokens.length > 0) return t.tokens;
  if (t.items && t.items.length > 0) return t.items;
  if (t.header) return [...t.header.flatMap((cell) => cell.tokens), ...(t.rows ?? []).flatMap((row) => row.flatMap((cell) => cell.tokens))];
  return [];
}

/** The parts of an open region the parser takes: all of it, less runs nested too deeply. */
function markdownRegions(raw: string, offset: number, budget: ResolvedMarkdownLimits): RawBlock[] {
  return splitHazards(raw, budget.maxDepth).map((segment) => ({
    offset: offset + segment.start,
    raw: raw.slice(segment.start, segment.end),
    type: segment.plain ? "pk-plain" : "markdown",
    ...(segment.plain ? { plain: "depth" as const } : {}),
  }));
}

/**
 * An open region over the size budget is not handed to the parser in one piece: its complete
 * lines are when they fit, and so is its last line: a heading above a 10 MB line with no newline
 * stays a heading and only the line is plain text, and a paragraph after a 60 KB one is still a
 * paragraph.
 */
function oversizedRegions(raw: string, completeChars: number, budget: ResolvedMarkdownLimits): RawBlock[] {
  const whole: RawBlock = { offset: 0, raw, type: "pk-plain", plain: "size" };
  if (completeChars <= 0 || completeChars > budget.maxBlockChars) return [whole];
  const line = raw.slice(completeChars);
  const last: RawBlock[] = line.length > budget.maxBlockChars ? [{ offset: completeChars, raw: line, type: "pk-plain", plain: "size" }] : markdownRegions(line, completeChars, budget);
  return [...markdownRegions(raw.slice(0, completeChars), 0, budget), ...last];
}
