"use client";
import { codeMatch } from "../render/code/code-match";
import { CodePartWith } from "../render/renderers/code";
import type { PartRendererProps, RendererDefinition } from "../render/types";
import { CodeBlock } from "./code-block";

function HighlightedCodePart(props: PartRendererProps) {
  return <CodePartWith {...props} block={CodeBlock} />;
}

/**
 * Source-code parts highlighted: the built-in `codeRenderer`'s match (`text/x-python`,
 * `application/javascript`, `+xml` types, … see `codeContentTypes` in `partkit/model`) with
 * priority 1, showing the same code block as the built-in, filled with highlighted markup.
 *
 * @example
 * import { highlightedCodeRenderer } from "partkit/code";
 * resolveRenderer({ contentType: "text/x-python", content: "x" }, [...defaultRenderers, highlightedCodeRenderer]) === highlightedCodeRenderer; // true
 */
export const highlightedCodeRenderer: RendererDefinition = {
  // A plain object, not defineRenderer(), which would bring in the glob engine for `names`.
  match: codeMatch,
  component: HighlightedCodePart,
  priority: 1,
  label: "Code",
};

/**
 * Every renderer `partkit/code` provides, to spread into a registry.
 *
 * @example
 * <PartkitProvider renderers={[...codeRenderers, createMarkdownRenderer({ components: { codeBlock: CodeBlock } })]}>…</PartkitProvider>
 */
export const codeRenderers = [highlightedCodeRenderer] as const;
