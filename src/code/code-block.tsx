"use client";
import { CodeFrame, type CodeBlockProps } from "../render/code/code-frame";
import { normalizeLanguage } from "../model/code-language";
import { useHighlighted } from "./use-highlighted";

export type { CodeBlockProps } from "../render/code/code-frame";

/**
 * A code block: a header with the language and a copy button, and the code, highlighted once
 * the highlighter has loaded (a plain `<pre>` until then, and for unknown languages). The code
 * area is focusable so keyboard users can scroll long lines.
 *
 * @example
 * <CodeBlock code={"def f():\n    return 1"} language="python" />
 */
export function CodeBlock(props: CodeBlockProps) {
  const { nodes, tail, highlighted } = useHighlighted(props.code, normalizeLanguage(props.language), props.status === "streaming");
  return (
    <CodeFrame {...props} highlighted={highlighted}>
      {nodes && (
        <>
          {nodes}
          {tail}
        </>
      )}
    </CodeFrame>
  );
}
