import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import "../../../src/theme/theme.css";
import { PartView } from "../../../src/render";

const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

async function timed(label: string, action: () => unknown | Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  await frame();
  const ms = Math.round(performance.now() - started);
  console.log(`${label}: ${ms} ms`);
  return ms;
}

describe("JSON tree at scale (real Chromium)", () => {
  it("stays responsive on a 10 MB document", async () => {
    const items = Array.from({ length: 75_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ["alpha", "beta", "gamma"], nested: { score: i * 1.5, ok: i % 2 === 0, note: "lorem ipsum dolor sit amet" } }));
    const content = JSON.stringify({ items });
    expect(content.length).toBeGreaterThan(10_000_000);
    const user = userEvent.setup();
    let container!: HTMLElement;
    const first = await timed("10 MB: parse and first paint", () => ({ container } = render(<PartView part={{ contentType: "application/json", content }} />)));
    expect(first).toBeLessThan(3000);
    const tree = screen.getByRole("tree");
    expect(tree.style.maxHeight).toBe(""); // the theme's bound, not the inline fallback
    expect(container.querySelectorAll('[role="treeitem"]').length).toBeLessThan(300);

    const expandAll = await timed("10 MB: expand all (100,000-row budget)", () => user.click(screen.getByRole("button", { name: "Expand all" })));
    expect(expandAll).toBeLessThan(3000);
    expect(tree).toHaveAttribute("data-virtual");
    expect(container.querySelectorAll('[role="treeitem"]').length).toBeLessThan(300);

    const first_row = container.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')!;
    first_row.focus();
    const end = await timed("10 MB: End key", () => user.keyboard("{End}"));
    expect(end).toBeLessThan(1000);
    expect(document.activeElement).toHaveAttribute("role", "treeitem");
    expect(Number(document.activeElement!.getAttribute("data-index"))).toBeGreaterThan(50_000);
    const down = await timed("10 MB: ArrowUp", () => user.keyboard("{ArrowUp}"));
    expect(down).toBeLessThan(500);
  });

  it("opens and walks a 10,000-deep document without recursion", async () => {
    let content = '"bottom"';
    for (let i = 0; i < 10_000; i++) content = `{"next":${content}}`;
    const user = userEvent.setup();
    let container!: HTMLElement;
    await timed("10,000 deep: first paint", () => ({ container } = render(<PartView part={{ contentType: "application/json", content }} />)));
    const expand = await timed("10,000 deep: expand all", () => user.click(screen.getByRole("button", { name: "Expand all" })));
    expect(expand).toBeLessThan(3000);
    expect(screen.getByText("10,001 rows")).toBeInTheDocument();
    container.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')!.focus();
    const end = await timed("10,000 deep: End key", () => user.keyboard("{End}"));
    expect(end).toBeLessThan(1000);
    expect(document.activeElement).toHaveAttribute("aria-level", "10001");
    expect(document.activeElement).toHaveTextContent('(depth 10000) "bottom"');
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toHaveAttribute("aria-level", "10000");
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toHaveAttribute("aria-expanded", "false");
  });
});
