import type { PartTreeNode } from "../model/index";

/**
 * Keeps the parts whose name passes `isMatch`, with their ancestor folders (a folder that is also a
 * part stays when it matches or holds a match). The root is always returned. Iterative, like every
 * walk here, so absurdly deep names cannot overflow the stack.
 *
 * @example
 * filterPartTree(partTree(body), (path) => path.startsWith("/sources/"));
 */
export function filterPartTree(root: PartTreeNode, isMatch: (path: string) => boolean): PartTreeNode {
  const kept = new Map<PartTreeNode, PartTreeNode>();
  for (const node of postOrder(root)) {
    const children = node.children.flatMap((child) => kept.get(child) ?? []);
    if (children.length > 0 || node === root || (node.part !== undefined && isMatch(node.path))) kept.set(node, { ...node, children });
  }
  return kept.get(root)!;
}

/** Every node below `root` and then `root`, children before their parent. */
function postOrder(root: PartTreeNode): PartTreeNode[] {
  const out: PartTreeNode[] = [];
  const stack: PartTreeNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    out.push(node);
    for (const child of node.children) stack.push(child);
  }
  return out.reverse();
}

/**
 * How many parts each folder holds below it (itself excluded), keyed by path.
 *
 * @example
 * countDescendantParts(tree).get("/sources"); // 3
 */
export function countDescendantParts(root: PartTreeNode): Map<string, number> {
  const counts = new Map<string, number>();
  for (const node of postOrder(root)) {
    if (node.children.length === 0) continue;
    let total = 0;
    for (const child of node.children) total += (counts.get(child.path) ?? 0) + (child.part ? 1 : 0);
    counts.set(node.path, total);
  }
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
  const stack = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.children.length === 0) continue;
    out.push(node.path);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
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
 * const open = new Set(["/sources"]);
 * visibleRows(tree, (path) => open.has(path), countDescendantParts(tree));
 */
export function visibleRows(root: PartTreeNode, isOpen: (path: string) => boolean, counts: ReadonlyMap<string, number>): TreeRow[] {
  const rows: TreeRow[] = [];
  type Frame = { readonly parent: PartTreeNode; readonly level: number; next: number };
  const stack: Frame[] = [{ parent: root, level: 1, next: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const { parent, level } = frame;
    const node = parent.children[frame.next];
    if (!node) {
      stack.pop();
      continue;
    }
    frame.next++;
    rows.push({ node, parent, level, posinset: frame.next, setsize: parent.children.length, count: counts.get(node.path) });
    if (node.children.length > 0 && isOpen(node.path)) stack.push({ parent: node, level: level + 1, next: 0 });
  }
  return rows;
}
