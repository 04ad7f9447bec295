import { Lexer, Marked, Tokenizer, type Links, type MarkedOptions, type Token, type TokenizerExtension, type Tokens } from "marked";
import { footnoteExtensions } from "./footnotes";
import type { MarkdownPlugin, MarkdownPluginToken, MarkdownSyntax } from "./plugin";
import { countDelimiters, splitHazards, textRunCost, urlPunctuation } from "./hazards";
import type { ResolvedMarkdownLimits } from "./limits";

export type { Links, Token, Tokens };

/**
 * A run of source shown as text because it is over a {@link MarkdownLimits} budget.
 *
 * @example
 * const token: PlainToken = { type: "pk-plain", raw: "> > > …", reason: "depth" };
 */
export interface PlainToken extends Tokens.Generic {
  readonly type: "pk-plain";
  readonly raw: string;
  /** Which budget it went over. */
  readonly reason: "depth" | "size" | "delimiters" | "table" | "error";
}

// marked's table rule matches every line after a header and a delimiter row before it checks
// that the delimiter row holds a pipe or a colon, which a table needs: at every setext heading
// ("a\n-\n" repeated) it scanned the rest of the document, 16 s for 200 KB. The check comes first.
class GuardedTokenizer extends Tokenizer {
  override table(src: string): Tokens.Table | undefined {
    const first = src.indexOf("\n");
    if (first === -1) return undefined;
    const second = src.indexOf("\n", first + 1);
    if (!/[:|]/.test(src.slice(first + 1, second === -1 ? undefined : second))) return undefined;
    return super.table(src);
  }
}

// marked compiles extensions into its options once; it also writes its tokenizer into the options
// object a lexer is given, so every lexer gets a fresh one.
const base = { gfm: true, breaks: false, pedantic: false, silent: false } as const;
const configured = new Marked({ ...base, extensions: footnoteExtensions }).defaults;
const withPlugins = new WeakMap<readonly MarkdownPlugin[], MarkedOptions>();
// Set on the options of a lexer whose source runs to the end of a streaming text.
const openEndKey = "partkitOpenEnd";

function pluginExtension(syntax: MarkdownSyntax): TokenizerExtension {
  return {
    name: syntax.name,
    level: syntax.level,
    start: (src) => syntax.start(src),
    tokenizer(src) {
      const openEnd = (this.lexer.options as Record<string, unknown>)[openEndKey] === true;
      const match = syntax.match(src, openEnd);
      if (!match || match.raw === "" || !src.startsWith(match.raw)) return undefined;
      const token: MarkdownPluginToken = { type: syntax.name, raw: match.raw, text: match.text, pending: openEnd && match.pending === true, data: match.data };
      return token as MarkdownPluginToken & Tokens.Generic;
    },
  };
}

function configuredFor(plugins: readonly MarkdownPlugin[] | undefined): MarkedOptions {
  if (!plugins || plugins.length === 0) return configured;
  let options = withPlugins.get(plugins);
  if (!options) {
    const extensions = [...footnoteExtensions, ...plugins.flatMap((plugin) => (plugin.syntax ?? []).map(pluginExtension))];
    options = new Marked({ ...base, extensions }).defaults;
    withPlugins.set(plugins, options);
  }
  return options;
}

/**
 * What the lexer adds to CommonMark + GFM: plugins' syntax, and whether the source runs to the end
 * of a text still streaming (so a plugin may match an unclosed construct as pending).
 *
 * @example
 * const syntax: LexSyntax = { plugins: [math()], openEnd: true };
 */
export interface LexSyntax {
  readonly plugins?: readonly MarkdownPlugin[];
  readonly openEnd?: boolean;
}

const options = (syntax?: LexSyntax): MarkedOptions => ({ ...configuredFor(syntax?.plugins), tokenizer: new GuardedTokenizer(), ...(syntax?.openEnd ? { [openEndKey]: true } : {}) });

/**
 * Makes a {@link PlainToken}.
 *
 * @example
 * plainToken("**".repeat(5000), "delimiters")
 */
export function plainToken(raw: string, reason: PlainToken["reason"]): PlainToken {
  return { type: "pk-plain", raw, reason };
}

/**
 * A top-level block found by {@link splitBlocks}: its source, or a plain-text stand-in.
 *
 * @example
 * const block: RawBlock = { offset: 0, raw: "# Title", type: "heading" };
 */
export interface RawBlock {
  /** Offset of the block in the string given to {@link splitBlocks}. */
  readonly offset: number;
  readonly raw: string;
  readonly type: string;
  /** Set when the block is over a budget and will render as text. */
  readonly plain?: PlainToken["reason"];
}

function overBudget(token: Token, limits: ResolvedMarkdownLimits): PlainToken["reason"] | undefined {
  if (token.type === "code") return undefined;
  if (token.raw.length > limits.maxBlockChars) return "size";
  if (token.type === "table") {
    const table = token as Tokens.Table;
    if (table.header.length * (table.rows.length + 1) > limits.maxTableCells) return "table";
  }
  return undefined;
}

