import picomatch from "picomatch/posix.js";

/**
 * A compiled tree filter: `match` is `undefined` when there is nothing to filter by, `error` is a
 * readable reason when the glob cannot be compiled.
 *
 * @example
 * const filter: GlobFilter = { glob: "*.py", match: (path) => path.endsWith(".py") };
 */
export interface GlobFilter {
  readonly glob: string;
  readonly match?: (path: string) => boolean;
  readonly error?: string;
}

/**
 * Compiles a filter glob with picomatch (`{ dot: true }`, so `*` also matches `.hidden`). A glob
 * with a `/` matches whole part names (`/sources/*`, `/src/**`); one without matches the last
 * segment anywhere (`*.py`, `note`). Unbalanced brackets and globs that make an invalid regular
 * expression come back as `error` instead of throwing or silently matching nothing.
 *
 * @example
 * compileGlobFilter("/sources/*").match?.("/sources/1"); // true
 * compileGlobFilter("*.py").match?.("/src/app/main.py"); // true
 * compileGlobFilter("/sources/[").error; // 'Missing closing: "]" …'
 */
export function compileGlobFilter(glob: string): GlobFilter {
  const trimmed = glob.trim();
  if (trimmed === "") return { glob };
  try {
    const match = picomatch(trimmed, { dot: true, basename: !trimmed.includes("/"), strictBrackets: true, debug: true });
    return { glob, match };
  } catch (error) {
    return { glob, error: error instanceof Error ? error.message : String(error) };
  }
}
