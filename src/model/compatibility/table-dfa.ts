import type { Alphabet } from "./alphabet";
import type { LookaheadDfa } from "./lookahead-dfa";

/**
 * Thrown when an automaton or a product of automata grows past its budget.
 *
 * @example
 * new CellSpace(domain, manyOverlappingGlobs, NAME_CHARS, 3); // may throw TooComplexError
 */
export class TooComplexError extends Error {
  override readonly name = "TooComplexError";
}

/**
 * A complete, minimal DFA stored as a table, built by exploring a {@link LookaheadDfa} and
 * merging equivalent states (Hopcroft's partition refinement). Products of minimal automata stay
 * small, which is what makes comparing many globs affordable.
 *
 * @example
 * const dfa = TableDfa.from(new LookaheadDfa(parseRegex("^a*$"), alphabet));
 * dfa.accepts(dfa.step(dfa.start, alphabet.classOf("a"))); // true
 */
export class TableDfa {
  private constructor(
    readonly alphabet: Alphabet,
    readonly start: number,
    private readonly table: readonly Int32Array[],
    private readonly accepting: readonly boolean[],
    private readonly live: readonly boolean[],
  ) {}

  /** Explores and minimises `source`; throws {@link TooComplexError} past `limit` states. */
  static from(source: LookaheadDfa, limit = 20_000): TableDfa {
    const classes = source.alphabet.classes.length;
    const ids = new Map<number, number>([[source.start, 0]]);
    const configs = [source.start];
    const rows: Int32Array[] = [];
    for (let i = 0; i < configs.length; i++) {
      const row = new Int32Array(classes);
      for (let cls = 0; cls < classes; cls++) {
        const next = source.step(configs[i] as number, cls);
        let id = ids.get(next);
        if (id === undefined) {
          if (configs.length >= limit) throw new TooComplexError(`a glob automaton has more than ${limit} states`);
          id = configs.push(next) - 1;
          ids.set(next, id);
        }
        row[cls] = id;
      }
      rows.push(row);
    }
    const accepting = configs.map((config) => source.accepts(config));
    const { block, count } = coarsestPartition(rows, accepting, classes);
    const table: Int32Array[] = new Array<Int32Array>(count);
    const blockAccepting: boolean[] = new Array<boolean>(count).fill(false);
    rows.forEach((row, s) => {
      const b = block[s] as number;
      table[b] ??= Int32Array.from(row, (t) => block[t] as number);
      blockAccepting[b] = accepting[s] as boolean;
    });
    const live = liveStates(table, blockAccepting, classes);
    return new TableDfa(source.alphabet, block[0] as number, table, blockAccepting, live);
  }

  /** The number of states. */
  get size(): number {
    return this.table.length;
  }

  /** The state after reading one character of class `cls`. */
  step(state: number, cls: number): number {
    return (this.table[state] as Int32Array)[cls] as number;
  }

  /** Whether the input read so far is in the language. */
  accepts(state: number): boolean {
    return this.accepting[state] as boolean;
  }

  /** Whether no continuation from `state` is in the language. */
  isDead(state: number): boolean {
    return !this.live[state];
  }
}

/**
 * Hopcroft's minimisation: the coarsest partition of the states that respects acceptance and
 * every transition, in O(n·k·log n). (Moore's round-by-round refinement needs up to n rounds on a
 * chain, the automaton of a deep path glob: 5,000 segments took a minute.) Blocks are numbered by
 * their first state in exploration order, so the table is the same whichever refinement made it.
 */
