import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render, screen } from "@testing-library/react";
import { virtualizeAbove } from "../../../src/internal/virtual-list";
import { PartTree } from "../../../src/tree/index";
import "../../../src/theme/theme.css";
import { LARGE_LAST, largeBody } from "../../fixtures/tree/large";
import { partTree } from "../../../src/model/index";
import { countDescendantParts, filterPartTree, folderPaths, visibleRows } from "../../../src/tree/tree-rows";
import { compileGlobFilter } from "../../../src/tree/glob-filter";

const body = largeBody();
const focused = () => document.activeElement as HTMLElement;
const rendered = () => document.querySelectorAll('[role="treeitem"]').length;
const viewport = () => document.querySelector<HTMLElement>('[data-slot="part-tree-viewport"]')!;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

describe("PartTree with 10,000 parts (virtualised)", () => {
  it("renders only a window of the 10,100 rows, with full ARIA positions", async () => {
    const start = performance.now();
    render(<PartTree body={body} defaultExpanded="all" aria-label="Files" />);
    await expect.poll(() => rendered()).toBeGreaterThan(5);
    const mountMs = performance.now() - start;
    const count = rendered();
    console.info(`[tree-10k] mounted 10,000 parts (10,100 rows) in ${mountMs.toFixed(0)} ms, ${count} treeitems in the DOM`);
    expect(count).toBeLessThan(60);
    expect(viewport()).toHaveAttribute("data-virtual");
    expect(viewport().scrollHeight).toBeGreaterThan(10_100 * 20);
    const first = screen.getAllByRole("treeitem")[0]!;
    expect(first).toHaveAttribute("aria-setsize", "100");
    expect(first.dataset.path).toBe("/dir-000");
  });

  it("jumps to the last part with End and back with Home, keeping focus on a mounted row", async () => {
    render(<PartTree body={body} defaultExpanded="all" filterable={false} />);
    await expect.poll(() => rendered()).toBeGreaterThan(5);
    await userEvent.tab();
    expect(focused().dataset.path).toBe("/dir-000");

    const t0 = performance.now();
    await userEvent.keyboard("{End}");
    await expect.poll(() => focused().dataset.path).toBe(LARGE_LAST);
    console.info(`[tree-10k] End → last part focused in ${(performance.now() - t0).toFixed(0)} ms`);
    expect(focused()).toHaveAttribute("aria-level", "2");
    expect(focused()).toHaveAttribute("aria-posinset", "100");
    expect(focused()).toHaveAttribute("tabindex", "0");
    await nextFrame();
    const box = focused().getBoundingClientRect();
    const view = viewport().getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(view.top - 1);
    expect(box.bottom).toBeLessThanOrEqual(view.bottom + 1);
    expect(rendered()).toBeLessThan(60);

    await userEvent.keyboard("{ArrowUp}{ArrowUp}{ArrowLeft}");
    await expect.poll(() => focused().dataset.path).toBe("/dir-099");
    await userEvent.keyboard("{ArrowLeft}");
    expect(focused()).toHaveAttribute("aria-expanded", "false");

    await userEvent.keyboard("{Home}");
    await expect.poll(() => focused().dataset.path).toBe("/dir-000");
    expect(viewport().scrollTop).toBe(0);
  });

  it("keeps the focused row mounted while the viewport scrolls away, so Tab returns to it", async () => {
    render(
      <>
        <PartTree body={body} defaultExpanded="all" filterable={false} />
        <button type="button">after</button>
      </>,
    );
    await expect.poll(() => rendered()).toBeGreaterThan(5);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(focused().dataset.path).toBe("/dir-000/file-0001.txt");
    await userEvent.tab();
    viewport().scrollTop = 50_000;
    await expect.poll(() => document.querySelector('[data-path="/dir-000/file-0001.txt"]')).not.toBeNull();
    await nextFrame();
    expect(document.querySelector('[data-path="/dir-000/file-0000.txt"]')).toBeNull();
    await userEvent.tab({ shift: true });
    expect(focused().dataset.path).toBe("/dir-000/file-0001.txt");
  });

  it("walks down through page boundaries and type-ahead finds far rows", async () => {
    render(<PartTree body={body} defaultExpanded={["/dir-000", "/dir-098"]} filterable={false} />);
    await expect.poll(() => rendered()).toBeGreaterThan(5);
    await userEvent.tab();
    for (let i = 0; i < 40; i++) await userEvent.keyboard("{ArrowDown}");
    expect(focused().dataset.path).toBe("/dir-000/file-0039.txt");
    expect(focused()).toHaveAttribute("aria-posinset", "40");
    const box = focused().getBoundingClientRect();
    expect(box.bottom).toBeLessThanOrEqual(viewport().getBoundingClientRect().bottom + 1);
    await userEvent.keyboard("{ArrowLeft}d");
    expect(focused().dataset.path).toBe("/dir-001");
    await userEvent.keyboard("{End}");
    expect(focused().dataset.path).toBe("/dir-099");
  });

  it("builds, filters and flattens 10,000 names (timings logged; speed belongs to the bench)", () => {
    const t0 = performance.now();
    const tree = partTree(body);
    const open = new Set(folderPaths(tree));
    const rows = visibleRows(tree, (path) => open.has(path), countDescendantParts(tree));
    const t1 = performance.now();
    const match = compileGlobFilter("*-9*.txt").match!;
    const filtered = filterPartTree(tree, match);
    const filteredRows = visibleRows(filtered, () => true, countDescendantParts(filtered));
    const t2 = performance.now();
    console.info(`[tree-10k] build + count + flatten: ${(t1 - t0).toFixed(1)} ms; glob filter + flatten: ${(t2 - t1).toFixed(1)} ms`);
    expect(rows).toHaveLength(10_100);
    expect(filteredRows.length).toBe(1_000 + 10);
  });

  it("keeps focus on the same row when opening a folder switches to virtual rows", async () => {
    render(<PartTree body={body} filterable={false} />);
    expect(rendered()).toBe(virtualizeAbove.partTree);
    expect(viewport()).not.toHaveAttribute("data-virtual");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(viewport()).toHaveAttribute("data-virtual");
    expect(focused().dataset.path).toBe("/dir-000");
    await userEvent.keyboard("{ArrowRight}");
    expect(focused().dataset.path).toBe("/dir-000/file-0000.txt");
  });

  it("filters 10,000 parts by glob", async () => {
    render(<PartTree body={body} defaultFilter="/dir-05*/file-*9.txt" />);
    await expect.poll(() => screen.getByText("100 parts match")).toBeTruthy();
    const input = screen.getByRole("searchbox");
    await userEvent.clear(input);
    const t0 = performance.now();
    await userEvent.type(input, "*-9999.txt");
    await expect.poll(() => rendered()).toBe(2);
    console.info(`[tree-10k] typed 10 glob keystrokes (Playwright round-trips included) in ${(performance.now() - t0).toFixed(0)} ms`);
    expect(screen.getAllByRole("treeitem").map((item) => item.dataset.path)).toEqual(["/dir-099", LARGE_LAST]);
  });
});
