import type { MessageBody } from "../../../src/model/types";
import { PartTree } from "../../../src/tree";
import { registerTree } from "../shared/tree";
import "./partkit.css";

function Subject({ body }: { readonly body: MessageBody }) {
  return <PartTree body={body} aria-label="Files" defaultExpanded="all" filterable />;
}

registerTree(Subject, {
  filterInput: "[data-slot='part-tree-filter']",
  // "1,080 parts match" under the filter field.
  matchCount: () => Number(/^(\d+)/.exec(document.querySelector("[data-slot='part-tree-filter-status']")?.textContent ?? "")?.[1] ?? NaN),
  // The virtualised tree is as tall as its rows (every row is one line).
  rowCount: () => {
    const tree = document.querySelector<HTMLElement>("[role='tree']");
    const row = tree?.querySelector<HTMLElement>("[role='treeitem']");
    return tree && row ? Math.round(tree.getBoundingClientRect().height / row.getBoundingClientRect().height) : NaN;
  },
});
