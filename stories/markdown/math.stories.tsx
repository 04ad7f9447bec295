import "katex/dist/katex.min.css";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { Markdown } from "../../src/markdown";
import { math } from "../../src/math";

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

Prices stay text: it costs $5 and $10. An invalid formula shows its source and the message: $\\frac{1}{$.

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
