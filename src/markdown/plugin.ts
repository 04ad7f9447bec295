import type { ComponentType } from "react";

/**
 * A token made by a {@link MarkdownSyntax}: the source it took, the text its component renders,
 * and whether the construct is still unclosed at the end of a streaming text.
 *
 * @example
 * const token: MarkdownPluginToken = { type: "math-inline", raw: "$x^2$", text: "x^2", pending: false };
 */
export interface MarkdownPluginToken {
  readonly type: string;
  readonly raw: string;
  readonly text: string;
  /** The closing delimiter has not arrived yet (only while streaming, at the very end of the text). */
  readonly pending: boolean;
  /** Anything else the syntax's component needs. */
  readonly data?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * What a {@link MarkdownSyntax} matched at the start of the source it was given.
 *
 * @example
 * const match: MarkdownSyntaxMatch = { raw: "$$a$$", text: "a", data: { display: true } };
 */
export interface MarkdownSyntaxMatch {
  readonly raw: string;
  readonly text: string;
  readonly pending?: boolean;
  readonly data?: MarkdownPluginToken["data"];
}

/**
 * Props of the component that renders a {@link MarkdownSyntax}'s tokens (or a plugin fence).
 *
 * @example
 * function Shout({ token }: MarkdownSyntaxProps) { return <strong>{token.text}</strong>; }
 */
export interface MarkdownSyntaxProps {
  readonly token: MarkdownPluginToken;
}

/**
 * One piece of syntax a plugin adds: a block (starts on a line of its own) or an inline construct.
 *
 * @example
 * const shout: MarkdownSyntax = {
 *   name: "shout", level: "inline",
 *   start: (src) => { const i = src.indexOf("!!"); return i === -1 ? undefined : i; },
 *   match: (src) => { const m = /^!!([^!\n]+)!!/.exec(src); return m ? { raw: m[0], text: m[1]! } : undefined; },
 *   component: ({ token }) => <strong>{token.text}</strong>,
 * };
 */
export interface MarkdownSyntax {
  /** The token type: unique among all plugins, and not one of marked's own. */
  readonly name: string;
  readonly level: "block" | "inline";
  /** Where in `src` the construct may next start (a hint, so plain text stops there), or `undefined`. */
  start(src: string): number | undefined;
  /**
   * Matches at the very start of `src`, or returns `undefined`. `openEnd` is true while streaming
   * when `src` runs to the end of the text received so far: an unclosed construct may then come
   * back as `pending`, to render as its quiet source until its closing delimiter arrives.
   */
  match(src: string, openEnd: boolean): MarkdownSyntaxMatch | undefined;
  readonly component: ComponentType<MarkdownSyntaxProps>;
}

/**
 * Adds syntax to `partkit/markdown` (see `createMarkdownRenderer({ plugins })` and the `plugins`
 * prop of `<Markdown>`). `partkit/math` is one. A plugin keeps its heavy parts behind a dynamic
 * import, so `partkit/markdown` does not grow.
 *
 * @example
 * const shouting: MarkdownPlugin = { name: "shout", syntax: [shout] };
 * <Markdown text="say !!hi!!" plugins={[shouting]} />
 */
export interface MarkdownPlugin {
  readonly name: string;
  readonly syntax?: readonly MarkdownSyntax[];
  /** Fenced code blocks it renders instead of a code block, by info-string language (```` ```math ````). */
  readonly fences?: Readonly<Record<string, ComponentType<MarkdownSyntaxProps>>>;
  /**
   * While streaming: where in the open end of the text one of its constructs starts and is not
   * closed yet. From there on the text is not auto-closed (an `_` or `*` inside a formula never
   * turns into emphasis), and `match` is asked with `openEnd`.
   */
  openAt?(src: string): number | undefined;
}