/**
 * Finds the top-level blocks of `src` (block structure only, no inline parsing). Space tokens
 * are dropped; offsets still account for them. Returns `undefined` when marked's token sources
 * do not add up to the input (then the caller treats the whole string as one open block).
 *
 * @example
 * splitBlocks("# A\n\npara", defaultMarkdownLimits) // [{ offset: 0, raw: "# A", type: "heading" }, { offset: 5, raw: "para", type: "paragraph" }]
 */
export function splitBlocks(src: string, limits: ResolvedMarkdownLimits, syntax?: LexSyntax): RawBlock[] | undefined {
  const blocks: RawBlock[] = [];
  for (const segment of splitHazards(src, limits.maxDepth)) {
    if (segment.plain) {
      blocks.push({ offset: segment.start, raw: src.slice(segment.start, segment.end), type: "pk-plain", plain: "depth" });
      continue;
    }
    const piece = src.slice(segment.start, segment.end);
    let tokens: Token[];
    try {
      tokens = new Lexer(options(syntax && { plugins: syntax.plugins })).blockTokens(piece, []);
    } catch {
      blocks.push({ offset: segment.start, raw: piece, type: "pk-plain", plain: "error" });
      continue;
    }
    let offset = segment.start;
    for (const token of tokens) {
      if (token.type !== "space") {
        const plain = overBudget(token, limits);
        // marked occasionally rewrites trailing whitespace in `raw`; the length is what counts.
        const raw = src.slice(offset, offset + token.raw.length);
        blocks.push(plain ? { offset, raw, type: "pk-plain", plain } : { offset, raw, type: token.type });
      }
      offset += token.raw.length;
    }
    if (offset !== segment.end) return undefined;
  }
  return blocks;
}

// What marked may scan in one inline run: 320 delimiters in a block of 64 KB, by default.
const scanPerDelimiter = 65_536;

function overInlineBudget(src: string, maxDelimiters: number): boolean {
  return countDelimiters(src, maxDelimiters) > maxDelimiters || urlPunctuation(src, maxDelimiters) > maxDelimiters || textRunCost(src, maxDelimiters * scanPerDelimiter) > maxDelimiters * scanPerDelimiter;
}

/**
 * Lexes one block fully (block and inline tokens) with the reference definitions known so far.
 * Inline runs with more delimiters than the budget become plain text; a parser error turns the
 * block into plain text. New definitions found in the block are added to `links`.
 *
 * @returns the tokens, and whether `links` gained an entry.
 * @example
 * const { tokens } = lexBlock("**hi** [x][r]", links, defaultMarkdownLimits);
 */
export function lexBlock(src: string, links: Links, limits: ResolvedMarkdownLimits, syntax?: LexSyntax): { tokens: Token[]; newLinks: boolean } {
  // A table over the cell budget needs at least that many pipes and lines: only then look for one
  // (block structure only) before paying for its inline runs.
  if (countPipesAndLines(src, limits.maxTableCells) > limits.maxTableCells) {
    let top: Token[];
    try {
      top = new Lexer(options(syntax)).blockTokens(src, []);
    } catch {
      return { tokens: [plainToken(src, "error")], newLinks: false };
    }
    if (top.some((token) => overBudget(token, limits))) {
      const tokens: Token[] = [];
      let newLinks = false;
      let offset = 0;
      for (const token of top) {
        const raw = src.slice(offset, offset + token.raw.length);
        offset += token.raw.length;
        const reason = overBudget(token, limits);
        if (reason) tokens.push(plainToken(raw, reason));
        else if (token.type !== "space") {
          const lexed = lexInline(raw, links, limits, syntax);
          tokens.push(...lexed.tokens);
          newLinks ||= lexed.newLinks;
        }
      }
      return { tokens, newLinks };
    }
  }
  return lexInline(src, links, limits, syntax);
}

function countPipesAndLines(src: string, limit: number): number {
  let count = 0;
  for (let i = src.indexOf("|"); i !== -1 && count <= limit; i = src.indexOf("|", i + 1)) count++;
  if (count === 0) return 0;
  for (let i = src.indexOf("\n"); i !== -1 && count <= limit; i = src.indexOf("\n", i + 1)) count++;
  return count;
}

function lexInline(src: string, links: Links, limits: ResolvedMarkdownLimits, syntax?: LexSyntax): { tokens: Token[]; newLinks: boolean } {
  const lexer = new Lexer(options(syntax));
  const own = lexer.tokens.links;
  for (const key in links) own[key] = links[key]!;
  const before = Object.keys(own).length;
  try {
    const tokens = lexer.blockTokens(src, []);
    for (const entry of lexer.inlineQueue) {
      if (overInlineBudget(entry.src, limits.maxDelimiters)) {
        entry.tokens.push(plainToken(entry.src, "delimiters"));
      } else {
        lexer.state.inRawBlock = false;
        lexer.inlineTokens(entry.src, entry.tokens);
      }
    }
    lexer.inlineQueue = [];
    const added = Object.keys(own).length > before;
    if (added) for (const key in own) if (!Object.hasOwn(links, key)) links[key] = own[key]!;
    return { tokens, newLinks: added };
  } catch {
    return { tokens: [plainToken(src, "error")], newLinks: false };
  }
}
