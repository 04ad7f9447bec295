// Very long code in real Chromium: past 50,000 characters a code block shows its start and "Show
// all", with or without partkit/code, and code too long to highlight is shown, not dropped.
import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CodeBlock, loadHighlighter } from "../../../src/code";
import { CodeFrame } from "../../../src/render/code/code-frame";
import "../../../src/theme/theme.css";

const longLine = `const long = "${"x".repeat(3_000)}"; // LONG END`;
// About 300 KB: over maxHighlightChars, with one very long line far down.
const file = Array.from({ length: 15_000 }, (_, i) => (i === 12_000 ? longLine : `export const value${i} = ${i};`)).join("\n") + "\n// END";

const shownCode = (container: HTMLElement) => container.querySelector('[data-slot="code-block-pre"] > code')!;

describe("long code", () => {
  it("shows code too long to highlight as plain text once the highlighter has loaded, its start and then all of it", async () => {
    await loadHighlighter();
    const { container } = render(<CodeBlock code={file} language="typescript" />);
    await waitFor(() => expect(container.querySelector('[data-slot="code-block-more"]')).not.toBeNull());
    expect(container.querySelector('[data-slot="code-block"]')).toHaveAttribute("data-state", "plain");
    expect(shownCode(container).textContent).toBe(file.slice(0, shownCode(container).textContent!.length));
    expect(shownCode(container).textContent!.length).toBeGreaterThan(40_000);
    expect(shownCode(container).textContent!.length).toBeLessThanOrEqual(50_000);
    container.querySelector<HTMLButtonElement>('[data-slot="code-block-more"]')!.click();
    await waitFor(() => expect(container.querySelector('[data-slot="code-block-more"]')).toBeNull(), { timeout: 30_000 });
    getSelection()!.selectAllChildren(shownCode(container));
    expect(getSelection()!.toString()).toBe(file);
    getSelection()!.removeAllRanges();
  });

  it("keeps a long line whole in a block laid out late: the block is as wide as the line, the code scrolls", async () => {
    const { container } = render(
      <div style={{ width: 500 }}>
        <CodeFrame code={file} language="typescript" />
      </div>,
    );
    container.querySelector<HTMLButtonElement>('[data-slot="code-block-more"]')!.click();
    await waitFor(() => expect(container.querySelector('[data-slot="code-block-more"]')).toBeNull(), { timeout: 30_000 });
    const block = [...container.querySelectorAll<HTMLElement>('[data-slot="long-text-block"]')].find((b) => b.textContent!.includes("LONG END"))!;
    expect(block).not.toBe(container.querySelector('[data-slot="long-text-block"]'));
    expect(block.style.contentVisibility).toBe("auto");
    block.scrollIntoView();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const pre = container.querySelector<HTMLElement>('[data-slot="code-block-pre"]')!;
    // Paint containment clips what overflows a block: nothing does, and the <pre> scrolls to it.
    expect(block.scrollWidth).toBeLessThanOrEqual(block.clientWidth);
    expect(block.clientWidth).toBeGreaterThan(pre.clientWidth * 5);
    expect(pre.scrollWidth).toBeGreaterThanOrEqual(block.clientWidth);
    window.scrollTo(0, 0);
  });

  it("shows short code as one <pre> as before", () => {
    const { container } = render(<CodeFrame code={"print('hi')"} language="python" />);
    expect(shownCode(container).innerHTML).toBe("print('hi')");
    expect(container.querySelector('[data-slot="code-block-more"]')).toBeNull();
  });
});
