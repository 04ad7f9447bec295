/**
 * Caps on what one formula may cost.
 *
 * @example
 * const options: MathOptions = { maxChars: 2000 };
 */
export interface MathOptions {
  /** A formula longer than this (in characters) shows as its source with a message. Default 4,000. */
  readonly maxChars?: number;
  /** A formula nesting groups (`{…}`, `\\left…\\right`, `\\begin…\\end`) deeper than this shows as its source with a message. Default 32. */
  readonly maxDepth?: number;
  /** KaTeX `maxSize`: the largest size, in ems, a user-specified size may take. Default 20. */
  readonly maxSize?: number;
  /** KaTeX `maxExpand`: how many macro expansions a formula may make. Default 500. */
  readonly maxExpand?: number;
}

/**
 * {@link MathOptions} with every cap set.
 *
 * @example
 * const options: ResolvedMathOptions = resolveMathOptions({});
 */
export type ResolvedMathOptions = Required<MathOptions>;

/**
 * Fills in the default caps.
 *
 * @example
 * resolveMathOptions({ maxSize: 10 }) // { maxChars: 4000, maxDepth: 32, maxSize: 10, maxExpand: 500 }
 */
export function resolveMathOptions(options: MathOptions): ResolvedMathOptions {
  const positive = (value: number | undefined, fallback: number) => (typeof value === "number" && value > 0 && Number.isFinite(value) ? value : fallback);
  return Object.freeze({ maxChars: positive(options.maxChars, 4000), maxDepth: positive(options.maxDepth, 32), maxSize: positive(options.maxSize, 20), maxExpand: positive(options.maxExpand, 500) });
}
