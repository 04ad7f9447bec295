import { render } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { Markdown } from "../../../../src/markdown";
import { loadKatex, math } from "../../../../src/math";
import { definesMacros, mathmlDepth, nestingDepth } from "../../../../src/math/nesting-depth";
import { openFormula } from "../../../../src/math/delimiters";

const plugins = [math()];

beforeAll(async () => {
  await loadKatex();
});

function show(text: string, status: "streaming" | "complete" = "complete") {
  return render(<Markdown text={text} status={status} plugins={plugins} />);
}

const formulas = (root: Element) => [...root.querySelectorAll('[data-slot="math"]')];

describe("math delimiters", () => {
  it("renders inline $…$ and \\( … \\) and display $$ … $$, \\[ … \\] and ```math with MathML", () => {
    const view = show("Inline $a^2$ and \\(b_1\\).\n\n$$\n\\frac{1}{2}\n$$\n\n\\[\nx = y\n\\]\n\n```math\nE = mc^2\n```\n");
    const found = formulas(view.container);
    expect(found.map((f) => [f.getAttribute("data-display"), f.getAttribute("data-state")])).toEqual([
      ["inline", "ready"],
      ["inline", "ready"],
      ["block", "ready"],
      ["block", "ready"],
      ["block", "ready"],
    ]);
    for (const f of found) expect(f.querySelector("math annotation")?.textContent).toBeTruthy();
    expect(found[2]!.querySelector('annotation[encoding="application/x-tex"]')!.textContent!.trim()).toBe("\\frac{1}{2}");
    expect(found[2]!.querySelector(".katex-display")).not.toBeNull();
    expect(found[4]!.querySelector("annotation")!.textContent!.trim()).toBe("E = mc^2");
  });

  it("keeps prices as text", () => {
    for (const text of ["It costs $5 and $10.", "From $5 to $ 10", "Pay $20, or $30.", "Both $ x$ and $y $ are text"]) {
      const view = show(text);
      expect(formulas(view.container), text).toEqual([]);
      view.unmount();
    }
  });

  it("does not take an escaped dollar or a dollar in code as math", () => {
    const view = show("\\$x$ and `$y$`");
    expect(formulas(view.container)).toEqual([]);
    expect(view.container.textContent).toBe("$x$ and $y$");
  });

  it("shows an invalid formula as its source with KaTeX's message, in that formula only", () => {
    const view = show("Good $a+b$, bad $\\frac{1}{$, good $c$.");
    const found = formulas(view.container);
    expect(found.map((f) => f.getAttribute("data-state"))).toEqual(["ready", "error", "ready"]);
    expect(found[1]!.querySelector('[data-slot="math-source"]')!.textContent).toBe("$\\frac{1}{$");
    // KaTeX's message in words, not its raw "KaTeX parse error: …" with the source repeated.
    expect(found[1]!.querySelector('[data-slot="math-error"]')!.textContent).toBe("Could not draw this formula: unexpected end of input in a macro argument, expected '}' at end of input");
    expect(found[1]!.querySelector('[data-slot="math-error"]')!.textContent).not.toMatch(/KaTeX|\\frac/);
  });

  it("keeps \\href, \\url and HTML extensions off", () => {
    const view = show("$\\href{javascript:alert(1)}{x}$ $\\url{https://a.example}$ $\\htmlClass{x}{y}$");
    expect(view.container.querySelector("a")).toBeNull();
    expect(view.container.querySelector(".x")).toBeNull();
    expect(view.container.querySelector("[href], [class~='x']")).toBeNull();
    expect(formulas(view.container)).toHaveLength(3);
  });

  it("caps a formula's length", () => {
    const view = render(<Markdown text={`$${"x+".repeat(40)}x$`} plugins={[math({ maxChars: 50 })]} />);
    const [formula] = formulas(view.container);
    expect(formula!.getAttribute("data-state")).toBe("error");
    expect(formula!.textContent).toMatch(/longer than 50 characters/);
  });

  it("caps how deeply a formula nests, before KaTeX lays it out, and draws formulas under the cap", () => {
    const deep = (n: number) => "\\sqrt{".repeat(n) + "x" + "}".repeat(n);
    const view = show(`$${deep(33)}$ and $${deep(32)}$ and $\\left(${"\\left(".repeat(40)}x${"\\right)".repeat(41)}$`);
    const [over, under, delimiters] = formulas(view.container);
    expect(over!.getAttribute("data-state")).toBe("error");
    expect(over!.textContent).toMatch(/nested deeper than 32 levels/);
    expect(over!.querySelector('[data-slot="math-source"]')!.textContent).toContain("\\sqrt{\\sqrt{");
    expect(under!.getAttribute("data-state")).toBe("ready");
    expect(delimiters!.getAttribute("data-state")).toBe("error");
  });
});

