import { useMemo, useState } from "react";
import picomatch from "picomatch/posix";
import { Tree, type NodeApi, type NodeRendererProps, type TreeApi } from "react-arborist";
import type { MessageBody } from "../../../src/model/types";
import { registerTree } from "../shared/tree";

/** react-arborist wants nested data: built from the part names as an app would (first-appearance order). */
interface Entry {
  id: string;
  name: string;
  children?: Entry[];
}

function nest(body: MessageBody): Entry[] {
  const root: Entry = { id: "/", name: "", children: [] };
  const byPath = new Map<string, Entry>([["/", root]]);
  for (const part of body.parts) {
    if (typeof part.name !== "string") continue;
    let parent = root;
    let path = "";
    const segments = part.name.slice(1).split("/");
    segments.forEach((segment, i) => {
      path += `/${segment}`;
      let node = byPath.get(path);
      if (!node) {
        node = i === segments.length - 1 ? { id: path, name: segment } : { id: path, name: segment, children: [] };
        byPath.set(path, node);
        (parent.children ??= []).push(node);
      }
      parent = node;
    });
  }
  return root.children!;
}

function Row({ node, style, dragHandle }: NodeRendererProps<Entry>) {
  return (
    <div ref={dragHandle} style={{ ...style, display: "flex", alignItems: "center", gap: 6, whiteSpace: "nowrap" }} data-path={node.id}>
      <span aria-hidden="true" style={{ width: 12 }}>{node.isLeaf ? "" : node.isOpen ? "▾" : "▸"}</span>
      <span aria-hidden="true">{node.isLeaf ? "📄" : "📁"}</span>
      <span>{node.data.name}</span>
    </div>
  );
}

let api: TreeApi<Entry> | undefined;

// The same glob semantics as the partkit page (picomatch, a glob without "/" matches the last
// segment), applied to files only, as partkit's filter applies to parts.
let compiled = { term: "", match: (_path: string) => false };
function searchMatch(node: NodeApi<Entry>, term: string) {
  if (compiled.term !== term) compiled = { term, match: picomatch(term, { dot: true, basename: !term.includes("/") }) };
  return node.isLeaf && compiled.match(node.id);
}

function Subject({ body }: { readonly body: MessageBody }) {
  const data = useMemo(() => nest(body), [body]);
  const [term, setTerm] = useState("");
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 8, fontFamily: "system-ui, sans-serif", fontSize: 14 }}>
      <input type="search" aria-label="Filter files" data-bench-filter="" value={term} onChange={(event) => setTerm(event.target.value)} />
      <Tree<Entry>
        ref={(instance) => {
          api = instance ?? undefined;
        }}
        data={data}
        aria-label="Files"
        openByDefault
        width={420}
        height={800}
        rowHeight={28}
        indent={16}
        overscanCount={10}
        searchTerm={term}
        searchMatch={searchMatch}
        disableDrag
        disableDrop
        disableEdit
      >
        {Row}
      </Tree>
    </div>
  );
}

registerTree(Subject, {
  filterInput: "[data-bench-filter]",
  matchCount: () => api?.filteredCount ?? NaN,
  rowCount: () => api?.visibleNodes.length ?? NaN,
});
