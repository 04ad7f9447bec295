// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidPartName } from "../../../src/model";
import { partNameProblem } from "../../../src/model/part-name";

describe("isValidPartName", () => {
  it.each(["/a", "/foo/bar.png", "/sources/1/url", "/.hidden", "/a/...", "/A-Z_a.z-0_9", "/a/b/c/d/e"])("accepts %s", (name) => {
    expect(isValidPartName(name)).toBe(true);
    expect(partNameProblem(name)).toBeUndefined();
  });

  it.each<[unknown, string]>([
    ["", "names must start with '/'"],
    ["a/b", "names must start with '/'"],
    ["/", "'/' alone is not a name"],
    ["/a//b", "names may not contain '//'"],
    ["//a", "names may not contain '//'"],
    ["/a/", "names may not end in '/'"],
    ["/a/./b", "names may not have a '.' segment"],
    ["/a/..", "names may not have a '..' segment"],
    ["/.", "names may not have a '.' segment"],
    ["/a b", 'names may only use A-Z a-z 0-9 . - _ /, not " "'],
    ["/ä", 'names may only use A-Z a-z 0-9 . - _ /, not "ä"'],
    ["/a\\b", 'names may only use A-Z a-z 0-9 . - _ /, not "\\\\"'],
    ["/a*", 'names may only use A-Z a-z 0-9 . - _ /, not "*"'],
    [42, "names must be strings, not a number"],
    [null, "names must be strings, not null"],
    [undefined, "names must be strings, not undefined"],
  ])("rejects %j: %s", (name, problem) => {
    expect(isValidPartName(name)).toBe(false);
    expect(partNameProblem(name)).toBe(problem);
  });

  it("matches a straightforward restatement of the rule on random strings", () => {
    const reference = (s: string) =>
      /^\/[A-Za-z0-9._\-/]*$/.test(s) &&
      !s.includes("//") &&
      !s.endsWith("/") &&
      s.slice(1).split("/").every((seg) => seg !== "." && seg !== "..");
    fc.assert(
      fc.property(fc.array(fc.constantFrom("/", "a", ".", "-", "_", "Z", "9", " ", "*"), { maxLength: 10 }), (chars) => {
        const s = chars.join("");
        expect(isValidPartName(s)).toBe(reference(s) && s !== "/");
      }),
      { numRuns: 2000 },
    );
  });
});
