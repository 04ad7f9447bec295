import { render } from "@testing-library/react";
import fc from "fast-check";
import type { ComponentProps } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadHighlighter } from "../../../src/code";
import { createBlockCache, Markdown } from "../../../src/markdown";
import { allConstructs, longAnswer } from "../../fixtures/markdown/documents";
import { evenCuts, normalizedHtml, staticHtml, streamMarkdown } from "./helpers";

beforeAll(async () => {
  await loadHighlighter();
});

const every = (text: string) => Array.from({ length: text.length }, (_, i) => i + 1);

describe("streaming <Markdown>", () => {
  it("renders every prefix of a document with every construct, and ends equal to a static render", () => {
    const view = streamMarkdown(allConstructs, every(allConstructs));
    expect(normalizedHtml(view.container)).toBe(staticHtml(allConstructs));
    // A hang guard, not a speed claim (speed is measured by npm run bench): ~1 s alone, much more
    // while the browser projects share the two cores.
  }, 60_000);

  it("streams the 20 KB answer in 1,000 updates to the same result as a static render", () => {
    const view = streamMarkdown(longAnswer, evenCuts(longAnswer.length, 1000));
    expect(normalizedHtml(view.container)).toBe(staticHtml(longAnswer));
  }, 60_000);

  it("property: any chunking of generated markdown ends equal to a static render", () => {
    const piece = fc.constantFrom(
      "# Title\n", "para text ", "**bold** ", "*em* ", "~~del~~ ", "`code` ", "[link](https://x.example) ", "https://auto.example ",
      "\n\n", "\n", "- item\n", "1. one\n", "  - nested\n", "> quote\n", "| a | b |\n|---|---|\n| 1 | 2 |\n", "```js\nlet x = 1;\n```\n",
      "```\nopen fence\n", "***\n", "---\n", "- [ ] task\n", "<b>html</b> ", "[ref]\n\n[ref]: https://ref.example\n", "snake_case_name ", "&amp; ",
      "**", "*", "_", "[", "](", "`", "|", "\\", "![alt](https://img.example/a.png) ",
      "Setext\n===\n", "line one\ncontinued\n", "> lazy\ncontinuation\n", "1) paren\n", "* star\n", "+ plus\n",
      "~~~\ntilde fence\n~~~\n", "- item\n\n  indented para\n", "   - deep\n", "<div>\nblock\n</div>\n", "\t", "[^1] ",
      "  \n", "\\* ", "2 * 3 ", "a_b_c ", "**a*b** ", "___", "- ```js\n  nested();\n  ```\n", "> ```\n> quoted code\n",
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 25 }), fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 40 }), (pieces, steps) => {
        const text = pieces.join("");
        const cuts: number[] = [];
        for (let at = 0, i = 0; at < text.length; i++) {
          at = Math.min(text.length, at + steps[i % steps.length]!);
          cuts.push(at);
        }
        const view = streamMarkdown(text, cuts);
        const streamed = normalizedHtml(view.container);
        view.unmount();
        expect(streamed).toBe(staticHtml(text));
      }),
      { numRuns: 60, seed: 20_261_122 },
    );
  }, 60_000);
});

