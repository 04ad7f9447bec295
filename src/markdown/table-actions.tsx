"use client";
import { useEffect, useState } from "react";
import { CopyIcon, DownloadIcon, MoreIcon } from "../internal/icons";
import { MenuButton, type MenuItem } from "../internal/menu";
import { tableToDelimited, tableToMarkdown, type TableRows } from "./table-export";

type Format = "markdown" | "csv" | "tsv";
const labels: Record<Format, string> = { markdown: "Markdown", csv: "CSV", tsv: "TSV" };

const srOnly = { position: "absolute", width: 1, height: 1, padding: 0, margin: -1, overflow: "hidden", clip: "rect(0, 0, 0, 0)", whiteSpace: "nowrap", border: 0 } as const;

function asText(format: Format, rows: TableRows, align: readonly (string | null | undefined)[]): string {
  return format === "markdown" ? tableToMarkdown(rows, align) : tableToDelimited(rows, format === "csv" ? "," : "\t");
}

/**
 * A markdown table's actions, in one menu beside it (an icon button named "Table actions"): copy
 * the table as Markdown, CSV or TSV, or download it as CSV. Keyboard operable (the menu button
 * pattern: arrows, Escape returns to the button); the outcome is announced. Off while the table is
 * still streaming.
 *
 * @example
 * <TableActions rows={() => [["a"], ["1"]]} align={[null]} disabled={false} />
 */
export function TableActions({ rows, align, disabled }: { readonly rows: () => TableRows; readonly align: readonly (string | null | undefined)[]; readonly disabled: boolean }) {
  const [status, setStatus] = useState("");
  // The outcome is read out once, then cleared, so the same outcome is announced again next time.
  useEffect(() => {
    if (status === "") return;
    const timer = setTimeout(() => setStatus(""), 2000);
    return () => clearTimeout(timer);
  }, [status]);
  const announce = setStatus;
  const copy = (format: Format) => {
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (!clipboard) return announce("Could not copy the table");
    clipboard.writeText(asText(format, rows(), align)).then(
      () => announce(`Table copied as ${labels[format]}`),
      () => announce("Could not copy the table"),
    );
  };
  const download = () => {
    // A byte order mark, so spreadsheets read the file as UTF-8.
    const url = URL.createObjectURL(new Blob(["\ufeff", asText("csv", rows(), align)], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "table.csv";
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    announce("Table downloaded as CSV");
  };
  const items: MenuItem[] = [
    ...(["markdown", "csv", "tsv"] as const).map((format) => ({ label: `Copy as ${labels[format]}`, icon: <CopyIcon />, onSelect: () => copy(format) })),
    { label: "Download CSV", icon: <DownloadIcon />, onSelect: download },
  ];
  return (
    <div data-slot="markdown-table-actions" role="group" aria-label="Table actions">
      <MenuButton label="Table actions" icon={<MoreIcon />} items={items} disabled={disabled} slot="markdown-table-action" tooltip="end" />
      <span style={srOnly} role="status">
        {status}
      </span>
    </div>
  );
}
