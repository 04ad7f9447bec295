import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import "../../../src/theme/theme.css";
import { JsonTree } from "../../../src/render";

// The JSON tree shares the part tree's keyboard (src/internal/tree-keyboard) and roving focus
// (src/internal/virtual-list): these are the behaviours it lacked before.

const value = { alpha: { one: 1, two: 2 }, beta: [1, 2, 3], gamma: "g", delta: { x: true } };
const focused = () => document.activeElement as HTMLElement;
const row = (name: string) => screen.getAllByRole("treeitem").find((el) => el.querySelector('[data-slot="json-key"]')?.textContent === JSON.stringify(name))!;

describe("JSON tree keyboard (real Chromium)", () => {
  it("mirrors Left and Right in right-to-left text", async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <JsonTree value={value} aria-label="Payload" />
      </div>,
    );
    const root = screen.getAllByRole("treeitem")[0]!;
    expect(root).toHaveAttribute("aria-expanded", "true");
    root.focus();
    // Right is "back" in right-to-left text: it closes the open root, Left opens it again.
    await user.keyboard("{ArrowRight}");
    expect(root).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowLeft}");
    expect(root).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowLeft}");
    expect(focused()).toBe(row("alpha"));
    await user.keyboard("{ArrowRight}");
    expect(focused()).toBe(row("alpha"));
    expect(row("alpha")).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowRight}");
    expect(focused()).toBe(root);
  });

  it("moves by type-ahead on keys, cycling through rows with the same first letter", async () => {
    const user = userEvent.setup();
    render(<JsonTree value={value} aria-label="Payload" />);
    screen.getAllByRole("treeitem")[0]!.focus();
    const pause = () => new Promise((done) => setTimeout(done, 600));
    await user.keyboard("g");
    expect(focused()).toBe(row("gamma"));
    await pause();
    await user.keyboard("d");
    expect(focused()).toBe(row("delta"));
    await pause();
    await user.keyboard("be");
    expect(focused()).toBe(row("beta"));
    // Typed quickly, "a" then "l" is one search: "al" stays on alpha.
    await pause();
    await user.keyboard("al");
    expect(focused()).toBe(row("alpha"));
  });

  it("keeps focus in the tree when the focused row disappears", async () => {
    const user = userEvent.setup();
    let shrink!: () => void;
    function Host() {
      const [data, setData] = useState<unknown>(value);
      shrink = () => setData({ only: 1 });
      return <JsonTree value={data} aria-label="Payload" />;
    }
    render(<Host />);
    row("delta").focus();
    await user.keyboard("{ArrowDown}");
    expect(focused()).toHaveAttribute("aria-level", "3");
    await act(async () => shrink());
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    expect(focused()).toHaveAttribute("role", "treeitem");
    expect(screen.getByRole("tree")).toContainElement(focused());
  });
});
