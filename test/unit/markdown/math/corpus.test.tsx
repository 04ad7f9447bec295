import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { render } from "@testing-library/react";
import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { beforeAll, expect, it } from "vitest";
import { Markdown } from "../../../../src/markdown";
import { loadKatex, math } from "../../../../src/math";

// The corpus: every expression KaTeX's own accessibility tests (shipped in the katex package)
// render, each as a display formula. partkit's share rendered without error is set beside
// rehype-katex's (remark-math + rehype-katex, as streamdown's math plugin uses them) on the same inputs.

const katexDir = dirname(createRequire(import.meta.url).resolve("katex/package.json"));
const spec = readFileSync(join(katexDir, "contrib/render-a11y-string/test/render-a11y-string-spec.ts"), "utf8");
const corpus = [...spec.matchAll(/renderA11yString\(\s*("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]!) as string);
const plugins = [math()];

beforeAll(async () => {
  await loadKatex();
});

function partkitRenders(tex: string): boolean {
  const view = render(<Markdown text={`$$\n${tex}\n$$\n`} plugins={plugins} />);
  const state = view.container.querySelector('[data-slot="math"]')?.getAttribute("data-state");
  view.unmount();
  return state === "ready";
}

const rehype = unified().use(remarkParse).use(remarkMath).use(remarkRehype).use(rehypeKatex);

async function rehypeKatexRenders(tex: string): Promise<boolean> {
  const tree = await rehype.run(rehype.parse(`$$\n${tex}\n$$\n`));
  const html = JSON.stringify(tree);
  return html.includes("katex") && !html.includes("katex-error");
}

it("renders KaTeX's own test expressions as well as rehype-katex does", async () => {
  expect(corpus.length).toBeGreaterThanOrEqual(60);
  const ours = corpus.filter(partkitRenders).length;
  let theirs = 0;
  for (const tex of corpus) if (await rehypeKatexRenders(tex)) theirs++;
  console.info(`math corpus (${corpus.length} expressions from katex's render-a11y-string tests): partkit ${ours}, rehype-katex ${theirs} rendered without error`);
  expect(ours).toBeGreaterThanOrEqual(theirs);
  expect(ours / corpus.length).toBeGreaterThanOrEqual(0.95);
}, 60_000);
