import { bundleSize } from "../lib/build.mjs";

const entries = (src) => [
  { id: "partkit", label: "`partkit` (root entry, everything it exports)", code: `export * from "${src}/index.ts";` },
  { id: "partkit-thread", label: "a chat thread: `MessageList`, `MessageView`, `PartkitProvider` (built-in renderers fetched on first use)", code: `export { MessageList, MessageView, PartkitProvider } from "${src}/index.ts";` },
  { id: "partkit-chat-screen", label: "a whole chat screen: `Thread` (transcript, composer, empty state, error banner), `PartkitProvider`", code: `export { Thread, PartkitProvider } from "${src}/index.ts";` },
  { id: "partkit-thread-markdown", label: "the same thread + `partkit/markdown`'s renderers", code: `export { MessageList, MessageView, PartkitProvider } from "${src}/index.ts";\nexport { markdownRenderers } from "${src}/markdown/index.ts";` },
  { id: "partkit/markdown", label: "`partkit/markdown` (incl. `CodeBlock`)", code: `export * from "${src}/markdown/index.ts";` },
  { id: "partkit/code", label: "`partkit/code`", code: `export * from "${src}/code/index.ts";` },
  { id: "partkit/mermaid", label: "`partkit/mermaid` (Mermaid itself loaded later)", code: `export * from "${src}/mermaid/index.ts";` },
  { id: "partkit/math", label: "`partkit/math` (KaTeX loaded later)", code: `export * from "${src}/math/index.ts";` },
  { id: "partkit/markdown+math+mermaid", label: "`partkit/markdown` with `math()` and `withDiagrams(CodeBlock)`", code: `export * from "${src}/markdown/index.ts";\nexport { math } from "${src}/math/index.ts";\nexport { withDiagrams } from "${src}/mermaid/index.ts";` },
  { id: "partkit/form", label: "`partkit/form` (RJSF, Ajv and RE2JS external to partkit but bundled here)", code: `export * from "${src}/form/index.ts";` },
  { id: "partkit/form/csp", label: "`partkit/form/csp` (eval-free validation, RE2JS)", code: `export * from "${src}/form/csp/index.ts";` },
  { id: "streamdown", label: "streamdown", code: `export * from "streamdown";` },
  { id: "@streamdown/math", label: "streamdown's math plugin (`@streamdown/math`, KaTeX inside)", code: `export * from "@streamdown/math";` },
  { id: "@streamdown/mermaid", label: "streamdown's Mermaid plugin (`@streamdown/mermaid`)", code: `export * from "@streamdown/mermaid";` },
  { id: "react-markdown", label: "react-markdown + remark-gfm", code: `export { default as Markdown } from "react-markdown";\nexport { default as remarkGfm } from "remark-gfm";` },
  { id: "react-virtuoso", label: "react-virtuoso", code: `export * from "react-virtuoso";` },
  { id: "tanstack-virtual", label: "@tanstack/react-virtual", code: `export * from "@tanstack/react-virtual";` },
];

let rootTop = [];

