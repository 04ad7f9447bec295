"use client";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, useState } from "react";
import { useContent } from "../../fetch/use-content";
import { ContentStatus } from "../content-status";
import { mimeEssence } from "../mime";
import { partLabel } from "../part-info";
import type { PartRendererProps } from "../types";

const rowHeight = 28;
const virtualizeAbove = 300;

type Parsed = { readonly text: string; readonly rows: readonly (readonly string[])[]; readonly error?: string };

async function parseDelimited(text: string, delimiter: string): Promise<Parsed> {
  // Loaded on first use so the parser never weighs on pages without tables.
  const { default: Papa } = await import("papaparse");
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: "greedy" });
  // Papa reports an undetectable delimiter for single-column or empty text; only an empty
  // result from non-empty text is a real failure.
  const fatal = result.data.length === 0 && text.trim() !== "" && result.errors[0];
  return fatal ? { text, rows: [], error: fatal.message } : { text, rows: result.data };
}

/**
 * `text/csv` and `text/tab-separated-values` as a table: the first row is the header, rows past
 * 300 are virtualised. The parser (`papaparse`) is loaded on first use.
 *
 * @selector [data-slot="csv-part"][data-state="idle" | "loading" | "parsing" | "ready" | "empty" | "error"]
 * @example
 * <CsvPart part={{ contentType: "text/csv", content: "name,age\nAda,36" }} />
 */
export function CsvPart({ part }: PartRendererProps) {
  const content = useContent(part);
  const text = content.state === "ready" ? (content.text ?? "") : undefined;
  const delimiter = mimeEssence(part?.contentType) === "text/tab-separated-values" ? "\t" : "";
  const [parsed, setParsed] = useState<Parsed>();
  useEffect(() => {
    if (text === undefined) return;
    let cancelled = false;
    parseDelimited(text, delimiter).then(
      (result) => cancelled || setParsed(result),
      (error: unknown) => cancelled || setParsed({ text, rows: [], error: String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [text, delimiter]);
  const label = partLabel(part);
  const current = parsed?.text === text ? parsed : undefined;
  const state = content.state !== "ready" ? content.state : !current ? "parsing" : current.error ? "error" : current.rows.length === 0 ? "empty" : "ready";
  return (
    <div data-slot="csv-part" data-state={state}>
      {content.state !== "ready" ? (
        <ContentStatus state={content.state} label={label} progress={content.progress} error={content.error} onRetry={content.retry} />
      ) : !current ? (
        <div role="status" data-slot="content-status" data-state="loading">
          Reading {label}…
        </div>
      ) : current.error ? (
        <p role="alert">Couldn't read {label} as a table: {current.error}</p>
      ) : current.rows.length === 0 ? (
        <p data-slot="csv-empty">{label} has no rows.</p>
      ) : (
        <CsvTable rows={current.rows} label={label} />
      )}
    </div>
  );
}

function CsvTable({ rows, label }: { readonly rows: readonly (readonly string[])[]; readonly label: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const header = rows[0]!;
  const body = rows.length - 1;
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const virtual = body > virtualizeAbove;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render.
  const virtualizer = useVirtualizer({
    count: body,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 15,
    enabled: virtual,
    initialRect: { width: 800, height: 400 },
  });
  const items = virtual ? virtualizer.getVirtualItems() : Array.from({ length: body }, (_, index) => ({ index, start: index * rowHeight, end: (index + 1) * rowHeight }));
  const before = virtual ? (items[0]?.start ?? 0) : 0;
  const after = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const columns = Array.from({ length: width }, (_, i) => i);
  return (
    <div ref={scrollRef} data-slot="csv-scroll" data-virtual={virtual ? "" : undefined} role="group" aria-label={`Table ${label}`} tabIndex={0}>
      <table data-slot="csv-table" aria-rowcount={rows.length}>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((i) => (
              <th key={i} scope="col">
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
                  <td key={i}>{row[i] ?? ""}</td>
                ))}
              </tr>
            );
          })}
          {after > 0 && <tr aria-hidden="true" data-slot="csv-spacer" style={{ height: after }} />}
        </tbody>
      </table>
    </div>
  );
}

