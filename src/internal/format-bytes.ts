/**
 * Bytes as a short human size: `"512 B"`, `"1.5 KB"`, `"10 MB"` (binary multiples).
 *
 * @example
 * formatBytes(1536) // "1.5 KB"
 */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 0) return "unknown size";
  if (n < 1024) return `${n} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
