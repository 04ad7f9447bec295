import { partitionAlphabet } from "./alphabet";
import { globRegex, NAME_CHARS, NAME_DOMAIN, TYPE_CHARS, TYPE_DOMAIN } from "./glob-regex";
import { LookaheadDfa } from "./lookahead-dfa";
import { collectCharSets, parseRegex, type RegexNode } from "./regex-ast";
import { TableDfa } from "./table-dfa";

/**
 * Which strings a glob is matched against: part names or lowercased MIME essences.
 *
 * @example
 * const domain: GlobDomain = "name";
 */
export type GlobDomain = "name" | "type";

const CACHE_LIMIT = 1024;
const cache = new Map<string, TableDfa>();
let domains: Record<GlobDomain, TableDfa> | undefined;

function build(node: RegexNode, domain: GlobDomain): TableDfa {
  const chars = domain === "name" ? NAME_CHARS : TYPE_CHARS;
  return TableDfa.from(new LookaheadDfa(node, partitionAlphabet(chars, collectCharSets(node))));
}

/**
 * The automaton of every valid part name, or of every lowercased MIME essence.
 *
 * @example
 * domainAutomaton("name").accepts(domainAutomaton("name").start); // false: "" is not a name
 */
export function domainAutomaton(domain: GlobDomain): TableDfa {
  domains ??= { name: build(parseRegex(NAME_DOMAIN), "name"), type: build(parseRegex(TYPE_DOMAIN), "type") };
  return domains[domain];
}

/**
 * The minimal automaton of the strings picomatch's matcher accepts for `glob` (see
 * `globRegex`), over the characters of `domain`. Cached (bounded, LRU) and shared between calls.
 *
 * @example
 * globAutomaton("/sources/*", "name");
 */
export function globAutomaton(glob: string, domain: GlobDomain): TableDfa {
  const key = `${domain}:${glob}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const dfa = build(globRegex(glob), domain);
  cache.set(key, dfa);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return dfa;
}
