import picomatch from "picomatch/posix.js";

/**
 * The picomatch options every partkit glob uses: `dot: true` so `*` matches `.hidden`, and
 * `windows: false` so matching is the same in every environment (part names use `/` only).
 *
 * @example
 * picomatch("/a/*", GLOB_OPTIONS)("/a/.b"); // true
 */
export const GLOB_OPTIONS = Object.freeze({ dot: true, windows: false });

type Compiled = { readonly match: (input: string) => boolean } | { readonly error: string };

const CACHE_LIMIT = 512;
const cache = new Map<string, Compiled>();

function compile(glob: unknown): Compiled {
  if (typeof glob !== "string") return { error: `globs must be strings, not ${glob === null ? "null" : typeof glob}` };
  if (glob === "") return { error: "globs may not be empty" };
  const hit = cache.get(glob);
  if (hit) {
    // Re-inserting keeps recently used globs at the young end of the Map, so eviction is LRU.
    cache.delete(glob);
    cache.set(glob, hit);
    return hit;
  }
  let compiled: Compiled;
  try {
    const matcher = picomatch(glob, GLOB_OPTIONS);
    compiled = { match: (input) => matcher(input) };
  } catch (error) {
    compiled = { error: error instanceof Error ? error.message : String(error) };
  }
  cache.set(glob, compiled);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return compiled;
}

/**
 * Why `glob` cannot be used, or `undefined` when picomatch accepts it.
 *
 * @example
 * globProblem(""); // "globs may not be empty"
 * globProblem("/sources/*"); // undefined
 */
export function globProblem(glob: unknown): string | undefined {
  const compiled = compile(glob);
  return "error" in compiled ? compiled.error : undefined;
}

/**
 * Whether `input` matches `glob` with picomatch `{ dot: true }` semantics. Matchers are compiled
 * once and kept in a bounded cache. A glob picomatch rejects matches nothing.
 *
 * @example
 * matchGlob("/sources/*", "/sources/1"); // true
 * matchGlob("/sources/*", "/sources/1/url"); // false
 * matchGlob("/sources/**", "/sources"); // true (picomatch: "/a/**" also matches "/a")
 */
export function matchGlob(glob: unknown, input: string): boolean {
  const compiled = compile(glob);
  return "match" in compiled && compiled.match(input);
}
