// The code blocks of the README, CONTRIBUTING.md and docs/: every ```ts and ```tsx block is a
// module that must type-check as written, against partkit's own types (`partkit` and
// `partkit/<entry>` map to src/<entry>/index.ts) and the packages the repo installs, under the
// repo's strict tsconfig. A block that is deliberately a fragment says so in its info string
// (```tsx fragment) and is only counted: there may be few of them.
// test/unit/toolchain/docs.test.ts runs this in `npm test`; on its own:
//
//   node test/docs/snippets.mjs          # prints every error with the Markdown file and line
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { compilerOptions, readComponents, root, sourceEntries } from "./reference.mjs";

/** Where the blocks are written as files (ignored by git: `.tmp/`). */
export const snippetDir = join(root, ".tmp/docs-snippets");
const checkedLanguages = new Set(["ts", "tsx", "typescript"]);

/**
 * The Markdown files whose code is checked: README.md, CONTRIBUTING.md and every docs/ page.
 *
 * @example
 * markdownFiles(); // ["/…/README.md", "/…/CONTRIBUTING.md", "/…/docs/forms.md", …]
 */
export function markdownFiles() {
  const docs = existsSync(join(root, "docs")) ? readdirSync(join(root, "docs"), { recursive: true }).filter((f) => String(f).endsWith(".md")) : [];
  return ["README.md", "CONTRIBUTING.md", ...docs.map((f) => join("docs", String(f))).sort()].map((f) => join(root, f)).filter((f) => existsSync(f));
}

/**
 * The fenced code blocks of one Markdown text: language, info string, the 1-based line of the
 * opening fence, and the code.
 *
 * @example
 * codeBlocks("```tsx fragment\n<A />\n```\n"); // [{ language: "tsx", info: "tsx fragment", line: 1, code: "<A />\n" }]
 */
export function codeBlocks(markdown) {
  const blocks = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    const body = [];
    let j = i + 1;
    for (; j < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[j]); j++) body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    blocks.push({ language: info.trim().split(/\s+/)[0] ?? "", info: info.trim(), line: i + 1, code: `${body.join("\n")}\n` });
    i = j;
  }
  return blocks;
}

/**
 * Every checked block of every Markdown file, written to {@link snippetDir} as its own module
 * (`export {}` is appended, so blocks never share a scope), plus the fragments that were skipped.
 *
 * @example
 * const { snippets, fragments } = writeSnippets();
 * snippets[0]; // { file: "/…/.tmp/docs-snippets/README.md-L40.tsx", source: "README.md", line: 40 }
 */
export function writeSnippets() {
  rmSync(snippetDir, { recursive: true, force: true });
  mkdirSync(snippetDir, { recursive: true });
  // `import "partkit/theme.css"` resolves to this, as it does to dist/theme.css.d.ts in the package.
  writeFileSync(join(snippetDir, "theme-css.d.ts"), "export {};\n");
  const snippets = [];
  const fragments = [];
  for (const path of markdownFiles()) {
    const source = relative(root, path);
    for (const block of codeBlocks(readFileSync(path, "utf8"))) {
      if (!checkedLanguages.has(block.language)) continue;
      if (/\bfragment\b/.test(block.info)) {
        fragments.push({ source, line: block.line });
        continue;
      }
      const file = join(snippetDir, `${source.replaceAll("/", "__")}-L${block.line}.${block.language === "tsx" ? "tsx" : "ts"}`);
      writeFileSync(file, `${block.code}export {};\n`);
      snippets.push({ file, source, line: block.line });
    }
  }
  return { snippets, fragments };
}

/**
 * One TypeScript program over the snippets and partkit's entries, with `partkit` mapped to src.
 *
 * @example
 * const program = snippetProgram(writeSnippets().snippets);
 */
export function snippetProgram(snippets) {
  const options = compilerOptions({
    baseUrl: root,
    paths: {
      partkit: ["src/index.ts"],
      "partkit/theme.css": [relative(root, join(snippetDir, "theme-css.d.ts"))],
      "partkit/*": ["src/*/index.ts"],
    },
  });
  return ts.createProgram([...sourceEntries().map((e) => e.file), ...snippets.map((s) => s.file)], options);
}

/**
 * The type errors of the snippets, each as `file:line: message` with the Markdown file and line.
 *
 * @example
 * snippetErrors(program, snippets); // ["README.md:52: Cannot find name 'model'. (TS2304)"]
 */
export function snippetErrors(program, snippets) {
  const errors = [];
  for (const snippet of snippets) {
    const sourceFile = program.getSourceFile(snippet.file);
    if (!sourceFile) {
      errors.push(`${snippet.source}:${snippet.line}: not compiled`);
      continue;
    }
    for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
      const { line } = diagnostic.start === undefined ? { line: 0 } : sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
      errors.push(`${snippet.source}:${snippet.line + 1 + line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")} (TS${diagnostic.code})`);
    }
  }
  return errors;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { snippets, fragments } = writeSnippets();
  const program = snippetProgram(snippets);
  const errors = snippetErrors(program, snippets);
  readComponents(program);
  for (const error of errors) console.log(error);
  console.log(`${snippets.length} blocks checked, ${fragments.length} fragments, ${errors.length} errors (${Date.now() - started} ms)`);
  process.exit(errors.length ? 1 : 0);
}
