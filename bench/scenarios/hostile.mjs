import { launchWatchdogBrowser } from "../lib/watchdog-browser.mjs";
import { cell, fmt } from "../lib/stats.mjs";

// The hostile inputs of the hostile suite (test/hostile/harness/inputs.ts), by the ids
// bench/pages/hostile/cases.ts builds them under. `group` says which subjects render a case.
const cases = [
  { id: "md-emphasis", group: "markdown", label: "markdown `*a` × 50,000" },
  { id: "md-quotes", group: "markdown", label: "markdown `>` nested 10,000 deep" },
  { id: "md-lists", group: "markdown", label: "markdown list nested 10,000 deep" },
  { id: "md-paragraph", group: "markdown", label: "markdown 10 MB paragraph" },
  { id: "md-document", group: "markdown", label: "markdown 1 MB document (a 20 KB answer × 50: prose, code, tables, lists)" },
  { id: "md-table", group: "markdown", label: "markdown 2,000-column table" },
  { id: "md-url-parens", group: "markdown", label: "markdown bare URL and 60,000 `)`" },
  { id: "form-redos", group: "form", label: "`pattern: ^(a+)+$`, 31 characters typed, then submitted" },
  { id: "form-email", group: "form", label: "email-like ReDoS `pattern`, 61 characters typed, then submitted" },
  { id: "form-enum", group: "form", label: "200,000-value enum" },
  { id: "form-depth", group: "form", label: "schema nested 1,000 deep" },
  { id: "json-deep", group: "parts", label: "JSON part nested 10,000 deep" },
  { id: "csv-wide", group: "parts", label: "CSV part of 100,000 columns" },
  { id: "parts-100k", group: "parts", label: "one message of 100,000 parts" },
  { id: "base64-invalid", group: "parts", label: "invalid base64 in 8 part types" },
  { id: "text-url-parens", group: "parts", label: "text part: a URL and 49,000 `)`" },
  { id: "show-all-log", group: "parts", label: "\"Show all\" on a 10 MB log (click, scroll to the end, last line shown)" },
  { id: "show-all-word", group: "parts", label: "\"Show all\" on 10 MB without a space or line break" },
  { id: "code-highlight", group: "parts", label: "code part: 47 KB of TypeScript, until highlighted" },
  { id: "show-all-code", group: "parts", label: "\"Show all\" on a 10 MB code part" },
  { id: "data-url", group: "parts", label: "10 MB `data:` URL (image, download, text, markdown)" },
];

// Measured once, not again in later runs: a pair that threw (it throws the same way every time),
// timed out, or took longer than this.
const onceAboveMs = 5000;
const measuredOnce = new Set();

const cellOf = (s, id) => {
  const outcomes = (s?.[`${id}.outcome`]?.values ?? []).filter(Boolean);
  if (outcomes.length === 0) return "";
  const details = (s[`${id}.detail`]?.values ?? []).filter(Boolean);
  const bad = outcomes.filter((o) => o === "timeout" || o === "error");
  if (bad.length === outcomes.length) return details[0] ?? bad[0];
  const timed = `${cell(s[`${id}.time`], "ms")}, longest task ${fmt(s[`${id}.longestTask`]?.median, "ms")}`;
  const degraded = outcomes.includes("degraded") ? ` (${details[0] ?? "degraded"})` : "";
  const mixed = bad.length > 0 ? `; ${bad[0]} in ${bad.length} of ${outcomes.length} runs` : "";
  return `${timed}${degraded}${mixed}`;
};

