"use client";
import { useMemo } from "react";
import { partStatus } from "../model/stream";
import { readReferences } from "../model/vocabulary/readers";
import { PartContent } from "../render/part-content";
import type { PartRendererProps, RendererDefinition } from "../render/types";
import { Markdown, type MarkdownProps } from "./markdown";
import { partLinkAnchor, withReferenceLinks } from "./part-links";

/**
 * Renders a `text/markdown` part with {@link Markdown}: inline or remote content, streaming while
 * the renderer's `status` (or the part's `metadata.status`) says so. Inside a `<MessageView>`, its
 * references (`metadata.references`, where a span cites a source) show as numbered links to the
 * source, and any link to `#/<part name>` opens that part.
 *
 * @selector [data-slot="markdown-part"][data-state="idle" | "loading" | "ready" | "error"] > [data-slot="markdown"]
 * @example
 * <MarkdownPart part={{ contentType: "text/markdown", content: "**Hi**" }} />
 */
export function MarkdownPart({ part, status, components, ...options }: PartRendererProps & MarkdownOptions) {
  const references = useMemo(() => readReferences(part), [part]);
  const referencedKey = references.map((r) => r.name).join("\n");
  const withPartLinks = useMemo(
    () => ({ ...components, a: partLinkAnchor(components?.a ?? "a", new Set(referencedKey.split("\n"))) }),
    [components, referencedKey],
  );
  return (
    <PartContent part={part} data-slot="markdown-part">
      {(text) => <Markdown {...options} components={withPartLinks} text={withReferenceLinks(text, references)} status={status ?? partStatus(part)} />}
    </PartContent>
  );
}

/**
 * How a markdown renderer renders: replacement components (such as a highlighting `codeBlock`),
 * the URL transform and limits, as {@link Markdown} takes them.
 *
 * @example
 * const options: MarkdownOptions = { components: { codeBlock: CodeBlock } };
 */
export type MarkdownOptions = Pick<MarkdownProps, "components" | "urlTransform" | "limits" | "plugins">;

/**
 * A `text/markdown` renderer with options, e.g. fenced code highlighted by `partkit/code`, or
 * math by `partkit/math` (`plugins: [math()]`).
 * Call it once (module scope or `useMemo`), not on every render.
 *
 * @example
 * import { createMarkdownRenderer } from "partkit/markdown";
 * import { CodeBlock, codeRenderers } from "partkit/code";
 * const renderers = [createMarkdownRenderer({ components: { codeBlock: CodeBlock } }), ...codeRenderers];
 */
export function createMarkdownRenderer(options: MarkdownOptions): RendererDefinition {
  const Configured = (props: PartRendererProps) => <MarkdownPart {...props} {...options} />;
  Configured.displayName = "MarkdownPart";
  return { ...markdownRenderer, component: Configured };
}

/**
 * The `text/markdown` renderer: add it to the registry to render markdown parts (the built-in
 * text renderer shows them as plain text). Priority 1, so it wins over built-ins for the same type.
 *
 * @example
 * import { markdownRenderer } from "partkit/markdown";
 * <PartkitProvider renderers={[markdownRenderer]}><MessageView message={message} /></PartkitProvider>
 */
export const markdownRenderer: RendererDefinition = {
  // A plain object, not defineRenderer(), which would bring in the glob engine for `names`.
  match: ["text/markdown", "text/x-markdown"],
  component: MarkdownPart,
  priority: 1,
  label: "Markdown",
};

/**
 * Every renderer `partkit/markdown` provides, to spread into a registry. Fenced code shows
 * plain; for highlighting, see {@link createMarkdownRenderer}.
 *
 * @example
 * <PartkitProvider renderers={markdownRenderers}>…</PartkitProvider>
 */
export const markdownRenderers = [markdownRenderer] as const;
