import { isValidPartName } from "./part-name";
import { partsOf } from "./list-parts";
import type { MessageBody, Part, PartTreeNode } from "./types";

interface Building {
  name: string;
  path: string;
  children: Building[];
  byName: Map<string, Building>;
  part?: Part;
}

/**
 * The filesystem view of a body's named parts: a root `{ name: "", path: "/", children }` whose
 * nodes have `name` (last segment), `path` (full name), `children` and `part` when a part has
 * exactly that name. A part can also be a folder (`/sources/2` and `/sources/2/note`).
 * Children are in first-appearance order: a folder sits where the first part inside it (or
 * named like it) appears in the body, so the tree reads in the order the message was written.
 * Unnamed parts and invalid names are skipped; if a malformed body repeats a name, the first
 * part wins. Never throws.
 *
 * @example
 * partTree({ parts: [{ name: "/sources/2/note", contentType: "text/plain" }, { name: "/sources/2", contentType: "text/uri-list" }] });
 * // { name: "", path: "/", children: [{ name: "sources", path: "/sources", children: [
 * //   { name: "2", path: "/sources/2", part: {…}, children: [{ name: "note", path: "/sources/2/note", part: {…}, children: [] }] }] }] }
 */
export function partTree(body: MessageBody): PartTreeNode {
  const root: Building = { name: "", path: "/", children: [], byName: new Map() };
  for (const part of partsOf(body)) {
    if (!isValidPartName(part.name)) continue;
    let node = root;
    for (const segment of part.name.slice(1).split("/")) {
      let child = node.byName.get(segment);
      if (!child) {
        child = { name: segment, path: `${node === root ? "" : node.path}/${segment}`, children: [], byName: new Map() };
        node.byName.set(segment, child);
        node.children.push(child);
      }
      node = child;
    }
    node.part ??= part as Part;
  }
  return freeze(root);
}

// Iterative post-order, so absurdly deep names cannot overflow the call stack.
function freeze(root: Building): PartTreeNode {
  const done = new Map<Building, PartTreeNode>();
  const stack: Building[] = [root];
  while (stack.length > 0) {
    const node = stack[stack.length - 1] as Building;
    const before = stack.length;
    // One push per child: spreading a folder of 150,000 children into push() overflows the stack.
    for (const child of node.children) if (!done.has(child)) stack.push(child);
    if (stack.length > before) continue;
    stack.pop();
    const children = node.children.map((child) => done.get(child) as PartTreeNode);
    done.set(
      node,
      node.part === undefined
        ? { name: node.name, path: node.path, children }
        : { name: node.name, path: node.path, children, part: node.part },
    );
  }
  return done.get(root) as PartTreeNode;
}
