"use client";
import { useMemo, type ComponentProps, type CSSProperties, type MouseEvent } from "react";
import { composeEventHandlers, composeRefs } from "../internal/compose-props";
import { usePartTree } from "./use-part-tree-state";
import { partLabel } from "../render/part-info";
import { toolPartRef } from "../model/vocabulary/tool-links";
import { PartIcon } from "./part-icon";
import type { TreeRow } from "./tree-rows";

/**
 * Props of {@link PartTreeItem}: the row plus those of its `<div role="treeitem">` (the tree's
 * `aria-*`, `tabIndex` and `data-*` state stay partkit's; `onClick` and `onFocus` run before
 * partkit's, which `event.preventDefault()` skips).
 *
 * @example
 * const props: PartTreeItemProps = { row, index: 0, tabbable: true };
 */
export interface PartTreeItemProps extends Omit<ComponentProps<"div">, "children"> {
  row: TreeRow;
  /** Position in the visible rows, used by the virtualiser to measure the row. */
  index: number;
  /** The one row with `tabIndex={0}` (roving tabindex). */
  tabbable: boolean;
  measureRef?: ((element: HTMLElement | null) => void) | undefined;
}

/**
 * What a row reads as: a part's human label (its title, file name, tool name, or "Source 2" for
 * `/sources/2`), a folder's name.
 *
 * @example
 * rowLabel(row); // "itinerary.pdf" for a row at /files/1 with that file name
 */
export function rowLabel(row: TreeRow): string {
  return row.node.part ? partLabel(row.node.part) : row.node.name;
}

// A tool call or result labelled by its tool (not by the call id its path ends with).
function isToolRow(row: TreeRow): boolean {
  const ref = row.node.part ? toolPartRef(row.node.part) : undefined;
  return ref?.toolName !== undefined && ref.toolName.trim() !== "";
}

/**
 * One `treeitem` row: toggle, icon, label (with the path segment beside it when the label does
 * not say it) and, on folders, how many parts they hold. Rendered by
 * `<PartTree.Items>`; exported for custom trees built on {@link usePartTree}.
 *
 * @selector [data-slot="part-tree-item"][data-state="open" | "closed"] folders only
 * @selector [data-slot="part-tree-item"][data-selected] the selected row
 * @selector [data-slot="part-tree-item"][data-kind="folder" | "part" | "both"]
 * @example
 * {rows.map((row, index) => <PartTreeItem key={row.node.path} row={row} index={index} tabbable={index === 0} />)}
 */
export function PartTreeItem({ row, index, tabbable, measureRef, ref: callerRef, style, onFocus, onClick, ...props }: PartTreeItemProps) {
  const ctx = usePartTree("PartTree.Item");
  const { node, level, posinset, setsize, count } = row;
  const folder = node.children.length > 0;
  const open = folder && ctx.isOpen(node.path);
  const state = folder ? (open ? "open" : "closed") : undefined;
  const isSelected = ctx.selected === node.path;
  const kind = folder ? (node.part ? "both" : "folder") : "part";
  const label = rowLabel(row);

  const onToggle = (event: MouseEvent) => {
    event.stopPropagation();
    ctx.setFocusedPath(node.path);
    ctx.setOpen([node.path], !open);
  };

  const setRef = useMemo(() => composeRefs(measureRef, callerRef), [measureRef, callerRef]);

  return (
    <div
      title={node.path}
      {...props}
      role="treeitem"
      aria-description={count === undefined ? undefined : `${count} ${count === 1 ? "part" : "parts"}`}
      aria-level={level}
      aria-setsize={setsize}
      aria-posinset={posinset}
      aria-expanded={folder ? open : undefined}
      aria-selected={isSelected}
      tabIndex={tabbable ? 0 : -1}
      data-slot="part-tree-item"
      data-state={state}
      data-kind={kind}
      data-selected={isSelected ? "" : undefined}
      data-path={node.path}
      data-index={index}
      ref={setRef}
      style={{ ...style, "--pk-tree-level": level - 1 } as CSSProperties}
      onFocus={composeEventHandlers(onFocus, (event) => {
        if (event.target === event.currentTarget) ctx.setFocusedPath(node.path);
      })}
      onClick={composeEventHandlers(onClick, () => ctx.activate(node))}
    >
      <span data-slot="part-tree-toggle" data-state={state} aria-hidden="true" onClick={folder ? onToggle : undefined}>
        {folder ? (
          <svg data-slot="part-tree-chevron" viewBox="0 0 16 16" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="1.6" focusable="false">
            <path data-slot="part-tree-chevron-path" d="M6 3.5 10.5 8 6 12.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : null}
      </span>
      <PartIcon kind={node.part ? undefined : "folder"} contentType={node.part?.contentType} />
      <span data-slot="part-tree-label">{label}</span>
      {/* The path is the row's tooltip; read out, the segment would blur the row's accessible name.
          A tool row's segment is a call id ("call_1", "srvtoolu_014hJH…"), which names nothing a
          reader knows: the tool's name says it all. */}
      {label.includes(node.name) || isToolRow(row) ? null : (
        <span data-slot="part-tree-segment" aria-hidden="true">
          {node.name}
        </span>
      )}
      {count !== undefined ? (
        <span data-slot="part-tree-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </div>
  );
}
