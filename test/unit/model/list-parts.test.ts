// @vitest-environment node
import { describe, expect, it } from "vitest";
import { getPart, listParts, partTree, type MessageBody, type Part } from "../../../src/model";

const p = (name: string | undefined, contentType = "text/plain"): Part => (name === undefined ? { contentType } : { name, contentType });
const research: MessageBody = {
  parts: [
    p(undefined, "text/markdown"),
    p("/sources/2/note"),
    p("/sources/1", "text/uri-list"),
    p("/sources/2", "text/uri-list"),
    p("/sources/.draft"),
    p("/summary.md", "text/markdown"),
    p("/bad//name"),
  ],
};

describe("listParts", () => {
  it("lists parts whose name matches the glob, in body order", () => {
    expect(listParts(research, "/sources/*").map((x) => x.name)).toEqual(["/sources/1", "/sources/2", "/sources/.draft"]);
    expect(listParts(research, "/sources/**").map((x) => x.name)).toEqual(["/sources/2/note", "/sources/1", "/sources/2", "/sources/.draft"]);
    expect(listParts(research, "/*.md").map((x) => x.name)).toEqual(["/summary.md"]);
    expect(listParts(research, "/{summary.md,sources/1}").map((x) => x.name)).toEqual(["/sources/1", "/summary.md"]);
  });

  it("never lists unnamed parts, and returns [] for bad globs and bodies", () => {
    expect(listParts(research, "**").some((x) => x.name === undefined)).toBe(false);
    expect(listParts(research, "")).toEqual([]);
    expect(listParts(null as unknown as MessageBody, "**")).toEqual([]);
    expect(listParts({ parts: [null, 3, p("/a")] } as unknown as MessageBody, "/*")).toEqual([p("/a")]);
  });
});

describe("getPart", () => {
  it("finds a part by its exact name, the first one when a malformed body repeats it", () => {
    expect(getPart(research, "/sources/1")).toBe(research.parts[2]);
    expect(getPart(research, "/sources/*")).toBeUndefined();
    const first = p("/a", "text/html");
    expect(getPart({ parts: [first, p("/a")] }, "/a")).toBe(first);
    expect(getPart({ parts: "x" } as unknown as MessageBody, "/a")).toBeUndefined();
    expect(getPart(research, 3 as unknown as string)).toBeUndefined();
  });
});

describe("partTree", () => {
  it("builds folders in first-appearance order, a part can be a folder too", () => {
    const tree = partTree(research);
    const shape = (node: ReturnType<typeof partTree>): unknown => ({
      name: node.name,
      path: node.path,
      part: node.part?.contentType,
      children: node.children.map(shape),
    });
    expect(shape(tree)).toEqual({
      name: "",
      path: "/",
      part: undefined,
      children: [
        {
          name: "sources",
          path: "/sources",
          part: undefined,
          children: [
            { name: "2", path: "/sources/2", part: "text/uri-list", children: [{ name: "note", path: "/sources/2/note", part: "text/plain", children: [] }] },
            { name: "1", path: "/sources/1", part: "text/uri-list", children: [] },
            { name: ".draft", path: "/sources/.draft", part: "text/plain", children: [] },
          ],
        },
        { name: "summary.md", path: "/summary.md", part: "text/markdown", children: [] },
      ],
    });
    expect(tree.children[0]?.children[0]?.part).toBe(research.parts[3]);
  });

  it("leaves out `part` on pure folders and keeps the first part of a repeated name", () => {
    const first = p("/a/b", "text/html");
    const tree = partTree({ parts: [first, p("/a/b")] });
    expect("part" in (tree.children[0] as object)).toBe(false);
    expect(tree.children[0]?.children[0]?.part).toBe(first);
  });

  it("returns an empty root for malformed bodies and handles very deep names", () => {
    expect(partTree(undefined as unknown as MessageBody)).toEqual({ name: "", path: "/", children: [] });
    const deep = `/${Array.from({ length: 50_000 }, () => "a").join("/")}`;
    let node = partTree({ parts: [p(deep)] });
    let depth = 0;
    while (node.children[0]) {
      node = node.children[0];
      depth++;
    }
    expect(depth).toBe(50_000);
    expect(node.path).toBe(deep);
  });
});
