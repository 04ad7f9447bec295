"use client";
import { useEffect, useLayoutEffect, useMemo, useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from "react";
import { defaultRangeExtractor, useVirtualizer } from "@tanstack/react-virtual";
import { composeRefs } from "../internal/compose-props";
import { usePartTree, type PartTreeContextValue } from "./use-part-tree-state";
import { useTypeAhead } from "./use-type-ahead";
import { PartTreeItem } from "./part-tree-item";
import { ancestorPaths, type TreeRow } from "./tree-rows";

/** Above this many visible rows only the rows in view (plus the focused one) are in the DOM. */
export const VIRTUALIZE_ABOVE = 100;
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
export function PartTreeItems({ "aria-label": ariaLabel, "aria-labelledby": labelledBy, emptyMessage, ref: callerRef, ...props }: PartTreeItemsProps) {
  const ctx = usePartTree("PartTree.Items");
  const { rows, focusedPath, selected, treeRef } = ctx;
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const setViewportRef = useMemo(() => composeRefs(viewportRef, callerRef), [callerRef]);
  const pendingFocus = useRef<string | null>(null);
  const typeAhead = useTypeAhead();

  const indexByPath = useMemo(() => new Map(rows.map((row, index) => [row.node.path, index])), [rows]);
  const tabbableIndex = indexByPath.get(focusedPath ?? "") ?? indexByPath.get(selected ?? "") ?? 0;
  const virtual = rows.length > VIRTUALIZE_ABOVE;

  // eslint-disable-next-line react-hooks/incompatible-library -- read fresh every render; this component does not rely on compiler memoisation.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => rows[index]?.node.path ?? index,
    overscan: 10,
    // The tabbable row always stays mounted, so Tab can enter the tree and focus survives scrolling.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (tabbableIndex < range.count && !indexes.includes(tabbableIndex)) {
        indexes.push(tabbableIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });

  useLayoutEffect(() => {
    const path = pendingFocus.current;
    if (path === null) return;
    const index = indexByPath.get(path);
    pendingFocus.current = null;
    if (index === undefined) return;
    if (virtual) virtualizer.scrollToIndex(index, { align: "auto" });
    const element = findRow(treeRef.current, path);
    element?.focus({ preventScroll: virtual });
    if (!virtual) element?.scrollIntoView?.({ block: "nearest" });
  });

  const latest = useRef({ rows, indexByPath, tabbableIndex });
  useLayoutEffect(() => {
    latest.current = { rows, indexByPath, tabbableIndex };
  });

  const focusRow = (index: number) => {
    const row = latest.current.rows[index];
    if (!row) return;
    pendingFocus.current = row.node.path;
    ctx.setFocusedPath(row.node.path);
  };

  // A focused row can vanish (its folder closed by the app, a filter set from outside); focus then
  // falls to <body>. Put it back on the nearest visible ancestor, as a keyboard user expects. A
  // native listener, because React drops events whose target it is unmounting.
  const focusRowRef = useRef(focusRow);
  useLayoutEffect(() => {
    focusRowRef.current = focusRow;
  });
  const hasRows = rows.length > 0;
  useEffect(() => {
    const tree = treeRef.current;
    if (!tree) return;
    const onFocusOut = (event: globalThis.FocusEvent) => {
      const lost = event.target as HTMLElement;
      const path = lost.dataset.path;
      if (event.relatedTarget || path === undefined) return;
      queueMicrotask(() => {
        if (lost.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
        const { indexByPath: now, tabbableIndex: fallback } = latest.current;
        const ancestor = ancestorPaths(path).reverse().find((candidate) => now.has(candidate));
        focusRowRef.current(ancestor === undefined ? fallback : now.get(ancestor)!);
      });
    };
    tree.addEventListener("focusout", onFocusOut);
    return () => tree.removeEventListener("focusout", onFocusOut);
  }, [treeRef, hasRows]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    const index = target ? indexByPath.get(target.dataset.path ?? "") : undefined;
    if (index === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    const handled = handleKey(event.key, index, rows, ctx, focusRow, isRtl(event.currentTarget), (char) =>
      typeAhead(char, (i) => rows[i]?.node.name ?? "", rows.length, index),
    );
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  if (rows.length === 0) {
    return (
      <p data-slot="part-tree-empty" role="status">
        {!ctx.hasParts ? (emptyMessage ?? "No named parts") : ctx.filter.match ? `No parts match ${ctx.filter.glob.trim()}` : null}
      </p>
    );
  }

  const rendered = virtual ? windowRows(virtualizer.getVirtualItems(), tabbableIndex, virtualizer.measurementsCache) : rows.map((_, index) => ({ index, start: 0 }));

  return (
    <div {...props} ref={setViewportRef} data-slot="part-tree-viewport" data-virtual={virtual ? "" : undefined}>
      <div
        role="tree"
        id={ctx.treeId}
        aria-label={labelledBy ? undefined : (ariaLabel ?? "Parts")}
        aria-labelledby={labelledBy}
        data-slot="part-tree"
        ref={treeRef}
        style={virtual ? { position: "relative", height: virtualizer.getTotalSize() } : undefined}
        onKeyDown={onKeyDown}
      >
        {rendered.map(({ index, start }) => {
          const row = rows[index]!;
          return (
            <PartTreeItem
              key={row.node.path}
              row={row}
              index={index}
              tabbable={index === tabbableIndex}
              measureRef={virtual ? virtualizer.measureElement : undefined}
              style={virtual ? { position: "absolute", insetInline: 0, top: 0, transform: `translateY(${start}px)` } : undefined}
            />
          );
        })}
      </div>
    </div>
  );
}

/**
 * The virtual window plus the tabbable row. The range extractor already adds it, but on the render
 * where a growing tree turns virtual the window can still be empty; unmounting the focused row
 * there would drop focus to `<body>`.
 */
function windowRows(items: readonly { index: number; start: number }[], tabbable: number, measured: readonly { start: number }[]) {
  const window = items.map(({ index, start }) => ({ index, start }));
  if (!window.some((item) => item.index === tabbable)) {
    window.push({ index: tabbable, start: measured[tabbable]?.start ?? tabbable * ROW_ESTIMATE });
    window.sort((a, b) => a.index - b.index);
  }
  return window;
}

function findRow(tree: HTMLElement | null, path: string): HTMLElement | undefined {
  if (!tree) return undefined;
  for (const child of tree.children) {
    if (child instanceof HTMLElement && child.dataset.path === path) return child;
  }
  return undefined;
}

function isRtl(element: HTMLElement) {
  return getComputedStyle(element).direction === "rtl";
}

/** Applies one key of the WAI-ARIA tree pattern to the row at `index`; returns whether it was ours. */
function handleKey(
  key: string,
  index: number,
  rows: readonly TreeRow[],
  ctx: PartTreeContextValue,
  focusRow: (index: number) => void,
  rtl: boolean,
  typeAhead: (char: string) => number,
): boolean {
  const row = rows[index]!;
  const path = row.node.path;
  const folder = row.node.children.length > 0;
  const open = folder && ctx.isOpen(path);
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const backward = rtl ? "ArrowRight" : "ArrowLeft";
  switch (key) {
    case "ArrowDown":
      focusRow(Math.min(index + 1, rows.length - 1));
      return true;
    case "ArrowUp":
      focusRow(Math.max(index - 1, 0));
      return true;
    case "Home":
      focusRow(0);
      return true;
    case "End":
      focusRow(rows.length - 1);
      return true;
    case forward:
      if (folder && !open) ctx.setOpen([path], true);
      else if (open) focusRow(index + 1);
      return true;
    case backward:
      if (open) ctx.setOpen([path], false);
      else if (row.level > 1) focusRow(parentIndex(rows, index));
      return true;
    case "Enter":
    case " ":
      ctx.activate(row.node);
      return true;
    case "*":
      ctx.setOpen(
        row.parent.children.filter((sibling) => sibling.children.length > 0).map((sibling) => sibling.path),
        true,
      );
      return true;
  }
  if (key.length === 1 && key.trim() !== "") {
    const match = typeAhead(key);
    if (match >= 0) focusRow(match);
    return true;
  }
  return false;
}

function parentIndex(rows: readonly TreeRow[], index: number) {
  const level = rows[index]!.level;
  let i = index - 1;
  while (i > 0 && rows[i]!.level >= level) i--;
  return i;
}
