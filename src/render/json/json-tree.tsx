"use client";
import { defaultRangeExtractor, useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { expandToBudget, flattenJson, isContainer, jsonType, type JsonRow, summarize } from "./json-rows";

const rowHeight = 24;
const virtualizeAbove = 200;
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
  /** Show "Expand all" / "Collapse all". Default true. */
  readonly toolbar?: boolean;
}

function keyLabel(key: string | number): string {
  return typeof key === "number" ? String(key) : JSON.stringify(key);
}

/**
 * A collapsible, keyboard-operable JSON viewer (WAI-ARIA tree with a roving tabindex: arrows,
 * Home/End, PageUp/PageDown, Enter/Space, `*` opens siblings). The value is flattened to rows
 * without recursion and long row lists are virtualised, so a 10 MB or 10,000-deep document stays
 * responsive.
 *
 * @selector [data-slot="json-tree"] the scrolling tree; [data-slot="json-row"][data-state="open" | "closed"] container rows
 * @selector [data-slot="json-value"][data-type="object" | "array" | "string" | "number" | "boolean" | "null"]
 * @example
 * <JsonTree value={{ city: "Austin", tags: ["a", "b"] }} aria-label="Arguments" />
 */
export function JsonTree({ value, "aria-label": ariaLabel = "JSON", initialRows = virtualizeAbove, toolbar = true }: JsonTreeProps) {
  const [state, setState] = useState(() => ({ value, expanded: expandToBudget(value, initialRows), active: 0 }));
  const current = state.value === value ? state : { value, expanded: expandToBudget(value, initialRows), active: 0 };
  if (current !== state) setState(current);
  const { expanded } = current;
  const rows = useMemo(() => flattenJson(value, expanded, maxRows), [value, expanded]);
  const active = Math.min(current.active, rows.length - 1);
  const scrollRef = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<number | null>(null);
  const virtual = rows.length > virtualizeAbove;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 20,
    enabled: virtual,
    initialRect: { width: 800, height: 400 },
    // The tabbable row stays mounted so focus survives scrolling it out of view.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (active < range.count && !indexes.includes(active)) indexes.push(active);
      return indexes.sort((a, b) => a - b);
    },
  });

  useLayoutEffect(() => {
    const index = focusRequest.current;
    if (index === null) return;
    focusRequest.current = null;
    scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus({ preventScroll: virtual });
  });

  const setExpanded = (next: Set<object>, nextActive = active) => setState({ value, expanded: next, active: nextActive });
  const toggle = (row: JsonRow, open = !expanded.has(row.value as object), nextActive = active) => {
    if (!isContainer(row.value)) return;
    const next = new Set(expanded);
    if (open) next.add(row.value);
    else next.delete(row.value);
    setExpanded(next, nextActive);
  };
  const move = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    focusRequest.current = target;
    if (virtual) virtualizer.scrollToIndex(target, { align: "auto" });
    setState({ value, expanded, active: target });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[active];
    if (!row) return;
    const open = isContainer(row.value) && expanded.has(row.value);
    const handled: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      PageDown: () => move(active + 10),
      PageUp: () => move(active - 10),
      ArrowRight: () => (open ? move(active + 1) : toggle(row, true)),
      ArrowLeft: () => (open ? toggle(row, false) : row.parent >= 0 && move(row.parent)),
      Enter: () => toggle(row),
      " ": () => toggle(row),
      "*": () => {
        const siblings = rows.filter((other) => other.parent === row.parent && isContainer(other.value));
        setExpanded(new Set([...expanded, ...siblings.map((other) => other.value as object)]));
      },
    };
    const action = handled[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  const items = virtual ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index, start: index * rowHeight, key: index }));
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
      <div ref={scrollRef} data-slot="json-tree" data-virtual={virtual ? "" : undefined} role="tree" aria-label={ariaLabel} onKeyDown={onKeyDown}>
        <div data-slot="json-rows" style={virtual ? { height: virtualizer.getTotalSize(), position: "relative" } : undefined}>
          {items.map(({ index, start }) => {
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
                  ...(virtual ? { position: "absolute", top: 0, left: 0, right: 0, transform: `translateY(${start}px)` } : {}),
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
