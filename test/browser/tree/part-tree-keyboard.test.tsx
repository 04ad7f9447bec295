import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render, screen } from "@testing-library/react";
import { PartTree } from "../../../src/tree/index";
import "../../../src/theme/theme.css";
import { researchBody } from "../../fixtures/tree/research";
import { softwareBody } from "../../fixtures/tree/software";

const focused = () => (document.activeElement as HTMLElement | null)?.dataset.path;
const row = (path: string) => screen.getAllByRole("treeitem").find((item) => item.dataset.path === path)!;
const press = (keys: string) => userEvent.keyboard(keys);
/**
 * Types letters in one task, as a fast typist's keys land within the type-ahead window: with
 * userEvent each key is its own task, and on a loaded machine the gap can pass the 500 ms window.
 */
const typeQuickly = async (letters: string) => {
  for (const key of letters) document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  await new Promise((resolve) => requestAnimationFrame(resolve));
};

function setup(ui = <PartTree body={researchBody} />) {
  const result = render(
    <>
      <button type="button">before</button>
      {ui}
      <button type="button">after</button>
    </>,
  );
  screen.getByRole("button", { name: "before" }).focus();
  return result;
}

describe("PartTree keyboard (WAI-ARIA tree pattern, real Chromium)", () => {
  it("is one tab stop that remembers the last focused row", async () => {
    setup(<PartTree body={researchBody} filterable={false} />);
    await userEvent.tab();
    expect(focused()).toBe("/reasoning");
    await press("{ArrowDown}");
    expect(focused()).toBe("/tool-calls");
    expect(screen.getAllByRole("treeitem").filter((item) => item.tabIndex === 0)).toEqual([row("/tool-calls")]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "after" }));
    await userEvent.tab({ shift: true });
    expect(focused()).toBe("/tool-calls");
  });

  it("moves with Up, Down, Home and End, stopping at the ends", async () => {
    setup();
    row("/reasoning").focus();
    await press("{ArrowUp}");
    expect(focused()).toBe("/reasoning");
    await press("{ArrowDown}{ArrowDown}");
    expect(focused()).toBe("/sources");
    await press("{End}");
    expect(focused()).toBe("/charts");
    await press("{ArrowDown}");
    expect(focused()).toBe("/charts");
    await press("{Home}");
    expect(focused()).toBe("/reasoning");
  });

  it("opens with Right, then moves to the first child; Right on a leaf does nothing", async () => {
    setup();
    row("/sources").focus();
    await press("{ArrowRight}");
    expect(row("/sources")).toHaveAttribute("aria-expanded", "true");
    expect(focused()).toBe("/sources");
    await press("{ArrowRight}");
    expect(focused()).toBe("/sources/1");
    await press("{ArrowRight}");
    expect(focused()).toBe("/sources/1");
  });

  it("moves to the parent with Left, then closes it", async () => {
    setup(<PartTree body={researchBody} defaultExpanded="all" />);
    row("/sources/2/note").focus();
    await press("{ArrowLeft}");
    expect(focused()).toBe("/sources/2");
    await press("{ArrowLeft}");
    expect(row("/sources/2")).toHaveAttribute("aria-expanded", "false");
    expect(focused()).toBe("/sources/2");
    await press("{ArrowLeft}");
    expect(focused()).toBe("/sources");
    await press("{ArrowLeft}{ArrowLeft}");
    expect(row("/sources")).toHaveAttribute("aria-expanded", "false");
    expect(focused()).toBe("/sources");
  });

  it("selects with Enter and Space", async () => {
    const onSelect = vi.fn();
    setup(<PartTree body={researchBody} defaultExpanded={["/sources"]} onSelect={onSelect} />);
    row("/sources/1").focus();
    await press("{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith("/sources/1", researchBody.parts[4]);
    expect(row("/sources/1")).toHaveAttribute("aria-selected", "true");
    await press("{ArrowDown}");
    await press(" ");
    expect(onSelect).toHaveBeenLastCalledWith("/sources/2", researchBody.parts[5]);
    expect(row("/sources/2")).toHaveAttribute("aria-selected", "true");
    expect(row("/sources/1")).toHaveAttribute("aria-selected", "false");
    expect(window.scrollY).toBe(0);
  });

  it("opens every sibling folder with *", async () => {
    setup();
    row("/reasoning").focus();
    await press("*");
    for (const path of ["/tool-calls", "/sources", "/charts"]) expect(row(path)).toHaveAttribute("aria-expanded", "true");
    expect(row("/sources/2")).toHaveAttribute("aria-expanded", "false");
    expect(focused()).toBe("/reasoning");
  });

  it("jumps by type-ahead: first letters, repeated letters cycle, a pause starts over", async () => {
    setup(<PartTree body={softwareBody} defaultExpanded={["/files"]} />);
    row("/files").focus();
    await press("p");
    expect(focused()).toBe("/files/package.json");
    await press("p");
    expect(focused()).toBe("/files/public");
    await press("p");
    expect(focused()).toBe("/files/package.json");
    await new Promise((resolve) => setTimeout(resolve, 600));
    await typeQuickly("tes");
    expect(focused()).toBe("/files/tests");
    await new Promise((resolve) => setTimeout(resolve, 600));
    await typeQuickly("to");
    expect(focused()).toBe("/tool-calls");
    await new Promise((resolve) => setTimeout(resolve, 600));
    await press("R");
    expect(focused()).toBe("/files/README.md");
  });

  it("mirrors Left and Right in a right-to-left page", async () => {
    setup(
      <div dir="rtl">
        <PartTree body={researchBody} />
      </div>,
    );
    row("/sources").focus();
    await press("{ArrowLeft}");
    expect(row("/sources")).toHaveAttribute("aria-expanded", "true");
    await press("{ArrowLeft}");
    expect(focused()).toBe("/sources/1");
    await press("{ArrowRight}");
    expect(focused()).toBe("/sources");
  });

  it("shows a focus ring for keyboard focus only", async () => {
    setup();
    await userEvent.tab();
    await userEvent.tab();
    expect(focused()).toBe("/reasoning");
    const style = getComputedStyle(row("/reasoning"));
    expect(style.outlineStyle).toBe("solid");
    expect(style.outlineWidth).toBe("2px");
    await userEvent.click(row("/charts"));
    expect(focused()).toBe("/charts");
    expect(getComputedStyle(row("/charts")).outlineStyle).toBe("none");
  });

  it("enters the tree from the filter with ArrowDown, and filters as you type", async () => {
    setup();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("searchbox"));
    await userEvent.keyboard("/sources/*");
    await expect.poll(() => screen.getAllByRole("treeitem").length).toBe(4);
    await press("{ArrowDown}");
    expect(focused()).toBe("/sources");
    await press("{ArrowDown}{ArrowDown}");
    expect(focused()).toBe("/sources/2");
  });
});

describe("PartTree focus when rows go away", () => {
  it("moves focus to the nearest visible ancestor when the app closes the focused row's folder", async () => {
    const { rerender } = render(<PartTree body={researchBody} expanded={["/sources", "/sources/2"]} />);
    row("/sources/2/note").focus();
    rerender(<PartTree body={researchBody} expanded={[]} />);
    await expect.poll(() => focused()).toBe("/sources");
    expect(row("/sources")).toHaveAttribute("tabindex", "0");
    await press("{ArrowDown}");
    expect(focused()).toBe("/charts");
  });

  it("leaves focus alone when it is outside the tree", async () => {
    const { rerender } = render(
      <>
        <PartTree body={researchBody} expanded={["/sources"]} />
        <button type="button">elsewhere</button>
      </>,
    );
    row("/sources/1").focus();
    screen.getByRole("button", { name: "elsewhere" }).focus();
    rerender(
      <>
        <PartTree body={researchBody} expanded={[]} />
        <button type="button">elsewhere</button>
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "elsewhere" }));
  });
});
