"use client";
import { Fragment, createContext, createElement, memo, use, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { CodeFrame, type CodeBlockProps } from "../render/code/code-frame";
import { chunkText } from "../internal/chunk-text";
import { LongText } from "../render/long-text";
import { previewChars } from "../internal/preview-chars";
import { safeUrl } from "../internal/url-policy";
import type { MarkdownBlock } from "./block-cache";
import { PENDING_LINK_HREF } from "./close-open-syntax";
import { decodeEntities } from "./entities";
import type { FootnoteRefToken, FootnoteToken } from "./footnotes";
import type { Token, Tokens } from "./lex";
import type { MarkdownPluginToken, MarkdownSyntaxProps } from "./plugin";
import { TableActions } from "./table-actions";

/**
 * The HTML elements markdown renders, the keys of {@link MarkdownComponents}.
 *
 * @example
 * const tag: MarkdownTag = "blockquote";
 */
export type MarkdownTag =
  | "a" | "blockquote" | "br" | "code" | "del" | "em" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "hr" | "img"
  | "input" | "li" | "ol" | "p" | "strong" | "sup" | "table" | "tbody" | "td" | "th" | "thead" | "tr" | "ul";

/**
 * Replacement components for the elements markdown renders, by tag name, plus `codeBlock` for
 * fenced and indented code (default: a plain code block; `CodeBlock` from `partkit/code` highlights).
 * Each receives the props the default element would get.
 *
 * @example
 * const components: MarkdownComponents = { a: ({ href, children }) => <MyLink to={href}>{children}</MyLink>, h1: "h3" };
 */
export type MarkdownComponents = { readonly [K in MarkdownTag]?: ComponentType<ComponentProps<K>> | MarkdownTag } & {
  readonly codeBlock?: ComponentType<CodeBlockProps>;
};

/**
 * Rewrites or vetoes a URL after the shared safety policy has accepted it (`safeUrl`: http,
 * https and mailto links; http, https, blob and image `data:` URLs for images). Return
 * `undefined` to show the text without a link (or an image's alt text instead of the image).
 *
 * @example
 * const onlyOurCdn: MarkdownUrlTransform = (url, use) => (use === "image" && !url.startsWith("https://cdn.example.com/") ? undefined : url);
 */
export type MarkdownUrlTransform = (url: string, use: "link" | "image") => string | undefined;

/**
 * What every rendered block reads from context: overrides, the URL transform and an id prefix.
 *
 * @example
 * const ctx: RenderContext = { components: undefined, urlTransform: undefined, idPrefix: "r1-" };
 */
export interface RenderContext {
  readonly components: MarkdownComponents | undefined;
  readonly urlTransform: MarkdownUrlTransform | undefined;
  /** Prefix for element ids (footnotes), unique per `<Markdown>`. */
  readonly idPrefix: string;
  /** Which named-reference table decoded the text (see `loadEntityTable`): blocks render again when it changes. */
  readonly entities?: number;
  /** Plugins' components: by token type, and by fence language. */
  readonly syntax?: ReadonlyMap<string, ComponentType<MarkdownSyntaxProps>>;
  readonly fences?: ReadonlyMap<string, ComponentType<MarkdownSyntaxProps>>;
}

/**
 * Context carrying the {@link RenderContext} from `<Markdown>` to its blocks.
 *
 * @example
 * <MarkdownContext value={ctx}>{blocks.map((b) => <BlockView key={b.key} block={b} />)}</MarkdownContext>
 */
export const MarkdownContext = createContext<RenderContext>({ components: undefined, urlTransform: undefined, idPrefix: "md-" });

// Deeper than this, tokens render as their source text (the parser's own budgets make it rare).
const maxRenderDepth = 48;

function el(ctx: RenderContext, tag: MarkdownTag, props: Record<string, unknown> | null, ...children: ReactNode[]): ReactNode {
  const type = ctx.components?.[tag] ?? tag;
  return createElement(type as string, props, ...children);
}

const closedFence = /\n[ \t>]*(`{3,}|~{3,})[ \t]*\n?$/;

/**
 * One top-level block. Finished blocks are the same objects from update to update, so this memo
 * skips them entirely; the open block re-renders, and inside it {@link TokenView} skips every
 * child whose source did not change.
 *
 * @example
 * <BlockView block={cache.update(text, true)[0]!} />
 */
export const BlockView = memo(function BlockView({ block }: { readonly block: MarkdownBlock }) {
  const ctx = use(MarkdownContext);
  return <>{renderBlocks(block.tokens, ctx, block.open, block.epoch, 0)}</>;
});

interface TokenViewProps {
  readonly token: Token;
  readonly open: boolean;
  readonly epoch: number;
  readonly depth: number;
}

/** What decides a token's output: its source without trailing blank lines, or for code its text, language and whether its fence is closed. */
function renderKey(token: Token, open: boolean): string {
  if (token.type === "code") {
    const code = token as Tokens.Code;
    return `${code.text}\u0000${code.lang ?? ""}\u0000${codeStreaming(code, open)}`;
  }
  // Nested code blocks (in lists and quotes) stream while their block is open; a list item
  // renders differently once its list turns loose.
  let raw = token.raw.replace(/\n+$/, "");
  if (token.type === "list_item" && (token as Tokens.ListItem).loose) raw += "\u0000loose";
  // A table's actions are off while it is open.
  return open && (token.type === "table" || raw.includes("```") || raw.includes("~~~")) ? `${raw}\u0000open` : raw;
}

const TokenView = memo(
  function TokenView({ token, open, epoch, depth }: TokenViewProps) {
    const ctx = use(MarkdownContext);
    return <>{renderBlock(token, ctx, open, epoch, depth)}</>;
  },
  (a, b) =>
    a.epoch === b.epoch &&
    a.depth === b.depth &&
    (a.token === b.token ? a.open === b.open : a.token.type === b.token.type && renderKey(a.token, a.open) === renderKey(b.token, b.open)),
);

function codeStreaming(code: Tokens.Code, open: boolean): boolean {
  return open && !(code.codeBlockStyle === "indented" || closedFence.test(code.raw));
}

function renderBlocks(tokens: readonly Token[], ctx: RenderContext, open: boolean, epoch: number, depth: number): ReactNode[] {
  const out: ReactNode[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === "space") continue;
    out.push(<TokenView key={i} token={token} open={open} epoch={epoch} depth={depth} />);
  }
  return out;
}

