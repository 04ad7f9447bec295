// @vitest-environment node
import fc from "fast-check";
import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { GLOB_OPTIONS } from "../../../src/model/glob";
import { CellSpace } from "../../../src/model/compatibility/cells";
import { domainAutomaton, globAutomaton, type GlobDomain } from "../../../src/model/compatibility/glob-automata";
import { NAME_CHARS, TYPE_CHARS } from "../../../src/model/compatibility/glob-regex";
import { partitionAlphabet } from "../../../src/model/compatibility/alphabet";
import { LookaheadDfa } from "../../../src/model/compatibility/lookahead-dfa";
import { TableDfa, TooComplexError } from "../../../src/model/compatibility/table-dfa";
import { collectCharSets, parseRegex, searched, UnsupportedRegexError } from "../../../src/model/compatibility/regex-ast";

type Automaton = Pick<LookaheadDfa, "start" | "alphabet" | "step" | "accepts">;

function run(dfa: Automaton, input: string): boolean {
  let state = dfa.start;
  for (const c of input) {
    const cls = dfa.alphabet.classOf(c);
    if (cls < 0) return false;
    state = dfa.step(state, cls);
  }
  return dfa.accepts(state);
}

const matcher = (glob: string) => picomatch(glob, GLOB_OPTIONS);

describe("glob automata agree with picomatch", () => {
  const edgeCases: [string, string[]][] = [
    ["/a/**", ["/a", "/a/b", "/a/b/c", "/a/.b", "/ab", "/b"]],
    ["**", ["/a", "a", "/a/b", "/.a", "/..."]],
    ["**/a", ["/a", "a", "/x/a", "/x/y/a", "/xa"]],
    ["/**/a", ["/a", "/x/a", "/x/y/a"]],
    ["/a/**/b", ["/a/b", "/a/x/b", "/a/x/y/b", "/a/.x/b"]],
    ["/{a,b/c}", ["/a", "/b/c", "/b", "/c"]],
    ["/*", ["/a", "/.hidden", "/a/b", "/..."]],
    ["/.*", ["/.a", "/..a", "/a", "/..."]],
    ["!/a", ["/a", "/b", "/a/b"]],
    ["/!(a)", ["/a", "/b", "/ab"]],
    ["/a/?", ["/a/b", "/a/bc", "/a/."]],
    ["/[ab]*", ["/a", "/bc", "/c"]],
    ["/a/+(b)", ["/a/b", "/a/bb", "/a/"]],
    // picomatch turns this one into /$^/, so only the literal glob (not a valid name) matches.
    ["/a{", ["/a", "/ab"]],
    // A top-level "|" makes picomatch's regex match the empty string at the end of any input.
    ["))|{", ["/", "/a"]],
  ];
  it.each(edgeCases)("%s on its edge cases", (glob, inputs) => {
    const dfa = globAutomaton(glob, "name");
    for (const input of inputs) expect(run(dfa, input), `${glob} vs ${input}`).toBe(matcher(glob)(input));
  });

  it("content-type globs, including tchar corner cases", () => {
    const inputs = ["text/plain", "text/.", "./x", "text/x.y", "a*/b", "text/*", "image/svg+xml"];
    for (const glob of ["text/*", "*/*", "*/plain", "{text,image}/*", "*/*+xml", "a*/b", "text/.*"]) {
      const dfa = globAutomaton(glob, "type");
      for (const input of inputs) expect(run(dfa, input), `${glob} vs ${input}`).toBe(matcher(glob)(input));
    }
  });

  it("on random globs and random strings", () => {
    const token = fc.constantFrom(
      "a", "b", ".", "*", "**", "/", "?", "{", "}", ",", "[", "]", "!", "(", ")", "@", "+", "|", "-", "x", "/a", "{a,b}",
      "\\", "$", "^", "[:alpha:]", "1", "..",
    );
    const globs = fc.array(token, { minLength: 1, maxLength: 8 }).map((t) => t.join(""));
    const inputs = fc.array(fc.array(fc.constantFrom("/", "a", "b", ".", "x", "-", "Z"), { minLength: 1, maxLength: 7 }).map((c) => c.join("")), { minLength: 1, maxLength: 12 });
    const unsupported: string[] = [];
    fc.assert(
      fc.property(globs, inputs, (glob, strings) => {
        let dfa: Automaton;
        try {
          dfa = globAutomaton(glob, "name");
        } catch (error) {
          // Only real backreferences (a brace group then "\\1") are out of reach.
          if (error instanceof UnsupportedRegexError && /backreference/.test(error.message)) {
            unsupported.push(glob);
            return;
          }
          throw error;
        }
        for (const input of strings) expect(run(dfa, input), `${glob} vs ${input}`).toBe(matcher(glob)(input));
      }),
      { numRuns: 2500 },
    );
    expect(unsupported.length).toBeLessThan(25);
  }, 30_000);
});

