import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CodeBlock,
  highlightedCodeRenderer,
  getHighlighter,
  loadHighlighter,
  registerLanguages,
  renderHighlight,
} from "../../../src/code";
import { codeLanguage, normalizeLanguage } from "../../../src/model";
import { languageLabel } from "../../../src/render/code/language-label";
import { codeRenderer as plainCodeRenderer, defaultRenderers, PartkitProvider, PartView, resolveRenderer } from "../../../src/render";

describe("languages", () => {
  it("normalises fence info strings and hints", () => {
    expect(normalizeLanguage("ts title=app.ts")).toBe("ts");
    expect(normalizeLanguage("{.python}")).toBe("python");
    expect(normalizeLanguage("language-rust")).toBe("rust");
    expect(normalizeLanguage("C++")).toBe("cpp");
    expect(normalizeLanguage("yml")).toBe("yaml");
    expect(normalizeLanguage("")).toBeUndefined();
    expect(normalizeLanguage("<script>")).toBeUndefined();
    expect(normalizeLanguage(undefined)).toBeUndefined();
  });

  it("finds the language of a part from metadata, MIME type or name", () => {
    expect(codeLanguage({ contentType: "text/x-python", content: "" })).toBe("python");
    expect(codeLanguage({ contentType: "application/javascript; charset=utf-8" })).toBe("javascript");
    expect(codeLanguage({ contentType: "text/plain", metadata: { language: "Rust" } })).toBe("rust");
    expect(codeLanguage({ contentType: "text/x-kotlin" })).toBe("kotlin");
    expect(codeLanguage({ contentType: "text/x-haskell" })).toBe("haskell");
    expect(codeLanguage({ name: "/files/app.tsx", contentType: "application/octet-stream" })).toBe("tsx");
    expect(codeLanguage({ contentType: "application/octet-stream" })).toBeUndefined();
  });

  it("labels languages", () => {
    expect(languageLabel("cpp")).toBe("C++");
    expect(languageLabel("py")).toBe("Python");
    expect(languageLabel(undefined)).toBe("Plain text");
    expect(languageLabel("cobol")).toBe("cobol");
  });
});

describe("<CodeBlock>", () => {
  beforeAll(async () => {
    await loadHighlighter();
  });

  afterEach(() => vi.restoreAllMocks());

  it("highlights known languages with highlight.js classes", () => {
    const { container } = render(<CodeBlock code={"const a = 1; // one"} language="js" />);
    expect(container.querySelector('[data-slot="code-block"]')).toHaveAttribute("data-state", "highlighted");
    expect(container.querySelector(".hljs-keyword")).toHaveTextContent("const");
    expect(container.querySelector(".hljs-comment")).toHaveTextContent("// one");
    expect(container.querySelector("code")).toHaveTextContent("const a = 1; // one");
    expect(screen.getByText("JavaScript")).toBeInTheDocument();
  });

  it("shows unknown languages and plain code as text, escaped", () => {
    const { container } = render(<CodeBlock code={"<script>alert(1)</script>"} language="klingon" />);
    expect(container.querySelector('[data-slot="code-block"]')).toHaveAttribute("data-state", "plain");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("code")).toHaveTextContent("<script>alert(1)</script>");
  });

  it("makes the code area focusable for keyboard scrolling", () => {
    const { container } = render(<CodeBlock code="x" />);
    expect(container.querySelector("pre")).toHaveAttribute("tabindex", "0");
  });

  it("copies the code and says so", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<CodeBlock code={"print(1)"} language="python" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    expect(writeText).toHaveBeenCalledWith("print(1)");
    expect(await screen.findByRole("button", { name: "Copied" })).toHaveAttribute("data-state", "copied");
    expect(screen.getByRole("status")).toHaveTextContent("Code copied to clipboard");
  });

  it("reports a failed copy", async () => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) }, configurable: true });
    render(<CodeBlock code="x" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    expect(await screen.findByRole("button", { name: "Copy failed" })).toHaveAttribute("data-state", "failed");
  });

  it("re-highlights streaming code at most once per frame, showing new text plain in between", async () => {
    const highlighter = getHighlighter()!;
    const spy = vi.spyOn(highlighter, "highlight");
    let code = "def f():\n";
    const view = render(<CodeBlock code={code} language="python" status="streaming" />);
    const initial = spy.mock.calls.length;
    for (let i = 0; i < 50; i++) {
      code += `    x${i} = ${i}\n`;
      view.rerender(<CodeBlock code={code} language="python" status="streaming" />);
    }
    // 50 updates in one frame: no synchronous re-highlight; the new lines are plain text after the highlighted prefix.
    expect(spy.mock.calls.length).toBe(initial);
    expect(view.container.querySelector("code")).toHaveTextContent(code.replace(/\s+/g, " ").trim(), { normalizeWhitespace: true });
    await waitFor(() => expect(spy.mock.calls.length).toBeGreaterThan(initial));
    expect(spy.mock.calls.length - initial).toBeLessThanOrEqual(2);
    await waitFor(() => expect(view.container.querySelectorAll(".hljs-number").length).toBeGreaterThanOrEqual(50));
    view.rerender(<CodeBlock code={code} language="python" />);
    expect(view.container.querySelector('[data-slot="code-block"]')).not.toHaveAttribute("data-streaming");
  });

  it("picks up languages registered later", async () => {
    const { container } = render(<CodeBlock code="x" language="partkit-test-lang" />);
    expect(container.querySelector('[data-slot="code-block"]')).toHaveAttribute("data-state", "plain");
    act(() =>
      registerLanguages({
        "partkit-test-lang": () => ({ name: "test", contains: [{ className: "keyword", begin: /x/ }] }),
      }),
    );
    await waitFor(() => expect(container.querySelector(".hljs-keyword")).toHaveTextContent("x"));
  });

  it("converts highlight nodes to React elements without HTML strings", () => {
    const { container } = render(
      <code>{renderHighlight([{ type: "element", tagName: "span", properties: { className: ["hljs-string"] }, children: [{ type: "text", value: "<b>" }] }])}</code>,
    );
    expect(container.querySelector(".hljs-string")).toHaveTextContent("<b>");
    expect(container.querySelector("b")).toBeNull();
  });
});