function plain(ctx: RenderContext, raw: string, reason: string, key?: number): ReactNode {
  if (raw.length > previewChars) return <LongPlain key={key} ctx={ctx} raw={raw} reason={reason} />;
  return el(ctx, "p", { key, "data-slot": "markdown-plain", "data-reason": reason }, chunkText(raw));
}

// Text past the limits (a 10 MB paragraph): its start shows at once, the rest a block per frame
// when asked, as the plain text renderer does.
function LongPlain({ ctx, raw, reason }: { readonly ctx: RenderContext; readonly raw: string; readonly reason: string }) {
  return <LongText text={raw} render={chunkText} body={(children) => el(ctx, "p", { "data-slot": "markdown-plain", "data-reason": reason }, children)} moreSlot="markdown-plain-more" />;
}

function renderBlock(token: Token, ctx: RenderContext, open: boolean, epoch: number, depth: number): ReactNode {
  if (depth > maxRenderDepth) return plain(ctx, token.raw, "depth");
  switch (token.type) {
    case "paragraph":
      return el(ctx, "p", null, ...renderInline((token as Tokens.Paragraph).tokens, ctx, depth));
    case "heading": {
      const heading = token as Tokens.Heading;
      const level = Math.min(6, Math.max(1, heading.depth));
      return el(ctx, `h${level}` as MarkdownTag, null, ...renderInline(heading.tokens, ctx, depth));
    }
    case "code": {
      const code = token as Tokens.Code;
      const streaming = codeStreaming(code, open);
      const Fence = code.lang ? ctx.fences?.get(code.lang.trim().split(/\s/)[0]!.toLowerCase()) : undefined;
      if (Fence) return <Fence token={{ type: "fence", raw: code.raw, text: code.text, pending: streaming, data: { language: code.lang ?? "" } }} />;
      const Component = ctx.components?.codeBlock ?? CodeFrame;
      // CommonMark decodes character references in the info string (```` ``` f&ouml;&ouml; ````).
      return <Component code={code.text} language={code.lang ? decodeEntities(code.lang) : undefined} status={streaming ? "streaming" : "complete"} />;
    }
    case "blockquote":
      return el(ctx, "blockquote", null, ...renderBlocks((token as Tokens.Blockquote).tokens, ctx, open, epoch, depth + 1));
    case "list":
      return renderList(token as Tokens.List, ctx, open, epoch, depth);
    case "list_item":
      return renderListItem(token as Tokens.ListItem, ctx, open, epoch, depth);
    case "table":
      return renderTable(token as Tokens.Table, ctx, open, epoch, depth);
    case "hr":
      return el(ctx, "hr", null);
    case "html":
      // Raw HTML is never interpreted: it shows as the text it is.
      return el(ctx, "p", { "data-slot": "markdown-html" }, chunkText(token.raw.replace(/\n+$/, "")));
    case "def":
      return null;
    case "footnote": {
      const note = token as FootnoteToken;
      return el(ctx, "p", { "data-slot": "markdown-footnote", id: footnoteId(ctx, note.label) }, el(ctx, "sup", null, note.label), " ", ...renderInline(note.tokens, ctx, depth));
    }
    case "text": {
      const text = token as Tokens.Text;
      return <>{text.tokens ? renderInline(text.tokens, ctx, depth) : decodeEntities(text.text)}</>;
    }
    case "pk-plain":
      return plain(ctx, token.raw, String((token as Tokens.Generic).reason ?? "limit"));
    case "space":
      return null;
    default: {
      const Syntax = ctx.syntax?.get(token.type);
      return Syntax ? <Syntax token={token as unknown as MarkdownPluginToken} /> : plain(ctx, token.raw, "unknown");
    }
  }
}

