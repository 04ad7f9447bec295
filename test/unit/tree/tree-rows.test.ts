import { describe, expect, it } from "vitest";
import { partTree } from "../../../src/model/index";
import { ancestorPaths, countDescendantParts, filterPartTree, folderPaths, visibleRows } from "../../../src/tree/tree-rows";
import { compileGlobFilter } from "../../../src/tree/glob-filter";
import { partIconKind } from "../../../src/tree/part-icon";
import { researchBody } from "../../fixtures/tree/research";

const tree = partTree(researchBody);

describe("the model's partTree, as the tree uses it", () => {
  it("builds folders from names in body order, leaving unnamed parts out", () => {
    expect(tree).toMatchObject({ name: "", path: "/" });
    expect(tree.children.map((n) => n.path)).toEqual(["/reasoning", "/tool-calls", "/sources", "/charts"]);
    expect(tree.children[2]!.part).toBeUndefined();
    expect(tree.children[2]!.children.map((n) => n.name)).toEqual(["1", "2", "3"]);
  });

  it("keeps a part that is also a folder as one node with both", () => {
    const two = tree.children[2]!.children[1]!;
    expect(two.path).toBe("/sources/2");
    expect(two.part?.contentType).toBe("application/vnd.partkit.citation+json");
    expect(two.children).toEqual([expect.objectContaining({ path: "/sources/2/note", name: "note" })]);
  });
});

describe("deep trees", () => {
  it("walks a 20,000-level name without overflowing the stack", () => {
    const name = `/${Array.from({ length: 20_000 }, () => "d").join("/")}`;
    const deep = partTree({ parts: [{ name, contentType: "text/plain" }] });
    const counts = countDescendantParts(deep);
    expect(counts.get("/")).toBe(1);
    expect(folderPaths(deep)).toHaveLength(19_999);
    expect(visibleRows(deep, () => true, counts)).toHaveLength(20_000);
    expect(countDescendantParts(filterPartTree(deep, () => true)).get("/d")).toBe(1);
  });
});

describe("counts, folders and rows", () => {
  it("counts descendant parts of every folder", () => {
    const counts = countDescendantParts(tree);
    expect(counts.get("/")).toBe(8);
    expect(counts.get("/sources")).toBe(4);
    expect(counts.get("/sources/2")).toBe(1);
    expect(counts.get("/tool-calls")).toBe(2);
    expect(counts.has("/reasoning")).toBe(false);
  });

  it("lists folder paths and ancestors", () => {
    expect(folderPaths(tree)).toEqual(["/tool-calls", "/tool-calls/call_7Qx", "/sources", "/sources/2", "/charts"]);
    expect(ancestorPaths("/sources/2/note")).toEqual(["/sources", "/sources/2"]);
    expect(ancestorPaths("/reasoning")).toEqual([]);
  });

  it("flattens open folders with level, set size and position", () => {
    const open = new Set(["/sources", "/sources/2"]);
    const rows = visibleRows(tree, (p) => open.has(p), countDescendantParts(tree));
    expect(rows.map((r) => [r.node.path, r.level, r.posinset, r.setsize, r.count])).toEqual([
      ["/reasoning", 1, 1, 4, undefined],
      ["/tool-calls", 1, 2, 4, 2],
      ["/sources", 1, 3, 4, 4],
      ["/sources/1", 2, 1, 3, undefined],
      ["/sources/2", 2, 2, 3, 1],
      ["/sources/2/note", 3, 1, 1, undefined],
      ["/sources/3", 2, 3, 3, undefined],
      ["/charts", 1, 4, 4, 1],
    ]);
  });
});

describe("filter", () => {
  it("matches whole names with a slash and last segments without", () => {
    expect(compileGlobFilter("/sources/*").match?.("/sources/2")).toBe(true);
    expect(compileGlobFilter("/sources/*").match?.("/sources/2/note")).toBe(false);
    expect(compileGlobFilter("*.png").match?.("/charts/capacity.png")).toBe(true);
    expect(compileGlobFilter("*").match?.("/files/.gitignore")).toBe(true);
    expect(compileGlobFilter("   ").match).toBeUndefined();
  });

  it("reports invalid globs instead of throwing", () => {
    expect(compileGlobFilter("/sources/[").error).toMatch(/Missing closing/);
    expect(compileGlobFilter("[z-a]").error).toMatch(/Invalid regular expression/);
  });

  it("keeps matches with their ancestor folders", () => {
    const filtered = filterPartTree(tree, compileGlobFilter("note").match!);
    expect(folderPaths(filtered)).toEqual(["/sources", "/sources/2"]);
    expect(countDescendantParts(filtered).get("/")).toBe(2);
    expect(filterPartTree(tree, () => false)).toEqual({ name: "", path: "/", children: [] });
  });
});

describe("partIconKind", () => {
  it.each([
    ["application/vnd.partkit.tool-call+json", "tool"],
    ["application/vnd.partkit.tool-result+json", "result"],
    ["application/vnd.partkit.citation+json", "link"],
    ["text/vnd.partkit.reasoning", "reasoning"],
    ["image/svg+xml", "image"],
    ["Text/Plain; charset=utf-8", "text"],
    ["text/x-python", "code"],
    ["application/json", "json"],
    ["text/csv", "table"],
    ["audio/mpeg", "audio"],
    ["application/octet-stream", "file"],
    [undefined, "file"],
  ] as const)("%s → %s", (type, kind) => {
    expect(partIconKind(type)).toBe(kind);
  });
});
