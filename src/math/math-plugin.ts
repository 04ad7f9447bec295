import { registerPreload } from "../internal/preload-registry";
import type { MarkdownPlugin } from "../markdown/plugin";
import { blockStart, inlineStart, matchBlock, matchInline, openFormula } from "./delimiters";
import { loadKatex } from "./load-katex";
import { mathView } from "./math-view";
import { resolveMathOptions, type MathOptions } from "./options";

const preload = { preload: () => loadKatex().then(() => undefined) };

/**
 * The math plugin for `partkit/markdown`: inline `$…$` and `\( … \)`, display `$$ … $$`,
 * `\[ … \]` and ```` ```math ```` fences, rendered by KaTeX (an optional peer dependency, loaded
 * the first time a message has a formula, or by `preloadRenderers()`), with MathML for screen
 * readers. A formula renders once its closing delimiter has arrived; until then it shows as its
 * source. Commands that link or inject (`\href`, `\url`, `\htmlClass`…) are off (`trust: false`),
 * and each formula is capped in length, size and macro expansion. Add KaTeX's stylesheet,
 * `katex/dist/katex.min.css`, to the page.
 *
 * Call it once (module scope), not on every render.
 *
 * @example
 * import "katex/dist/katex.min.css";
 * import { createMarkdownRenderer } from "partkit/markdown";
 * import { math } from "partkit/math";
 * const renderers = [createMarkdownRenderer({ plugins: [math()] })];
 */
export function math(options: MathOptions = {}): MarkdownPlugin {
  registerPreload(preload);
  const resolved = resolveMathOptions(options);
  const inline = mathView(resolved, false);
  inline.displayName = "MathInline";
  const block = mathView(resolved, true);
  block.displayName = "MathBlock";
  return {
    name: "math",
    syntax: [
      { name: "math-block", level: "block", start: blockStart, match: matchBlock, component: block },
      { name: "math-inline", level: "inline", start: inlineStart, match: matchInline, component: inline },
    ],
    fences: { math: block },
    openAt: openFormula,
  };
}
