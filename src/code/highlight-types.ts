/**
 * A node of highlighted code: lowlight's hast, reduced to what it produces.
 *
 * @example
 * const node: HighlightNode = { type: "element", tagName: "span", properties: { className: ["hljs-keyword"] }, children: [{ type: "text", value: "def" }] };
 */
export type HighlightNode =
  | { readonly type: "text"; readonly value: string }
  | {
      readonly type: "element";
      readonly tagName: string;
      readonly properties?: { readonly className?: readonly string[] | string | undefined } & Record<string, unknown>;
      readonly children: readonly HighlightNode[];
    };

/**
 * A grammar in highlight.js's format.
 *
 * @example
 * import { all } from "lowlight";
 * const dockerfile: Grammar = all.dockerfile!;
 */
export type Grammar = (...args: never[]) => unknown;

/**
 * The loaded highlighter.
 *
 * @example
 * const h = await loadHighlighter();
 * h.has("python"); // true
 */
export interface Highlighter {
  /** Whether a language (or alias such as `py`, `ts`, `sh`) is registered. */
  has(language: string): boolean;
  /** Highlights code, or returns `undefined` for an unknown language. */
  highlight(code: string, language: string): readonly HighlightNode[] | undefined;
  /** Adds grammars, e.g. `lowlight`'s `all`. */
  register(grammars: Readonly<Record<string, Grammar>>): void;
  languages(): string[];
}
