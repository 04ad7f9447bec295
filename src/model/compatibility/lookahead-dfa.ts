import type { Alphabet } from "./alphabet";
import { WORD_SET, type RegexNode } from "./regex-ast";

type Edge =
  | { readonly kind: "eps" | "start" | "end"; readonly to: number }
  | { readonly kind: "boundary"; readonly to: number; readonly negated: boolean }
  | { readonly kind: "chars"; readonly to: number; readonly classes: Uint8Array }
  | { readonly kind: "look"; readonly to: number; readonly negated: boolean; readonly machine: number };

interface Machine {
  readonly edges: Edge[][];
  readonly start: number;
  readonly accept: number;
  /** Lookahead bodies accept `X` followed by anything: their accept state loops on every class. */
  readonly loops: boolean;
}

/** A run of one machine: an NFA state plus the lookahead obligations it still has to meet. */
interface Thread {
  readonly state: number;
  readonly obligations: readonly number[];
}

interface Config {
  readonly machine: number;
  readonly threads: readonly Thread[];
  /** Built at position 0, where `^` holds. */
  readonly atStart: boolean;
  /** The character before this position is a word character (for `\b`). */
  readonly afterWord: boolean;
}

interface Obligation {
  readonly negated: boolean;
  readonly config: number;
}

type Status = "true" | "false" | "open";

/**
 * A lazily determinised automaton for a JavaScript regex with lookaheads, `^` and `$`, over the
 * classes of an {@link Alphabet} (use one built from the regex's own character sets: the
 * coarser, the fewer states to build). It accepts exactly the strings the regex matches in full.
 *
 * A DFA state is a set of threads; a thread is an NFA state plus obligations. Each lookahead
 * becomes an obligation that runs its own machine (for `X` followed by anything) from the
 * position where it was met, alongside the thread, until it is decided: a positive one is met
 * once its machine is certainly accepting and fails once its machine dies; a negative one the
 * other way round. Undecided obligations are judged at the end of the input, where `$` holds.
 * `\b` is a lookahead too, once the state remembers whether the last character was a word
 * character. This is exact because the regex is matched as a whole and no backreferences are
 * involved.
 *
 * @example
 * const dfa = new LookaheadDfa(parseRegex("^(?!a$)[a-z]$"), partitionAlphabet("ab", []));
 * dfa.accepts(dfa.step(dfa.start, 0)); // depends on the class of "a"
 */
export class LookaheadDfa {
  /** The state before any input. */
  readonly start: number;
  private readonly machines: Machine[] = [];
  private readonly lookMachines = new Map<RegexNode, number>();
  private readonly configs: Config[] = [];
  private readonly configIds = new Map<string, number>();
  private readonly obligations: Obligation[] = [];
  private readonly obligationIds = new Map<string, number>();
  private readonly transitions = new Map<number, Int32Array>();
  private readonly acceptMemo = new Map<number, boolean>();
  private readonly initialMemo = new Map<string, number>();
  private wordMachine = -1;
  private usesBoundary = false;

  constructor(
    root: RegexNode,
    /** The classes `step` reads. */
    readonly alphabet: Alphabet,
  ) {
    this.compileMachine(root, false);
    this.start = this.initial(0, true, false);
  }

  /** The state after reading one character of class `cls` from state `config`. */
  step(config: number, cls: number): number {
    let row = this.transitions.get(config);
    if (!row) {
      row = new Int32Array(this.alphabet.classes.length).fill(-1);
      this.transitions.set(config, row);
    }
    const known = row[cls] as number;
    if (known >= 0) return known;
    const next = this.computeStep(config, cls);
    row[cls] = next;
    return next;
  }

  /** Whether the input read so far is matched, i.e. the regex accepts it with `$` here. */
  accepts(config: number): boolean {
    const memo = this.acceptMemo.get(config);
    if (memo !== undefined) return memo;
    const { machine, threads, atStart, afterWord } = this.configs[config] as Config;
    const result = threads.some(
      (thread) =>
        thread.obligations.every((id) => this.obligationHoldsAtEnd(id)) &&
        this.reachesAcceptAtEnd(machine, thread.state, atStart, afterWord),
    );
    this.acceptMemo.set(config, result);
    return result;
  }

