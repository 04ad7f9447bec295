import { percentile } from "../lib/stats.mjs";

/** One message of 100,000 parts: first frame, longest task, DOM, memory, and streaming into its last part. */
export default {
  id: "large-message",
  title: "One message of 100,000 parts",
  kind: "browser",
  subjects: [
    { id: "inline", label: "partkit `<MessageView>` (inline)", page: "large-message/inline.html", stream: true },
    { id: "split", label: "partkit `<MessageView layout=\"split\">`", page: "large-message/split.html", stream: true },
    { id: "plain", label: "plain React list (every text in a `<div>`)", page: "large-message/plain.html", stream: false },
  ],
  params: ({ quick }) => ({ count: quick ? 20_000 : 100_000, updates: quick ? 500 : 2000, smallCount: 1000 }),
  timeoutMs: 600_000,
  async measure({ page, subject, params, heapUsed }) {
    await page.evaluate((p) => window.__bench.prepare(p), params);
    const before = await heapUsed();
    const mount = await page.evaluate(() => window.__bench.mount({}));
    const after = await heapUsed();
    const result = { ...mount, heapGrowth: after - before };
    if (subject.stream) {
      const stream = await page.evaluate((p) => window.__bench.stream(p), params);
      Object.assign(result, {
        streamP50: percentile(stream.times, 50),
        streamP95: percentile(stream.times, 95),
        streamMax: Math.max(...stream.times),
        streamTotal: stream.streamed,
        lastPartShowsStream: stream.lastPartShowsStream,
      });
    }
    const small = await page.evaluate((p) => window.__bench.streamSmall(p), params);
    Object.assign(result, { smallP50: percentile(small.times, 50), smallP95: percentile(small.times, 95) });
    if (subject.stream) result.growth = result.streamP50 / result.smallP50;
    return result;
  },
  metrics: [
    { key: "firstFrame", label: "First frame", unit: "ms" },
    { key: "commit", label: "Initial render + commit (one synchronous block)", unit: "ms" },
    { key: "framesUntilParts", label: "Frames until parts show", unit: "" },
    { key: "firstShown", label: "First parts in view at the first frame (check, 1 = yes)", unit: "" },
    { key: "longestTask", label: "Longest main-thread task during mount", unit: "ms" },
    { key: "longTasks", label: "… long tasks (≥ 50 ms) during mount", unit: "" },
    { key: "longestFrame", label: "Longest animation frame during mount (task + style/layout/paint)", unit: "ms" },
    { key: "longestFrameRender", label: "… of which rendering (style, layout, paint)", unit: "ms" },
    { key: "partsInDom", label: "Parts in the DOM", unit: "" },
    { key: "domNodes", label: "DOM elements", unit: "" },
    { key: "heapGrowth", label: "JS heap growth (after GC)", unit: "MB" },
    { key: "streamP50", label: "Streaming into the last part: per update p50", unit: "ms" },
    { key: "streamP95", label: "… p95", unit: "ms" },
    { key: "streamMax", label: "… slowest update", unit: "ms" },
    { key: "streamTotal", label: "… all updates, wall clock (yields between included)", unit: "ms" },
    { key: "lastPartShowsStream", label: "… last part shows the streamed text (check, 1 = yes)", unit: "" },
    { key: "smallP50", label: "Same stream into a 1,000-part message: per update p50", unit: "ms" },
    { key: "smallP95", label: "… p95", unit: "ms" },
    { key: "growth", label: "Per-update p50, large ÷ 1,000-part message", unit: "x" },
  ],
  goals(s) {
    const p = s.inline;
    const ratio = (a, b) => (a && b ? a.median / b.median : NaN);
    return [
      { goal: "inline: first frame ≤ 1 s", value: p?.firstFrame.median, unit: "ms", met: p?.firstFrame.median <= 1000 },
      { goal: "inline: first frame ≤ the plain list's", value: ratio(p?.firstFrame, s.plain?.firstFrame), unit: "x", met: ratio(p?.firstFrame, s.plain?.firstFrame) <= 1 },
      { goal: "inline: longest task during mount ≤ 200 ms", value: p?.longestTask.median, unit: "ms", met: p?.longestTask.median <= 200 },
      { goal: "inline: JS heap growth < 50 MB", value: p?.heapGrowth.median, unit: "MB", met: p?.heapGrowth.median < 50 * 1024 * 1024 },
      { goal: "inline: streaming into the last part, per update p50 ≤ 16 ms", value: p?.streamP50.median, unit: "ms", met: p?.streamP50.median <= 16 },
    ];
  },
  notes: [
    "One message of 100,000 parts (20,000 with `--quick`), built as test/browser/message/large-message.test.tsx does: every 10th a named `text/plain` part `/files/N.txt` (\"file N\"), the rest unnamed `text/plain` (\"text N\"). Every subject renders it inside the same 760×800 px scroller. partkit's subjects sit in `<PartkitProvider>` after `preloadRenderers()` (which also fetches the parts window), with `<MessageView>`'s defaults otherwise (the inline layout shows its navigator). The plain list renders each part's text in a memoised `<div>` row, no virtualisation.",
    "Each subject is first warmed up the same way (a 1,000-part message mounted, scrolled to the bottom, 100 appends), then mounts the measured message in a fresh root.",
    "*First frame*: `createRoot().render()` in `flushSync` to the first produced frame that shows parts (checked frame by frame). *Longest task*: the longest `longtask` entry (PerformanceObserver) overlapping the mount and 10 frames after it, or the synchronous render block when longer; *longest animation frame* is the `long-animation-frame` entry (the task plus the style, layout and paint that follow it). *JS heap growth*: CDP `HeapProfiler.collectGarbage` + `Runtime.getHeapUsage` before mounting (message built) and after mounting and settling.",
    "*Streaming*: the scroller is scrolled to the bottom (until the last part shows), then 2,000 updates (500 with `--quick`) each append ~4 characters to the last part with `appendToPart` in `flushSync(setState)`, timed per update (React render + commit), a task yielded between updates. The same stream then runs into a fresh 1,000-part message, so the growth with message size shows. The plain list streams only into the 1,000-part message: with 100,000 `<div>`s every frame between updates lays them all out, and one measurement with 2,000 updates was still running after 8 minutes (`transcript` does not stream its non-virtualised list either).",
  ],
};
