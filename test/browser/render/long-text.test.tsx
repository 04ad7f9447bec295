// Very long plain text in real Chromium: shown as blocks that look and copy as the text itself,
// and "Show all" mounts the rest over many frames instead of in one task, each block laid out
// only near the viewport.
import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "../../../src/markdown";
import { PartView } from "../../../src/render";
import "../../../src/theme/theme.css";

const log = (bytes: number) => Array.from({ length: Math.ceil(bytes / 60) }, (_, i) => `2026-11-26T05:00:${String(i % 60).padStart(2, "0")} INFO request ${i} handled`).join("\n");

/** Counts the long-text blocks in `root` at every commit, until `done()`. */
function watchBlocks(root: Element) {
  const counts = new Set<number>();
  const observer = new MutationObserver(() => counts.add(root.querySelectorAll('[data-slot="long-text-block"]').length));
  observer.observe(root, { childList: true, subtree: true });
  return { counts, stop: () => observer.disconnect() };
}

/** Whether window.find (Chromium's find-in-page, as Ctrl+F uses it) finds a word in plain view here. */
function findInPageWorks(): boolean {
  const probe = document.createElement("p");
  probe.textContent = "find-in-page probe QXJZW";
  document.body.append(probe);
  const found = (window as unknown as { find: (text: string) => boolean }).find("QXJZW");
  probe.remove();
  getSelection()!.removeAllRanges();
  return found;
}

describe("long plain text", () => {
  it("shows the start, then mounts the rest over several frames when asked", async () => {
    const text = log(2_000_000);
    const { container } = render(<PartView part={{ contentType: "text/plain", content: text }} />);
    const body = container.querySelector('[data-slot="text-part-body"]')!;
    expect(body.querySelectorAll('[data-slot="long-text-block"]')).toHaveLength(1);
    expect(body.textContent!.length).toBeLessThanOrEqual(50_000);
    const watch = watchBlocks(body);
    container.querySelector<HTMLButtonElement>('[data-slot="text-part-more"]')!.click();
    await waitFor(() => expect(container.querySelector('[data-slot="text-part-more"]')).toBeNull(), { timeout: 30_000 });
    watch.stop();
    const total = body.querySelectorAll('[data-slot="long-text-block"]').length;
    expect(total).toBeGreaterThan(30);
    // Commits in between: some with more than the first block and fewer than all.
    expect([...watch.counts].some((n) => n > 1 && n < total)).toBe(true);
    // Every character is there; the line break at each block's end is the block boundary.
    expect(body.textContent!.length + total - 1).toBe(text.length);
  });

  it("looks and copies exactly as the same text in one paragraph", async () => {
    const text = log(160_000);
    const { container, getByTestId } = render(
      <div style={{ width: 600 }}>
        <PartView part={{ contentType: "text/plain", content: text }} />
        <p data-testid="reference" style={{ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.5 }}>
          {text}
        </p>
      </div>,
    );
    container.querySelector<HTMLButtonElement>('[data-slot="text-part-more"]')!.click();
    await waitFor(() => expect(container.querySelector('[data-slot="text-part-more"]')).toBeNull());
    const body = container.querySelector<HTMLElement>('[data-slot="text-part-body"]')!;
    const blocks = [...body.querySelectorAll<HTMLElement>('[data-slot="long-text-block"]')];
    expect(blocks.length).toBeGreaterThan(2);
    const reference = getByTestId("reference").getBoundingClientRect().height;
    // Blocks out of view are not laid out yet: they take the first block's height per character.
    const assumed = (block: HTMLElement) => Number.parseFloat(block.style.containIntrinsicBlockSize.replace("auto", ""));
    expect(blocks.slice(1).every((block) => block.style.contentVisibility === "auto" && assumed(block) > 0)).toBe(true);
    expect(blocks.some((block) => block.getBoundingClientRect().height === assumed(block))).toBe(true);
    expect(Math.abs(body.getBoundingClientRect().height - reference) / reference).toBeLessThan(0.05);
    // Once each has been in view, every block keeps its real height: the same as one paragraph.
    for (const block of blocks) {
      block.scrollIntoView();
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
    window.scrollTo(0, 0);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(body.getBoundingClientRect().height).toBeCloseTo(reference, 0);
    const selection = getSelection()!;
    selection.selectAllChildren(body);
    expect(selection.toString()).toBe(text);
    selection.removeAllRanges();
  });

  it("finds text in blocks not laid out yet (find in page) and scrolls to it", async ({ skip }) => {
    skip(!findInPageWorks(), "this Chromium's window.find finds nothing, not even text in view (the headless shell has no find-in-page)");
    const text = `${"line of a log\n".repeat(20_000)}NEEDLE at the end`;
    const { container } = render(<PartView part={{ contentType: "text/plain", content: text }} />);
    container.querySelector<HTMLButtonElement>('[data-slot="text-part-more"]')!.click();
    await waitFor(() => expect(container.querySelector('[data-slot="text-part-more"]')).toBeNull());
    const last = [...container.querySelectorAll<HTMLElement>('[data-slot="long-text-block"]')].at(-1)!;
    expect(last.getBoundingClientRect().top).toBeGreaterThan(innerHeight);
    // window.find is Chromium's find-in-page machinery, as Ctrl+F uses it.
    expect((window as unknown as { find: (text: string) => boolean }).find("NEEDLE")).toBe(true);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const found = getSelection()!.getRangeAt(0).getBoundingClientRect();
    expect(getSelection()!.toString()).toBe("NEEDLE");
    expect(found.top).toBeGreaterThanOrEqual(0);
    expect(found.bottom).toBeLessThanOrEqual(innerHeight);
    getSelection()!.removeAllRanges();
    window.scrollTo(0, 0);
  });

  it("cuts a line with no break every 50,000 characters, adding only that line break", async () => {
    const text = `start ${"x".repeat(120_000)} end`;
    const { container } = render(<PartView part={{ contentType: "text/plain", content: text }} />);
    container.querySelector<HTMLButtonElement>('[data-slot="text-part-more"]')!.click();
    await waitFor(() => expect(container.querySelector('[data-slot="text-part-more"]')).toBeNull(), { timeout: 30_000 });
    const body = container.querySelector<HTMLElement>('[data-slot="text-part-body"]')!;
    getSelection()!.selectAllChildren(body);
    expect(getSelection()!.toString()).toBe(`${text.slice(0, 50_000)}\n${text.slice(50_000, 100_000)}\n${text.slice(100_000)}`);
    getSelection()!.removeAllRanges();
  });

  it("does the same for markdown past its size limit", async () => {
    const text = `# Log\n\n${"word ".repeat(400_000)}`;
    const { container } = render(<Markdown text={text} />);
    const plain = container.querySelector('[data-slot="markdown-plain"]')!;
    expect(container.querySelector("h1")).toHaveTextContent("Log");
    expect(plain.textContent!.length).toBeLessThanOrEqual(50_000);
    container.querySelector<HTMLButtonElement>('[data-slot="markdown-plain-more"]')!.click();
    await waitFor(() => expect(container.querySelector('[data-slot="markdown-plain-more"]')).toBeNull(), { timeout: 30_000 });
    expect(plain.textContent).toBe("word ".repeat(400_000));
  });
});
