"use client";
import type { ComponentType } from "react";
import type { CodeBlockProps } from "../render/code/code-frame";
import { normalizeLanguage } from "../model/code-language";
import { MermaidDiagram } from "./mermaid-diagram";

const wrapped = new WeakMap<ComponentType<CodeBlockProps>, ComponentType<CodeBlockProps>>();

/**
 * Wraps a code block component so ```` ```mermaid ```` fences render as diagrams
 * ({@link MermaidDiagram}, which shows the source in `Block` while it streams) and every other
 * language goes to `Block` unchanged. Pass the result as markdown's `codeBlock`.
 *
 * @example
 * import { CodeBlock } from "partkit/code";
 * import { createMarkdownRenderer } from "partkit/markdown";
 * const renderer = createMarkdownRenderer({ components: { codeBlock: withDiagrams(CodeBlock) } });
 */
export function withDiagrams(Block: ComponentType<CodeBlockProps>): ComponentType<CodeBlockProps> {
  // The same wrapper for the same block, so calling this during render does not remount blocks.
  const known = wrapped.get(Block);
  if (known) return known;
  function DiagramOrCode(props: CodeBlockProps) {
    if (normalizeLanguage(props.language) === "mermaid") return <MermaidDiagram {...props} sourceBlock={Block} />;
    return <Block {...props} />;
  }
  DiagramOrCode.displayName = `withDiagrams(${Block.displayName ?? Block.name ?? "CodeBlock"})`;
  wrapped.set(Block, DiagramOrCode);
  return DiagramOrCode;
}
