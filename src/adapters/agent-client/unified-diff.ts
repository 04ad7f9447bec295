import { createTwoFilesPatch, FILE_HEADERS_ONLY } from "diff";

// An edit script longer than this is not worked out (its cost grows with the size of the change):
// the diff then shows the old text removed and the new text added.
const MAX_EDIT_LENGTH = 5_000;

/**
 * A unified diff (three lines of context) from a file's old and new text, as `text/x-diff` shows
 * it; `oldText` undefined or null is a new file.
 *
 * @example
 * unifiedDiff("src/a.ts", "let a = 1;\n", "let a = 2;\n");
 * // "--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1,1 +1,1 @@\n-let a = 1;\n+let a = 2;\n"
 */
export function unifiedDiff(path: string, oldText: string | null | undefined, newText: string): string {
  const label = path.replace(/^\/+/, "");
  const from = oldText == null ? "/dev/null" : `a/${label}`;
  const patch = (before: string, options: { maxEditLength?: number }) =>
    createTwoFilesPatch(from, `b/${label}`, before, newText, undefined, undefined, { context: 3, headerOptions: FILE_HEADERS_ONLY, ...options });
  const exact = patch(oldText ?? "", { maxEditLength: MAX_EDIT_LENGTH });
  if (exact !== undefined) return exact;
  // Too large to diff line by line: every old line removed, every new line added.
  const removed = (oldText ?? "").replace(/\n$/, "").split("\n");
  const whole = patch("", {});
  return whole.replace(/^@@ -0,0 \+/m, `@@ -1,${removed.length} +`).replace(/^(@@[^\n]*\n)/m, `$1${removed.map((line) => `-${line}`).join("\n")}\n`);
}
