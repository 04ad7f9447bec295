"use client";
import { memo, useId, useMemo, useState, type ComponentProps, type ComponentType } from "react";
import { useFramePaced } from "../internal/use-frame-paced";
import { useHydrated } from "../internal/use-hydrated";
import { usePacedCount } from "../render/use-paced-count";
import { createBlockCache } from "./block-cache";
import { useEntityTable } from "./entities";
import type { MarkdownLimits } from "./limits";
import type { MarkdownPlugin, MarkdownSyntaxProps } from "./plugin";
import { BlockView, MarkdownContext, type MarkdownComponents, type MarkdownUrlTransform, type RenderContext } from "./render-tokens";

/**
 * Props of {@link Markdown}.
 *
 * @selector [data-slot="markdown"][data-state="streaming" | "complete"]
 * @selector [data-slot="markdown-link"][data-state="pending" | "blocked"] (a link still streaming, or one the URL policy refused)
 * @selector [data-slot="markdown-table"] (scrollable, focusable table wrapper)
 * @selector [data-slot="markdown-table-actions"] > button[data-slot="markdown-table-action"] (copy as Markdown, CSV, TSV; download CSV)
 * @selector [data-slot="markdown-plain"][data-reason] (source shown as text: over a limit, or raw HTML as `markdown-html`)
 * @selector li[data-task="done" | "todo"] > input[data-slot="markdown-task-checkbox"]
 * @example
 * const props: MarkdownProps = { text: "# Hi", status: "streaming" };
 */
export interface MarkdownProps extends Omit<ComponentProps<"div">, "children"> {
  /** The markdown source (CommonMark + GFM). While streaming, pass the whole text so far. */
  readonly text: string;
  /** `"streaming"` while text is still arriving: unterminated syntax is shown as it will end up. */
  readonly status?: "streaming" | "complete";
  /** Replacement components by tag name, plus `codeBlock`. */
  readonly components?: MarkdownComponents;
  /** Rewrites or vetoes link and image URLs after the safety policy has accepted them. */
  readonly urlTransform?: MarkdownUrlTransform;
  /** Budgets for pathological input; see {@link MarkdownLimits}. */
  readonly limits?: MarkdownLimits;
  /** Syntax added by plugins, such as `math()` from `partkit/math`. Pass the same array on every render. */
  readonly plugins?: readonly MarkdownPlugin[];
  /**
   * While streaming, `"frame"` (the default) draws a new text at most once per animation frame: a
   * change after a quiet frame shows at once, and those that arrive before the next frame are drawn
   * together in it. `"update"` draws every update as it comes, for a caller that inspects each one.
   */
  readonly pace?: "frame" | "update";
}

/**
 * Renders markdown (CommonMark + GFM: tables, task lists, strikethrough, autolinks) to React
 * elements, never to HTML strings. Raw HTML shows as text; every link and image URL passes the
 * shared URL policy (`javascript:` and friends never become links); fenced code is a plain code
 * block with a copy button, or any `components.codeBlock` (`CodeBlock` from `partkit/code`
 * highlights it).
 *
 * Incremental: the text is split into top-level blocks; finished blocks are lexed and rendered
 * once and skipped on later updates, and only the open last block is lexed again, so the cost
 * of an update does not grow with the length of the answer. While `status="streaming"`, an
 * unterminated `**bold`, `` `code ``, `[link](`, half table or open code fence renders the way
 * it will look once complete, so nothing jumps when it closes. A stream is drawn at most once per
 * animation frame (`pace`): updates that arrive between two frames are drawn together, and the
 * complete text at once.
 *
 * A document of more than 32 KB at mount shows its first 32 KB at once and the rest over the next
 * frames, `aria-busy` meanwhile, so a 1 MB document never holds the main thread; rendered on the
 * server (and hydrated), it is all there at once.
 *
 * @example
 * const [text, setText] = useState("");
 * useEffect(() => stream.on("delta", (d) => setText((t) => t + d)), []);
 * <Markdown text={text} status={done ? "complete" : "streaming"} />
 */
