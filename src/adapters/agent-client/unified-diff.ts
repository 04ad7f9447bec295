const CONTEXT = 3;
// Above this many line pairs the changed region is shown as all removed, then all added: an exact
// line diff would cost time and memory quadratic in the file's size.
const MAX_PAIRS = 250_000;

function lines(text: string): string[] {
  if (text === "") return [];
  const split = text.split("\n");
  if (split.at(-1) === "") split.pop();
  return split;
}

/** The changed region's lines as ` `, `-` and `+` rows, by longest common subsequence. */
function middleRows(before: readonly string[], after: readonly string[]): string[] {
  const n = before.length;
  const m = after.length;
  if (n * m > MAX_PAIRS) return [...before.map((l) => `-${l}`), ...after.map((l) => `+${l}`)];
  const width = m + 1;
  const common = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      common[i * width + j] = before[i] === after[j] ? common[(i + 1) * width + j + 1]! + 1 : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
  const rows: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      rows.push(` ${before[i++]}`);
      j++;
    } else if (i < n && (j === m || common[(i + 1) * width + j]! >= common[i * width + j + 1]!)) rows.push(`-${before[i++]}`);
    else rows.push(`+${after[j++]}`);
  }
  return rows;
}

/**
 * A unified diff (one hunk, three lines of context) from a file's old and new text, as
 * `text/x-diff` shows it; `oldText` undefined or null is a new file.
 *
 * @example
 * unifiedDiff("src/a.ts", "let a = 1;\n", "let a = 2;\n");
 * // "--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-let a = 1;\n+let a = 2;\n"
 */
export function unifiedDiff(path: string, oldText: string | null | undefined, newText: string): string {
  const before = lines(oldText ?? "");
  const after = lines(newText);
  const label = path.replace(/^\/+/, "");
  const header = `${oldText == null ? "--- /dev/null" : `--- a/${label}`}\n+++ b/${label}\n`;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  if (start === before.length && start === after.length) return header;
  const from = Math.max(0, start - CONTEXT);
  const tail = Math.min(end, CONTEXT);
  const rows = [
    ...before.slice(from, start).map((l) => ` ${l}`),
    ...middleRows(before.slice(start, before.length - end), after.slice(start, after.length - end)),
    ...before.slice(before.length - end, before.length - end + tail).map((l) => ` ${l}`),
  ];
  const oldCount = rows.filter((r) => r[0] !== "+").length;
  const newCount = rows.filter((r) => r[0] !== "-").length;
  const range = (first: number, count: number): string => (count === 1 ? `${first}` : count === 0 ? `${first - 1},0` : `${first},${count}`);
  return `${header}@@ -${range(from + 1, oldCount)} +${range(from + 1, newCount)} @@\n${rows.join("\n")}\n`;
}