/** Hostile input in partkit and its peers: time to show, longest task, outcome; a watchdog per case. */
export default {
  id: "hostile",
  title: "Hostile input: size and depth, partkit beside its peers",
  kind: "browser",
  subjects: [
    { id: "partkit", label: "partkit", page: "hostile/partkit.html", groups: ["markdown", "form", "parts"] },
    { id: "react-markdown", label: "react-markdown + remark-gfm", page: "hostile/react-markdown.html", groups: ["markdown"] },
    { id: "streamdown", label: "streamdown", page: "hostile/streamdown.html", groups: ["markdown"] },
    { id: "rjsf", label: "@rjsf/core + validator-ajv8", page: "hostile/rjsf.html", groups: ["form"] },
    { id: "jsonforms", label: "JSON Forms (vanilla)", page: "hostile/jsonforms.html", groups: ["form"] },
  ],
  params: ({ quick }) => ({ watchdogMs: quick ? 10_000 : 20_000 }),
  // Every case of a subject in one measurement, each under its own watchdog.
  timeoutMs: 900_000,
  async measure({ page, subject, params }) {
    const origin = new URL(page.url()).origin;
    const browser = await launchWatchdogBrowser();
    const out = {};
    try {
      for (const c of cases.filter((c) => subject.groups.includes(c.group))) {
        const key = `${subject.id}/${c.id}`;
        if (measuredOnce.has(key)) continue;
        const result = await browser.run(
          async (p) => {
            await p.goto(`${origin}/${subject.page}`);
            await p.waitForFunction(() => window.__bench !== undefined, null, { timeout: 30_000 });
            await p.evaluate((id) => window.__bench.prepare({ case: id }), c.id);
          },
          (p) => p.evaluate((deadlineMs) => window.__bench.run({ deadlineMs }), params.watchdogMs),
          // The page gives up at the deadline itself unless one task holds it past; then this kills it.
          params.watchdogMs + 1000,
        );
        const r = result.value ?? (result.timedOut ? { outcome: "timeout" } : { outcome: "error", detail: result.failed });
        if (r.outcome === "timeout") r.detail = `timeout (${params.watchdogMs / 1000} s${r.detail ? `, ${r.detail}` : ""})`;
        for (const [name, value] of Object.entries(r)) out[`${c.id}.${name}`] = value;
        if (r.outcome === "timeout" || r.outcome === "error" || r.time > onceAboveMs) measuredOnce.add(key);
      }
    } finally {
      await browser.close();
    }
    return out;
  },
  metrics: [],
  table(summary) {
    const subjects = this.subjects.filter((s) => summary[s.id]);
    return [
      `| input | ${subjects.map((s) => s.label).join(" | ")} |`,
      `|---|${subjects.map(() => "---").join("|")}|`,
      ...cases.map((c) => `| ${c.label} | ${subjects.map((s) => (s.groups.includes(c.group) ? cellOf(summary[s.id], c.id) : "")).join(" | ")} |`),
    ];
  },
  goals(s) {
    const p = s.partkit ?? {};
    return cases.map((c) => {
      const outcomes = (p[`${c.id}.outcome`]?.values ?? []).filter(Boolean);
      const longest = p[`${c.id}.longestTask`]?.median;
      const shown = outcomes.length > 0 && outcomes.every((o) => o === "ok" || o === "degraded");
      return { goal: `${c.label}: shown or degraded in every run, longest task ≤ 200 ms`, value: longest, unit: "ms", met: shown && longest <= 200 };
    });
  },
  notes: [
    "Each (input, subject) pair runs in a fresh browser context and page of a Chromium of the scenario's own, under a watchdog of 20 s (10 s with `--quick`); when a subject does not return, that browser is killed and relaunched and the pair counts as `timeout`; one that shows only after the watchdog (a single longer task) is a timeout too. A pair that timed out, threw, or took longer than 5 s is measured once, not again in later runs, so a peer that hangs costs one watchdog, not five; its cell is that one run.",
    "Inputs are the hostile suite's (`test/hostile/harness/inputs.ts`), but for the 1 MB document (test/fixtures/markdown/long-answer.md × 50) and the code rows (bench/pages/hostile/cases.ts). partkit renders markdown and parts as an app does: `<MessageView layout=\"inline\">` in `<PartkitProvider>` with `partkit/markdown`'s and `partkit/code`'s renderers, after `preloadRenderers()`; forms in `<SchemaForm>`. react-markdown with remark-gfm, streamdown not animating, `@rjsf/core` with validator-ajv8, JSON Forms with the vanilla renderers (controlled). Every subject renders into the same 760×800 px scroller.",
    "*Time*: `createRoot().render()` in `flushSync` to the first frame (checked frame by frame) whose DOM shows the input (its text, table, form field). For the two ReDoS rows the form is mounted first, untimed; the time runs from the first keystroke (one `input` event per character, a task between) through clicking Submit (JSON Forms has none: it validates on every change) to the first frame showing the pattern error. *Longest task*: the longest `longtask` entry (PerformanceObserver) in that span, or the longest synchronous block timed by the page (the render, a keystroke, the click) when longer.",
    "*Outcome*: shown; *degraded* when partkit showed the input as plain text (`data-slot=\"markdown-plain\"`, with its reason), as its JSON editor, or a contained error (`role=\"alert\"`); an *error* is what the page threw (React's `onUncaughtError`, `window` error events): \"stack overflow\" is V8's `RangeError: Maximum call stack size exceeded`; `timeout` when nothing showed before the watchdog.",
  ],
};
