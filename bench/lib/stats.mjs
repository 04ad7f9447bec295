/** Sorted copy. */
const sorted = (values) => [...values].sort((a, b) => a - b);

/** The p-th percentile (0–100), nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const s = sorted(values);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export const median = (values) => {
  if (values.length === 0) return NaN;
  const s = sorted(values);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** median, min and max of the per-run values of one metric. */
export function summarize(values) {
  const finite = values.filter((v) => Number.isFinite(v));
  return { median: median(finite), min: Math.min(...finite), max: Math.max(...finite), values };
}

/** Formats a number with a unit for the report. */
export function fmt(value, unit) {
  if (!Number.isFinite(value)) return "–";
  if (unit === "ms") return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : value >= 10 ? `${value.toFixed(0)} ms` : `${value.toFixed(value >= 1 ? 2 : 3)} ms`;
  if (unit === "KB") return `${(value / 1024).toFixed(1)} KB`;
  if (unit === "MB") return `${(value / 1024 / 1024).toFixed(2)} MB`;
  if (unit === "x") return `${value.toFixed(2)}×`;
  if (unit === "px") return `${value.toFixed(0)} px`;
  return String(Math.round(value * 100) / 100);
}

/** "median (min–max)" */
export function cell(summary, unit) {
  if (!summary) return "–";
  if (summary.min === summary.max) return fmt(summary.median, unit);
  return `${fmt(summary.median, unit)} (${fmt(summary.min, unit)}–${fmt(summary.max, unit)})`;
}
