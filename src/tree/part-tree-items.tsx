"use client";
import { useMemo, useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from "react";
import { composeRefs } from "../internal/compose-props";
import { useTreeKeyboard, type TreeKeyboardModel } from "../internal/tree-keyboard";
import { useRovingFocus, useVirtualRows, virtualizeAbove as thresholds } from "../internal/virtual-list";
import { usePartTree } from "./use-part-tree-state";
import { PartTreeItem, rowLabel } from "./part-tree-item";
import { ancestorPaths, type TreeRow } from "./tree-rows";

const defaultThreshold = thresholds.partTree;
const ROW_ESTIMATE = 28;

/**
 * Props of {@link PartTreeItems}: those of the scrolling `<div>`, plus the tree's accessible name.
 *
 * @example
 * const props: PartTreeItemsProps = { "aria-label": "Attachments" };
 */
export interface PartTreeItemsProps extends Omit<ComponentProps<"div">, "children"> {
  /** Accessible name of the tree. Default: "Parts". */
  "aria-label"?: string | undefined;
  /** Shown instead of the tree when the body has no named parts. */
  emptyMessage?: ReactNode;
  /** Above this many visible rows only the rows in view (plus the focused one) are in the DOM. Default 100. */
  virtualizeAbove?: number | undefined;
}

/**
 * The WAI-ARIA tree itself: a scrolling viewport (`data-slot="part-tree-viewport"`) holding one
 * `role="tree"` whose rows are a flat list of `treeitem`s with `aria-level`, `aria-setsize` and
 * `aria-posinset`, so long trees can be virtualised. One row is tabbable (roving tabindex); arrows,
 * Home/End, Enter/Space, `*` and type-ahead move, open and select.
 *
 * @example
 * <PartTree.Root body={body}>
 *   <PartTree.Filter />
 *   <PartTree.Items aria-label="Sources" />
 * </PartTree.Root>
 */
export function PartTreeItems({ "aria-label": ariaLabel, "aria-labelledby": labelledBy, emptyMessage, virtualizeAbove = defaultThreshold, ref: callerRef, ...props }: PartTreeItemsProps) {
  const ctx = usePartTree("PartTree.Items");
  const { rows, focusedPath, selected, treeRef } = ctx;
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const setViewportRef = useMemo(() => composeRefs(viewportRef, callerRef), [callerRef]);
  const onTreeKey = useTreeKeyboard();

  const indexByPath = useMemo(() => new Map(rows.map((row, index) => [row.node.path, index])), [rows]);
  const tabbableIndex = indexByPath.get(focusedPath ?? "") ?? indexByPath.get(selected ?? "") ?? 0;

  const list = useVirtualRows({
    count: rows.length,
    virtualizeAbove,
    estimateSize: ROW_ESTIMATE,
    getScrollElement: () => viewportRef.current,
    getItemKey: (index) => rows[index]?.node.path ?? index,
    overscan: 10,
    keepMounted: tabbableIndex,
    fallbackMaxHeight: "24rem",
  });

  const { focusRow } = useRovingFocus({
    getContainer: () => treeRef.current,
    count: rows.length,
    setActive: (index) => {
      const row = rows[index];
      if (row) ctx.setFocusedPath(row.node.path);
    },
    scrollToIndex: list.scrollToIndex,
    // Back to the nearest visible ancestor of the row that vanished, else the tabbable row.
    recover: (lost) => {
      const path = lost.dataset.path;
      if (path === undefined) return undefined;
      const ancestor = ancestorPaths(path).reverse().find((candidate) => indexByPath.has(candidate));
      return ancestor === undefined ? tabbableIndex : indexByPath.get(ancestor);
    },
  });

  const keyboard: TreeKeyboardModel = {
    count: rows.length,
    isFolder: (index) => (rows[index]?.node.children.length ?? 0) > 0,
    isOpen: (index) => ctx.isOpen(rows[index]!.node.path),
    setOpen: (indexes, open) => ctx.setOpen(indexes.map((index) => rows[index]!.node.path), open),
    parentOf: (index) => (rows[index]!.level > 1 ? parentIndex(rows, index) : -1),
    siblingFolders: (index) => rows[index]!.parent.children.filter((sibling) => sibling.children.length > 0).flatMap((sibling) => indexByPath.get(sibling.path) ?? []),
    label: (index) => (rows[index] ? rowLabel(rows[index]) : ""),
    activate: (index) => ctx.activate(rows[index]!.node),
    focusRow,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    onTreeKey(event, target ? indexByPath.get(target.dataset.path ?? "") : undefined, keyboard);
  };

  if (rows.length === 0) {
    return (
      <p data-slot="part-tree-empty" role="status">
        {!ctx.hasParts ? (emptyMessage ?? "No named parts") : ctx.filter.match ? `No parts match ${ctx.filter.glob.trim()}` : null}
      </p>
    );
  }

  return (
    <div {...props} ref={setViewportRef} data-slot="part-tree-viewport" data-virtual={list.virtual ? "" : undefined}>
      <div
        role="tree"
        id={ctx.treeId}
        aria-label={labelledBy ? undefined : (ariaLabel ?? "Parts")}
        aria-labelledby={labelledBy}
        data-slot="part-tree"
        ref={treeRef}
        style={list.containerStyle}
        onKeyDown={onKeyDown}
      >
        {list.rows.map((item) => {
          const row = rows[item.index]!;
          return <PartTreeItem key={row.node.path} row={row} index={item.index} tabbable={item.index === tabbableIndex} measureRef={list.measureRef} style={list.rowStyle(item)} />;
        })}
      </div>
    </div>
  );
}

function parentIndex(rows: readonly TreeRow[], index: number) {
  const level = rows[index]!.level;
  let i = index - 1;
  while (i > 0 && rows[i]!.level >= level) i--;
  return i;
}