function renderList(list: Tokens.List, ctx: RenderContext, open: boolean, epoch: number, depth: number): ReactNode {
  const start = list.ordered && typeof list.start === "number" && list.start !== 1 ? list.start : undefined;
  const task = list.items.some((item) => item.task);
  return el(
    ctx,
    list.ordered ? "ol" : "ul",
    { start, "data-task-list": task ? "" : undefined },
    ...list.items.map((item, i) => <TokenView key={i} token={item} open={open} epoch={epoch} depth={depth + 1} />),
  );
}

function renderListItem(item: Tokens.ListItem, ctx: RenderContext, open: boolean, epoch: number, depth: number): ReactNode {
  const children: ReactNode[] = [];
  item.tokens.forEach((token, i) => {
    if (token.type === "checkbox") children.push(checkbox(ctx, (token as Tokens.Checkbox).checked, i), " ");
    else if (token.type === "text") {
      const text = token as Tokens.Text;
      children.push(<Fragment key={i}>{text.tokens ? renderInline(text.tokens, ctx, depth) : decodeEntities(text.text)}</Fragment>);
    } else if (token.type !== "space") children.push(<TokenView key={i} token={token} open={open} epoch={epoch} depth={depth + 1} />);
  });
  return el(ctx, "li", item.task ? { "data-task": item.checked ? "done" : "todo" } : null, ...children);
}

function checkbox(ctx: RenderContext, checked: boolean, key: number): ReactNode {
  return el(ctx, "input", {
    key,
    type: "checkbox",
    disabled: true,
    checked,
    readOnly: true,
    "aria-label": checked ? "Done" : "To do",
    "data-slot": "markdown-task-checkbox",
  });
}

