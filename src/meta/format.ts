const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * A latency for people: `850 ms`, `2.6 s`, `14 s`, `2 min 5 s`. Negative or non-finite input
 * gives `""`.
 *
 * @example
 * formatLatency(2610);   // "2.6 s"
 * formatLatency(125000); // "2 min 5 s"
 */
export function formatLatency(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "";
  if (ms < 999.5) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 10) {
    const tenths = Math.round(seconds * 10) / 10;
    return tenths >= 10 ? "10 s" : `${tenths.toFixed(1)} s`;
  }
  if (seconds < 60) return `${Math.min(59, Math.round(seconds))} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  if (minutes >= 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return rest === 0 ? `${minutes} min` : rest === 60 ? `${minutes + 1} min` : `${minutes} min ${rest} s`;
}

/**
 * A count with thousands separators, as in token usage: `1,204`.
 *
 * @example
 * formatCount(120400); // "120,400"
 */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? integer.format(value) : "";
}

/**
 * A long identifier shortened for a badge: a short word prefix (`run_`, `msg-`) is kept and the
 * tail shown; ids of `max` characters or fewer stay whole. Show the full id beside it (a `title`).
 *
 * @example
 * shortenId("run_1773286460762");                     // "run_…460762"
 * shortenId("9229e770-767c-417b-a0b0-f0741243c589"); // "9229e770…c589"
 * shortenId("task-7");                                // "task-7"
 */
export function shortenId(id: string, max = 16): string {
  if (id.length <= max) return id;
  const prefix = /^[A-Za-z]{1,8}[_:-]/.exec(id)?.[0];
  if (prefix && id.length - prefix.length > 6) return `${prefix}…${id.slice(-6)}`;
  return `${id.slice(0, 8)}…${id.slice(-4)}`;
}
