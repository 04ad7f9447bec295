"use client";
import { memo, useLayoutEffect, useRef, useState } from "react";
import type { MarkdownSyntaxProps } from "../markdown/plugin";
import { AlertIcon } from "../internal/icons";
import { useKatex, type Katex } from "./load-katex";
import { definesMacros, mathmlDepth, nestingDepth } from "./nesting-depth";
import type { ResolvedMathOptions } from "./options";

/**
 * Makes the component that renders math tokens with the given caps.
 *
 * @example
 * const MathView = mathView(resolveMathOptions({}), true);
 */
export function mathView(options: ResolvedMathOptions, block: boolean) {
  const View = memo(function MathView({ token }: MarkdownSyntaxProps) {
    const display = block || token.data?.display === true;
    return <Formula tex={token.text} source={token.raw} display={display} block={block} pending={token.pending} options={options} />;
  });
  return View;
}

interface FormulaProps {
  readonly tex: string;
  readonly source: string;
  readonly display: boolean;
  /** A block of its own (a `<div>`), not a formula inside a paragraph. */
  readonly block: boolean;
  readonly pending: boolean;
  readonly options: ResolvedMathOptions;
}

/**
 * One formula: its source (quiet) until it is closed and KaTeX is loaded, then KaTeX's HTML and
 * MathML, built by KaTeX as DOM nodes (never parsed from a string); on a KaTeX error, the
 * source as code with a quiet marker whose tooltip says what is wrong, in words.
 */
function Formula({ tex, source, display, block, pending, options }: FormulaProps) {
  const katex = useKatex();
  const tooLong = tex.length > options.maxChars;
  const tooDeep = !pending && !tooLong && nestingDepth(tex) > options.maxDepth;
  const ready = !pending && !tooLong && !tooDeep && typeof katex === "object";
  const target = useRef<HTMLSpanElement>(null);
  const [error, setError] = useState<{ readonly tex: string; readonly message: string }>();
  const failed = error !== undefined && error.tex === tex;
  useLayoutEffect(() => {
    const node = target.current;
    if (!ready || !node) return;
    const message = renderInto(katex, node, tex, display, options);
    setError(message === undefined ? undefined : { tex, message });
  }, [ready, katex, tex, display, options]);
  const Tag = block ? "div" : "span";
  const state = pending ? "pending" : tooLong || tooDeep || failed || typeof katex === "string" ? "error" : ready ? "ready" : "loading";
  const message = tooLong
    ? `Formula longer than ${options.maxChars} characters`
    : tooDeep
      ? `Formula nested deeper than ${options.maxDepth} levels`
      : failed ? error.message : typeof katex === "string" ? `KaTeX did not load: ${katex}` : undefined;
  return (
    // Mathematics reads left to right in every script: in right-to-left text, an isolate keeps KaTeX's boxes in order.
    <Tag data-slot="math" data-display={display ? "block" : "inline"} data-state={state} dir="ltr">
      {state === "ready" ? null : (
        <code data-slot="math-source" aria-busy={state === "pending" || state === "loading" || undefined}>
          {display ? source.replace(/\n+$/, "") : source}
        </code>
      )}
      {message ? (
        // A quiet marker after the source; what went wrong is its tooltip (on hover and on focus)
        // and is read out with it.
        <span data-slot="math-error" role="note" tabIndex={0}>
          <AlertIcon />
          <span data-slot="math-error-message">{readableProblem(message)}</span>
        </span>
      ) : null}
      <span ref={target} data-slot="math-output" hidden={state !== "ready"} />
    </Tag>
  );
}

/**
 * What went wrong, for a reader: KaTeX's "KaTeX parse error: Expected '}', got 'EOF' at end of
 * input: \\frac{1}{" reads "Could not draw this formula: expected '}', got 'EOF' at end of input".
 */
function readableProblem(message: string): string {
  if (!message.startsWith("KaTeX parse error:")) return message;
  const what = message
    .replace(/^KaTeX parse error:\s*/, "")
    .replace(/\s+at position \d+:[\s\S]*$/, "")
    .replace(/(at end of input):[\s\S]*$/, "$1")
    .trim();
  return `Could not draw this formula: ${what.charAt(0).toLowerCase()}${what.slice(1)}`;
}

function renderInto(katex: Katex, node: HTMLElement, tex: string, display: boolean, options: ResolvedMathOptions): string | undefined {
  try {
    katex.render(tex, node, {
      displayMode: display,
      output: "htmlAndMathml",
      throwOnError: true,
      trust: false,
      strict: "ignore",
      maxSize: options.maxSize,
      maxExpand: options.maxExpand,
      // Each formula gets its own macro table, so `\gdef` in one cannot change another.
      macros: {},
    });
    // A chain of macros, each wrapping the last in one more group, nests as deep as it is long
    // while its source stays flat; the browser has not laid it out yet, so clearing it costs nothing.
    if (definesMacros(tex) && mathmlDepth(node) > options.maxDepth) {
      node.textContent = "";
      return `Formula nested deeper than ${options.maxDepth} levels once its macros expand`;
    }
    return undefined;
  } catch (error) {
    node.textContent = "";
    return error instanceof Error ? error.message : String(error);
  }
}
