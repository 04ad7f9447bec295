// Per-frame main-thread work from a Chromium trace (see trace.mjs). A frame is Chromium's own
// `AnimationFrame` span (devtools.timeline): from the first task after the previous rendering
// update to the end of this one, the same frames `long-animation-frame` entries describe, but
// every one of them (the observer reports only those over 50 ms).

// Trace events that are JavaScript running (a callback, a timer, an event listener, microtasks).
const scriptEvents = new Set(["FunctionCall", "TimerFire", "EventDispatch", "FireAnimationFrame", "FireIdleCallback", "RunMicrotasks", "EvaluateScript", "v8.evaluateModule", "v8.compile", "v8.compileModule"]);

/** Complete (`X`) events on one thread, sorted, with the ones nested in an earlier one left out. */
function topLevel(events) {
  const sorted = events.filter((e) => e.ph === "X" && typeof e.dur === "number").sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const out = [];
  let end = -Infinity;
  for (const e of sorted) {
    if (e.ts < end) continue;
    out.push(e);
    end = e.ts + e.dur;
  }
  return out;
}

/**
 * Sum of the parts of `spans` (sorted, not overlapping) inside [from, to), in µs: `wall` (trace
 * time) and `cpu` (the thread's own time, `tdur`, pro rata for an event cut by the frame's edge).
 */
function overlap(spans, from, to, cursor) {
  let wall = 0;
  let cpu = 0;
  let i = cursor.i;
  while (i < spans.length && spans[i].ts + spans[i].dur <= from) i++;
  cursor.i = i;
  for (let j = i; j < spans.length && spans[j].ts < to; j++) {
    const e = spans[j];
    const part = Math.min(to, e.ts + e.dur) - Math.max(from, e.ts);
    wall += part;
    cpu += e.dur > 0 ? ((e.tdur ?? e.dur) * part) / e.dur : 0;
  }
  return { wall, cpu };
}

/**
 * The frames of the renderer thread that recorded the user-timing marks `startMark` and
 * `endMark`, between them: for each, `duration` (its span), `script` (top-level JavaScript in it),
 * `scriptCpu` (the same in thread time: without the time the thread waited for a core) and `busy`
 * (top-level tasks in it, rendering included), in ms.
 *
 * @example
 * const frames = framesBetween(events, "load:start", "load:end");
 * frames.filter((f) => f.script > 8).length;
 */
export function framesBetween(events, startMark, endMark) {
  const start = events.find((e) => e.name === startMark && e.cat?.includes("blink.user_timing"));
  const end = events.find((e) => e.name === endMark && e.cat?.includes("blink.user_timing"));
  if (!start || !end) throw new Error(`trace: marks ${startMark}/${endMark} not found`);
  const thread = events.filter((e) => e.pid === start.pid && e.tid === start.tid);
  const script = topLevel(thread.filter((e) => scriptEvents.has(e.name)));
  const tasks = topLevel(thread.filter((e) => e.name === "RunTask"));
  const spans = [];
  let open;
  for (const e of thread.filter((x) => x.name === "AnimationFrame" && (x.ph === "b" || x.ph === "e")).sort((a, b) => a.ts - b.ts)) {
    if (e.ph === "b") open = e.ts;
    else if (open !== undefined) {
      spans.push([open, e.ts]);
      open = undefined;
    }
  }
  const s = { i: 0 };
  const t = { i: 0 };
  return spans
    .filter(([from, to]) => from >= start.ts && to <= end.ts)
    .map(([from, to]) => {
      const js = overlap(script, from, to, s);
      return { duration: (to - from) / 1000, script: js.wall / 1000, scriptCpu: js.cpu / 1000, busy: overlap(tasks, from, to, t).wall / 1000 };
    });
}

/** One vsync interval at 60 Hz, in ms. */
export const vsync = 1000 / 60;

/** The trace categories `framesBetween` reads: frames, user-timing marks and script. */
export const frameTraceCategories = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "v8.execute"];

/**
 * Frames a page's requestAnimationFrame loop missed: every gap of n vsync intervals missed n − 1.
 *
 * @example
 * droppedFrames([0, 16.7, 50]); // 1
 */
export function droppedFrames(frameTimes) {
  let missed = 0;
  for (let i = 1; i < frameTimes.length; i++) missed += Math.max(0, Math.round((frameTimes[i] - frameTimes[i - 1]) / vsync) - 1);
  return missed;
}
