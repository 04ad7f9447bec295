import type { MessageBody, Part, PartTreeNode } from "../model/index";

/**
 * The folder view of a body's named parts, in body order: `{ name: "", path: "/", children }` at
 * the root, `part` on nodes whose path is exactly a part's name. Same shape as the model's
 * `partTree`; malformed names are normalised (empty segments dropped) rather than rejected, and the
 * first of two parts with one name wins, so a tree always renders.
 *
 * @example
 * buildPartTree({ parts: [{ name: "/sources/2", contentType: "text/uri-list" }, { name: "/sources/2/note", contentType: "text/plain" }] });
 * // { name: "", path: "/", children: [{ name: "sources", path: "/sources", children: [{ name: "2", path: "/sources/2", part, children: [...] }] }] }
 */
export function buildPartTree(body: MessageBody): PartTreeNode {
  type Draft = { name: string; path: string; children: Draft[]; byName: Map<string, Draft>; part?: Part };
  const root: Draft = { name: "", path: "/", children: [], byName: new Map() };
  for (const part of body.parts) {
    if (typeof part.name !== "string") continue;
    const segments = part.name.split("/").filter(Boolean);
    if (segments.length === 0) continue;
    let node = root;
    for (const segment of segments) {
      let child = node.byName.get(segment);
      if (!child) {
        child = { name: segment, path: `${node.path === "/" ? "" : node.path}/${segment}`, children: [], byName: new Map() };
        node.byName.set(segment, child);
        node.children.push(child);
      }
      node = child;
    }
    node.part ??= part;
  }
  const freeze = ({ name, path, children, part }: Draft): PartTreeNode =>
    part ? { name, path, children: children.map(freeze), part } : { name, path, children: children.map(freeze) };
  return freeze(root);
}

/**
 * Keeps the parts whose name passes `isMatch`, with their ancestor folders (a folder that is also a
 * part stays when it matches or holds a match). The root is always returned.
 *
 * @example
 * filterPartTree(tree, (path) => path.startsWith("/sources/"));
 */
export function filterPartTree(node: PartTreeNode, isMatch: (path: string) => boolean): PartTreeNode {
  return filterNode(node, isMatch) ?? { name: node.name, path: node.path, children: [] };
}

function filterNode(node: PartTreeNode, isMatch: (path: string) => boolean): PartTreeNode | undefined {
  const children: PartTreeNode[] = [];
  for (const child of node.children) {
    const kept = filterNode(child, isMatch);
    if (kept) children.push(kept);
  }
  const matches = node.part !== undefined && isMatch(node.path);
  if (!matches && children.length === 0 && node.path !== "/") return undefined;
  return { ...node, children };
}

/**
 * How many parts each folder holds below it (itself excluded), keyed by path.
 *
 * @example
 * countDescendantParts(tree).get("/sources"); // 3
 */
export function countDescendantParts(root: PartTreeNode): Map<string, number> {
  const counts = new Map<string, number>();
  const visit = (node: PartTreeNode): number => {
    let total = 0;
    for (const child of node.children) total += visit(child) + (child.part ? 1 : 0);
    if (node.children.length > 0) counts.set(node.path, total);
    return total;
  };
  visit(root);
  return counts;
}

/**
 * Every folder path of a tree (nodes with children), the root excluded.
 *
 * @example
 * folderPaths(tree); // ["/sources", "/sources/2"]
 */
export function folderPaths(root: PartTreeNode): string[] {
  const out: string[] = [];
  const visit = (node: PartTreeNode) => {
    if (node.children.length > 0 && node.path !== "/") out.push(node.path);
    node.children.forEach(visit);
  };
  visit(root);
  return out;
}

/**
 * The folder paths above `path`, outermost first.
 *
 * @example
 * ancestorPaths("/a/b/c"); // ["/a", "/a/b"]
 */
export function ancestorPaths(path: string): string[] {
  const segments = path.split("/").filter(Boolean);
  return segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join("/")}`);
}

/**
 * One visible row of the flattened tree, with what `aria-level`, `aria-setsize` and
 * `aria-posinset` need when rows are virtualised.
 *
 * @example
 * const row: TreeRow = { node, parent: root, level: 1, posinset: 1, setsize: 2, count: 3 };
 */
export interface TreeRow {
  readonly node: PartTreeNode;
  readonly parent: PartTreeNode;
  /** 1 for the root's children. */
  readonly level: number;
  readonly posinset: number;
  readonly setsize: number;
  /** Parts below this node; `undefined` for leaves. */
  readonly count: number | undefined;
}

/**
 * The rows a reader sees, in order: children of open folders follow their folder.
 *
 * @example
 * visibleRows(tree, new Set(["/sources"]).has.bind(new Set(["/sources"])), countDescendantParts(tree));
 */
export function visibleRows(root: PartTreeNode, isOpen: (path: string) => boolean, counts: ReadonlyMap<string, number>): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (parent: PartTreeNode, level: number) => {
    const setsize = parent.children.length;
    parent.children.forEach((node, i) => {
      rows.push({ node, parent, level, posinset: i + 1, setsize, count: counts.get(node.path) });
      if (node.children.length > 0 && isOpen(node.path)) visit(node, level + 1);
    });
  };
  visit(root, 1);
  return rows;
}
