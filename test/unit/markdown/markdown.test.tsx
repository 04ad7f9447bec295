import { render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { CodeBlock, codeRenderers, loadHighlighter } from "../../../src/code";
import { createMarkdownRenderer, Markdown, markdownRenderer, markdownRenderers } from "../../../src/markdown";
import { PartkitProvider, PartView } from "../../../src/render";
import { allConstructs } from "../../fixtures/markdown/documents";
import { staticHtml } from "./helpers";

beforeAll(async () => {
  await loadHighlighter();
});

describe("<Markdown> CommonMark + GFM", () => {
  it("renders every construct as semantic HTML", () => {
    const { container } = render(<Markdown text={allConstructs} />);
    expect(screen.getByRole("heading", { level: 1, name: "Heading one" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Setext heading" })).toBeInTheDocument();
    expect(container.querySelector("strong")).toHaveTextContent("bold");
    expect(container.querySelector("del")).toHaveTextContent("gone");
    expect(container.querySelector("em > strong, strong > em")).toHaveTextContent("both");
    const link = screen.getByRole("link", { name: "link" });
    expect(link).toHaveAttribute("href", "https://example.com");
    expect(link).toHaveAttribute("title", "Title");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    expect(screen.getByRole("link", { name: "https://example.com/a?b=1" })).toHaveAttribute("href", "https://example.com/a?b=1");
    expect(screen.getByRole("link", { name: "https://example.org" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "www.example.net" })).toHaveAttribute("href", "http://www.example.net");
    expect(screen.getByRole("link", { name: "mail@example.com" })).toHaveAttribute("href", "mailto:mail@example.com");
    const img = screen.getByRole("img", { name: "image" });
    expect(img).toHaveAttribute("referrerpolicy", "no-referrer");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(container.querySelector("br")).not.toBeNull();
    expect(container.textContent).toContain("and & entities © #.");
    expect(container.querySelector("blockquote strong")).toHaveTextContent("bold over two lines");
    expect(container.querySelectorAll("blockquote li")).toHaveLength(2);
    expect(container.querySelector("ol > li > ul > li code")).toHaveTextContent("b");
    expect(screen.getByRole("link", { name: "ref link" })).toHaveAttribute("href", "https://example.com/ref");
    expect(screen.getByRole("link", { name: "collapsed" })).toHaveAttribute("href", "https://example.com/collapsed");
    expect(container.querySelector("hr")).not.toBeNull();
  });

  it("renders task lists with disabled checkboxes", () => {
    render(<Markdown text={"- [x] done\n- [ ] todo"} />);
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBeChecked();
    expect(boxes[0]).toBeDisabled();
    expect(boxes[1]).not.toBeChecked();
    expect(boxes[0]!.closest("li")).toHaveAttribute("data-task", "done");
  });

  it("renders tables with header cells and alignment", () => {
    render(<Markdown text={"| L | C | R |\n|:--|:-:|--:|\n| 1 | 2 | 3 |"} />);
    const table = screen.getByRole("table");
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toEqual(["L", "C", "R"]);
    expect(headers[1]).toHaveStyle({ textAlign: "center" });
    expect(within(table).getAllByRole("cell").map((c) => c.textContent)).toEqual(["1", "2", "3"]);
    expect(within(table).getAllByRole("cell")[2]).toHaveStyle({ textAlign: "right" });
  });

  it("shows fenced and indented code as plain code blocks with a copy button by default", () => {
    const { container } = render(<Markdown text={"```python\ndef f():\n    return 1\n```\n\n    plain indented"} />);
    const blocks = container.querySelectorAll('[data-slot="code-block"]');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveAttribute("data-language", "python");
    expect(blocks[0]).toHaveAttribute("data-state", "plain");
    expect(blocks[0]!.querySelector("code")).toHaveTextContent("def f(): return 1");
    expect(blocks[0]!.querySelector(".hljs-keyword")).toBeNull();
    expect(screen.getAllByRole("button", { name: "Copy code" })).toHaveLength(2);
  });

  it("hands fenced and indented code to partkit/code's CodeBlock, highlighted", async () => {
    const { container } = render(<Markdown components={{ codeBlock: CodeBlock }} text={"```python\ndef f():\n    return 1\n```\n\n    plain indented"} />);
    const blocks = container.querySelectorAll('[data-slot="code-block"]');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveAttribute("data-language", "python");
    expect(blocks[0]).toHaveAttribute("data-state", "highlighted");
    expect(blocks[0]!.querySelector(".hljs-keyword")).toHaveTextContent("def");
    expect(blocks[1]!.querySelector("code")).toHaveTextContent("plain indented");
    expect(screen.getAllByRole("button", { name: "Copy code" })).toHaveLength(2);
  });

  it("shows raw HTML as text and never creates elements from it", () => {
    const { container } = render(<Markdown text={'<div onclick="x()">hi <b>there</b></div>\n\ninline <i>tag</i> <script>alert(1)</script>'} />);
    expect(container.querySelector("div[onclick], b, i, script")).toBeNull();
    expect(container.textContent).toContain('<div onclick="x()">hi <b>there</b></div>');
    expect(container.textContent).toContain("inline <i>tag</i> <script>alert(1)</script>");
  });

  it("refuses unsafe link and image URLs but keeps their text", () => {
    const { container } = render(<Markdown text={"[bad](javascript:alert(1)) ![pic](javascript:x) [ok](/relative)"} />);
    expect(container.querySelectorAll("a")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "ok" })).toHaveAttribute("href", "/relative");
    expect(screen.getByRole("link", { name: "ok" })).not.toHaveAttribute("target");
    expect(container.querySelector('[data-slot="markdown-link"][data-state="blocked"]')).toHaveTextContent("bad");
    expect(container.querySelector('[data-slot="markdown-image"][data-state="blocked"]')).toHaveTextContent("pic");
    expect(container.querySelector("img")).toBeNull();
  });

  it("accepts component overrides and a URL transform", () => {
    const { container } = render(
      <Markdown
        text={"# Title\n\n[a](https://a.example) ![i](https://evil.example/i.png)"}
        components={{ h1: "h3", a: ({ href, children }) => <a href={href} data-custom="">{children}</a> }}
        urlTransform={(url, use) => (use === "image" ? undefined : url.replace("a.example", "b.example"))}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Title" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "a" })).toHaveAttribute("data-custom");
    expect(screen.getByRole("link", { name: "a" })).toHaveAttribute("href", "https://b.example");
    expect(container.querySelector("img")).toBeNull();
  });

  it("renders ordered lists from their start number", () => {
    const { container } = render(<Markdown text={"3. c\n4. d"} />);
    expect(container.querySelector("ol")).toHaveAttribute("start", "3");
  });

  it("renders a footnote reference and its definition", () => {
    const { container } = render(<Markdown text={"Claim[^1].\n\n[^1]: https://source.example"} />);
    const ref = container.querySelector('[data-slot="markdown-footnote-ref"] a');
    const note = container.querySelector('[data-slot="markdown-footnote"]');
    expect(note).toHaveTextContent("1 https://source.example");
    expect(ref?.getAttribute("href")).toBe(`#${note?.id}`);
  });

  it("renders footnotes with inline markup, continuation lines and case-insensitive labels", () => {
    const text = "Fact[^Note] and another[^2].\n\n[^note]: A **bold** claim with [a link](https://x.example)\n    that continues.\n[^2]: Second.";
    const { container } = render(<Markdown text={text} />);
    const notes = container.querySelectorAll('[data-slot="markdown-footnote"]');
    expect(notes).toHaveLength(2);
    expect(notes[0]!.querySelector("strong")).toHaveTextContent("bold");
    expect(notes[0]).toHaveTextContent("that continues.");
    expect(screen.getByRole("link", { name: "a link" })).toHaveAttribute("href", "https://x.example");
    const refs = container.querySelectorAll('[data-slot="markdown-footnote-ref"] a');
    expect(Array.from(refs, (a) => a.getAttribute("href"))).toEqual([`#${notes[0]!.id}`, `#${notes[1]!.id}`]);
    expect(screen.getByRole("link", { name: "Footnote Note" })).toBeInTheDocument();
  });

  it("leaves [^x] as text when no definition exists, and links it once the definition streams in", () => {
    const { container, rerender } = render(<Markdown text={"See[^x] here."} status="streaming" />);
    expect(container.querySelector('[data-slot="markdown-footnote-ref"]')).toBeNull();
    expect(container).toHaveTextContent("See[^x] here.");
    rerender(<Markdown text={"See[^x] here.\n\n[^x]: The source."} />);
    expect(container.querySelector('[data-slot="markdown-footnote-ref"] a')).toHaveAttribute("href", `#${container.querySelector('[data-slot="markdown-footnote"]')!.id}`);
  });

  it("normalises CRLF line endings", () => {
    expect(staticHtml("# A\r\n\r\n- b\r\n- c\r\n")).toBe(staticHtml("# A\n\n- b\n- c\n"));
  });

  it("marks its state and stays busy while streaming", () => {
    const { container, rerender } = render(<Markdown text="Hi" status="streaming" />);
    const root = container.querySelector('[data-slot="markdown"]');
    expect(root).toHaveAttribute("data-state", "streaming");
    expect(root).toHaveAttribute("aria-busy", "true");
    rerender(<Markdown text="Hi" />);
    expect(root).toHaveAttribute("data-state", "complete");
    expect(root).not.toHaveAttribute("aria-busy");
  });
});

describe("markdownRenderer", () => {
  it("renders text/markdown parts through the registry, streaming from metadata", () => {
    const { container } = render(
      <PartkitProvider renderers={[markdownRenderer]}>
        <PartView part={{ contentType: "text/markdown; charset=utf-8", content: "**Hi** [x](https://x.example", metadata: { status: "streaming" } }} />
      </PartkitProvider>,
    );
    expect(container.querySelector('[data-slot="markdown"]')).toHaveAttribute("data-state", "streaming");
    expect(container.querySelector("strong")).toHaveTextContent("Hi");
    expect(container.querySelector('[data-slot="markdown-link"][data-state="pending"]')).toHaveTextContent("x");
  });

  it("highlights fenced code through createMarkdownRenderer, next to partkit/code's renderers", async () => {
    const { container } = render(
      <PartkitProvider renderers={[createMarkdownRenderer({ components: { codeBlock: CodeBlock } }), ...codeRenderers]}>
        <PartView part={{ contentType: "text/markdown", content: "```python\nimport os\n```" }} />
        <PartView part={{ contentType: "text/x-python", content: "import sys" }} />
      </PartkitProvider>,
    );
    const blocks = container.querySelectorAll('[data-slot="code-block"]');
    expect(blocks).toHaveLength(2);
    await waitFor(() => expect(container.querySelectorAll('[data-slot="code-block"][data-state="highlighted"]')).toHaveLength(2));
  });

  it("brings no code highlighting of its own in markdownRenderers", () => {
    expect(markdownRenderers).toEqual([markdownRenderer]);
  });
});
