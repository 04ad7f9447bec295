import { percentile } from "../lib/stats.mjs";

const GLOB = "**/file-1*.ts";

/** A tree of 10,000 named parts: first frame, memory, keyboard and filtering. */
export default {
  id: "tree",
  title: "A tree of 10,000 named parts",
  kind: "browser",
  subjects: [
    { id: "partkit", label: "partkit `<PartTree>`", page: "tree/partkit.html" },
    { id: "arborist", label: "react-arborist 3 (same hierarchy)", page: "tree/arborist.html" },
  ],
  params: ({ quick }) => ({ count: quick ? 2000 : 10_000, glob: GLOB }),
  timeoutMs: 180_000,
  async measure({ page, params, heapUsed }) {
    const prepared = await page.evaluate((p) => window.__bench.prepare(p), params);
    const before = await heapUsed();
    const mount = await page.evaluate(() => window.__bench.mount({}));
    const after = await heapUsed();
    const keys = await page.evaluate(() => window.__bench.keys({}));
    if (keys.focusedAfterEnd !== prepared.lastPath) throw new Error(`End focused ${keys.focusedAfterEnd}, not ${prepared.lastPath}`);
    const filter = await page.evaluate((p) => window.__bench.filter(p), params);
    return {
      firstFrame: mount.firstFrame,
      commit: mount.commit,
      framesUntilRows: mount.framesUntilRows,
      rowsAtFirstFrame: mount.rowsAtFirstFrame,
      rowCount: mount.rowCount,
      domNodes: mount.domNodes,
      heapGrowth: after - before,
      end: keys.end,
      endFrames: keys.endFrames,
      collapse: keys.collapse,
      expand: keys.expand,
      expandedRows: keys.expandedRows,
      keystrokeP50: percentile(filter.times, 50),
      keystrokeMax: Math.max(...filter.times),
      filterResult: filter.result,
      filterMatches: filter.matches,
    };
  },
  metrics: [
    { key: "firstFrame", label: "First frame", unit: "ms" },
    { key: "commit", label: "Initial render + commit", unit: "ms" },
    { key: "framesUntilRows", label: "Frames until rows show", unit: "" },
    { key: "rowCount", label: "Rows in the open tree (check)", unit: "" },
    { key: "rowsAtFirstFrame", label: "Rows in the DOM", unit: "" },
    { key: "domNodes", label: "DOM elements", unit: "" },
    { key: "heapGrowth", label: "JS heap growth (after GC)", unit: "MB" },
    { key: "end", label: "End: focus on the last row, to the frame showing it", unit: "ms" },
    { key: "endFrames", label: "… frames", unit: "" },
    { key: "collapse", label: "Collapse a folder of 1,000 parts (ArrowLeft)", unit: "ms" },
    { key: "expand", label: "Expand it again (ArrowRight)", unit: "ms" },
    { key: "expandedRows", label: "… rows it added (check)", unit: "" },
    { key: "keystrokeP50", label: `Filter: typing \`${GLOB}\`, per keystroke to the next frame, p50`, unit: "ms" },
    { key: "keystrokeMax", label: "… slowest keystroke", unit: "ms" },
    { key: "filterResult", label: "… last keystroke to the filtered rows", unit: "ms" },
    { key: "filterMatches", label: "… files matched (check)", unit: "" },
  ],
  goals(s) {
    const p = s.partkit;
    const ratio = (a, b) => (a && b ? a.median / b.median : NaN);
    return [
      { goal: "first frame ≤ react-arborist's", value: ratio(p?.firstFrame, s.arborist?.firstFrame), unit: "x", met: ratio(p?.firstFrame, s.arborist?.firstFrame) <= 1 },
      { goal: "JS heap growth < 10 MB", value: p?.heapGrowth.median, unit: "MB", met: p?.heapGrowth.median < 10 * 1024 * 1024 },
      { goal: "End shows focus on the last row within 2 frames", value: p?.endFrames.median, unit: "", met: p?.endFrames.median <= 2 },
    ];
  },
  notes: [
    "One body of 10,000 named parts (2,000 with `--quick`): `/repo/generated/file-1.ts` … `file-1000.ts` in one folder, then `/repo/packages/pkg-1…9/src/module-1…10/file-1…100.ts`; 111 folders, 10,111 rows with every folder open. Both trees start fully open, 420×800 px (rows 28 px), with a filter field above.",
    "*partkit*: `<PartTree body defaultExpanded=\"all\" filterable>` (the theme's 24rem height cap lifted to 800 px by page CSS). *react-arborist*: `<Tree openByDefault rowHeight={28} overscanCount={10}>` with a small row renderer (toggle, icon, name), drag/drop/edit disabled; its nested data is built from the same part names inside the measured render (`useMemo`), as partkit builds its folders from the body. Its filter is an `<input>` driving `searchTerm`, with a `searchMatch` using the same picomatch glob on files.",
    "*First frame*: `createRoot().render()` in `flushSync` to the first produced frame that shows tree rows (checked frame by frame). *JS heap growth*: CDP `HeapProfiler.collectGarbage` + `Runtime.getHeapUsage` before mounting (body built) and after mounting and settling.",
    "*Keyboard*: a `keydown` dispatched on the focused row; timed to the first produced frame after which the expected state holds (End: the last row focused; collapse/expand: the folder's `aria-expanded` and its first child's row gone/present). The tree is focused first as Tab would (its tabbable element), then End, Home, ArrowDown to `/repo/generated`, ArrowLeft, ArrowRight.",
    `*Filter*: \`${GLOB}\` typed one character at a time (input events on the field), each keystroke timed to the next frame; then the time from the last keystroke until every file row shown matches the glob. partkit filters with a deferred value, so a keystroke's frame may still show the previous result.`,
  ],
};