const alignments = new Set(["left", "right", "center"]);

function cellStyle(align: string | null | undefined) {
  return align && alignments.has(align) ? { textAlign: align as "left" | "right" | "center" } : undefined;
}

function renderTable(table: Tokens.Table, ctx: RenderContext, open: boolean, epoch: number, depth: number): ReactNode {
  const rows = () => [table.header.map((cell) => plainText(cell.tokens)), ...table.rows.map((row) => row.map((cell) => plainText(cell.tokens)))];
  return (
    <div data-slot="markdown-table-block">
      <div data-slot="markdown-table" tabIndex={0}>
      {el(
        ctx,
        "table",
        null,
        el(ctx, "thead", null, el(ctx, "tr", null, ...table.header.map((cell, i) => el(ctx, "th", { key: i, scope: "col", style: cellStyle(cell.align) }, ...renderInline(cell.tokens, ctx, depth))))),
        table.rows.length > 0
          ? el(ctx, "tbody", null, ...table.rows.map((row, i) => <TableRow key={i} cells={row} epoch={epoch} depth={depth} />))
          : null,
      )}
      </div>
      <TableActions rows={rows} align={table.align} disabled={open} />
    </div>
  );
}

const TableRow = memo(
  function TableRow({ cells, depth }: { readonly cells: readonly Tokens.TableCell[]; readonly epoch: number; readonly depth: number }) {
    const ctx = use(MarkdownContext);
    return el(ctx, "tr", null, ...cells.map((cell, i) => el(ctx, "td", { key: i, style: cellStyle(cell.align) }, ...renderInline(cell.tokens, ctx, depth))));
  },
  (a, b) => a.depth === b.depth && a.epoch === b.epoch && a.cells.length === b.cells.length && a.cells.every((cell, i) => cell.text === b.cells[i]!.text && cell.align === b.cells[i]!.align),
);

function footnoteId(ctx: RenderContext, label: string): string {
  return `${ctx.idPrefix}fn-${label.toLowerCase().replace(/[^a-z0-9_-]/g, "_")}`;
}

function renderInline(tokens: readonly Token[] | undefined, ctx: RenderContext, depth: number): ReactNode[] {
  if (!tokens) return [];
  return tokens.map((token, i) => renderInlineToken(token, ctx, depth + 1, i));
}

function renderInlineToken(token: Token, ctx: RenderContext, depth: number, key: number): ReactNode {
  if (depth > maxRenderDepth) return token.raw;
  switch (token.type) {
    case "text": {
      const text = token as Tokens.Text;
      if (text.tokens) return <Fragment key={key}>{renderInline(text.tokens, ctx, depth)}</Fragment>;
      const pieces = chunkText(decodeEntities(text.text));
      return typeof pieces === "string" ? pieces : <Fragment key={key}>{pieces}</Fragment>;
    }
    case "escape":
      return decodeEntities((token as Tokens.Escape).text);
    case "strong":
      return el(ctx, "strong", { key }, ...renderInline((token as Tokens.Strong).tokens, ctx, depth));
    case "em":
      return el(ctx, "em", { key }, ...renderInline((token as Tokens.Em).tokens, ctx, depth));
    case "del":
      return el(ctx, "del", { key }, ...renderInline((token as Tokens.Del).tokens, ctx, depth));
    case "codespan":
      return el(ctx, "code", { key }, (token as Tokens.Codespan).text);
    case "br":
      return el(ctx, "br", { key });
    case "link":
      return renderLink(token as Tokens.Link, ctx, depth, key);
    case "image":
      return renderImage(token as Tokens.Image, ctx, key);
    case "checkbox":
      return <Fragment key={key}>{checkbox(ctx, (token as Tokens.Checkbox).checked, key)} </Fragment>;
    case "html":
      return token.raw;
    case "footnoteRef": {
      const { label } = token as FootnoteRefToken;
      return el(ctx, "sup", { key, "data-slot": "markdown-footnote-ref" }, el(ctx, "a", { href: `#${footnoteId(ctx, label)}`, "aria-label": `Footnote ${label}` }, label));
    }
    case "pk-plain":
      return (
        <span key={key} data-slot="markdown-plain" data-reason={String((token as Tokens.Generic).reason ?? "limit")}>
          {token.raw}
        </span>
      );
    default: {
      const Syntax = ctx.syntax?.get(token.type);
      return Syntax ? <Syntax key={key} token={token as unknown as MarkdownPluginToken} /> : token.raw;
    }
  }
}

