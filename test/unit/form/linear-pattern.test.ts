import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { humanMessage, patternRefusal, validateValue } from "../../../src/form";
import { evalFreeValidation } from "../../../src/form/csp";
import { translatePattern } from "../../../src/form/shared/ecma-pattern";
import { linearOnlyKey, linearPattern, MAX_PATTERN_PROGRAM } from "../../../src/form/shared/linear-pattern";

const timeScale = inject("timeScale") ?? 1;

const run = (pattern: string, value: string) => {
  const p = linearPattern(pattern);
  if ("refused" in p) throw new Error(`${pattern} refused: ${p.refused.reason}`);
  return p.test(value);
};

// Ordinary schema patterns, each run on RE2JS and by the platform's RegExp (with the `u` flag, as
// JSON Schema reads patterns) on the same strings: they must agree on every one.
const corpus = [
  "^[a-z]+$",
  "^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$",
  "^\\S+@\\S+\\.\\S+$",
  "^\\d{4}-\\d{2}-\\d{2}$",
  "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",
  "^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$",
  "^\\+?[0-9 ()-]{6,20}$",
  "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",
  "^https?://[^\\s/$.?#].[^\\s]*$",
  "^[a-z0-9]+(?:-[a-z0-9]+)*$",
  "^(?<year>\\d{4})-(?<month>\\d{2})$",
  "^[\\u00C0-\\u017F]+$",
  "^[\\u{1F600}-\\u{1F64F}]+$",
  "^\\p{L}+$",
  "^\\p{Lu}\\p{Ll}*$",
  "^\\P{N}*$",
  "^\\p{Script=Greek}+$",
  "^[\\p{L}\\p{N} _-]+$",
  "^\\s*$",
  "^\\S+$",
  "^\\w+$",
  "^\\W+$",
  "^\\D+$",
  "^.$",
  "^.+$",
  "^[^]+$",
  "^[^a-z]+$",
  "^[\\s\\S]{2}$",
  "^[\\w.-]+$",
  "\\bcat\\b",
  "\\Bat",
  "^a\\/b$",
  "^a\\.b$",
  "^[\\-\\]]+$",
  "^\\cJ$",
  "^\\x41\\u0042\\u{43}$",
  "^\\uD83D\\uDE00$",
  "^\\0$",
  "^[\\b]$",
  "^a+?b*?c??$",
  "^a{2,3}?$",
  "^(?:ab|cd){2}$",
  "^(a|ab)(c|bcd)(d*)$",
  "^abc$",
  "abc",
  "",
  "^$",
  "[]",
  "^.*=$",
  "^(a+)+$",
  "^a*a*a*a*b$",
];

const probes = ["", "a", "abc", "ABC", "Abc", "a b", "a-b", "a_b", "a.b", "a/b", "ab", "abcd", "abbcd", "cd", "aa", "aaa", "a=", "=", "123", "2024-05-01", "2024-13-01", "23:59", "24:00", "name@example.com", "name@example", "https://example.com/x", "ftp://x", "my-slug-1", "-slug", "\n", "\r", "\t", "\v", "\u00a0", "\u2028", "\ufeff", " ", "é", "Éé", "ÀÿŽ", "😀", "😀😃", "😀x", "αβγ", "αb", "١٢٣", "A\nB", "abc\n", "\u0000", "\b", "ABC\u0000", "ABC", "a cat sat", "concat", "that", "[-]", "-]-", "x".repeat(3), "aaaab", "aaaa"];

describe("patterns on RE2JS mean what they mean in JavaScript", () => {
  it.each(corpus)("%s agrees with RegExp (u) on every probe", (pattern) => {
    const native = new RegExp(pattern, "u");
    for (const probe of probes) expect(run(pattern, probe), `${JSON.stringify(pattern)} on ${JSON.stringify(probe)}`).toBe(native.test(probe));
  });

  it("agrees with RegExp (u) on random strings", () => {
    const alphabet = fc.constantFrom(..."aAbcz09 _-.@/=\n\t\u00a0\u2028é😀α".split(/(?:)/u));
    for (const pattern of corpus) {
      const native = new RegExp(pattern, "u");
      fc.assert(fc.property(fc.array(alphabet, { maxLength: 12 }).map((cs) => cs.join("")), (s) => run(pattern, s) === native.test(s)), { numRuns: 60 });
    }
  });

  it.each([
    ["^\\_+$", "__", true],
    ["^a{$", "a{", true],
    ["^]$", "]", true],
    ["^[\\w-z]+$", "-", true],
    ["^\\12$", "\n", true],
    ["^\\8$", "8", true],
    ["^\\c1$", "\\c1", true],
    ["^\\p{L}$", "p{L}", false],
  ])("reads %s (valid only without the u flag) as RegExp does: %j → %s", (pattern, value, expected) => {
    expect(run(pattern, value)).toBe(expected);
    if (pattern !== "^\\p{L}$") expect(new RegExp(pattern).test(value)).toBe(expected);
  });
});

