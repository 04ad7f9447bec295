// The lazily loaded half of partkit/code: lowlight with highlight.js's common grammars. Loaded
// with `import()` the first time a code block mounts, so the entry stays small.
import { common, createLowlight, type LanguageFn } from "lowlight";
import type { Highlighter, HighlightNode } from "./highlight-types";

/**
 * Creates the lowlight-backed highlighter with the common grammars plus `extra`.
 *
 * @example
 * const highlighter = createHighlighter({});
 */
export function createHighlighter(extra: Readonly<Record<string, LanguageFn>>): Highlighter {
  const lowlight = createLowlight(common);
  if (Object.keys(extra).length > 0) lowlight.register(extra);
  return {
    has: (language) => lowlight.registered(language),
    highlight: (code, language) => {
      if (!lowlight.registered(language)) return undefined;
      try {
        return lowlight.highlight(language, code).children as HighlightNode[];
      } catch {
        return undefined;
      }
    },
    register: (grammars) => lowlight.register(grammars as Record<string, LanguageFn>),
    languages: () => lowlight.listLanguages(),
  };
}
