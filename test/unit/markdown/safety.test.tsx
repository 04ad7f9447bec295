import { render, waitFor } from "@testing-library/react";
import fc from "fast-check";
import { Lexer } from "marked";
import { describe, expect, it, vi } from "vitest";
import { safeUrl } from "../../../src/internal/url-policy";
import { createBlockCache, Markdown } from "../../../src/markdown";
import { allConstructs, hostileDocuments, longAnswer } from "../../fixtures/markdown/documents";
import { domDepth, evenCuts, streamMarkdown } from "./helpers";

const dangerousElements = "script, iframe, object, embed, style, svg, form, base, meta, link";

function expectInert(container: HTMLElement) {
  expect(container.querySelector(dangerousElements)).toBeNull();
  for (const el of Array.from(container.querySelectorAll("*"))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name.startsWith("on"), `${el.localName}[${attr.name}]`).toBe(false);
      if (attr.name === "href" || attr.name === "src") {
        expect(attr.value.toLowerCase()).not.toMatch(/^\s*(javascript|vbscript|file):/);
        expect(safeUrl(attr.value, attr.name === "src" ? "image" : "link")).toBeDefined();
        expect(attr.value).not.toMatch(/^data:text\/html/i);
      }
    }
  }
}

describe("hostile markdown", () => {
  it.each(hostileDocuments)("renders %j inertly, complete and streaming", (doc) => {
    const complete = render(<Markdown text={doc} />);
    expectInert(complete.container);
    complete.unmount();
    const streamed = streamMarkdown(doc, Array.from({ length: doc.length }, (_, i) => i + 1));
    expectInert(streamed.container);
  });

  it("property: no generated document produces a script URL or an event handler", () => {
    const piece = fc.constantFrom(
      "[x](", "javascript:", "JAVASCRIPT:", "java\tscript:", "&#106;", "&#x6A;", "alert(1)", ")", "<", ">", "script", "img", " onerror=", '"',
      "![i](", "data:text/html,", "vbscript:", "\n", "\n\n", "[r]: ", "[r]", "<a href=", "`", "**", "https://ok.example",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const view = render(<Markdown text={pieces.join("")} />);
        expectInert(view.container);
        view.unmount();
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});

describe("pathological input stays bounded", () => {
  const cases: [string, string][] = [
    ["10,000 nested block quotes", "> ".repeat(10_000) + "deep"],
    ["10,000 nested lists on one line", "- ".repeat(10_000) + "deep"],
    ["1,000 nested indented lists", Array.from({ length: 1000 }, (_, i) => `${" ".repeat(i * 2)}- level ${i}`).join("\n")],
    ["20,000 nested emphasis markers", "*".repeat(20_000) + "a" + "*".repeat(20_000)],
    ["mixed underscore and star runs", "_a*".repeat(6_000)],
    ["20,000 open brackets", "[".repeat(20_000) + "a" + "](b)".repeat(50)],
    ["20,000 angle brackets", "<".repeat(20_000)],
    ["a 100 KB paragraph", "word ".repeat(20_000)],
    ["a 5,000-row table", `| a | b | c |\n|---|---|---|\n${"| 1 | 2 | 3 |\n".repeat(5_000)}`],
    ["a 200-column table", `|${" h |".repeat(200)}\n|${"---|".repeat(200)}\n|${" c |".repeat(200)}\n`],
  ];

  it.each(cases)("%s renders without throwing and with bounded DOM depth", (_, doc) => {
    const { container } = render(<Markdown text={doc} />);
    expect(container.textContent!.length).toBeGreaterThan(0);
    expect(domDepth(container)).toBeLessThan(120);
  });

  it("turns over-budget runs into plain text and keeps the rest", () => {
    const doc = `# Before\n\n${"> ".repeat(5_000)}deep\n\n*after*`;
    const { container } = render(<Markdown text={doc} />);
    expect(container.querySelector("h1")).toHaveTextContent("Before");
    expect(container.querySelector('[data-slot="markdown-plain"][data-reason="depth"]')).not.toBeNull();
    expect(container.querySelector("em")).toHaveTextContent("after");
  });

  it("shows a 10 MB paragraph's first 50,000 characters as plain text, and all of it when asked", async () => {
    const doc = `# Log\n\n${"word ".repeat(2_000_000)}`;
    const { container, getByRole } = render(<Markdown text={doc} />);
    const plain = container.querySelector('[data-slot="markdown-plain"]')!;
    expect(plain.textContent).toHaveLength(50_000);
    // Only the oversized line is plain: the heading on the complete lines before it is still one.
    expect(container.querySelector("h1")).toHaveTextContent("Log");
    expect(plain.textContent).toMatch(/^word word/);
    getByRole("button", { name: "Show all (9.5 MB)" }).click();
    await vi.waitFor(() => expect(container.querySelector('[data-slot="markdown-plain"]')!.textContent!.length).toBeGreaterThan(9_999_000));
    expect(container.querySelector('[data-slot="markdown-plain-more"]')).toBeNull();
  });

  it("shows a bare URL ending in a long run of punctuation as plain text, and still links ordinary URLs", () => {
    const doc = `Before https://example.com/a_(b)?x=1&y=2.\n\nSee https://example.com/${")".repeat(2_000)}\n\n*after*`;
    const { container } = render(<Markdown text={doc} />);
    expect([...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["https://example.com/a_(b)?x=1&y=2"]);
    expect(container.querySelector('[data-slot="markdown-plain"][data-reason="delimiters"]')).toHaveTextContent(/^See https:\/\/example\.com\/\)\)\)/);
    expect(container.querySelector("em")).toHaveTextContent("after");
  });

  it("shows a long run of `a_a_a…` without spaces as plain text, and keeps snake_case prose", async () => {
    const { container } = render(<Markdown text={`${"a_".repeat(30_000)}\n\n${"snake_case and more_words ".repeat(500)}**bold**`} />);
    // Over 32 KB at mount: the rest follows a frame later.
    await waitFor(() => expect(container.querySelector("strong")).toHaveTextContent("bold"));
    const plain = container.querySelectorAll('[data-slot="markdown-plain"]');
    expect(plain).toHaveLength(1);
    expect(plain[0]).toHaveAttribute("data-reason", "delimiters");
  });

  it("honours custom limits", () => {
    const { container } = render(<Markdown text={"> > > > x"} limits={{ maxDepth: 2 }} />);
    expect(container.querySelector("blockquote")).toBeNull();
    expect(container.querySelector('[data-slot="markdown-plain"]')).toHaveTextContent("> > > > x");
  });

  it("streams pathological input without throwing", () => {
    const doc = `${"> ".repeat(3_000)}x\n\n${"**a ".repeat(2_000)}\n\n${"- ".repeat(3_000)}y`;
    const view = streamMarkdown(doc, evenCuts(doc.length, 200));
    expect(domDepth(view.container)).toBeLessThan(120);
  });
});

describe("block splitting agrees with a whole-document lex", () => {
  it.each([
    ["all constructs", allConstructs],
    ["the long answer", longAnswer],
  ])("%s", (_, doc) => {
    const blocks = createBlockCache().update(doc, false);
    const ours = blocks.flatMap((b) => b.tokens).map((t) => [t.type, t.raw.replace(/\n+$/, "")]);
    const theirs = new Lexer({ gfm: true }).lex(doc).filter((t) => t.type !== "space").map((t) => [t.type, t.raw.replace(/\n+$/, "")]);
    expect(ours).toEqual(theirs);
  });
});
