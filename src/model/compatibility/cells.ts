import { productAlphabet, type Alphabet } from "./alphabet";
import { TooComplexError, type TableDfa } from "./table-dfa";

/**
 * One class of strings that every language of a {@link CellSpace} treats alike.
 *
 * @example
 * space.cells[0]?.signature; // [true, false]: in the first language, not in the second
 */
export interface Cell {
  /** `signature[i]`: whether language `i` contains the strings of this cell. */
  readonly signature: readonly boolean[];
}

interface Node {
  readonly next: Int32Array;
  /** Signature key when the domain accepts here, else `undefined`. */
  readonly accepting: string | undefined;
}

/**
 * The Venn diagram of several regular languages inside a domain language: every non-empty
 * region ("cell") with its size and, on demand, example strings. Built by exploring the product
 * of the domain's and the languages' automata over the common refinement of their alphabets.
 *
 * @example
 * const space = new CellSpace(domainAutomaton("name"), [globAutomaton("/a/*", "name")], NAME_CHARS, 3);
 * space.cells; // [{ signature: [true] }, { signature: [false] }]
 * space.capacity(0); // Infinity
 */
export class CellSpace {
  readonly cells: readonly Cell[];
  private readonly alphabet: Alphabet;
  private readonly nodes: Node[] = [];
  private readonly cellKeys: string[];
  private back: Map<number, number[]> | undefined;
  private readonly capacities = new Map<number, number>();
  private readonly infoMemo = new Map<string, { relevant: Set<number>; distance: Map<number, number> }>();
  private readonly exampleMemo = new Map<number, { strings: string[]; length: number; asked: number }>();
  private readonly cap: number;

  constructor(domain: TableDfa, languages: readonly TableDfa[], chars: string, cap: number, limit = 30_000) {
    this.cap = cap;
    const automata = [domain, ...languages];
    this.alphabet = productAlphabet(chars, automata.map((a) => a.alphabet));
    // Each automaton reads its own, coarser classes; map the shared classes onto them once.
    const local = automata.map((a) => this.alphabet.classes.map((members) => a.alphabet.classOf(members[0] as string)));
    // Product states are keyed by a mixed-radix number over the automata's sizes when it fits.
    const radix: number[] = [];
    let span = 1;
    for (const a of automata) {
      radix.push(span);
      span *= a.size;
    }
    const numeric = span <= Number.MAX_SAFE_INTEGER;
    const ids = new Map<number | string, number>();
    const tuples: number[][] = [];
    const scratch = automata.map((a) => a.start);
    const visit = (): number => {
      const key = numeric ? scratch.reduce((sum, state, i) => sum + state * (radix[i] as number), 0) : scratch.join(",");
      let id = ids.get(key);
      if (id === undefined) {
        if (tuples.length >= limit) throw new TooComplexError(`the globs split into more than ${limit} combinations`);
        id = tuples.push(scratch.slice()) - 1;
        ids.set(key, id);
      }
      return id;
    };
    visit();
    const domainDfa = automata[0] as TableDfa;
    for (let id = 0; id < tuples.length; id++) {
      const tuple = tuples[id] as number[];
      const next = new Int32Array(this.alphabet.classes.length).fill(-1);
      for (let cls = 0; cls < next.length; cls++) {
        const domainState = domainDfa.step(tuple[0] as number, local[0]?.[cls] as number);
        if (domainDfa.isDead(domainState)) continue;
        scratch[0] = domainState;
        for (let i = 1; i < automata.length; i++) scratch[i] = (automata[i] as TableDfa).step(tuple[i] as number, local[i]?.[cls] as number);
        next[cls] = visit();
      }
      const accepting = domainDfa.accepts(tuple[0] as number)
        ? tuple.slice(1).map((state, i) => ((automata[i + 1] as TableDfa).accepts(state) ? "1" : "0")).join("")
        : undefined;
      this.nodes.push({ next, accepting });
    }
    this.cellKeys = [...new Set(this.nodes.flatMap((n) => (n.accepting === undefined ? [] : [n.accepting])))];
    this.cells = this.cellKeys.map((key) => ({ signature: [...key].map((bit) => bit === "1") }));
  }

  /**
   * How many strings cell `index` holds, counted up to the cap given to the constructor
   * (`Infinity` when unbounded). Computed on first use: most cells are never asked.
   *
   * @example
   * space.capacity(0); // 1 for a cell holding only "/a"
   */
  capacity(index: number): number {
    let known = this.capacities.get(index);
    if (known === undefined) {
      known = this.count(this.cellKeys[index] as string, this.cap);
      this.capacities.set(index, known);
    }
    return known;
  }

