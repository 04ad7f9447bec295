import { droppedFrames as dropped, frameTraceCategories as categories, framesBetween } from "../lib/frames.mjs";
import { percentile } from "../lib/stats.mjs";
import { traceWhile } from "../lib/trace.mjs";

const budget = 8;

/** 10 messages streaming at once at the end of a 210-message thread: script work per frame. */
export default {
  id: "load",
  title: "10 messages streaming at once into a thread",
  kind: "browser",
  subjects: [
    { id: "partkit", label: "partkit `<MessageList>` + `partkit/markdown`", page: "load/partkit.html" },
    { id: "streamdown", label: "react-virtuoso 4 + streamdown 2", page: "load/streamdown.html" },
  ],
  params: ({ quick }) => ({ earlier: 200, streams: 10, durationMs: quick ? 3000 : 6000, warmupMs: 1000, minDelay: 16, maxDelay: 30 }),
  timeoutMs: 120_000,
  async measure({ page, cdp, params }) {
    await page.evaluate((p) => window.__bench.prepare(p), params);
    const { result: r, events } = await traceWhile(cdp, categories, () => page.evaluate((p) => window.__bench.stream(p), params));
    const frames = framesBetween(events, "load:start", "load:end");
    const script = frames.map((f) => f.script);
    const cpu = frames.map((f) => f.scriptCpu);
    const busy = frames.map((f) => f.busy);
    const seconds = (r.end - r.start) / 1000;
    return {
      frames: frames.length,
      scriptP50: percentile(script, 50),
      scriptP95: percentile(script, 95),
      scriptMax: Math.max(...script),
      over8: script.filter((s) => s > budget).length,
      over8Share: (100 * script.filter((s) => s > budget).length) / frames.length,
      cpuP50: percentile(cpu, 50),
      cpuP95: percentile(cpu, 95),
      cpuMax: Math.max(...cpu),
      cpuOver8: cpu.filter((s) => s > budget).length,
      busyP95: percentile(busy, 95),
      busyMax: Math.max(...busy),
      longTasks: r.longTasks.length,
      longestTask: Math.max(0, ...r.longTasks),
      longFrames: r.longFrames.length,
      fps: (r.frameTimes.length - 1) / ((r.frameTimes.at(-1) - r.frameTimes[0]) / 1000),
      dropped: dropped(r.frameTimes),
      tokensPerSecond: r.tokens / seconds,
      late: (100 * r.late) / r.tokens,
      distanceFromBottom: r.distanceFromBottom,
    };
  },
  metrics: [
    { key: "scriptP50", label: "Script work per frame: p50", unit: "ms" },
    { key: "scriptP95", label: "… p95", unit: "ms" },
    { key: "scriptMax", label: "… slowest frame", unit: "ms" },
    { key: "over8", label: "Frames with over 8 ms of script", unit: "" },
    { key: "over8Share", label: "… share of all frames (%)", unit: "" },
    { key: "cpuP50", label: "Script work per frame in thread time (CPU, no waiting for a core): p50", unit: "ms" },
    { key: "cpuP95", label: "… p95", unit: "ms" },
    { key: "cpuMax", label: "… slowest frame", unit: "ms" },
    { key: "cpuOver8", label: "… frames over 8 ms", unit: "" },
    { key: "frames", label: "Frames (trace `AnimationFrame`s while streaming)", unit: "" },
    { key: "busyP95", label: "Main-thread work per frame (script + style, layout, paint): p95", unit: "ms" },
    { key: "busyMax", label: "… slowest frame", unit: "ms" },
    { key: "longTasks", label: "Long tasks (> 50 ms)", unit: "" },
    { key: "longestTask", label: "… longest", unit: "ms" },
    { key: "longFrames", label: "Long animation frames (> 50 ms)", unit: "" },
    { key: "fps", label: "Frame rate (requestAnimationFrame)", unit: "" },
    { key: "dropped", label: "Dropped frames (missed vsyncs at 60 Hz)", unit: "" },
    { key: "tokensPerSecond", label: "Tokens delivered per second (check: the same for both)", unit: "" },
    { key: "late", label: "… share of tokens a frame or more behind their timer (%)", unit: "" },
    { key: "distanceFromBottom", label: "Distance from the bottom at the end (check: follows)", unit: "px" },
  ],
  goals(s) {
    const p = s.partkit;
    const ratio = (a, b) => (a && b ? a.median / b.median : NaN);
    return [
      { goal: "every frame's script work ≤ 8 ms, thread time (slowest frame, worst run)", value: p?.cpuMax.max, unit: "ms", met: p?.cpuMax.max <= budget },
      { goal: "… p95 of frames ≤ 8 ms, thread time", value: p?.cpuP95.median, unit: "ms", met: p?.cpuP95.median <= budget },
      { goal: "every frame's script work ≤ 8 ms, wall clock (slowest frame, worst run; includes waiting for a core)", value: p?.scriptMax.max, unit: "ms", met: p?.scriptMax.max <= budget },
      { goal: "… p95 of frames ≤ 8 ms, wall clock", value: p?.scriptP95.median, unit: "ms", met: p?.scriptP95.median <= budget },
      { goal: "no long tasks (> 50 ms) while streaming", value: p?.longTasks.max, unit: "", met: p?.longTasks.max === 0 },
      { goal: "script per frame p95 (thread time) ≤ react-virtuoso + streamdown's", value: ratio(p?.cpuP95, s.streamdown?.cpuP95), unit: "x", met: ratio(p?.cpuP95, s.streamdown?.cpuP95) <= 1 },
      { goal: "stays at the bottom while streaming (≤ 8 px)", value: p?.distanceFromBottom.median, unit: "px", met: p?.distanceFromBottom.median <= 8 },
    ];
  },
  notes: [
    "A 760×800 px thread of 210 messages: 200 finished ones (test/fixtures/list/transcript.ts), then 10 assistant messages already part-way through the 20 KB answer (test/fixtures/markdown/long-answer.md; message k starts at 8k % of it, so they sit in different constructs: prose, code, tables, lists). The answer is cut into tokens of up to 5 non-space characters with the whitespace before them (~4 characters on average). Both subjects get the same warm-up (1 s of the same load on a 30-message thread, then unmounted).",
    "*Streaming*: for 6 s (3 s with `--quick`) each of the 10 messages has its own `setTimeout` chain firing every 16–30 ms (seeded, the same schedule for both subjects) that appends its next token with `appendToPart` in a plain `setState` on the app's message array, as a server-sent-events handler would (~430 tokens/s in all; no `flushSync`: React batches and schedules renders itself).",
    "partkit: `<MessageList>` in `<PartkitProvider renderers={markdownRenderers}>`, `preloadRenderers()` first. Peer: `react-virtuoso` (`followOutput`, and `autoscrollToBottom()` when the list's height changes, so it follows a growing message) with one memoised row per message rendering its text with streamdown (`mode=\"streaming\"` while the message streams; neither highlights code by default).",
    "*Script work per frame*: a CDP trace (devtools.timeline) of the streaming window. Frames are Chromium's `AnimationFrame` trace spans, the frames `long-animation-frame` entries describe (from the first task after one rendering update to the end of the next), but all of them: the PerformanceObserver only reports frames over 50 ms, so it cannot show an 8 ms budget. Per frame, the top-level JavaScript trace events in it (`FunctionCall`, `TimerFire`, `EventDispatch`, `FireAnimationFrame`, `RunMicrotasks`, …: callbacks, timers, React's scheduler tasks, resize observers) are summed: the LoAF `scripts[].duration` sum, without its 5 ms per-script floor. *Thread time* sums the same events' `tdur` (the renderer thread's CPU time) instead of their wall-clock `dur`: on a shared machine a thread waiting for a core stretches wall-clock durations, not thread time, so thread time is the work the page did and wall clock what a reader on this machine got; both are reported. *Main-thread work* sums the top-level tasks instead (style, layout and paint included, wall clock). Tracing adds some overhead to every callback, the same for both subjects.",
    "*Long tasks* and *long animation frames*: `longtask` and `long-animation-frame` PerformanceObserver entries during the window. *Frame rate* and *dropped frames*: a `requestAnimationFrame` loop in the page (headless Chromium produces frames at 60 Hz).",
  ],
};
