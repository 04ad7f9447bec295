// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import { loadEntityTable } from "../../../src/markdown/entities";
import { commonMarkPolicies, gfmExtensionPolicies, type SpecPolicy } from "../../fixtures/markdown/spec-policies";
import { normalizeHtml } from "./conformance/normalize";
import { renderMarkdown } from "./conformance/render";
import { commonMarkExamples, gfmExtensionExamples, type SpecExample } from "./conformance/spec-examples";

// Each spec example renders to the spec's HTML (compared the way the CommonMark test runner
// compares, see ./conformance/normalize.ts) unless a listed policy explains the difference.

/** What a policy's difference must look like, so a listed example cannot fail for another reason unnoticed. */
const evidence: Record<SpecPolicy, (example: SpecExample, got: string, expected: string) => boolean> = {
  // Some `<…>` of the source shows as text.
  "raw-html-as-text": (example, got) => /<[A-Za-z!?/]/.test(example.markdown) && got.includes("&lt;"),
  // A link the spec has is text here.
  "scheme-allow-list": (_example, got, expected) => (expected.match(/<a /g) ?? []).length > (got.match(/<a /g) ?? []).length,
  // A link here that strict CommonMark does not have.
  "gfm-autolinks": (_example, got, expected) => (got.match(/<a /g) ?? []).length > (expected.match(/<a /g) ?? []).length,
};

// Every HTML5 name decodes once the full table is in (an app gets it on first use or with preloadRenderers()).
beforeAll(() => loadEntityTable());

function conformance(name: string, examples: readonly SpecExample[], policies: ReadonlyMap<number, SpecPolicy>) {
  describe(name, () => {
    it.each(examples.map((e) => [`${e.number} (${e.section})`, e] as const))("example %s", (_label, example) => {
      const got = normalizeHtml(renderMarkdown(example.markdown));
      const expected = normalizeHtml(example.html);
      const policy = policies.get(example.number);
      if (policy === undefined) {
        expect(got, example.markdown).toBe(expected);
      } else {
        expect(got, `listed as ${policy} but now matches the spec: take it off the list`).not.toBe(expected);
        expect(evidence[policy](example, got, expected), `differs from the spec, but not as ${policy} does:\n${got}\n${expected}`).toBe(true);
      }
    });

    it("lists only examples that exist", () => {
      const numbers = new Set(examples.map((e) => e.number));
      expect([...policies.keys()].filter((n) => !numbers.has(n))).toEqual([]);
    });
  });
}

conformance("CommonMark 0.31.2", commonMarkExamples, commonMarkPolicies);
conformance("GFM extensions", gfmExtensionExamples, gfmExtensionPolicies);

it("the suites are whole: 652 CommonMark examples and 28 GFM extension examples", () => {
  expect(commonMarkExamples).toHaveLength(652);
  expect(gfmExtensionExamples).toHaveLength(28);
});