  /** Whether no continuation can ever be accepted from `config` (it has no threads left). */
  isDead(config: number): boolean {
    return (this.configs[config] as Config).threads.length === 0;
  }

  private compileMachine(node: RegexNode, loops: boolean): number {
    const index = this.machines.length;
    const edges: Edge[][] = [];
    const machine: Machine = { edges, start: 0, accept: 0, loops };
    this.machines.push(machine);
    const fresh = () => edges.push([]) - 1;
    const link = (from: number, edge: Edge) => (edges[from] as Edge[]).push(edge);
    const build = (n: RegexNode, from: number): number => {
      switch (n.kind) {
        case "chars": {
          const to = fresh();
          const classes = Uint8Array.from(this.alphabet.classes, (_, i) => (this.alphabet.inSet(n.set, i) ? 1 : 0));
          link(from, { kind: "chars", to, classes });
          return to;
        }
        case "seq":
          return n.items.reduce((at, item) => build(item, at), from);
        case "alt": {
          const end = fresh();
          for (const item of n.items) {
            const branch = fresh();
            link(from, { kind: "eps", to: branch });
            link(build(item, branch), { kind: "eps", to: end });
          }
          return end;
        }
        case "repeat": {
          let at = from;
          for (let i = 0; i < n.min; i++) at = build(n.node, at);
          if (n.max === Infinity) {
            const loop = fresh();
            link(at, { kind: "eps", to: loop });
            link(build(n.node, loop), { kind: "eps", to: loop });
            return loop;
          }
          const end = fresh();
          for (let i = n.min; i < n.max; i++) {
            link(at, { kind: "eps", to: end });
            at = build(n.node, at);
          }
          link(at, { kind: "eps", to: end });
          return end;
        }
        case "look": {
          let sub = this.lookMachines.get(n.node);
          if (sub === undefined) {
            sub = this.compileMachine(n.node, true);
            this.lookMachines.set(n.node, sub);
          }
          const to = fresh();
          link(from, { kind: "look", to, negated: n.negated, machine: sub });
          return to;
        }
        case "start":
        case "end": {
          const to = fresh();
          link(from, { kind: n.kind, to });
          return to;
        }
        case "boundary": {
          if (this.wordMachine < 0) {
            this.usesBoundary = true;
            this.wordMachine = this.compileMachine({ kind: "chars", set: WORD_SET }, true);
          }
          const to = fresh();
          link(from, { kind: "boundary", to, negated: n.negated });
          return to;
        }
      }
    };
    const start = fresh();
    const accept = build(node, start);
    this.machines[index] = { edges, start, accept, loops };
    return index;
  }

  private initial(machine: number, atStart: boolean, afterWord: boolean): number {
    const key = `${machine}:${atStart ? 1 : 0}:${afterWord ? 1 : 0}`;
    const memo = this.initialMemo.get(key);
    if (memo !== undefined) return memo;
    const m = this.machines[machine] as Machine;
    const id = this.close(machine, [{ state: m.start, obligations: [] }], atStart, afterWord);
    this.initialMemo.set(key, id);
    return id;
  }

  private status(config: number): Status {
    const { machine, threads } = this.configs[config] as Config;
    if (threads.length === 0) return "false";
    const m = this.machines[machine] as Machine;
    if (m.loops && threads.some((t) => t.state === m.accept && t.obligations.length === 0)) return "true";
    return "open";
  }

  private obligation(negated: boolean, config: number): number {
    const key = `${negated ? "!" : "="}${config}`;
    let id = this.obligationIds.get(key);
    if (id === undefined) {
      id = this.obligations.push({ negated, config }) - 1;
      this.obligationIds.set(key, id);
    }
    return id;
  }

  /** Adds a lookahead met now: returns the obligations to carry, or `undefined` if the thread dies. */
  private meet(obligations: readonly number[], negated: boolean, config: number): readonly number[] | undefined {
    const status = this.status(config);
    if (status === "open") return [...obligations, this.obligation(negated, config)];
    return (status === "true") === negated ? undefined : obligations;
  }

