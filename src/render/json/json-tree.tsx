"use client";
import { type KeyboardEvent, useMemo, useRef, useState } from "react";
import { useTreeKeyboard, type TreeKeyboardModel } from "../../internal/tree-keyboard";
import { useRovingFocus, useVirtualRows, virtualizeAbove as thresholds } from "../../internal/virtual-list";
import { expandToBudget, flattenJson, isContainer, jsonType, type JsonRow, summarize } from "./json-rows";

const rowHeight = 24;
const maxRows = 2_000_000;
const expandAllBudget = 100_000;

/**
 * Props of {@link JsonTree}.
 *
 * @example
 * const props: JsonTreeProps = { value: { a: 1 }, "aria-label": "Tool arguments" };
 */
export interface JsonTreeProps {
  /** Any JSON value (already parsed). Expansion starts over when its identity changes, so pass a stable value. */
  readonly value: unknown;
  readonly "aria-label"?: string;
  /** Open levels breadth first while about this many rows show. Default 200. */
  readonly initialRows?: number;
  /** Above this many visible rows only the rows in view (plus the focused one) are in the DOM. Default 200. */
  readonly virtualizeAbove?: number;
  /** Show "Expand all" / "Collapse all". Default true. */
  readonly toolbar?: boolean;
}

function keyLabel(key: string | number): string {
  return typeof key === "number" ? String(key) : JSON.stringify(key);
}

/**
 * A collapsible, keyboard-operable JSON viewer (WAI-ARIA tree with a roving tabindex, the same
 * keyboard as the part tree: arrows (mirrored right to left), Home/End, PageUp/PageDown,
 * Enter/Space, `*` opens siblings, type-ahead on keys; focus returns to the tree if its row goes). The value is flattened to rows
 * without recursion and long row lists are virtualised, so a 10 MB or 10,000-deep document stays
 * responsive.
 *
 * @selector [data-slot="json-tree"] the scrolling tree; [data-slot="json-row"][data-state="open" | "closed"] container rows
 * @selector [data-slot="json-value"][data-type="object" | "array" | "string" | "number" | "boolean" | "null"]
 * @example
 * <JsonTree value={{ city: "Austin", tags: ["a", "b"] }} aria-label="Arguments" />
 */
export function JsonTree({ value, "aria-label": ariaLabel = "JSON", initialRows = thresholds.jsonTree, virtualizeAbove = thresholds.jsonTree, toolbar = true }: JsonTreeProps) {
  const [state, setState] = useState(() => ({ value, expanded: expandToBudget(value, initialRows), active: 0 }));
  const current = state.value === value ? state : { value, expanded: expandToBudget(value, initialRows), active: 0 };
  if (current !== state) setState(current);
  const { expanded } = current;
  const rows = useMemo(() => flattenJson(value, expanded, maxRows), [value, expanded]);
  const active = Math.min(current.active, rows.length - 1);
  const scrollRef = useRef<HTMLDivElement>(null);
  const onTreeKey = useTreeKeyboard();

  const list = useVirtualRows({ count: rows.length, virtualizeAbove, estimateSize: rowHeight, getScrollElement: () => scrollRef.current, overscan: 20, keepMounted: active, fallbackMaxHeight: "24rem" });
  const setActive = (index: number) => setState((s) => ({ ...s, active: index }));
  const { focusRow } = useRovingFocus({
    getContainer: () => scrollRef.current,
    count: rows.length,
    setActive,
    scrollToIndex: list.scrollToIndex,
    // New data or a collapse from the toolbar: back to the active row, which always exists.
    recover: () => Math.min(active, rows.length - 1),
  });

  const setExpanded = (next: Set<object>, nextActive = active) => setState({ value, expanded: next, active: nextActive });
  const toggle = (row: JsonRow, open = !expanded.has(row.value as object), nextActive = active) => {
    if (!isContainer(row.value)) return;
    const next = new Set(expanded);
    if (open) next.add(row.value);
    else next.delete(row.value);
    setExpanded(next, nextActive);
  };

  const keyboard: TreeKeyboardModel = {
    count: rows.length,
    isFolder: (index) => isContainer(rows[index]?.value),
    isOpen: (index) => expanded.has(rows[index]!.value as object),
    setOpen: (indexes, open) => {
      const next = new Set(expanded);
      for (const index of indexes) {
        const target = rows[index]?.value;
        if (!isContainer(target)) continue;
        if (open) next.add(target);
        else next.delete(target);
      }
      setExpanded(next);
    },
    parentOf: (index) => rows[index]!.parent,
    siblingFolders: (index) => {
      const parent = rows[index]!.parent;
      return rows.flatMap((other, i) => (other.parent === parent && isContainer(other.value) ? [i] : []));
    },
    label: (index) => {
      const row = rows[index];
      return row === undefined ? "" : row.key !== undefined ? String(row.key) : summarize(row.value);
    },
    activate: (index) => toggle(rows[index]!),
    focusRow,
    pageSize: 10,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    onTreeKey(event, target ? Number(target.dataset.index) : active, keyboard);
  };

  return (
    <div data-slot="json-view">
      {toolbar && isContainer(value) && (
        <div data-slot="json-toolbar">
          <button type="button" onClick={() => setExpanded(expandToBudget(value, expandAllBudget), 0)}>
            Expand all
          </button>
          <button type="button" onClick={() => setExpanded(new Set(), 0)}>
            Collapse all
          </button>
          <span data-slot="json-count">{rows.length === 1 ? "1 row" : `${rows.length.toLocaleString("en")} rows`}</span>
        </div>
      )}
      <div ref={scrollRef} data-slot="json-tree" data-virtual={list.virtual ? "" : undefined} role="tree" aria-label={ariaLabel} onKeyDown={onKeyDown}>
        <div data-slot="json-rows" style={list.containerStyle}>
          {list.rows.map((item) => {
            const { index } = item;
            const row = rows[index]!;
            const container = isContainer(row.value);
            const open = container && expanded.has(row.value);
            return (
              <div
                key={index}
                role="treeitem"
                aria-level={row.depth + 1}
                aria-posinset={row.posinset}
                aria-setsize={row.setsize}
                aria-expanded={container ? open : undefined}
                tabIndex={index === active ? 0 : -1}
                data-index={index}
                data-slot="json-row"
                data-state={container ? (open ? "open" : "closed") : undefined}
                style={{
                  paddingInlineStart: `${Math.min(row.depth, 24) * 1 + 0.25}rem`,
                  ...list.rowStyle(item),
                }}
                onClick={() => (container ? toggle(row, !open, index) : setState({ value, expanded, active: index }))}
              >
                <span data-slot="json-toggle" aria-hidden="true">
                  {container ? (open ? "▾" : "▸") : ""}
                </span>
                {row.key !== undefined && (
                  <>
                    <span data-slot="json-key">{keyLabel(row.key)}</span>
                    <span data-slot="json-colon">: </span>
                  </>
                )}
                {row.depth > 24 && <span data-slot="json-depth">(depth {row.depth}) </span>}
                <span data-slot="json-value" data-type={jsonType(row.value)}>
                  {summarize(row.value)}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