describe("highlightedCodeRenderer", () => {
  it("renders code parts through the registry with the language from the MIME type", async () => {
    await loadHighlighter();
    const { container } = render(
      <PartkitProvider renderers={[highlightedCodeRenderer]}>
        <PartView part={{ contentType: "text/x-python", content: "import os" }} />
      </PartkitProvider>,
    );
    const block = container.querySelector('[data-slot="code-block"]');
    expect(block).toHaveAttribute("data-language", "python");
    expect(block).toHaveAttribute("data-state", "highlighted");
    expect(container.querySelector('[data-slot="part"]')).toHaveAttribute("data-renderer", "Code");
  });

  it("shows the same code block as the built-in plain renderer, highlighted", async () => {
    await loadHighlighter();
    const part = { contentType: "text/x-python", content: "import os" };
    const plain = render(<PartView part={part} />);
    await waitFor(() => expect(plain.container.querySelector('[data-slot="code-block"]')).not.toBeNull());
    const highlighted = render(
      <PartkitProvider renderers={[highlightedCodeRenderer]}>
        <PartView part={part} />
      </PartkitProvider>,
    );
    const shape = (root: HTMLElement) => [...root.querySelectorAll('[data-slot="code-part"] [data-slot]')].map((el) => el.getAttribute("data-slot"));
    expect(shape(highlighted.container)).toEqual(shape(plain.container));
    expect(plain.container.querySelector('[data-slot="code-block"]')).toHaveAttribute("data-state", "plain");
    expect(highlighted.container.querySelector('[data-slot="code-block"]')).toHaveAttribute("data-state", "highlighted");
    expect(screen.getAllByRole("button", { name: "Copy code" })).toHaveLength(2);
  });

  it("upgrades everything the built-in plain code renderer handles", () => {
    expect(highlightedCodeRenderer.match).toEqual(expect.arrayContaining([...plainCodeRenderer.match]));
    for (const contentType of ["text/x-go", "application/xml", "application/vnd.example+xml", "text/x-python; charset=utf-8"]) {
      expect(resolveRenderer({ contentType, content: "x" }, [...defaultRenderers, highlightedCodeRenderer])).toBe(highlightedCodeRenderer);
    }
  });

  it("matches the common code types", () => {
    expect(highlightedCodeRenderer.match).toEqual(expect.arrayContaining(["application/javascript", "text/x-python", "application/x-sh", "text/css", "application/sql"]));
    expect(highlightedCodeRenderer.priority).toBe(1);
  });
});
