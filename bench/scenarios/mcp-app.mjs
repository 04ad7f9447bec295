// Tool result to an MCP App's first paint in a transcript tool card (bench/pages/mcp-app): the
// result is already there; the clock runs from rendering the transcript through reading the ui://
// resource, loading the sandboxed frame, ext-apps' handshake, input and result, to the app's first
// frame showing the result. A scenario for bench/run.mjs (registered in index.mjs).
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : Number.NaN;
};

export default {
  id: "mcp-app",
  title: "MCP App: tool result to the app's first paint",
  kind: "browser",
  subjects: [{ id: "partkit", label: "partkit `mcpAppTools` in `<MessageView>` (in-page server SDK 2.x + ext-apps)", page: "mcp-app/partkit.html" }],
  params: ({ quick }) => ({ mounts: quick ? 3 : 7 }),
  timeoutMs: 180_000,
  async measure({ page, params }) {
    const paints = [];
    const loads = [];
    for (let i = 0; i < params.mounts; i++) {
      await page.reload();
      await page.waitForFunction(() => window.__bench !== undefined);
      await page.evaluate(() => window.__bench.prepare({}));
      const r = await page.evaluate(() => window.__bench.mount({}));
      paints.push(r.firstPaint);
      loads.push(r.frameLoaded);
    }
    return { firstPaint: median(paints), frameLoaded: median(loads) };
  },
  metrics: [
    { key: "firstPaint", label: "Tool result to the app's first paint (median of the run's mounts)", unit: "ms" },
    { key: "frameLoaded", label: "… of which until the frame's document has loaded", unit: "ms" },
  ],
  goals(s) {
    const p = s.partkit;
    return [{ goal: "the app paints within 500 ms of the result", value: p?.firstPaint.median, unit: "ms", met: p?.firstPaint.median <= 500 }];
  },
  notes: [
    "The server (official server SDK 2.x with ext-apps' `registerAppTool`/`registerAppResource`) runs in the page behind the client SDK's in-memory transport, so no network time is counted; the resource read is a real MCP request through it.",
    "*First paint*: from `root.render()` of the transcript holding the call and its result to the frame's height changing, which the app asks for after drawing the result and waiting for a frame (a rAF, then a task).",
    "Each run reloads the page for every mount and reports the median of its mounts; the table gives the median of the runs.",
  ],
};
