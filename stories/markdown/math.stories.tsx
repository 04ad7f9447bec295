import "katex/dist/katex.min.css";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { CodeBlock } from "../../src/code";
import { Markdown } from "../../src/markdown";
import { math } from "../../src/math";
import { withDiagrams } from "../../src/mermaid";

const plugins = [math()];

const answer = `The quadratic formula solves $ax^2 + bx + c = 0$:

$$
x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}
$$

OpenAI-style delimiters work too: \\( e^{i\\pi} + 1 = 0 \\), and

\\[
\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}
\\]

A fence:

\`\`\`math
\\int_0^1 x^2 \\, dx = \\tfrac{1}{3}
\`\`\`

Prices stay text: it costs $5 and $10.

An invalid formula shows as its source, a marker telling what went wrong: $\\frac{1}{$.

| Quantity | Formula |
| --- | --- |
| Area | $\\pi r^2$ |
| Energy | $E = mc^2$ |
`;

const meta = {
  title: "Markdown/Math",
  component: Markdown,
  parameters: { docs: { description: { component: "`partkit/math`: LaTeX in markdown, rendered by KaTeX (loaded on the first formula), with MathML for screen readers." } } },
  args: { text: answer, status: "complete", plugins },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inline, display, `\\( \\)`, `\\[ \\]`, a ```math fence, prices left as text and one invalid formula. */
export const MathAnswer: Story = {
  name: "Math",
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="math"][data-state="ready"]')).toHaveLength(7), { timeout: 15_000 });
    await expect(canvasElement.querySelectorAll('[data-slot="math"][data-state="error"]')).toHaveLength(1);
    // The prices are a paragraph of plain text, not the start of a formula.
    const prices = [...canvasElement.querySelectorAll("p")].find((p) => p.textContent?.startsWith("Prices stay text"));
    await expect(prices?.textContent).toBe("Prices stay text: it costs $5 and $10.");
    await expect(prices?.querySelector('[data-slot="math"]')).toBeNull();
    await expect(canvasElement.querySelector("math")).not.toBeNull();
  },
};

/** A formula still streaming: its closing `$$` has not arrived, so it shows as quiet source. */
export const Streaming: Story = {
  name: "Math while streaming",
  args: { text: "Almost there:\n\n$$\n\\frac{a_1 * b_2}{c", status: "streaming" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="math"]')).toHaveAttribute("data-state", "pending");
    await expect(canvasElement.querySelector("em, strong")).toBeNull();
  },
};

const diagramComponents = { codeBlock: withDiagrams(CodeBlock) };

const mixed = `Gradient descent on $f(x) = \\tfrac{1}{2} x^\\top A x - b^\\top x$ repeats one step until the gradient is small:

\\[
x_{k+1} = x_k - \\eta \\, \\nabla f(x_k) = x_k - \\eta \\, (A x_k - b)
\\]

It converges when $0 < \\eta < 2 / \\lambda_{\\max}(A)$. The loop:

\`\`\`mermaid
flowchart LR
  start([x₀]) --> grad[gradient]
  grad --> small{small enough?}
  small -->|no| step[step by η] --> grad
  small -->|yes| done([x*])
\`\`\`
`;

/** A formula in prose, a display formula and a diagram in one answer, as models write them. */
export const MathAndDiagrams: Story = {
  name: "Math and diagrams",
  args: { text: mixed },
  // The diagram code block is wired here, not as an arg (the docs page's controls cannot show a map of components).
  render: (args) => <Markdown {...args} components={diagramComponents} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="math"][data-state="ready"]')).toHaveLength(3), { timeout: 15_000 });
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="mermaid"]')).toHaveAttribute("data-state", "drawn"), { timeout: 30_000 });
    await canvasElement.querySelector<HTMLImageElement>('img[data-slot="mermaid-image"]')!.decode();
    await expect(canvasElement.querySelectorAll('[data-slot="math-error"], [data-slot="mermaid-error"]')).toHaveLength(0);
  },
};
