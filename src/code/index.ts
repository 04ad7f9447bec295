"use client";
export { CodeBlock, type CodeBlockProps } from "./code-block";
export { CodeFrame, type CodeFrameProps } from "./code-frame";
export { CodePart, codeRenderer, codeRenderers } from "./code-part";
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
export { languageLabel } from "./languages";
export { maxHighlightChars, useHighlighted, type HighlightedCode } from "./use-highlighted";
