/**
 * A table as plain text cells: the header row first.
 *
 * @example
 * const rows: TableRows = [["Name", "Qty"], ["Apple", "3"]];
 */
export type TableRows = readonly (readonly string[])[];

/**
 * The table as delimiter-separated values (RFC 4180 quoting: a cell with the separator, a quote or
 * a line break is quoted, its quotes doubled; lines end with CRLF). A cell starting with `=`, `+`,
 * `-` or `@` (other than a number) is prefixed with `'`, so a spreadsheet does not run it as a formula.
 *
 * @example
 * tableToDelimited([["a", "b,c"], ["1", "2"]], ",") // 'a,"b,c"\r\n1,2'
 */
export function tableToDelimited(rows: TableRows, separator: "," | "\t"): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@]/.test(value) && !/^[-+]?\d[\d.,]*$/.test(value) ? `'${value}` : value;
    return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((row) => row.map(cell).join(separator)).join("\r\n");
}

/**
 * The table as a GFM Markdown table (pipes and line breaks in cells escaped).
 *
 * @example
 * tableToMarkdown([["a", "b"], ["1", "x|y"]]) // "| a | b |\n| --- | --- |\n| 1 | x\\|y |"
 */
export function tableToMarkdown(rows: TableRows, align: readonly (string | null | undefined)[] = []): string {
  const [header = [], ...body] = rows;
  const cell = (value: string) => value.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
  const line = (row: readonly string[]) => `| ${header.map((_, i) => cell(row[i] ?? "")).join(" | ")} |`;
  const rule = header.map((_, i) => (align[i] === "center" ? ":---:" : align[i] === "right" ? "---:" : align[i] === "left" ? ":---" : "---"));
  return [line(header), `| ${rule.join(" | ")} |`, ...body.map(line)].join("\n");
}
