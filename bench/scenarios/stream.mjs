import { median, percentile } from "../lib/stats.mjs";

/**
 * One streaming measurement (shared with `stream-math`): the page's `stream` phase, summarised.
 *
 * @example
 * const metrics = await measureStream({ page, params: { updates: 4000, warmupUpdates: 400 } });
 */
export async function measureStream({ page, params }) {
  const r = await page.evaluate((p) => window.__bench.stream(p), params);
  const length = r.cuts.at(-1);
  const window1k = r.times.filter((_, i) => r.cuts[i] >= 500 && r.cuts[i] <= 1500);
  const window20k = r.times.filter((_, i) => r.cuts[i] >= length - 1000);
  const at1k = median(window1k);
  const at20k = median(window20k);
  return {
    total: r.total,
    sum: r.times.reduce((a, b) => a + b, 0),
    p50: percentile(r.times, 50),
    p95: percentile(r.times, 95),
    max: Math.max(...r.times),
    at1k,
    at20k,
    growth: at20k / at1k,
    final: r.final,
    tables: r.check.tables,
    codeBlocks: r.check.codeBlocks,
    formulas: r.check.formulas ?? 0,
    formulaErrors: r.check.formulaErrors ?? 0,
    isolated: r.crossOriginIsolated ? 1 : 0,
  };
}

/** Median ratio of one subject's metric to another's, NaN when either is missing. */
export const ratioOf = (a, b) => (a && b ? a.median / b.median : NaN);

/** Streaming the 20 KB answer (test/fixtures/markdown/long-answer.md) in 4,000 updates. */
export default {
  id: "stream",
  title: "Streaming a 20 KB answer in 4,000 updates",
  kind: "browser",
  subjects: [
    { id: "partkit", label: "partkit `<Markdown>` (code highlighting on)", page: "stream/partkit.html" },
    { id: "streamdown", label: "streamdown 2.7 (no code plugin: plain code)", page: "stream/streamdown.html" },
    { id: "react-markdown", label: "react-markdown 10 + remark-gfm", page: "stream/react-markdown.html" },
    { id: "floor", label: "floor: the same updates appended as plain text to one `<pre>` (no parsing, no React)", page: "stream/floor.html" },
  ],
  params: ({ quick }) => ({ updates: quick ? 500 : 4000, warmupUpdates: quick ? 100 : 400 }),
  timeoutMs: 240_000,
  measure: measureStream,
  metrics: [
    { key: "total", label: "Total (wall clock, incl. frames)", unit: "ms" },
    { key: "sum", label: "Sum of update times", unit: "ms" },
    { key: "p50", label: "Update p50", unit: "ms" },
    { key: "p95", label: "Update p95", unit: "ms" },
    { key: "max", label: "Slowest update", unit: "ms" },
    { key: "at1k", label: "Update at ~1 KB (median)", unit: "ms" },
    { key: "at20k", label: "Update at ~20 KB (median)", unit: "ms" },
    { key: "growth", label: "Cost at 20 KB ÷ at 1 KB", unit: "x" },
    { key: "tables", label: "Tables rendered (check)", unit: "" },
    { key: "codeBlocks", label: "Code blocks rendered (check)", unit: "" },
  ],
  goals(s) {
    const p = s.partkit;
    const ratio = ratioOf;
    return [
      { goal: "total ≤ 3× the floor (plain text in a `<pre>`)", value: ratio(p?.total, s.floor?.total), unit: "x", met: ratio(p?.total, s.floor?.total) <= 3 },
      { goal: "total ≤ 0.5× streamdown", value: ratio(p?.total, s.streamdown?.total), unit: "x", met: ratio(p?.total, s.streamdown?.total) <= 0.5 },
      { goal: "total ≤ 0.1× react-markdown", value: ratio(p?.total, s["react-markdown"]?.total), unit: "x", met: ratio(p?.total, s["react-markdown"]?.total) <= 0.1 },
      { goal: "update p95 < 2 ms", value: p?.p95.median, unit: "ms", met: p?.p95.median < 2 },
      { goal: "cost at 20 KB ≤ 1.5× cost at 1 KB", value: p?.growth.median, unit: "x", met: p?.growth.median <= 1.5 },
    ];
  },
  notes: [
    "Each update is `flushSync(() => setState(prefix))`: the timed part is React's render and commit for that prefix (parsing, reconciliation, DOM mutation); style, layout and paint are not in it.",
    "A task (`MessageChannel`) is yielded after every update so the browser renders frames, runs observers and deferred work (partkit's highlighting is re-done at most once per frame) as in an app. *Total* is wall-clock time from the first update until the frame after the final (complete) render: it includes all of that.",
    "partkit's `<Markdown>` draws a stream at most once per animation frame (its default `pace`): an update that arrives before the next frame is held, and the frame's callback draws the latest text. So its *update* times are mostly what React does for a held update, and the drawing is in the frames; compare the *total*, which holds both.",
    "Before the measured run every subject gets the same warm-up (400 updates over the first 3 KB, one complete render, lazy chunks loaded), then a fresh root.",
    "The floor subject appends each update's new characters to one text node in a `<pre>` (pre-wrap, same width): no parsing, no React, nothing but the browser showing text as it grows, with the same warm-up, task yields and frames. Its total is the least any renderer can take in this harness; partkit's total is given as a multiple of it.",
    "*Update at ~1 KB* is the median of the updates whose text is 0.5–1.5 KB long; *at ~20 KB* of the updates in the last 1 KB.",
  ],
};