describe("parseRegex and LookaheadDfa", () => {
  const accepts = (source: string, input: string) => {
    const node = searched(parseRegex(source));
    const dfa = new LookaheadDfa(node, partitionAlphabet(`${input}xyz-_ `, collectCharSets(node)));
    return run(dfa, input);
  };
  it.each<[string, string]>([
    ["^[a-c\\d-]{2,3}$", "a1"],
    ["^[a-c\\d-]{2,3}$", "a"],
    ["^[a-c\\d-]{2,3}$", "a1-b"],
    ["^[\\w-]+$", "a_-"],
    ["^[\\W]$", "-"],
    ["^\\x41\\u0042$", "AB"],
    ["^a{2}b{1,}c?$", "aabbb"],
    ["^a{2}b{1,}c?$", "abbb"],
    ["^(?:a|b)*?$", "abba"],
    ["^[^]$", "z"],
    ["^[]$", "z"],
    ["^a}]$", "a}]"],
    ["^a{,2}$", "a{,2}"],
    ["^(?<n>a)$", "a"],
    ["^a\\k$", "ak"],
    ["^\\1\\101\\8$", "\u0001A8"],
    ["^\\c$", "\\c"],
    ["^\\xZ$", "xZ"],
    ["a\\b", "xa y"],
    ["a\\b", "xab"],
    ["\\Ba", "xa"],
    ["\\Ba", " a"],
    ["^(?=a)\\w+(?!.*z)$", "abc"],
    ["^(?=a)\\w+(?!.*z)$", "abz"],
    ["^(?!(?!a)b)", "b"],
    ["^(?:\\))|()$", "/"],
    ["$^", ""],
  ])("/%s/ on %j agrees with RegExp", (source, input) => {
    expect(accepts(source, input)).toBe(new RegExp(source).test(input));
  });

  it("rejects what it cannot model", () => {
    for (const source of ["(?<=a)b", "(?<!a)b", "(a)\\1", "(?<x>a)\\k<x>"]) {
      expect(() => parseRegex(source)).toThrow(UnsupportedRegexError);
    }
  });
});

describe("TableDfa", () => {
  it("is the minimal automaton of the same language", () => {
    const node = searched(parseRegex("^(?:a|ab|abb)*$"));
    const alphabet = partitionAlphabet("abc", collectCharSets(node));
    const lazy = new LookaheadDfa(node, alphabet);
    const table = TableDfa.from(lazy);
    // (a|ab|abb)* over {a, b, c}: start/after-a, after-ab, after-abb, dead.
    expect(table.size).toBe(4);
    fc.assert(fc.property(fc.array(fc.constantFrom("a", "b", "c"), { maxLength: 8 }), (chars) => {
      const input = chars.join("");
      expect(run(table, input)).toBe(run(lazy, input));
      expect(run(table, input)).toBe(/^(?:a|ab|abb)*$/.test(input));
    }));
    expect(globAutomaton("/{a,b}", "name").size).toBe(globAutomaton("/{b,a}", "name").size);
  });

  it("has no two states with the same future (checked by table filling) on path, brace and deep globs", () => {
    const deep = `/${Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? "*" : "a")).join("/")}`;
    for (const [glob, domain] of [["/a/**", "name"], ["/{a,b}/*/c", "name"], ["**/x.json", "name"], [deep, "name"], ["/s1/**", "name"], ["text/*", "type"], ["*/*+json", "type"]] as const) {
      const dfa = globAutomaton(glob, domain);
      const n = dfa.size;
      const classes = dfa.alphabet.classes.length;
      const apart = Array.from({ length: n }, (_, p) => Array.from({ length: n }, (_, q) => dfa.accepts(p) !== dfa.accepts(q)));
      for (let changed = true; changed; ) {
        changed = false;
        for (let p = 0; p < n; p++) {
          for (let q = p + 1; q < n; q++) {
            if (apart[p]![q]) continue;
            for (let c = 0; c < classes; c++) {
              if (apart[dfa.step(p, c)]![dfa.step(q, c)]) {
                apart[p]![q] = apart[q]![p] = changed = true;
                break;
              }
            }
          }
        }
      }
      for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) expect(apart[p]![q], `${glob}: states ${p} and ${q} are equivalent`).toBe(true);
    }
  });

  it("gives up past its budget", () => {
    const node = parseRegex("^(?:a|b)*a(?:a|b){12}$");
    expect(() => TableDfa.from(new LookaheadDfa(node, partitionAlphabet("ab", collectCharSets(node))), 1000)).toThrow(TooComplexError);
  });
});

describe("CellSpace", () => {
  const check = (domain: GlobDomain, globs: string[], chars: string) => {
    const space = new CellSpace(domainAutomaton(domain), globs.map((g) => globAutomaton(g, domain)), chars, 4);
    space.cells.forEach((cell, index) => {
      const examples = space.examples(index, 4);
      expect(new Set(examples).size).toBe(examples.length);
      expect(examples.length).toBe(Math.min(4, space.capacity(index)));
      for (const example of examples) {
        globs.forEach((glob, i) => expect(matcher(glob)(example), `${glob} vs ${example}`).toBe(cell.signature[i]));
      }
    });
    return space;
  };

  it("cuts names into regions with sizes and examples", () => {
    const space = check("name", ["/a/*", "/a/**", "/{a,b}", "/?"], NAME_CHARS);
    const sizes = space.cells.map((cell, index) => [cell.signature.join(","), space.capacity(index)]);
    expect(sizes).toContainEqual(["false,true,true,true", 1]); // "/a": /a/** matches /a too
    expect(sizes).toContainEqual(["false,false,true,true", 1]); // "/b"
    expect(sizes).toContainEqual(["false,false,false,true", 4]); // "/c"…"/Z": 64 names, capped at 4
    expect(sizes).toContainEqual(["true,true,false,false", Infinity]);
  });

  it("cuts content types into regions", () => {
    check("type", ["text/*", "*/plain", "text/plain"], TYPE_CHARS);
  });
});
