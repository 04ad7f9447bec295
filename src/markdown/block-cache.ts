import { closeOpenSyntax } from "./close-open-syntax";
import { splitHazards } from "./hazards";
import { lexBlock, plainToken, splitBlocks, type Links, type RawBlock, type Token } from "./lex";
import { resolveLimits, type MarkdownLimits, type ResolvedMarkdownLimits } from "./limits";

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
 * @example
 * const cache = createBlockCache({ maxDepth: 16 });
 */
export function createBlockCache(limits?: MarkdownLimits): BlockCache {
  const budget: ResolvedMarkdownLimits = resolveLimits(limits);
  const stats: BlockCacheStats = { blockLexes: 0, lexedChars: 0, resets: 0 };
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

  const lex = (raw: string, into: Links) => {
    stats.blockLexes++;
    stats.lexedChars += raw.length;
    return lexBlock(raw, into, budget);
  };

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
    const settled = lastLineStart > 0 ? (splitBlocks(tail.slice(0, lastLineStart), budget) ?? []) : [];
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
      raw.length > budget.maxBlockChars && !/^ {0,3}(`{3,}|~{3,})/.test(raw)
        ? [{ offset: 0, raw, type: "pk-plain", plain: "size" }]
        : splitHazards(raw, budget.maxDepth).map((segment) => ({
            offset: segment.start,
            raw: raw.slice(segment.start, segment.end),
            type: segment.plain ? "pk-plain" : "markdown",
            ...(segment.plain ? { plain: "depth" as const } : {}),
          }));
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
      const lexed = lex(streaming && i === regions.length - 1 ? closeOpenSyntax(region.raw) : region.raw, known);
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
