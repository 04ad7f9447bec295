"use client";
import { useContent } from "../fetch/use-content";
import { partStatus } from "../model/stream";
import { ContentStatus } from "../render/content-status";
import { partLabel } from "../render/part-info";
import type { PartRendererProps, RendererDefinition } from "../render/types";
import { codeRenderer } from "../code/code-part";
import { Markdown } from "./markdown";

/**
 * Renders a `text/markdown` part with {@link Markdown}: inline or remote content, streaming while
 * the renderer's `status` (or the part's `metadata.status`) says so.
 *
 * @selector [data-slot="markdown-part"][data-state="idle" | "loading" | "ready" | "error"] > [data-slot="markdown"]
 * @example
 * <MarkdownPart part={{ contentType: "text/markdown", content: "**Hi**" }} />
 */
export function MarkdownPart({ part, status }: PartRendererProps) {
  const content = useContent(part);
  return (
    <div data-slot="markdown-part" data-state={content.state}>
      {content.state === "ready" ? (
        <Markdown text={content.text ?? ""} status={status ?? partStatus(part)} />
      ) : (
        <ContentStatus state={content.state} label={partLabel(part)} progress={content.progress} error={content.error} onRetry={content.retry} />
      )}
    </div>
  );
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
 * Every renderer `partkit/markdown` provides (markdown, and highlighted code from
 * `partkit/code`), to spread into a registry.
 *
 * @example
 * <PartkitProvider renderers={markdownRenderers}>…</PartkitProvider>
 */
export const markdownRenderers = [markdownRenderer, codeRenderer] as const;
