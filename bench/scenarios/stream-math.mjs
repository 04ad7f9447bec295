import stream, { measureStream, ratioOf } from "./stream.mjs";

/** Streaming a math-heavy answer (bench/pages/shared/math-answer.md) in 4,000 updates, partkit/math beside @streamdown/math. */
export default {
  id: "stream-math",
  title: "Streaming an 11 KB math-heavy answer in 4,000 updates",
  kind: "browser",
  subjects: [
    { id: "partkit", label: "partkit `<Markdown>` + `partkit/math` (KaTeX 0.19)", page: "stream-math/partkit.html" },
    { id: "streamdown", label: "streamdown 2.7 + `@streamdown/math` 1.0 (KaTeX 0.16, `singleDollarTextMath`)", page: "stream-math/streamdown.html" },
    { id: "floor", label: "floor: the same updates appended as plain text to one `<pre>`", page: "stream-math/floor.html" },
  ],
  params: stream.params,
  timeoutMs: 240_000,
  measure: measureStream,
  metrics: [
    ...stream.metrics
      .filter((m) => m.key !== "codeBlocks")
      .map((m) => (m.key === "at20k" ? { ...m, label: "Update in the last 1 KB (median)" } : m.key === "growth" ? { ...m, label: "Cost in the last 1 KB ÷ at 1 KB" } : m)),
    { key: "formulas", label: "Formulas rendered by KaTeX (check)", unit: "" },
    { key: "formulaErrors", label: "Formulas in error (check)", unit: "" },
  ],
  goals(s) {
    const p = s.partkit;
    return [
      { goal: "total ≤ 0.5× streamdown + math", value: ratioOf(p?.total, s.streamdown?.total), unit: "x", met: ratioOf(p?.total, s.streamdown?.total) <= 0.5 },
      { goal: "total ≤ 3× the floor", value: ratioOf(p?.total, s.floor?.total), unit: "x", met: ratioOf(p?.total, s.floor?.total) <= 3 },
      { goal: "same formulas rendered as streamdown, none in error", value: p?.formulas.median, unit: "", met: p?.formulas.median === s.streamdown?.formulas.median && p?.formulaErrors.median === 0 },
    ];
  },
  notes: [
    "The answer (`bench/pages/shared/math-answer.md`): 11 KB of prose on least squares with 163 formulas, 21 of them `$$…$$` display formulas (matrices with `\\begin{pmatrix}`, `\\operatorname`, `\\Big`, `\\sum`), lists and a table of formulas. Both subjects read `$…$` as inline math (streamdown's plugin needs `singleDollarTextMath: true` for that; its default is off).",
    "Timed as `stream`: each update `flushSync(() => setState(prefix))`, a task yielded after each; *Total* is wall clock to the frame after the complete render. KaTeX is loaded in the warm-up, so its lazy load is not timed.",
    "partkit draws a formula once its closing delimiter has arrived and keeps a finished formula's DOM (memoised by its source); streamdown re-parses the growing block through remark-math and rehype-katex on each update.",
  ],
};
