"use client";
import type { ComponentProps } from "react";
import { PartTreeContext, splitPartTreeStateProps, usePartTree, usePartTreeState, type PartTreeStateProps } from "./use-part-tree-state";
import { PartTreeItems, type PartTreeItemsProps } from "./part-tree-items";
import { PartTreeItem } from "./part-tree-item";
import { PartIcon } from "./part-icon";

/**
 * Props of {@link PartTreeRoot}: the tree's state plus those of its wrapping `<div>`.
 *
 * @example
 * const props: PartTreeRootProps = { body, defaultExpanded: "all", className: "sidebar" };
 */
export interface PartTreeRootProps extends PartTreeStateProps, Omit<ComponentProps<"div">, "onSelect" | "defaultValue"> {}

/**
 * Holds a part tree's state (folders from part names, filter, selection, expansion, focus) and
 * shares it with `PartTree.Filter` and `PartTree.Items`. Renders `<div data-slot="part-tree-root">`.
 *
 * @example
 * <PartTree.Root body={body} selected={path} onSelect={setPath}>
 *   <PartTree.Filter />
 *   <PartTree.Items aria-label="Files" />
 * </PartTree.Root>
 */
export function PartTreeRoot(props: PartTreeRootProps) {
  const [state, rest] = splitPartTreeStateProps(props);
  const value = usePartTreeState(state);
  return (
    <PartTreeContext value={value}>
      <div {...rest} data-slot="part-tree-root" />
    </PartTreeContext>
  );
}

/**
 * Props of {@link PartTreeFilter}: those of the `<input>`.
 *
 * @example
 * const props: PartTreeFilterProps = { placeholder: "Filter files" };
 */
export type PartTreeFilterProps = Omit<ComponentProps<"input">, "value" | "defaultValue" | "type">;

/**
 * A search field that filters the tree by a picomatch glob: `/sources/*` matches whole names,
 * `*.py` matches the last segment anywhere. Matching parts stay with their folders. An invalid glob
 * shows a message (`data-slot="part-tree-filter-status"`, `data-state="invalid"`) instead of
 * throwing; ArrowDown moves into the tree. Renders nothing while the body has no named parts.
 *
 * @selector [data-slot="part-tree-filter"][aria-invalid="true"]
 * @example
 * <PartTree.Root body={body}>
 *   <PartTree.Filter placeholder="Filter sources" />
 *   <PartTree.Items />
 * </PartTree.Root>
 */
export function PartTreeFilter({ onChange, onKeyDown, ...props }: PartTreeFilterProps) {
  const { glob, setGlob, filter, partCount, hasParts, treeRef, treeId, filterId } = usePartTree("PartTree.Filter");
  const active = glob.trim() !== "";
  const statusId = `${filterId}-status`;
  if (!hasParts && !active) return null;
  return (
    <div data-slot="part-tree-filter-field">
      <input
        type="search"
        aria-label="Filter parts by glob"
        placeholder="Filter: /sources/* or *.json"
        autoComplete="off"
        spellCheck={false}
        aria-controls={treeId}
        aria-describedby={active ? statusId : undefined}
        aria-invalid={filter.error ? true : undefined}
        id={filterId}
        {...props}
        data-slot="part-tree-filter"
        value={glob}
        onChange={(event) => {
          onChange?.(event);
          if (!event.defaultPrevented) setGlob(event.target.value);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented || event.key !== "ArrowDown") return;
          const row = treeRef.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]');
          if (row) {
            event.preventDefault();
            row.focus();
          }
        }}
      />
      <p data-slot="part-tree-filter-status" data-state={filter.error ? "invalid" : "valid"} id={statusId} aria-live="polite">
        {!active ? null : filter.error ? `Invalid glob: ${filter.error}` : `${partCount} ${partCount === 1 ? "part matches" : "parts match"}`}
      </p>
    </div>
  );
}

/**
 * Props of {@link PartTree}.
 *
 * @example
 * const props: PartTreeProps = { body, "aria-label": "Sources", onSelect: (path, part) => open(part) };
 */
export interface PartTreeProps extends Omit<PartTreeRootProps, "children">, Pick<PartTreeItemsProps, "aria-label" | "aria-labelledby" | "emptyMessage"> {
  /** Show the glob filter field above the tree. Default: `true`. */
  filterable?: boolean | undefined;
}

/**
 * A navigable tree of a message body's named parts: folders from the part names (a part may also
 * be a folder), icons by content type, part counts on folders, a glob filter, and the full WAI-ARIA
 * tree keyboard pattern with a roving tabindex. Large trees are virtualised. Selection, expansion
 * and the filter are each controlled or uncontrolled. For custom layouts use the parts:
 * `PartTree.Root`, `PartTree.Filter`, `PartTree.Items`, `PartTree.Item`, `PartTree.Icon`.
 *
 * @selector [data-slot="part-tree-root"]
 * @example
 * const [path, setPath] = useState<string | null>(null);
 * <PartTree body={message} aria-label="Sources" selected={path} onSelect={(next) => setPath(next)} />
 */
export function PartTree({ filterable = true, "aria-label": ariaLabel, "aria-labelledby": labelledBy, emptyMessage, ...props }: PartTreeProps) {
  return (
    <PartTreeRoot {...props}>
      {filterable ? <PartTreeFilter /> : null}
      <PartTreeItems aria-label={ariaLabel} aria-labelledby={labelledBy} emptyMessage={emptyMessage} />
    </PartTreeRoot>
  );
}

PartTree.Root = PartTreeRoot;
PartTree.Filter = PartTreeFilter;
PartTree.Items = PartTreeItems;
PartTree.Item = PartTreeItem;
PartTree.Icon = PartIcon;