  private close(machine: number, seeds: readonly Thread[], atStart: boolean, afterWord: boolean): number {
    const m = this.machines[machine] as Machine;
    const seen = new Set<string>();
    const kept: Thread[] = [];
    const stack = [...seeds];
    while (stack.length > 0) {
      const thread = stack.pop() as Thread;
      const obligations = [...new Set(thread.obligations)].sort((a, b) => a - b);
      const key = `${thread.state}|${obligations.join(",")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const edges = m.edges[thread.state] as Edge[];
      if (thread.state === m.accept || edges.some((e) => e.kind === "chars" || e.kind === "end")) {
        kept.push({ state: thread.state, obligations });
      }
      for (const edge of edges) {
        if (edge.kind === "eps" || (edge.kind === "start" && atStart)) {
          stack.push({ state: edge.to, obligations });
        } else if (edge.kind === "look") {
          const next = this.meet(obligations, edge.negated, this.initial(edge.machine, atStart, afterWord));
          if (next) stack.push({ state: edge.to, obligations: next });
        } else if (edge.kind === "boundary") {
          // \b after a word character needs a non-word character (or the end) next, and vice versa.
          const negated = afterWord !== edge.negated;
          const next = this.meet(obligations, negated, this.initial(this.wordMachine, atStart, afterWord));
          if (next) stack.push({ state: edge.to, obligations: next });
        }
      }
    }
    return this.intern(machine, prune(kept), atStart, afterWord && this.usesBoundary);
  }

  private computeStep(config: number, cls: number): number {
    const { machine, threads } = this.configs[config] as Config;
    const m = this.machines[machine] as Machine;
    const seeds: Thread[] = [];
    for (const thread of threads) {
      let obligations: readonly number[] | undefined = [];
      for (const id of thread.obligations) {
        const { negated, config: sub } = this.obligations[id] as Obligation;
        obligations = this.meet(obligations, negated, this.step(sub, cls));
        if (!obligations) break;
      }
      if (!obligations) continue;
      for (const edge of m.edges[thread.state] as Edge[]) {
        if (edge.kind === "chars" && edge.classes[cls] === 1) seeds.push({ state: edge.to, obligations });
      }
      if (m.loops && thread.state === m.accept) seeds.push({ state: m.accept, obligations });
    }
    return this.close(machine, seeds, false, this.usesBoundary && this.alphabet.inSet(WORD_SET, cls));
  }

  private intern(machine: number, threads: readonly Thread[], atStart: boolean, afterWord: boolean): number {
    const flags = `${atStart ? "^" : ""}${afterWord ? "w" : ""}`;
    const key = `${machine}${flags}:${threads.map((t) => `${t.state}|${t.obligations.join(",")}`).join(";")}`;
    let id = this.configIds.get(key);
    if (id === undefined) {
      id = this.configs.push({ machine, threads, atStart, afterWord }) - 1;
      this.configIds.set(key, id);
    }
    return id;
  }

  private obligationHoldsAtEnd(id: number): boolean {
    const { negated, config } = this.obligations[id] as Obligation;
    return this.accepts(config) !== negated;
  }

  private reachesAcceptAtEnd(machine: number, from: number, atStart: boolean, afterWord: boolean): boolean {
    const m = this.machines[machine] as Machine;
    const seen = new Set<number>([from]);
    const stack = [from];
    while (stack.length > 0) {
      const state = stack.pop() as number;
      if (state === m.accept) return true;
      for (const edge of m.edges[state] as Edge[]) {
        if (seen.has(edge.to)) continue;
        const passes =
          edge.kind === "eps" ||
          edge.kind === "end" ||
          (edge.kind === "start" && atStart) ||
          (edge.kind === "boundary" && afterWord !== edge.negated) ||
          (edge.kind === "look" && this.accepts(this.initial(edge.machine, atStart, afterWord)) !== edge.negated);
        if (passes) {
          seen.add(edge.to);
          stack.push(edge.to);
        }
      }
    }
    return false;
  }
}

/** Canonical order, and a thread whose obligations include another's on the same state adds nothing. */
function prune(threads: readonly Thread[]): Thread[] {
  const sorted = [...threads].sort((a, b) => a.state - b.state || a.obligations.length - b.obligations.length);
  const kept: Thread[] = [];
  for (const thread of sorted) {
    const dominated = kept.some(
      (other) => other.state === thread.state && other.obligations.every((id) => thread.obligations.includes(id)),
    );
    if (!dominated) kept.push(thread);
  }
  return kept.sort((a, b) => a.state - b.state || compareLists(a.obligations, b.obligations));
}

function compareLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}