describe("refused patterns", () => {
  it.each([
    ["^(?=.*\\d).{8,}$", "lookahead", "uses a lookahead (?=…), which can't be checked safely"],
    ["^(?!admin$).+$", "lookahead", "uses a negative lookahead (?!…), which can't be checked safely"],
    ["(?<=\\$)\\d+", "lookbehind", "uses a lookbehind (?<=…), which can't be checked safely"],
    ["(?<!-)\\d+", "lookbehind", "uses a negative lookbehind (?<!…), which can't be checked safely"],
    ["^(a)\\1$", "backreference", "uses a backreference (\\1), which can't be checked safely"],
    ["(\\1)+", "backreference", "uses a backreference (\\1), which can't be checked safely"],
    ["^(?<q>['\"]).*\\k<q>$", "backreference", "uses a named backreference (\\k<…>), which can't be checked safely"],
    ["^a{1001}$", "size", "repeats a part more than 1000 times, which can't be checked safely"],
    ["^(?:[a-z]{1000}){100}$", "size", "is too large to check safely"],
    ["\\p{Script_Extensions=Greek}", "unicode property", "uses the Unicode property \\p{Script_Extensions=Greek}, which can't be checked safely"],
    ["(", "syntax", "is not a valid regular expression"],
    ["a**", "syntax", "is not a valid regular expression"],
  ])("%s: %s", (pattern, construct, reason) => {
    const p = linearPattern(pattern);
    expect("refused" in p && p.refused).toEqual({ construct, reason });
    expect(patternRefusal(pattern)).toBe(reason);
  });

  it("the field's error names the construct, from both validators", () => {
    for (const validate of [validateValue, evalFreeValidation.validateValue]) {
      expect(validate({ type: "string", pattern: "^(?=.*\\d).{8,}$" }, "password1")).toEqual([{ path: "", message: "This field's pattern uses a lookahead (?=…), which can't be checked safely, so the value can't be accepted." }]);
      expect(validate({ type: "string", pattern: "^(a)\\1$" }, "aa")).toEqual([{ path: "", message: "This field's pattern uses a backreference (\\1), which can't be checked safely, so the value can't be accepted." }]);
      expect(validate({ type: "object", properties: { pin: { type: "string", pattern: "(?<!-)\\d+" } } }, { pin: "12" })).toEqual([{ path: ".pin", message: "This field's pattern uses a negative lookbehind (?<!…), which can't be checked safely, so the value can't be accepted." }]);
    }
  });

  it("humanMessage says so from the pattern alone", () => {
    expect(humanMessage({ name: "pattern", params: { pattern: "^(?!x)" }, property: "", stack: "" } as never)).toBe("This field's pattern uses a negative lookahead (?!…), which can't be checked safely, so the value can't be accepted.");
  });
});

describe("one pattern check costs at most a frame", () => {
  it("bigger patterns check shorter values; the longest value gets a message, not a freeze", () => {
    const small = linearPattern("^[a-z]+$");
    const big = linearPattern(`^(?:${Array.from({ length: 40 }, (_, i) => `w${i}x`).join("|")})+$`);
    if ("refused" in small || "refused" in big) throw new Error("refused");
    expect(small.maxInput).toBe(30_000);
    expect(big.maxInput).toBeLessThan(small.maxInput);
    for (const validate of [validateValue, evalFreeValidation.validateValue]) {
      expect(validate({ type: "string", pattern: "^[a-z]+$" }, "a".repeat(30_000))).toEqual([]);
      expect(validate({ type: "string", pattern: "^[a-z]+$" }, "a".repeat(30_001))).toEqual([{ path: "", message: "This value is too long to check against the field's pattern (at most 30,000 characters)." }]);
    }
  });

  it("reads hostile pattern sources in linear time, and refuses sources over 10,000 characters", () => {
    // Braces that close no repeat are literals (without the u flag); each one must not scan on to the last "}".
    const braces = `x${"{".repeat(9_990)}}`;
    const started = performance.now();
    expect(patternRefusal(braces)).toBe("is too large to check safely");
    expect(performance.now() - started).toBeLessThan(250 * timeScale);
    expect(run("^a{2}{$", "aa{")).toBe(true);
    expect(patternRefusal("a".repeat(10_001))).toBe("is too large to check safely");
  });

  it(`refuses patterns over ${MAX_PATTERN_PROGRAM} RE2 instructions`, () => {
    expect(patternRefusal("(?:a?){400}a{400}")).toBe("is too large to check safely");
    expect(patternRefusal("(?:a?){300}a{300}")).toBeUndefined();
  });
});

describe("translatePattern", () => {
  it("spells out what RE2 reads differently", () => {
    expect(translatePattern("^.$")).toEqual({ re2: "^[^\\x{a}\\x{d}\\x{2028}-\\x{2029}]$", nativeSafe: true });
    expect(translatePattern("\\s")).toMatchObject({ re2: "[\\x{9}-\\x{d}\\x{20}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}-\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}]" });
    expect(translatePattern("[^]")).toMatchObject({ re2: "[\\x{0}-\\x{10ffff}]" });
    expect(translatePattern("(?<name>a)\\/")).toMatchObject({ re2: "(?:a)\\x{2f}" });
    expect(translatePattern("\\p{Letter}\\p{sc=Greek}")).toMatchObject({ re2: "[\\p{L}][\\p{Greek}]" });
  });

  it("marks as safe for RegExp only start-anchored runs whose repeats end where the next part starts", () => {
    const safe = (p: string) => (translatePattern(p) as { nativeSafe?: boolean }).nativeSafe;
    for (const p of ["^x-", "^[a-z]+$", "^[a-z]+_\\d+$", "^\\d{3}-\\d{4}$", "^x-.*"]) expect(safe(p), p).toBe(true);
    for (const p of ["x-", "^a*a*b$", "^.*bar$", "^(ab)+$", "^a|b", "^[a-z]+[a-z0-9]$", "^\\p{L}+$", "^a+\\b"]) expect(safe(p), p).toBe(false);
  });

  it("hides a pattern in a key RegExp never matches and RE2JS reads back", () => {
    const key = linearOnlyKey("^a*a*a*a*b$");
    expect(new RegExp(key).test(`${"a".repeat(5000)}b`)).toBe(false);
    expect(run(key, `${"a".repeat(5000)}b`)).toBe(true);
    expect(() => new RegExp(linearOnlyKey("("))).not.toThrow();
  });
});
