"use client";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { useVirtualRows } from "../../internal/virtual-list";
import { isWithin, registerFieldRevealer } from "./field-reveal";

/**
 * Props of {@link VirtualFields}.
 *
 * @example
 * const props: VirtualFieldsProps = { rows, ids, label: "Items", noun: "items", estimate: 86, separator: "_" };
 */
export interface VirtualFieldsProps {
  /** One node per row: an array's items, or an object's properties. */
  readonly rows: readonly ReactNode[];
  /** The id of the field each row holds (`root_items_3`, `root_field12`), so errors can lead to it. */
  readonly ids: readonly string[];
  /** Names the scroll region: "Items: items 1 to 12 of 500". */
  readonly label: string;
  readonly noun: "items" | "fields";
  /** A row's likely height in px, until it is measured. */
  readonly estimate: number;
  /** RJSF's `idSeparator`. */
  readonly separator: string;
}

/**
 * Renders only the rows in view (plus overscan) of a long array or a wide object, in a scroll
 * region: a 500-item array or a 5,000-property object mounts about twenty fields, so the first
 * frame and each re-render stay small. Errors still lead to the rows that are not mounted: the
 * error summary asks this list to scroll them into view (see `revealField`).
 *
 * @selector [data-slot="schema-form-virtual"][data-kind="items" | "fields"]
 * @example
 * <VirtualFields rows={items} ids={items.map((_, i) => `root_items_${i}`)} label="Items" noun="items" estimate={86} separator="_" />
 */
export function VirtualFields({ rows, ids, label, noun, estimate, separator }: VirtualFieldsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Rows are measured from resize-observer entries only: reading each row's size as it mounts
  // would force one layout per row.
  const list = useVirtualRows({ count: rows.length, virtualizeAbove: 0, estimateSize: estimate, getScrollElement: () => scrollRef.current, overscan: 4, measure: "observer", fallbackMaxHeight: "32rem" });
  const { virtualizer } = list;
  useLayoutEffect(() => {
    const form = scrollRef.current?.closest("form");
    if (!form) return;
    const rowOf = (id: string) => ids.findIndex((itemId) => isWithin(id, itemId, separator));
    return registerFieldRevealer(form, {
      holds: (id) => ids[rowOf(id)]?.length ?? 0,
      scrollTo: (id) => {
        const index = rowOf(id);
        if (index >= 0) virtualizer.scrollToIndex(index, { align: "start" });
      },
    });
  }, [ids, separator, virtualizer]);
  const first = list.rows[0]?.index ?? 0;
  const last = list.rows[list.rows.length - 1]?.index ?? 0;
  return (
    <div data-slot="schema-form-virtual" data-kind={noun} ref={scrollRef} tabIndex={0} role="region" aria-label={`${label}: ${noun} ${first + 1} to ${last + 1} of ${rows.length}`}>
      <div data-slot="schema-form-virtual-rows" style={list.containerStyle}>
        {list.rows.map((row) => (
          <div key={row.key} data-slot="schema-form-virtual-row" data-index={row.index} ref={list.measureRef} style={list.rowStyle(row)}>
            {rows[row.index]}
          </div>
        ))}
      </div>
    </div>
  );
}
