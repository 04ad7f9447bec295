import { droppedFrames as dropped, frameTraceCategories as categories, framesBetween, vsync } from "../lib/frames.mjs";
import { percentile } from "../lib/stats.mjs";
import { traceWhile } from "../lib/trace.mjs";

const budget = 8;

/** A useChat page: the SDK's mock model streaming reasoning, two tool calls and the 20 KB answer at ~60 tokens/s. */
export default {
  id: "use-chat",
  title: "A useChat page: reasoning, two tool calls and the 20 KB answer at ~60 tokens/s",
  kind: "browser",
  subjects: [
    { id: "partkit", label: "partkit `<MessageList>` + `partkit/markdown`", page: "use-chat/partkit.html" },
    { id: "streamdown", label: "AI Elements-style rows + streamdown 2", page: "use-chat/streamdown.html" },
  ],
  // ~85 s of streaming per subject and run: 3 runs unless --runs says otherwise.
  runs: 3,
  // --quick streams the first ~4 KB of the answer (cut at the paragraph break after 4,000 characters).
  params: ({ quick }) => ({ answerChars: quick ? 4000 : 0, delayMs: 1000 / 60, warmupChars: 3000 }),
  timeoutMs: 300_000,
  async measure({ page, cdp, params }) {
    await page.evaluate((p) => window.__bench.prepare(p), params);
    const { result: r, events } = await traceWhile(cdp, categories, () => page.evaluate((p) => window.__bench.send(p), params));
    const frames = framesBetween(events, "chat:start", "chat:end");
    const script = frames.map((f) => f.script);
    const cpu = frames.map((f) => f.scriptCpu);
    const busy = frames.map((f) => f.busy);
    const wall = r.end - r.start;
    if (!r.answerShown) throw new Error(`use-chat: the answer's last sentence is not in the DOM ("${r.sentence.slice(0, 80)}")`);
    return {
      wall,
      frames: frames.length,
      scriptP50: percentile(script, 50),
      scriptP95: percentile(script, 95),
      scriptMax: Math.max(...script),
      over8: script.filter((s) => s > budget).length,
      over16: script.filter((s) => s > vsync).length,
      cpuP50: percentile(cpu, 50),
      cpuP95: percentile(cpu, 95),
      cpuMax: Math.max(...cpu),
      busyP95: percentile(busy, 95),
      busyMax: Math.max(...busy),
      framesOver16: frames.filter((f) => f.duration > vsync + 1).length,
      longTasks: r.longTasks.length,
      longestTask: Math.max(0, ...r.longTasks),
      dropped: dropped(r.frameTimes),
      tokensPerSecond: r.tokens / (wall / 1000),
      answerShown: r.answerShown,
      toolResultsShown: r.toolResultsShown,
      distanceFromBottom: r.distanceFromBottom,
    };
  },
  metrics: [
    { key: "scriptP50", label: "Script work per frame: p50", unit: "ms" },
    { key: "scriptP95", label: "… p95", unit: "ms" },
    { key: "scriptMax", label: "… slowest frame", unit: "ms" },
    { key: "over8", label: "Frames with over 8 ms of script", unit: "" },
    { key: "over16", label: "Frames with over 16 ms of script", unit: "" },
    { key: "cpuP50", label: "Script work per frame in thread time (CPU, no waiting for a core): p50", unit: "ms" },
    { key: "cpuP95", label: "… p95", unit: "ms" },
    { key: "cpuMax", label: "… slowest frame", unit: "ms" },
    { key: "busyP95", label: "Main-thread work per frame (script + style, layout, paint): p95", unit: "ms" },
    { key: "busyMax", label: "… slowest frame", unit: "ms" },
    { key: "frames", label: "Frames (trace `AnimationFrame`s from send to ready)", unit: "" },
    { key: "framesOver16", label: "… longer than a vsync (over 17.7 ms)", unit: "" },
    { key: "dropped", label: "Dropped frames (missed vsyncs at 60 Hz, requestAnimationFrame)", unit: "" },
    { key: "longTasks", label: "Long tasks (> 50 ms)", unit: "" },
    { key: "longestTask", label: "… longest", unit: "ms" },
    { key: "wall", label: "Total wall time, send to ready (check: about the same for both)", unit: "ms" },
    { key: "tokensPerSecond", label: "Model stream parts per second (check: about the same for both)", unit: "" },
    { key: "answerShown", label: "Answer's last sentence in the DOM (check: 1)", unit: "" },
    { key: "toolResultsShown", label: "Tool results in the DOM (check: 2)", unit: "" },
    { key: "distanceFromBottom", label: "Distance from the bottom at the end (check: follows)", unit: "px" },
  ],
  goals(s) {
    const p = s.partkit;
    const d = s.streamdown;
    const ratio = (a, b) => (a && b ? a.median / b.median : NaN);
    return [
      { goal: "script work per frame p95 ≤ 8 ms, wall clock", value: p?.scriptP95.median, unit: "ms", met: p?.scriptP95.median <= budget },
      { goal: "… thread time", value: p?.cpuP95.median, unit: "ms", met: p?.cpuP95.median <= budget },
      { goal: "script per frame p95 ≤ AI Elements-style streamdown rows' (ratio, wall clock)", value: ratio(p?.scriptP95, d?.scriptP95), unit: "x", met: ratio(p?.scriptP95, d?.scriptP95) <= 1 },
      { goal: "slowest frame's script ≤ streamdown rows' (ratio, wall clock)", value: ratio(p?.scriptMax, d?.scriptMax), unit: "x", met: ratio(p?.scriptMax, d?.scriptMax) <= 1 },
      { goal: "the answer's last sentence and both tool results shown (every run)", value: p ? Math.min(p.answerShown.min, p.toolResultsShown.min / 2) : NaN, unit: "", met: p?.answerShown.min === 1 && p?.toolResultsShown.min === 2 },
    ];
  },
  notes: [
    "The page is the README's useChat page with its server in the page: `useChat` (`@ai-sdk/react` 3) with AI SDK 6's `DirectChatTransport` (`sendReasoning: true`) to a `ToolLoopAgent` whose model is the SDK's `MockLanguageModelV3` (`ai/test`), every stream part delayed by `simulateReadableStream({ chunkDelayInMs: 1000 / 60 })`: ~60 parts a second, so ~85 s per run. Step one streams ~1.1 KB of reasoning and two tool calls (`search_docs`, `get_metrics`; input JSON in deltas) whose `execute` the agent runs; step two streams the 20 KB answer (test/fixtures/markdown/long-answer.md) in tokens of up to 5 non-space characters with the whitespace before them (~4 characters, ~5,000 tokens). `--quick`: the answer's first ~4 KB. The thread already holds five earlier turns (markdown, a code block).",
    "partkit: `fromAiSdk(messages)` in `useMemo`, `<MessageList messages={thread} status={status}>` in `<PartkitProvider renderers={markdownRenderers}>`, `preloadRenderers()` first. Peer: the rows as AI Elements renders them (its `Conversation`/`Message`/`MessageResponse`/`Reasoning`/`Tool` reduced to plain elements): a scroller that sticks to the bottom (a `ResizeObserver` on its content), every message mapped to a row, each text part in `<Streamdown>` behind a memo comparing only the text (as `MessageResponse`), `isAnimating` while the last message streams, streamdown's other defaults (`parseIncompleteMarkdown` on, no code plugin); reasoning in a collapsible open while it streams and folded a second after, its text in streamdown; each tool part a card with its JSON input and output. Both get the same warm-up first (the same exchange with a 3 KB answer at 1 ms per part, on a scratch root, then unmounted).",
    "*Timed*: user-timing marks at `sendMessage` and once `status` is `\"ready\"` again (committed, then a frame produced); a CDP trace between them. *Script work per frame* as in `load`: Chromium's `AnimationFrame` trace spans, the top-level JavaScript events in each summed, in wall clock and in thread time (the model's timers, the SDK's stream processing and React's renders all count: that is the page's script). *Frames over 16 ms*: frames whose script alone took over 16.7 ms; *longer than a vsync*: frames whose span was.",
    "*Checks*, after the end mark (untimed): every folded trigger (`aria-expanded=\"false\"`) is clicked open, then the page's text must contain the answer's last sentence (a run without it fails) and both tool results' distinctive strings.",
  ],
};
