// @vitest-environment node
import fc from "fast-check";
import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { globProblem, matchGlob } from "../../../src/model/glob";

describe("matchGlob", () => {
  it.each<[string, string, boolean]>([
    ["/sources/*", "/sources/1", true],
    ["/sources/*", "/sources/1/url", false],
    ["/sources/*", "/sources/.hidden", true],
    ["/sources/**", "/sources", true],
    ["/sources/**", "/sources/1/url", true],
    ["/sources/**", "/sourcesx", false],
    ["**", "/any/thing", true],
    ["**/a", "/a", true],
    ["/**/a", "/a", false],
    ["/**/a", "/x/y/a", true],
    ["/{a,b/c}", "/b/c", true],
    ["/{a,b/c}", "/b", false],
    ["/a.b", "/axb", false],
    ["/a+", "/aa", false],
    ["/a+", "/a+", true],
    ["/(a|b)", "/a", true],
    ["text/*", "text/plain", true],
    ["image/{png,jpeg}", "image/jpeg", true],
  ])("%s on %s is %s", (glob, input, expected) => {
    expect(matchGlob(glob, input)).toBe(expected);
  });

  it("treats glob characters as globs, never as a regex the caller wrote", () => {
    expect(matchGlob("/a.*", "/a.txt")).toBe(true);
    expect(matchGlob("/a.*", "/abc")).toBe(false);
    expect(matchGlob("/[", "/[")).toBe(true);
  });

  it("reports bad globs instead of throwing and matches nothing with them", () => {
    expect(globProblem("")).toBe("globs may not be empty");
    expect(globProblem(42)).toBe("globs must be strings, not number");
    expect(globProblem(null)).toBe("globs must be strings, not null");
    expect(globProblem("x".repeat(70_000))).toMatch(/exceeds maximum allowed/);
    expect(globProblem("/ok/*")).toBeUndefined();
    expect(matchGlob(42, "/a")).toBe(false);
    expect(matchGlob("x".repeat(70_000), "/a")).toBe(false);
  });

  it("agrees with picomatch { dot: true } on random globs, through the bounded cache", () => {
    const globs = fc.array(fc.constantFrom("/", "a", "*", "**", "{a,b}", ".", "?", "b"), { minLength: 1, maxLength: 6 }).map((t) => t.join(""));
    const inputs = fc.array(fc.constantFrom("/", "a", "b", "."), { minLength: 1, maxLength: 6 }).map((t) => t.join(""));
    // More distinct globs than the cache holds, so evicted matchers get recompiled.
    fc.assert(fc.property(globs, inputs, (glob, input) => {
      expect(matchGlob(glob, input)).toBe(picomatch(glob, { dot: true })(input));
    }), { numRuns: 3000 });
  });
});
