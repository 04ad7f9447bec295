import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Markdown } from "../../src/markdown";

const cases: readonly (readonly [string, string])[] = [
  ["10,000 nested block quotes", "> ".repeat(10_000) + "deep"],
  ["10,000 nested list markers", "- ".repeat(10_000) + "deep"],
  ["1,000 levels of indented lists", Array.from({ length: 1000 }, (_, i) => `${" ".repeat(i * 2)}- level ${i}`).join("\n")],
  ["20,000 emphasis markers around one letter", "*".repeat(20_000) + "a" + "*".repeat(20_000)],
  ["6,000 mixed _ and * runs (quadratic for the parser)", "_a*".repeat(6_000)],
  ["20,000 open brackets", "[".repeat(20_000) + "a"],
  ["a 3,500-row, 14,000-cell table", `|a|b|c|d|\n|-|-|-|-|\n${Array.from({ length: 3_500 }, (_, i) => `|${i % 10}|x|y|z|`).join("\n")}`],
  ["a 100 KB paragraph", "word ".repeat(20_000)],
];

function Pathological() {
  return (
    <div style={{ display: "grid", gap: 24 }}>
      {cases.map(([title, text]) => (
        <section key={title} aria-label={title} style={{ maxHeight: 160, overflow: "auto", border: "1px solid var(--pk-border)", padding: 8 }} tabIndex={0}>
          <h2 style={{ fontSize: "1rem", margin: "0 0 8px" }}>{title}</h2>
          <Markdown text={text} />
        </section>
      ))}
      <section aria-label="normal text after them">
        <Markdown text="Everything above degraded to **plain text** within its budget; this paragraph still renders normally." />
      </section>
    </div>
  );
}

const meta = {
  title: "Markdown/Pathological input",
  component: Pathological,
  parameters: {
    docs: {
      description: {
        component:
          "Inputs that hang or crash other parsers: deep nesting overflows marked's recursion, mixed emphasis runs are quadratic, huge tables are heavy. Each degrades to plain text within a budget (`limits` prop: depth 32, 64 KB per block, 320 delimiters per inline run, 10,000 table cells).",
      },
    },
  },
} satisfies Meta<typeof Pathological>;
export default meta;

export const Budgets: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const plain = canvasElement.querySelectorAll('[data-slot="markdown-plain"]');
    await expect(plain.length).toBeGreaterThanOrEqual(5);
    const reasons = new Set(Array.from(plain, (el) => el.getAttribute("data-reason")));
    for (const reason of ["depth", "delimiters", "table", "size"]) await expect(reasons.has(reason)).toBe(true);
    await expect(canvasElement.querySelector('section[aria-label="normal text after them"] strong')).toHaveTextContent("plain text");
  },
};
