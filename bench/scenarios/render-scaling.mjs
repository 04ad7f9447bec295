import { bundleForNode } from "../lib/build.mjs";

// Each renderer is given one message part made of a short unit repeated to n and to 10n
// characters, for hundreds of units: every printable ASCII character alone (also after a URL or
// e-mail start) and beside a letter, a space or a line break. Code that grows with the square of
// its input shows up as a unit whose 10n takes about 100× its n: trimming punctuation after a bare
// URL, marked rescanning a run at every `_` or `!`, and the rest of the document searched again at
// every paragraph (footnotes) and every setext heading (tables) were found this way.
// Linear code takes about 10× as long on 10× the text and quadratic code about 100×; the goal
// leaves linear code room for garbage collection and caches that fill at the larger size.
const GOAL_RATIO = 30;
// Under this, a 10n render is too short for its ratio to say anything (timer resolution, GC).
const FLOOR_MS = 20;

const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const chars = [...ascii, "\n", "\t", "é", "\u200d", "😀"];
const units = [
  ...chars,
  ...chars.map((c) => `${c}a`),
  ...chars.map((c) => `a${c} `),
  ...chars.map((c) => `${c}\n`),
  ...chars.flatMap((c) => ["https://a", "www.a", "a@b."].map((start) => ({ start, c }))),
  // Many short blocks: what a parser does at every block must not look at the rest of the text.
  ...["a\n\n", "a\n-\n", "a\n=\n", "# a\n", "- a\n", "1. a\n", "> a\n", "[a]: b\n", "[^a]: b\n", "a[^a]\n\n", "|a|\n|-|\n\n", "a|b\n", "```\na\n```\n", "<div>\n\n", "***\n", "    a\n\n"],
];
const repeatTo = (unit, length) => (typeof unit === "string" ? unit.repeat(Math.ceil(length / unit.length)) : unit.start + unit.c.repeat(length));
const unitLabel = (unit) => JSON.stringify(typeof unit === "string" ? unit : `${unit.start}${unit.c}`).replaceAll("|", "\\|").replaceAll("`", "\\`");

const json = (value) => JSON.stringify(value);
const kinds = [
  { id: "text", label: "text part", parts: (s) => [{ contentType: "text/plain", content: s }] },
  { id: "markdown", label: "markdown part", parts: (s) => [{ contentType: "text/markdown", content: s }] },
  { id: "json", label: "JSON part (a key and a value)", parts: (s) => [{ contentType: "application/json", content: json({ [s.slice(0, 64)]: s }) }] },
  { id: "csv", label: "CSV part (two cells)", parts: (s) => [{ contentType: "text/csv", content: `a,b\n${json(s)},${json(s)}` }] },
  { id: "code", label: "code part (TypeScript)", parts: (s) => [{ contentType: "text/x-typescript", content: s }] },
  { id: "tool", label: "tool call (arguments)", parts: (s) => [{ name: "/tool-calls/c1", contentType: "application/vnd.partkit.tool-call+json", content: json({ id: "c1", name: "t", arguments: { s } }) }] },
  { id: "citation", label: "citation (URL and title)", parts: (s) => [{ name: "/sources/s1", contentType: "application/vnd.partkit.citation+json", content: json({ url: s, title: s }) }] },
];

const load = (repoRoot, outDir) =>
  bundleForNode({
    repoRoot,
    outDir,
    name: "render-scaling",
    source: `
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MessageView } from "${repoRoot}/src/message/index.ts";
import { PartkitProvider, preloadRenderers } from "${repoRoot}/src/render/index.ts";
import { markdownRenderers } from "${repoRoot}/src/markdown/index.ts";
import { codeRenderers } from "${repoRoot}/src/code/index.ts";
const renderers = [...markdownRenderers, ...codeRenderers];
export async function ready() {
  await preloadRenderers();
  for (const renderer of renderers) await renderer.component.preload?.();
}
export const renderParts = (parts) => renderToString(createElement(PartkitProvider, { renderers }, createElement(MessageView, { body: { parts }, layout: "inline" })));
`,
  });

