/**
 * partkit's tree of named parts. `PartTree` is the ready-made component; its parts are also
 * reachable as `PartTree.Root`, `PartTree.Filter`, `PartTree.Items`, `PartTree.Item`, `PartTree.Icon`.
 */
export { PartTree, PartTreeRoot, PartTreeFilter } from "./part-tree";
export type { PartTreeProps, PartTreeRootProps, PartTreeFilterProps } from "./part-tree";
export { PartTreeItems } from "./part-tree-items";
export type { PartTreeItemsProps } from "./part-tree-items";
export { PartTreeItem, rowLabel } from "./part-tree-item";
export type { PartTreeItemProps } from "./part-tree-item";
export { PartIcon, partIconKind } from "./part-icon";
export type { PartIconProps, PartIconKind } from "./part-icon";
export { usePartTree } from "./use-part-tree-state";
export type { PartTreeStateProps, PartTreeContextValue } from "./use-part-tree-state";
export { compileGlobFilter } from "./glob-filter";
export type { GlobFilter } from "./glob-filter";
export type { TreeRow } from "./tree-rows";
