/**
 * A kind of part the search may put into a body.
 *
 * @example
 * const unnamedMarkdown: Candidate = { slot: -1, covers: 0b1n };
 */
export interface Candidate {
  /** Name cell the part takes a name from, or `-1` for unnamed parts (no uniqueness limit). */
  readonly slot: number;
  /** Bit `i` set: the part matches required producer entry `i`. */
  readonly covers: bigint;
}

/**
 * Finds a set of candidates that together cover every bit of `required`, using at
 * most `capacity(slot)` candidates from each name cell (parts need distinct names). `forced`,
 * when given, must be in the set. Returns the chosen candidates or `undefined` when impossible.
 * Exhaustive: backtracks over the candidates that cover the lowest uncovered bit (those
 * covering most first), remembering dead ends.
 *
 * @example
 * findCover(0b11n, [{ slot: 0, covers: 0b01n }, { slot: 0, covers: 0b10n }], () => 1); // undefined: one name only
 */
export function findCover<T extends Candidate>(
  required: bigint,
  candidates: readonly T[],
  capacity: (slot: number) => number,
  forced?: T,
): T[] | undefined {
  const used = new Map<number, number>();
  const chosen: T[] = [];
  // Cells are never empty, so a first name from any of them is always there.
  const fits = (slot: number) => slot < 0 || (used.get(slot) ?? 0) === 0 || (used.get(slot) ?? 0) < capacity(slot);
  const take = (slot: number, delta: number) => {
    if (slot >= 0) used.set(slot, (used.get(slot) ?? 0) + delta);
  };
  if (forced) {
    take(forced.slot, 1);
    chosen.push(forced);
  }
  const unique = new Map<string, T>();
  for (const c of candidates) if ((c.covers & required) !== 0n) unique.set(`${c.slot}:${c.covers & required}`, c);
  const options = [...unique.values()];
  const deadEnds = new Set<string>();
  const search = (left: bigint): boolean => {
    if (left === 0n) return true;
    const key = `${left}|${[...used].filter(([, n]) => n > 0).sort(([a], [b]) => a - b).join(";")}`;
    if (deadEnds.has(key)) return false;
    const bit = left & -left;
    const fitting = options
      .filter((c) => (c.covers & bit) !== 0n && fits(c.slot))
      .sort((a, b) => popcount(b.covers & left) - popcount(a.covers & left));
    for (const c of fitting) {
      take(c.slot, 1);
      chosen.push(c);
      if (search(left & ~c.covers)) return true;
      chosen.pop();
      take(c.slot, -1);
    }
    deadEnds.add(key);
    return false;
  };
  return search(required & ~(forced?.covers ?? 0n)) ? chosen : undefined;
}

function popcount(value: bigint): number {
  let count = 0;
  for (let v = value; v > 0n; v &= v - 1n) count++;
  return count;
}
