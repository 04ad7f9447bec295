"use client";
export { CodeBlock, type CodeBlockProps } from "./code-block";
export { codeRenderers, highlightedCodeRenderer } from "./code-part";
export {
  getHighlighter,
  loadHighlighter,
  registerLanguages,
  renderHighlight,
  useHighlighter,
  type Grammar,
  type HighlightNode,
  type Highlighter,
} from "./highlighter";
export { maxHighlightChars, useHighlighted, type HighlightedCode } from "./use-highlighted";