describe("incremental work", () => {
  it("never renders a finished block again", () => {
    const renders = new Map<string, number>();
    const P = ({ children, ...rest }: ComponentProps<"p">) => {
      const text = typeof children === "string" ? children : Array.isArray(children) ? children.join("") : String(children);
      renders.set(text, (renders.get(text) ?? 0) + 1);
      return <p {...rest}>{children}</p>;
    };
    const components = { p: P };
    const paragraphs = Array.from({ length: 12 }, (_, i) => `Paragraph number ${i} with some words in it.`);
    const text = paragraphs.join("\n\n");
    const view = render(<Markdown text="" status="streaming" components={components} pace="update" />);
    for (let cut = 1; cut <= text.length; cut++) view.rerender(<Markdown text={text.slice(0, cut)} status="streaming" components={components} pace="update" />);
    view.rerender(<Markdown text={text} components={components} />);
    // Each paragraph renders once in its final form: when it completed while still the open block.
    for (const p of paragraphs) expect(renders.get(p)).toBe(1);
  });

  it("lexes each finished block once and only the open block per update", () => {
    const cache = createBlockCache();
    const cuts = evenCuts(longAnswer.length, 4000);
    let blocks: readonly unknown[] = [];
    for (const cut of cuts) blocks = cache.update(longAnswer.slice(0, cut), true);
    const final = cache.update(longAnswer, false);
    // One lex per update for the open block, plus one per finished block, plus re-resolution of
    // blocks with links when a definition arrives (the answer has none).
    // A few updates lex the open block again with less auto-closing (a closer that would show as text).
    expect(cache.stats.retries).toBeLessThan(cuts.length / 20);
    expect(cache.stats.blockLexes).toBeLessThanOrEqual(cuts.length + 1 + final.length + cache.stats.retries);
    // Re-lexing only the open block is far from re-lexing every prefix (quadratic).
    const quadratic = cuts.reduce((sum, cut) => sum + cut, 0);
    expect(cache.stats.lexedChars).toBeLessThan(quadratic / 10);
    expect(cache.stats.resets).toBe(0);
    expect(blocks.length).toBe(final.length);
  });

  it("keeps finished block objects identical across updates", () => {
    const cache = createBlockCache();
    const first = cache.update("# One\n\nTwo\n\nThr\n\nFo", true);
    const second = cache.update("# One\n\nTwo\n\nThr\n\nFour and more", true);
    expect(first.map((b) => [b.raw, b.open])).toEqual([["# One", false], ["Two", false], ["Thr", true], ["Fo", true]]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    expect(second[3]!.raw).toBe("Four and more");
    expect(second.map((b) => b.key)).toEqual(first.map((b) => b.key));
  });

  it("starts over when the text is edited rather than appended", () => {
    const cache = createBlockCache();
    cache.update("# One\n\nTwo", true);
    const edited = cache.update("# Uno\n\nTwo", true);
    expect(cache.stats.resets).toBe(1);
    expect(edited[0]!.raw).toBe("# Uno");
  });

  it("re-resolves earlier reference links when their definition arrives", () => {
    const text = "See [the docs][docs] first.\n\nMore text.\n\n[docs]: https://docs.example\n\nEnd.";
    const view = streamMarkdown(text, every(text));
    expect(view.container.querySelector("a")).toHaveAttribute("href", "https://docs.example");
  });
});

describe("mid-stream rendering", () => {
  const at = (text: string) => render(<Markdown text={text} status="streaming" />).container;

  it("closes unterminated emphasis, code and strikethrough", () => {
    expect(at("Some **bold te").querySelector("strong")).toHaveTextContent("bold te");
    expect(at("Some *em").querySelector("em")).toHaveTextContent("em");
    expect(at("Some ***both").querySelector("em strong, strong em")).toHaveTextContent("both");
    expect(at("Some `code").querySelector("code")).toHaveTextContent("code");
    expect(at("Some ~~gone").querySelector("del")).toHaveTextContent("gone");
    expect(at("**bold** and *it").querySelector("em")).toHaveTextContent("it");
  });

  it("hides dangling markers", () => {
    expect(at("Some text **").textContent).toBe("Some text ");
    expect(at("Some text [").textContent).toBe("Some text ");
    expect(at("Some text `").textContent).toBe("Some text ");
    expect(at("Tom &am").textContent).toBe("Tom ");
    expect(at("see <https://exa").textContent).toBe("see ");
    expect(at("a ![alt](https://img.exa").querySelector("img")).toBeNull();
    expect(at("a ![alt](https://img.exa").textContent).toBe("a ");
  });

  it("shows a link whose URL is still streaming as pending text", () => {
    const container = at("Read [the docs](https://docs.exa");
    expect(container.querySelector("a")).toBeNull();
    expect(container.querySelector('[data-state="pending"]')).toHaveTextContent("the docs");
    expect(container.textContent).toBe("Read the docs");
    expect(at("Read [the do").querySelector('[data-state="pending"]')).toHaveTextContent("the do");
    expect(at("array[0").textContent).toBe("array[0");
  });

  it("renders an open code fence as a code block at once", () => {
    const container = at("Intro\n\n```python\nprint('hi')\nfor x in");
    const block = container.querySelector('[data-slot="code-block"]');
    expect(block).toHaveAttribute("data-streaming");
    expect(block).toHaveAttribute("data-language", "python");
    expect(block!.textContent).toContain("for x in");
    expect(at("```pyth").querySelector('[data-slot="code-block"]')).not.toHaveAttribute("data-language");
    expect(at("```js\nlet a = 1;\n``").querySelector("code")!.textContent).toBe("let a = 1;");
    expect(at("```js\nlet a = 1;\n```").querySelector('[data-slot="code-block"]')).not.toHaveAttribute("data-streaming");
  });

  it("renders half a table as a table", () => {
    expect(at("| Name | Age |").querySelector("table")).toBeNull();
    expect(at("| Name | Age |").textContent).toBe("");
    const header = at("| Name | Age |\n|--");
    expect(header.querySelectorAll("th")).toHaveLength(2);
    const row = at("| Name | Age |\n|---|---|\n| Ada | 3");
    expect(row.querySelectorAll("td")[1]).toHaveTextContent("3");
  });

  it("does not flash setext headings, list markers or task brackets", () => {
    expect(at("para\n-").querySelector("h2")).toBeNull();
    expect(at("para\n-").textContent).toBe("para");
    expect(at("para\n\n1.").textContent).toBe("para");
    expect(at("- one\n- [").querySelector("li:last-child")?.textContent ?? "").not.toContain("[");
    expect(at("- one\n- [ ] two").querySelector('input[type="checkbox"]')).not.toBeNull();
  });

  it("keeps the DOM of a completed construct when it closes (no remount)", () => {
    const view = render(<Markdown text={"Some **bold te"} status="streaming" />);
    const strong = view.container.querySelector("strong");
    view.rerender(<Markdown text={"Some **bold text**"} status="streaming" />);
    expect(view.container.querySelector("strong")).toBe(strong);
    expect(strong).toHaveTextContent("bold text");
  });
});