function coarsestPartition(rows: readonly Int32Array[], accepting: readonly boolean[], classes: number): { block: Int32Array; count: number } {
  const n = rows.length;
  // Inverse transitions per class, as compressed rows: sources of (class c, target t) are
  // inverse[offsets[c * (n + 1) + t] .. offsets[c * (n + 1) + t + 1]).
  const offsets = new Int32Array(classes * (n + 1));
  for (let s = 0; s < n; s++) for (let c = 0; c < classes; c++) offsets[c * (n + 1) + (rows[s] as Int32Array)[c]! + 1]!++;
  for (let c = 0; c < classes; c++) for (let t = 0; t < n; t++) offsets[c * (n + 1) + t + 1]! += offsets[c * (n + 1) + t]!;
  const fill = offsets.slice();
  const inverse = new Int32Array(n * classes);
  for (let s = 0; s < n; s++) for (let c = 0; c < classes; c++) inverse[c * n + fill[c * (n + 1) + (rows[s] as Int32Array)[c]!]!++] = s;

  // The partition: states laid out so each block is a contiguous slice of `elems`.
  const elems = new Int32Array(n);
  const where = new Int32Array(n);
  const blockOf = new Int32Array(n);
  const first: number[] = [];
  const end: number[] = [];
  let next = 0;
  for (const wanted of [true, false]) {
    const from = next;
    for (let s = 0; s < n; s++) {
      if (accepting[s] !== wanted) continue;
      elems[next] = s;
      where[s] = next++;
    }
    if (next > from) {
      for (let i = from; i < next; i++) blockOf[elems[i]!] = first.length;
      first.push(from);
      end.push(next);
    }
  }
  const size = (b: number) => end[b]! - first[b]!;
  const work: number[] = first.length === 2 ? [size(0) <= size(1) ? 0 : 1] : [];
  const marked = new Int32Array(n + 1); // per block: how many of its states are marked this round
  const seen = new Int32Array(n); // per state: the round that last marked it
  let round = 0;
  for (let splitter = work.pop(); splitter !== undefined; splitter = work.pop()) {
    const members = elems.slice(first[splitter], end[splitter]);
    for (let c = 0; c < classes; c++) {
      round++;
      const touched: number[] = [];
      for (const t of members) {
        for (let i = c * n + offsets[c * (n + 1) + t]!, stop = c * n + offsets[c * (n + 1) + t + 1]!; i < stop; i++) {
          const s = inverse[i]!;
          if (seen[s] === round) continue;
          seen[s] = round;
          const b = blockOf[s]!;
          if (marked[b] === 0) touched.push(b);
          // Move s to the front of its block, after the states marked before it.
          const to = first[b]! + marked[b]!++;
          const other = elems[to]!;
          elems[where[s]!] = other;
          where[other] = where[s]!;
          elems[to] = s;
          where[s] = to;
        }
      }
      for (const b of touched) {
        const m = marked[b]!;
        marked[b] = 0;
        if (m === size(b)) continue;
        // The smaller side becomes the new block: relabelling it keeps the total cost n·log n, and
        // it is the one the work list needs (both sides if b was still waiting, else the smaller).
        const split = first[b]! + m;
        const id = first.length;
        if (m <= size(b) - m) {
          first.push(first[b]!);
          end.push(split);
          first[b] = split;
        } else {
          first.push(split);
          end.push(end[b]!);
          end[b] = split;
        }
        for (let i = first[id]!; i < end[id]!; i++) blockOf[elems[i]!] = id;
        work.push(id);
      }
    }
  }
  const renumber = new Int32Array(first.length).fill(-1);
  const block = new Int32Array(n);
  let count = 0;
  for (let s = 0; s < n; s++) {
    const b = blockOf[s]!;
    if (renumber[b] === -1) renumber[b] = count++;
    block[s] = renumber[b]!;
  }
  return { block, count };
}

/** States from which an accepting state can be reached: one backward search from the accepting ones. */
function liveStates(table: readonly Int32Array[], accepting: readonly boolean[], classes: number): boolean[] {
  const n = table.length;
  const sources: number[][] = Array.from({ length: n }, () => []);
  for (let s = 0; s < n; s++) for (let c = 0; c < classes; c++) sources[(table[s] as Int32Array)[c]!]!.push(s);
  const live = accepting.slice();
  const queue: number[] = [];
  for (let s = 0; s < n; s++) if (live[s]) queue.push(s);
  for (let i = 0; i < queue.length; i++) {
    for (const s of sources[queue[i]!]!) {
      if (!live[s]) {
        live[s] = true;
        queue.push(s);
      }
    }
  }
  return live;
}