  /**
   * Up to `n` distinct strings of cell `index`, shortest first.
   *
   * @example
   * space.examples(0, 2); // ["/a/a", "/a/b"]
   */
  examples(index: number, n: number): string[] {
    const memo = this.exampleMemo.get(index);
    if (memo && (memo.length >= n || memo.length < memo.asked)) return memo.strings.slice(0, n);
    const strings = n === 1 ? this.shortest(index) : this.enumerate(index, n);
    this.exampleMemo.set(index, { strings, length: strings.length, asked: n });
    return strings.slice(0, n);
  }

  /** The shortest string of cell `index`, walking down the distances to its accepting nodes. */
  private shortest(index: number): string[] {
    const { distance } = this.info(this.cellKeys[index] as string);
    let node = 0;
    let left = distance.get(0);
    if (left === undefined) return [];
    let out = "";
    while (left > 0) {
      const { next } = this.nodes[node] as Node;
      const cls = next.findIndex((to) => to >= 0 && distance.get(to) === (left as number) - 1);
      out += (this.alphabet.classes[cls] as string)[0];
      node = next[cls] as number;
      left--;
    }
    return [out];
  }

  private enumerate(index: number, n: number): string[] {
    const key = this.cellKeys[index] as string;
    const { relevant } = this.info(key);
    const out: string[] = [];
    if (!relevant.has(0) || n <= 0) return out;
    // reach[k]: nodes from which a string of this cell is exactly k characters away.
    const reach: Set<number>[] = [new Set([...relevant].filter((id) => this.nodes[id]?.accepting === key))];
    const maxLength = this.nodes.length * (n + 1) + 1;
    const walk = (node: number, left: number, prefix: string) => {
      if (out.length >= n) return;
      if (left === 0) {
        out.push(prefix);
        return;
      }
      const { next } = this.nodes[node] as Node;
      for (let cls = 0; cls < next.length && out.length < n; cls++) {
        const to = next[cls] as number;
        if (to < 0 || !(reach[left - 1] as Set<number>).has(to)) continue;
        for (const c of this.alphabet.classes[cls] as string) {
          walk(to, left - 1, prefix + c);
          if (out.length >= n) return;
        }
      }
    };
    for (let length = 0; length <= maxLength && out.length < n; length++) {
      if (length > 0) {
        const previous = reach[length - 1] as Set<number>;
        reach.push(new Set([...relevant].filter((id) => (this.nodes[id] as Node).next.some((to) => previous.has(to)))));
      }
      if ((reach[length] as Set<number>).has(0)) walk(0, length, "");
    }
    return out;
  }

  /** Nodes with a path to a node accepting with signature `key`, and their shortest distance to one. */
  private info(key: string): { relevant: Set<number>; distance: Map<number, number> } {
    const memo = this.infoMemo.get(key);
    if (memo) return memo;
    const back = this.back ?? new Map<number, number[]>();
    if (!this.back) {
      this.nodes.forEach((node, id) => {
        for (const to of node.next) {
          if (to < 0) continue;
          const list = back.get(to);
          if (list) list.push(id);
          else back.set(to, [id]);
        }
      });
      this.back = back;
    }
    const distance = new Map<number, number>();
    let frontier = this.nodes.flatMap((node, id) => (node.accepting === key ? [id] : []));
    for (const id of frontier) distance.set(id, 0);
    for (let d = 1; frontier.length > 0; d++) {
      const following: number[] = [];
      for (const id of frontier) {
        for (const from of back.get(id) ?? []) {
          if (!distance.has(from)) {
            distance.set(from, d);
            following.push(from);
          }
        }
      }
      frontier = following;
    }
    const info = { relevant: new Set(distance.keys()), distance };
    this.infoMemo.set(key, info);
    return info;
  }

  private count(key: string, cap: number): number {
    const { relevant } = this.info(key);
    const memo = new Map<number, number>();
    const onPath = new Set<number>();
    let cyclic = false;
    const visit = (id: number): number => {
      const known = memo.get(id);
      if (known !== undefined) return known;
      if (onPath.has(id)) {
        cyclic = true;
        return cap;
      }
      onPath.add(id);
      const node = this.nodes[id] as Node;
      let total = node.accepting === key ? 1 : 0;
      node.next.forEach((to, cls) => {
        if (to >= 0 && relevant.has(to)) total = Math.min(cap, total + (this.alphabet.classes[cls] as string).length * visit(to));
      });
      onPath.delete(id);
      memo.set(id, total);
      return total;
    };
    const total = relevant.has(0) ? visit(0) : 0;
    return cyclic ? Infinity : total;
  }
}
