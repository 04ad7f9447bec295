"use client";
import Papa from "papaparse";
import { useCallback, useRef, useState } from "react";
import { useVirtualRows, virtualizeAbove } from "../../internal/virtual-list";
import { mimeEssence } from "../mime";
import { PartContent } from "../part-content";
import { partLabel } from "../part-info";
import type { PartRendererProps } from "../types";
import { usePartContent } from "../use-part-content";

const rowHeight = 28;
// Columns are not virtualised (a table's column widths depend on every cell): a table wider than
// this shows its columns a page at a time. 100,000 columns in the DOM lay out for tens of seconds.
const columnsPerPage = 100;

type Parsed = { readonly rows: readonly (readonly string[])[]; readonly error?: string };

function parseDelimited(text: string, delimiter: string): Parsed {
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: "greedy" });
  // Papa reports an undetectable delimiter for single-column or empty text; only an empty
  // result from non-empty text is a real failure.
  const fatal = result.data.length === 0 && text.trim() !== "" && result.errors[0];
  return fatal ? { rows: [], error: fatal.message } : { rows: result.data };
}

/**
 * `text/csv` and `text/tab-separated-values` as a table: the first row is the header, rows past
 * 300 are virtualised, and a table of more than 100 columns shows them 100 at a time, with
 * buttons for the previous and next columns. The parser (`papaparse`) comes with this renderer's code, which loads the
 * first time a table renders, so the table renders in one pass (on a server too).
 *
 * @selector [data-slot="csv-part"][data-state="idle" | "loading" | "ready" | "empty" | "error"]
 * @selector [data-slot="csv-columns"] the column pager of a wide table
 * @example
 * <CsvPart part={{ contentType: "text/csv", content: "name,age\nAda,36" }} />
 */
export function CsvPart({ part }: PartRendererProps) {
  const delimiter = mimeEssence(part?.contentType) === "text/tab-separated-values" ? "\t" : "";
  const read = useCallback((text: string) => parseDelimited(text, delimiter), [delimiter]);
  const content = usePartContent(part, { read });
  const label = partLabel(part);
  const parsed = content.state === "ready" ? content.value : undefined;
  const state = parsed?.error ? "error" : parsed?.rows.length === 0 ? "empty" : undefined;
  return (
    <PartContent part={part} content={content} label={label} data-slot="csv-part" data-state={state}>
      {({ rows, error }) =>
        error ? (
          <p role="alert">Couldn't read {label} as a table: {error}</p>
        ) : rows.length === 0 ? (
          <p data-slot="csv-empty">{label} has no rows.</p>
        ) : (
          <CsvTable rows={rows} label={label} />
        )
      }
    </PartContent>
  );
}

function CsvTable({ rows, label }: { readonly rows: readonly (readonly string[])[]; readonly label: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const header = rows[0]!;
  const body = rows.length - 1;
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  // Table rows cannot be placed absolutely: spacer rows stand in for the rows out of view.
  const list = useVirtualRows({ count: body, virtualizeAbove: virtualizeAbove.table, estimateSize: rowHeight, getScrollElement: () => scrollRef.current, overscan: 15, fallbackMaxHeight: "24rem" });
  const { virtual } = list;
  const items = list.rows;
  const before = virtual ? (items[0]?.start ?? 0) : 0;
  const after = virtual ? list.virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const [firstColumn, setFirstColumn] = useState(0);
  const shownColumns = Math.min(columnsPerPage, Math.max(0, width - firstColumn));
  const columns = Array.from({ length: shownColumns }, (_, i) => firstColumn + i);
  const paged = width > columnsPerPage;
  return (
    <>
      {paged && (
        <div data-slot="csv-columns" role="group" aria-label={`Columns of ${label}`}>
          <button type="button" disabled={firstColumn === 0} onClick={() => setFirstColumn((c) => Math.max(0, c - columnsPerPage))}>
            Previous columns
          </button>
          <span aria-live="polite">
            Columns {(firstColumn + 1).toLocaleString("en")}–{(firstColumn + shownColumns).toLocaleString("en")} of {width.toLocaleString("en")}
          </span>
          <button type="button" disabled={firstColumn + columnsPerPage >= width} onClick={() => setFirstColumn((c) => Math.min(c + columnsPerPage, width - 1))}>
            Next columns
          </button>
        </div>
      )}
    <div ref={scrollRef} data-slot="csv-scroll" data-virtual={virtual ? "" : undefined} role="group" aria-label={`Table ${label}`} tabIndex={0}>
      <table data-slot="csv-table" aria-rowcount={rows.length} aria-colcount={paged ? width : undefined}>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((i) => (
              <th key={i} scope="col" aria-colindex={paged ? i + 1 : undefined}>
                {header[i] ?? ""}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 && <tr aria-hidden="true" data-slot="csv-spacer" style={{ height: before }} />}
          {items.map(({ index }) => {
            const row = rows[index + 1]!;
            return (
              <tr key={index} aria-rowindex={index + 2} style={virtual ? { height: rowHeight } : undefined}>
                {columns.map((i) => (
                  <td key={i} aria-colindex={paged ? i + 1 : undefined}>
                    {row[i] ?? ""}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 && <tr aria-hidden="true" data-slot="csv-spacer" style={{ height: after }} />}
        </tbody>
      </table>
    </div>
    </>
  );
}