/** Bundle sizes: each entry bundled alone (Vite/rolldown, minified, React external), gzip level 9. */
export default {
  id: "bundle",
  title: "Bundle size (gzip, React external)",
  kind: "node",
  subjects: entries("").map(({ id, label }) => ({ id, label })),
  async run({ repoRoot, outDir }) {
    const results = {};
    for (const entry of entries(`${repoRoot}/src`)) {
      const { top, groups, ...sizes } = await bundleSize({ code: entry.code, repoRoot, name: entry.id.replace(/[^a-z0-9]+/gi, "-"), workDir: `${outDir}/entries` });
      // Modules of math or diagrams anywhere in the entry's chunks, even lazy ones.
      results[entry.id] = {
        ...sizes,
        mathDiagramModules: groups.filter((g) => /^(katex|mermaid|src\/math|src\/mermaid|rehype-katex|remark-math)$/.test(g)).length,
        // The forms' linear-time regex engine (issue 36) and validators: only their entries may hold them.
        formEngineModules: groups.filter((g) => /^(re2js|ajv|@rjsf|@cfworker)$/.test(g)).length,
      };
      if (entry.id === "partkit-thread") rootTop = top;
    }
    return results;
  },
  metrics: [
    { key: "initialGzip", label: "Initial (entry + static imports), gzip", unit: "KB" },
    { key: "lazyGzip", label: "Loaded later (dynamic `import()`), gzip", unit: "KB" },
    { key: "initialMinified", label: "Initial, minified", unit: "KB" },
    { key: "mathDiagramModules", label: "Math or diagram packages in any chunk (katex, mermaid, src/math, src/mermaid)", unit: "" },
    { key: "formEngineModules", label: "Form validation packages in any chunk (re2js, ajv, @rjsf, @cfworker)", unit: "" },
  ],
  goals(s) {
    const kb = (x) => x?.initialGzip.median;
    return [
      { goal: "`partkit` root ≤ 25 KB (everything it exports)", value: kb(s.partkit), unit: "KB", met: kb(s.partkit) <= 25 * 1024 },
      { goal: "a chat thread from `partkit` ≤ 25 KB (what an app rendering a transcript imports)", value: kb(s["partkit-thread"]), unit: "KB", met: kb(s["partkit-thread"]) <= 25 * 1024 },
      { goal: "`partkit/markdown` ≤ 50 KB", value: kb(s["partkit/markdown"]), unit: "KB", met: kb(s["partkit/markdown"]) <= 50 * 1024 },
      { goal: "`partkit/markdown` smaller than streamdown", value: kb(s["partkit/markdown"]) / kb(s.streamdown), unit: "x", met: kb(s["partkit/markdown"]) < kb(s.streamdown) },
      { goal: "`partkit/mermaid` up front ≤ 10 KB (Mermaid loads with the first diagram)", value: kb(s["partkit/mermaid"]), unit: "KB", met: kb(s["partkit/mermaid"]) <= 10 * 1024 },
      { goal: "`partkit/math` up front ≤ 5 KB (KaTeX loads with the first formula)", value: kb(s["partkit/math"]), unit: "KB", met: kb(s["partkit/math"]) <= 5 * 1024 },
      { goal: "math and diagrams add nothing to `partkit/markdown` (their packages in none of its chunks)", value: s["partkit/markdown"]?.mathDiagramModules.median, unit: "", met: s["partkit/markdown"]?.mathDiagramModules.median === 0 },
      { goal: "the chat thread holds no form validation (re2js, ajv, @rjsf, @cfworker in none of its chunks)", value: s["partkit-thread"]?.formEngineModules.median, unit: "", met: s["partkit-thread"]?.formEngineModules.median === 0 },
      { goal: "`partkit/markdown` smaller than react-markdown + remark-gfm", value: kb(s["partkit/markdown"]) / kb(s["react-markdown"]), unit: "x", met: kb(s["partkit/markdown"]) < kb(s["react-markdown"]) },
    ];
  },
  get notes() {
    return [...notes, ...(rootTop.length ? [`Largest parts of the chat thread (rendered bytes before minification): ${rootTop.map(([id, n]) => `${id} ${(n / 1024).toFixed(1)} KB`).join(", ")}.`] : [])];
  },
};

const notes = [
  "Each entry is bundled on its own as an ES library with Vite 8 (rolldown), minified, `react`/`react-dom` external; every export of the entry is kept (`export *`), so this is the most an app can pay for it. Sizes are gzip level 9 (zlib).",
  "*Math or diagram packages* counts which of `katex`, `mermaid`, `rehype-katex`, `remark-math`, `src/math` and `src/mermaid` appear in any chunk of the entry, the lazy ones included: 0 for `partkit/markdown` means an app that does not import `partkit/math` or `partkit/mermaid` can never load them.",
  "*Initial* is the entry chunk plus what it imports statically; *loaded later* is reachable only through `import()`: partkit's built-in renderers other than plain text, the part tree and schema validation in `<MessageView>`, the HTTP loader (each fetched the first time a message needs it, or by `preloadRenderers()`), and the highlighter (lowlight with highlight.js's 37 common grammars, loaded when the first code block mounts). Each chunk is compressed on its own, as a server sends it, so splitting costs some compression: the root entry with everything it exports is larger than one chunk would be.",
  ];