/** Milliseconds `work` takes, the fastest of `tries`: other work on the machine only ever adds time. */
function time(work, tries) {
  let best = Infinity;
  for (let i = 0; i < tries; i++) {
    const start = performance.now();
    work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** Every renderer on adversarial text of n and 10n characters: the worst growth per renderer. */
export default {
  id: "render-scaling",
  title: "Scaling: every renderer on adversarial text of n and 10n characters",
  kind: "node",
  subjects: kinds.map(({ id, label }) => ({ id, label })),
  async run({ repoRoot, outDir, quick }) {
    const lib = await load(repoRoot, outDir);
    await lib.ready();
    const n = quick ? 1_000 : 4_000;
    const result = {};
    for (const kind of kinds) {
      // The first render of a renderer loads what it loads lazily (a grammar, a parser): not timed.
      lib.renderParts(kind.parts("warm up"));
      let worst = { ratio: 0 };
      for (const unit of units) {
        const render = (length) => () => lib.renderParts(kind.parts(repeatTo(unit, length)));
        const big = time(render(10 * n), 1);
        if (big < FLOOR_MS) continue;
        // Worth a closer look: both sizes again, the fastest of three.
        const small = time(render(n), 3);
        const again = Math.min(big, time(render(10 * n), 2));
        const ratio = again / Math.max(small, FLOOR_MS / 10);
        if (ratio > worst.ratio) worst = { ratio, small, big: again, unit };
      }
      result[kind.id] = { n, units: units.length, small: worst.small, big: worst.big, ratio: worst.ratio, worstUnit: worst.unit === undefined ? "" : unitLabel(worst.unit) };
    }
    return result;
  },
  table(summary) {
    const lines = ["| renderer | units tried | worst unit | n | 10n | 10n ÷ n |", "|---|---:|---|---:|---:|---:|"];
    for (const kind of kinds) {
      const s = summary[kind.id];
      if (!s) continue;
      const value = (key) => s[key]?.values?.[0];
      const ms = (key) => (value(key) === undefined ? `under ${FLOOR_MS} ms` : `${value(key).toFixed(1)} ms`);
      lines.push(`| ${kind.label} | ${value("units")} | ${value("worstUnit") ? `\`${value("worstUnit")}\`` : "none over the floor"} | ${value("worstUnit") ? ms("small") : ""} | ${value("worstUnit") ? ms("big") : ""} | ${value("ratio") ? `${value("ratio").toFixed(1)}×` : ""} |`);
    }
    return lines;
  },
  goals(s) {
    return kinds.map(({ id, label }) => {
      const value = s[id]?.ratio?.values?.[0] ?? 0;
      return { goal: `${label}: for every unit, 10× the text takes ≤ ${GOAL_RATIO}× the time (or under ${FLOOR_MS} ms)`, value, unit: "x", met: value <= GOAL_RATIO };
    });
  },
  notes: [
    `Node, \`react-dom/server\` \`renderToString\` of one message through \`PartkitProvider\` and \`MessageView\` with the markdown and code renderers, bundled from source with Vite (not minified), every lazy renderer preloaded. n = 4,000 characters, 10n = 40,000. ${units.length} units per renderer: each printable ASCII character, a line break, a tab, \`é\`, a zero-width joiner and an emoji, alone, followed by \`a\`, between \`a\` and a space, followed by a line break, and alone after \`https://a\`, \`www.a\` and \`a@b.\`; and 16 short blocks repeated (paragraphs, setext and ATX headings, list items, quotes, link and footnote definitions, tables, fences, HTML, rules, indented code).`,
    `A unit whose 10n render takes ${FLOOR_MS} ms or more is timed again at both sizes (the fastest of three); the worst ratio per renderer is shown, with its unit. One run: the sweep is its own repetition.`,
    "Server rendering times the JavaScript (parsing, highlighting, linkifying, building elements), not the browser's layout: the `hostile` scenario measures that in Chromium.",
  ],
};