describe("math in right-to-left text", () => {
  it("keeps every formula, drawn or refused, left to right", () => {
    const view = render(
      <div dir="rtl">
        <Markdown text={"מהירות $v = \\frac{d}{t}$ ושגיאה $\\frac{1}{$.\n\n$$\nE = mc^2\n$$\n"} plugins={plugins} />
      </div>,
    );
    const found = formulas(view.container);
    expect(found.map((f) => f.getAttribute("data-state"))).toEqual(["ready", "error", "ready"]);
    for (const formula of found) expect(formula.getAttribute("dir")).toBe("ltr");
  });
});

describe("nestingDepth", () => {
  it.each([
    ["x", 0],
    ["\\frac{a}{\\sqrt{b}}", 2],
    ["\\{ \\} {a}", 1],
    ["\\left( \\begin{matrix} a \\end{matrix} \\right)", 3],
    ["}}}{", 1],
    ["\\", 0],
  ])("%s nests %i deep", (tex, depth) => {
    expect(nestingDepth(tex)).toBe(depth);
  });
});

describe("macros that nest", () => {
  const chain = (count: number) => {
    const name = (i: number) => `\\m${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;
    let tex = `\\def${name(0)}{x}`;
    for (let i = 1; i < count; i++) tex += `\\def${name(i)}{\\sqrt{${name(i - 1)}}}`;
    return tex + name(count - 1);
  };

  it.each([
    ["\\def\\a{x}", true],
    ["\\gdef\\a{x}", true],
    ["\\newcommand{\\a}{x}", true],
    ["\\let\\a=x", true],
    ["\\default \\letter \\sqrt{x}", false],
  ])("%s defines macros: %s", (tex, defines) => {
    expect(definesMacros(tex)).toBe(defines);
  });

  it("measures the MathML output as the source measures groups", async () => {
    const katex = await loadKatex();
    const node = document.createElement("span");
    for (const depth of [1, 5, 32]) {
      katex.render("\\sqrt{".repeat(depth) + "x" + "}".repeat(depth), node, { output: "htmlAndMathml" });
      expect(mathmlDepth(node)).toBe(depth);
    }
  });

  it("refuses a chain of macros that nests deeper than maxDepth once expanded, and draws a short one", () => {
    const view = show(`$$\n${chain(40)}\n$$\n\n$$\n${chain(8)}\n$$`);
    const [deep, shallow] = formulas(view.container);
    expect(nestingDepth(chain(40))).toBeLessThan(4);
    expect(deep).toHaveAttribute("data-state", "error");
    expect(deep!.querySelector('[data-slot="math-error"]')).toHaveTextContent("Formula nested deeper than 32 levels once its macros expand");
    expect(deep!.querySelector('[data-slot="math-output"]')!.childElementCount).toBe(0);
    expect(shallow).toHaveAttribute("data-state", "ready");
  });
});

describe("math while streaming", () => {
  it("shows an unclosed formula as its source, never half a formula, and renders it once closed", () => {
    const text = "Euler: $e^{i\\pi} + 1 = 0$ done, and $$\n\\sum_{k=1}^n k_i * 2\n$$\n\nafter *this*";
    const view = render(<Markdown text="" status="streaming" plugins={plugins} pace="update" />);
    for (let cut = 1; cut <= text.length; cut++) {
      const prefix = text.slice(0, cut);
      view.rerender(<Markdown text={prefix} status="streaming" plugins={plugins} pace="update" />);
      for (const f of formulas(view.container)) {
        const state = f.getAttribute("data-state");
        expect(["pending", "ready"], prefix).toContain(state);
        if (state === "pending") expect(f.querySelector(".katex"), prefix).toBeNull();
      }
      // An `_` or `*` inside an open formula never becomes emphasis.
      const open = openFormula(prefix);
      if (open !== undefined) expect(view.container.querySelector("em, strong"), prefix).toBeNull();
      const ready = formulas(view.container).filter((f) => f.getAttribute("data-state") === "ready").length;
      const closed = (prefix.includes("0$") ? 1 : 0) + (/2\n\$\$/.test(prefix) ? 1 : 0);
      expect(ready, prefix).toBe(closed);
    }
    view.rerender(<Markdown text={text} status="complete" plugins={plugins} />);
    expect(formulas(view.container).map((f) => f.getAttribute("data-state"))).toEqual(["ready", "ready"]);
  });

  it("keeps a finished math block's DOM node while later text streams", () => {
    const head = "$$\n\\int_0^1 x\\,dx\n$$\n\nThen ";
    const view = render(<Markdown text={head} status="streaming" plugins={plugins} />);
    const node = view.container.querySelector('[data-slot="math"] .katex');
    expect(node).not.toBeNull();
    const tail = "more text with $y$ and **bold** words.";
    for (let cut = 1; cut <= tail.length; cut++) view.rerender(<Markdown text={head + tail.slice(0, cut)} status="streaming" plugins={plugins} pace="update" />);
    view.rerender(<Markdown text={head + tail} status="complete" plugins={plugins} />);
    expect(view.container.querySelector('[data-slot="math"] .katex')).toBe(node);
  });
});