const absolute = /^(?:https?|mailto):/i;

/**
 * The URL as its author wrote it (character references decoded, as CommonMark requires), when the
 * shared policy accepts it; `""` for an empty link destination (`[link]()` links to the page
 * itself). The policy decides safety only: the author's spelling is kept, not its canonical form,
 * and a browser reads it the way the policy did (it strips the same tabs and newlines).
 */
function authorUrl(raw: string, use: "link" | "image"): string | undefined {
  const url = decodeEntities(raw).trim();
  if (url === "") return use === "link" ? "" : undefined;
  return safeUrl(url, use) === undefined ? undefined : url;
}

/** What an image's description reads as plain text: `![foo *bar* [baz](/u)]` has the alt "foo bar baz". */
function plainText(tokens: readonly Token[]): string {
  let out = "";
  const stack: Token[] = [...tokens].reverse();
  while (stack.length > 0) {
    const token = stack.pop()!;
    const children = (token as { tokens?: Token[] }).tokens;
    if (children && children.length > 0) {
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
      continue;
    }
    switch (token.type) {
      case "image":
        for (const t of [...((token as Tokens.Image).tokens ?? [])].reverse()) stack.push(t);
        if (!(token as Tokens.Image).tokens?.length) out += decodeEntities((token as Tokens.Image).text);
        break;
      case "codespan":
        out += (token as Tokens.Codespan).text;
        break;
      case "br":
        out += "\n";
        break;
      case "text":
      case "escape":
        out += decodeEntities((token as Tokens.Text).text);
        break;
      default:
        out += "text" in token && typeof token.text === "string" ? decodeEntities(token.text) : "";
    }
  }
  return out;
}

function renderLink(link: Tokens.Link, ctx: RenderContext, depth: number, key: number): ReactNode {
  const children = renderInline(link.tokens, ctx, depth);
  if (link.href === PENDING_LINK_HREF) {
    return (
      <span key={key} data-slot="markdown-link" data-state="pending">
        {children}
      </span>
    );
  }
  const safe = authorUrl(link.href, "link");
  const href = safe === undefined ? undefined : ctx.urlTransform ? ctx.urlTransform(safe, "link") : safe;
  if (href === undefined) {
    return (
      <span key={key} data-slot="markdown-link" data-state="blocked">
        {children}
      </span>
    );
  }
  const external = absolute.test(href);
  return el(
    ctx,
    "a",
    {
      key,
      href,
      title: link.title ? decodeEntities(link.title) : undefined,
      target: external ? "_blank" : undefined,
      rel: external ? "noopener noreferrer nofollow ugc" : undefined,
      "data-slot": "markdown-link",
    },
    ...children,
  );
}

function renderImage(image: Tokens.Image, ctx: RenderContext, key: number): ReactNode {
  const safe = authorUrl(image.href, "image");
  const src = safe === undefined || safe === "" ? undefined : ctx.urlTransform ? ctx.urlTransform(safe, "image") : safe;
  const alt = plainText(image.tokens ?? []);
  if (src === undefined) {
    return (
      <span key={key} data-slot="markdown-image" data-state="blocked">
        {alt}
      </span>
    );
  }
  return el(ctx, "img", { key, src, alt, title: image.title ? decodeEntities(image.title) : undefined, loading: "lazy", decoding: "async", referrerPolicy: "no-referrer" });
}
