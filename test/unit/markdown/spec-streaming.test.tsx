// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEntityTable } from "../../../src/markdown/entities";
import { Markdown } from "../../../src/markdown";
import { decodeEntities } from "../../../src/markdown/entities";
import { commonMarkExamples, gfmExtensionExamples, type SpecExample } from "./conformance/spec-examples";
import { normalizedHtml, staticHtml } from "./helpers";

// Every spec example streamed one character at a time: no frame shows a character the source so
// far does not have (auto-closing may hide the tail, never invent), and the last render equals a
// one-shot render of the whole text.

/** The text a reader sees (a code block's header, with its language and Copy button, is chrome). */
// Every HTML5 name decodes once the full table is in (an app gets it on first use or with preloadRenderers()).
beforeAll(() => loadEntityTable());

function visibleText(root: Element): string {
  const clone = root.cloneNode(true) as Element;
  for (const chrome of clone.querySelectorAll('[data-slot="code-block-header"], [data-slot="markdown-table-actions"]')) chrome.remove();
  return clone.textContent ?? "";
}

function counts(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const ch of text) if (!/\s/.test(ch)) out.set(ch, (out.get(ch) ?? 0) + 1);
  return out;
}

/** Characters the frame shows more often than the source has them (written, or as a decoded reference). */
function invented(frame: string, source: string): string[] {
  const have = counts(source);
  for (const [ch, n] of counts(decodeEntities(source))) have.set(ch, Math.max(n, have.get(ch) ?? 0));
  return [...counts(frame)].filter(([ch, n]) => n > (have.get(ch) ?? 0)).map(([ch]) => ch);
}

function streams(example: SpecExample) {
  const text = example.markdown;
  const view = render(<Markdown text="" status="streaming" />);
  try {
    for (let cut = 1; cut <= text.length; cut++) {
      const prefix = text.slice(0, cut);
      view.rerender(<Markdown text={prefix} status="streaming" pace="update" />);
      const frame = visibleText(view.container);
      expect(invented(frame, prefix), `after ${JSON.stringify(prefix)} the frame shows ${JSON.stringify(frame)}`).toEqual([]);
    }
    view.rerender(<Markdown text={text} status="complete" />);
    expect(normalizedHtml(view.container)).toBe(staticHtml(text));
  } finally {
    view.unmount();
  }
}

describe("streaming the CommonMark examples character by character", () => {
  it.each(commonMarkExamples.map((e) => [`${e.number} (${e.section})`, e] as const))("example %s", (_label, example) => streams(example));
});

describe("streaming the GFM extension examples character by character", () => {
  it.each(gfmExtensionExamples.map((e) => [`${e.number} (${e.section})`, e] as const))("example %s", (_label, example) => streams(example));
});

it("the check sees an invented character", () => {
  expect(invented("*foo bar **", "*foo bar *")).toEqual(["*"]);
  expect(invented("föö", "f&ouml;&ouml;")).toEqual([]);
});
