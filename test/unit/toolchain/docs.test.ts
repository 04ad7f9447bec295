// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { handWrittenPages, readComponents, referencePath, renderReference, undocumented, type DocumentedComponent } from "../../docs/reference.mjs";
import { snippetErrors, snippetProgram, writeSnippets, type Snippet } from "../../docs/snippets.mjs";

/**
 * The docs are code: every ```ts and ```tsx block of the README, CONTRIBUTING.md and docs/ must
 * type-check as written against partkit's types (test/docs/snippets.mjs), docs/reference.md must
 * be what the source's JSDoc says today (test/docs/reference.mjs), and no exported component or
 * prop may be documented nowhere. One TypeScript program serves all three.
 */

// Deliberate fragments (```tsx fragment) are not checked; there may be only this many.
const maxFragments = 4;

let program: ReturnType<typeof snippetProgram> | undefined;
let snippets: Snippet[] = [];
let fragments: { source: string; line: number }[] = [];
let components: DocumentedComponent[] = [];

function load() {
  if (!program) {
    ({ snippets, fragments } = writeSnippets());
    program = snippetProgram(snippets);
    ({ components } = readComponents(program));
  }
  return program;
}

describe("the docs", { timeout: 300_000 }, () => {
  it("type-check: every ts and tsx block compiles as written", () => {
    const errors = snippetErrors(load(), snippets);
    expect(snippets.length).toBeGreaterThan(30);
    expect(errors, `node test/docs/snippets.mjs lists them:\n${errors.join("\n")}`).toEqual([]);
  });

  it("keep fragments (```tsx fragment) few", () => {
    load();
    expect(fragments.length, fragments.map((f) => `${f.source}:${f.line}`).join(", ")).toBeLessThanOrEqual(maxFragments);
  });

  it("have an up-to-date component reference (npm run docs:reference)", () => {
    load();
    expect(renderReference(components) === readFileSync(referencePath, "utf8"), "docs/reference.md is out of date: run npm run docs:reference").toBe(true);
  });

  it("document every exported component and every prop it adds", () => {
    load();
    expect(components.length).toBeGreaterThan(60);
    // The props people asked for by name (issue 34) are among those checked.
    const props = (name: string) => components.find((c) => c.name === name)?.props.map((p) => p.name) ?? [];
    expect(props("SchemaForm")).toEqual(expect.arrayContaining(["onSubmit", "formData", "submitLabel"]));
    expect(props("Playground")).toEqual(expect.arrayContaining(["initialInput", "runLabel"]));
    const gaps = undocumented(components, handWrittenPages());
    expect(gaps, gaps.join("\n")).toEqual([]);
  });

  it("show every docs/ page in Storybook (stories/docs/*.mdx, under Docs/)", () => {
    const docsDir = new URL("../../../docs/", import.meta.url);
    const mdxDir = new URL("../../../stories/docs/", import.meta.url);
    const pages = readdirSync(docsDir, { recursive: true }).map(String).filter((f) => f.endsWith(".md"));
    const mdx = readdirSync(mdxDir).filter((f) => f.endsWith(".mdx")).map((f) => readFileSync(new URL(f, mdxDir), "utf8")).join("\n");
    const titles = readFileSync(new URL("doc-page.tsx", mdxDir), "utf8");
    expect(pages.length).toBeGreaterThan(15);
    expect(pages.filter((page) => !mdx.includes(`"../../docs/${page}?raw"`) || !titles.includes(`"${page}":`))).toEqual([]);
  });

  it("document every field of a tools entry (render, renderResult, askUser…) in docs/tools.md", () => {
    // ToolEntry is configuration, not a component's props: its fields, from the API report.
    // ToolEntry adds the UI to ToolDefinition (names and schemas); its render functions are methods.
    const report = readFileSync(new URL("../../api/partkit.api.md", import.meta.url), "utf8");
    const body = (name: string) => new RegExp(`export interface ${name}(?:<[^{]*>)?(?: extends [^{]*)? \\{([\\s\\S]*?)\\n\\}`).exec(report)?.[1] ?? "";
    const fields = [...`${body("ToolDefinition")}\n${body("ToolEntry")}`.matchAll(/^\s+(?:readonly )?(\w+)\??[:(]/gm)].map((m) => m[1]!);
    expect(fields).toEqual(expect.arrayContaining(["title", "render", "renderResult", "renderView", "askUser", "editor", "inputSchema"]));
    const tools = readFileSync(new URL("../../../docs/tools.md", import.meta.url), "utf8");
    expect(fields.filter((field) => !tools.includes(`\`${field}\``))).toEqual([]);
  });
});