export function Markdown({ text, pace = "frame", ...rest }: MarkdownProps) {
  // A model can send far more tokens per second than a screen shows frames; each render beyond one
  // per frame is work nobody sees, so an update that brings no new text to draw stops here.
  const shown = useFramePaced(typeof text === "string" ? text : "", rest.status === "streaming" && pace === "frame");
  return <MarkdownBody text={shown} {...rest} />;
}

const MarkdownBody = memo(function MarkdownBody({ text: source, status = "complete", components, urlTransform, limits, plugins, ...rest }: Omit<MarkdownProps, "pace">) {
  const streaming = status === "streaming";
  const { text, feeding } = usePacedText(source);
  const limitsKey = limits ? [limits.maxDepth, limits.maxBlockChars, limits.maxDelimiters, limits.maxTableCells].join("|") : "";
  // The cache is rebuilt only when the limit values change, not for a new but equal object.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const cache = useMemo(() => createBlockCache(limits, plugins), [limitsKey, plugins]);
  const blocks = useMemo(() => cache.update(text, streaming), [cache, text, streaming]);
  const id = useId();
  // A new context when the full entity table arrives makes every block render again.
  const entities = useEntityTable();
  const syntax = useMemo(() => pluginComponents(plugins), [plugins]);
  const context = useMemo<RenderContext>(
    () => ({ components, urlTransform, idPrefix: `${id.replace(/[^A-Za-z0-9_-]/g, "")}-`, entities, ...syntax }),
    [components, urlTransform, id, entities, syntax],
  );
  // The same element while neither changes, so an update that draws nothing new (paced, or equal
  // text) stops here instead of comparing every block.
  const body = useMemo(
    () => (
      <MarkdownContext value={context}>
        {blocks.map((block) => (
          <BlockView key={block.key} block={block} />
        ))}
      </MarkdownContext>
    ),
    [context, blocks],
  );
  return (
    <div data-slot="markdown" data-state={streaming ? "streaming" : "complete"} aria-busy={streaming || feeding || undefined} {...rest}>
      {body}
    </div>
  );
});

function pluginComponents(plugins: readonly MarkdownPlugin[] | undefined): Pick<RenderContext, "syntax" | "fences"> {
  if (!plugins || plugins.length === 0) return {};
  const syntax = new Map<string, ComponentType<MarkdownSyntaxProps>>();
  const fences = new Map<string, ComponentType<MarkdownSyntaxProps>>();
  for (const plugin of plugins) {
    for (const entry of plugin.syntax ?? []) syntax.set(entry.name, entry.component);
    for (const [language, component] of Object.entries(plugin.fences ?? {})) fences.set(language.toLowerCase(), component);
  }
  return { syntax, fences };
}

// A document longer than this at mount is shown this much at a time, a slice or more per frame,
// cut after a line break: the cache takes the growing prefix as it takes a stream, so each slice is
// lexed, rendered and laid out once. 1 MB of ordinary markdown in one go was one task of 513 ms;
// a slice at a time, no task is over 70 ms (the bench's `hostile` scenario, "1 MB document"). A
// slice is many screenfuls.
const sliceChars = 32_768;
const maxSlicesPerFrame = 8;

/**
 * The part of `text` to render now: all of it, except for a text over one slice at mount, which is
 * fed in slice by slice. On the server and while hydrating, all of it: the HTML has everything.
 */
function usePacedText(text: string): { readonly text: string; readonly feeding: boolean } {
  const hydrated = useHydrated();
  // Only what is there at mount is paced; what streams in later arrives a little at a time anyway.
  const [atMount] = useState(() => (hydrated ? text.length : 0));
  const slices = usePacedCount(Math.ceil(atMount / sliceChars), maxSlicesPerFrame);
  const upTo = slices * sliceChars;
  if (upTo >= atMount || upTo >= text.length) return { text, feeding: false };
  const lineEnd = text.indexOf("\n", upTo);
  return lineEnd < 0 ? { text, feeding: false } : { text: text.slice(0, lineEnd + 1), feeding: true };
}
