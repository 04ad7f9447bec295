import { percentile } from "../lib/stats.mjs";

/** A 10,000-message transcript: first frame, heap growth, and streaming into the last message. */
export default {
  id: "transcript",
  title: "A 10,000-message transcript",
  kind: "browser",
  subjects: [
    { id: "partkit", label: "partkit `<MessageList>`", page: "transcript/partkit.html", stream: true, list: true },
    { id: "virtuoso", label: "react-virtuoso 4 (same rows)", page: "transcript/virtuoso.html", stream: true, list: true },
    { id: "naive", label: "no virtualisation (same rows)", page: "transcript/naive.html", stream: false, list: true },
    { id: "alone", label: "streaming alone (the message in a scroller that follows it, no transcript)", page: "transcript/alone.html", stream: true, list: false },
  ],
  params: ({ quick }) => ({ count: quick ? 2000 : 10_000, updates: quick ? 500 : 4000 }),
  timeoutMs: 240_000,
  async measure({ page, subject, params, heapUsed }) {
    await page.evaluate((p) => window.__bench.prepare(p), params);
    const before = await heapUsed();
    const mount = await page.evaluate(() => window.__bench.mount({}));
    const after = await heapUsed();
    const result = subject.list
      ? { firstFrame: mount.firstFrame, commit: mount.commit, framesUntilContent: mount.framesUntilContent, rowsAtFirstFrame: mount.rowsAtFirstFrame, heapGrowth: after - before, domNodes: mount.domNodes }
      : {};
    if (subject.stream) {
      const r = await page.evaluate((p) => window.__bench.stream(p), params);
      Object.assign(result, {
        streamTotal: r.total,
        streamP50: percentile(r.times, 50),
        streamP95: percentile(r.times, 95),
        ...(subject.list ? { distanceFromBottom: r.distanceFromBottom } : {}),
      });
    }
    return result;
  },
  metrics: [
    { key: "firstFrame", label: "First frame", unit: "ms" },
    { key: "commit", label: "Initial render + commit", unit: "ms" },
    { key: "framesUntilContent", label: "Frames until messages show", unit: "" },
    { key: "rowsAtFirstFrame", label: "Messages in the first frame", unit: "" },
    { key: "heapGrowth", label: "JS heap growth (after GC)", unit: "MB" },
    { key: "domNodes", label: "DOM elements", unit: "" },
    { key: "streamTotal", label: "Streaming 20 KB into the last message: total", unit: "ms" },
    { key: "streamP50", label: "… update p50", unit: "ms" },
    { key: "streamP95", label: "… update p95", unit: "ms" },
    { key: "distanceFromBottom", label: "… distance from bottom at the end", unit: "px" },
  ],
  goals(s) {
    const p = s.partkit;
    const ratio = (a, b) => (a && b ? a.median / b.median : NaN);
    return [
      { goal: "first frame ≤ react-virtuoso's", value: ratio(p?.firstFrame, s.virtuoso?.firstFrame), unit: "x", met: ratio(p?.firstFrame, s.virtuoso?.firstFrame) <= 1 },
      { goal: "JS heap growth < 2 MB", value: p?.heapGrowth.median, unit: "MB", met: p?.heapGrowth.median < 2 * 1024 * 1024 },
      {
        goal: "streaming into the last message costs no more than streaming alone (total, ≤ 1.1× for noise)",
        value: ratio(p?.streamTotal, s.alone?.streamTotal),
        unit: "x",
        met: ratio(p?.streamTotal, s.alone?.streamTotal) <= 1.1,
      },
      { goal: "stays at the bottom while streaming (≤ 8 px)", value: p?.distanceFromBottom.median, unit: "px", met: p?.distanceFromBottom.median <= 8 },
    ];
  },
  notes: [
    "Every subject renders the same rows (`<MessageView>` with the markdown renderer) from the same 10,000 messages (test/fixtures/list/transcript.ts); only the list engine differs. The 760×800 px viewport starts at the latest message.",
    "*First frame*: from `createRoot().render()` (inside `flushSync`) to the first produced frame that shows messages (a task after an animation frame, checked frame by frame).",
    "*JS heap growth*: `Runtime.getHeapUsage` after `HeapProfiler.collectGarbage` (CDP), before mounting (messages already built) and after mounting and settling.",
    "*Streaming*: the 20 KB answer streamed into a new last message in 4,000 `appendToPart` updates, timed like the stream scenario. *Streaming alone* renders the same growing message with the same renderers in an 800 px scroller that follows it (a resize observer scrolling to the bottom), with no transcript around it.",
    "partkit's `<MessageList>` renders a row once per animation frame for all the updates since the last one (see the `load` scenario), so its *per update* times hold the list's commit only and its rows render in the frame callbacks, outside them: compare the *total*, which holds everything, not the per-update cells.",
  ],
};
