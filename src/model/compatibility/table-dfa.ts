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
 * merging equivalent states (Moore's partition refinement). Products of minimal automata stay
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
    // Moore: split blocks by (own block, blocks of the successors) until nothing splits.
    let block: number[] = accepting.map((a) => (a ? 1 : 0));
    let count = new Set(block).size;
    for (;;) {
      const keys = new Map<string, number>();
      const next = rows.map((row, s) => {
        const key = `${block[s]}:${Array.from(row, (t) => block[t]).join(",")}`;
        let id = keys.get(key);
        if (id === undefined) {
          id = keys.size;
          keys.set(key, id);
        }
        return id;
      });
      block = next;
      if (keys.size === count) break;
      count = keys.size;
    }
    const table: Int32Array[] = new Array<Int32Array>(count);
    const blockAccepting: boolean[] = new Array<boolean>(count).fill(false);
    rows.forEach((row, s) => {
      const b = block[s] as number;
      table[b] ??= Int32Array.from(row, (t) => block[t] as number);
      blockAccepting[b] = accepting[s] as boolean;
    });
    const live = blockAccepting.slice();
    for (let changed = true; changed; ) {
      changed = false;
      table.forEach((row, b) => {
        if (!live[b] && row.some((t) => live[t])) {
          live[b] = true;
          changed = true;
        }
      });
    }
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
