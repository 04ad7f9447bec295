import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expandToBudget, flattenJson, summarize } from "../../../src/render/json/json-rows";
import { JsonPart, JsonTree } from "../../../src/render";

function deep(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = { next: value };
  return value;
}

describe("flattenJson", () => {
  it("lists only open containers' children, with depth, parent and sibling positions", () => {
    const value = { a: [1, 2], b: { c: true } };
    expect(flattenJson(value, new Set())).toHaveLength(1);
    const rows = flattenJson(value, new Set<object>([value, value.a]));
    expect(rows.map((r) => [r.key, r.depth, r.parent, r.posinset, r.setsize])).toEqual([
      [undefined, 0, -1, 1, 1],
      ["a", 1, 0, 1, 2],
      [0, 2, 1, 1, 2],
      [1, 2, 1, 2, 2],
      ["b", 1, 0, 2, 2],
    ]);
  });

  it("flattens a 10,000-deep document without recursion", () => {
    const value = deep(10_000);
    const open = expandToBudget(value, 100_000);
    expect(open.size).toBe(10_000);
    const rows = flattenJson(value, open);
    expect(rows).toHaveLength(10_001);
    expect(rows.at(-1)!.depth).toBe(10_000);
  });

  it("shows a value that contains itself once instead of looping", () => {
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    expect(flattenJson(cyclic, new Set([cyclic]))).toHaveLength(3);
    expect(expandToBudget(cyclic, 100).size).toBe(1);
  });

  it("opens whole levels while they fit the budget", () => {
    const value = { a: { x: 1 }, b: Array.from({ length: 500 }, (_, i) => i) };
    const open = expandToBudget(value, 200);
    expect(open.has(value)).toBe(true);
    expect(open.has(value.b)).toBe(false);
  });

  it("does not look at the children of a level that alone fills the budget", () => {
    let reads = 0;
    const wide: Record<string, unknown> = {};
    for (let i = 0; i < 300; i++)
      Object.defineProperty(wide, `key${i}`, {
        enumerable: true,
        get: () => {
          reads++;
          return { nested: i };
        },
      });
    expect([...expandToBudget(wide, 200)]).toEqual([wide]);
    expect(reads).toBe(0);
  });

  it("summarises values", () => {
    expect([summarize("x".repeat(400)).length, summarize([1]), summarize({}), summarize(null), summarize(undefined)]).toEqual([303, "[1 item]", "{}", "null", "undefined"]);
  });
});

describe("JsonTree", () => {
  it("is a keyboard-operable WAI-ARIA tree with a roving tabindex", async () => {
    render(<JsonTree value={{ user: { name: "Ada", langs: ["en", "fr"] }, ok: true }} aria-label="Doc" toolbar={false} />);
    const tree = screen.getByRole("tree", { name: "Doc" });
    const items = () => screen.getAllByRole("treeitem");
    expect(items().map((i) => i.getAttribute("tabindex"))).toEqual(["0", "-1", "-1", "-1", "-1", "-1", "-1"]);
    expect(tree).toBeInTheDocument();
    await userEvent.tab();
    expect(items()[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(items()[1]).toHaveFocus();
    expect(items()[1]).toHaveTextContent('"user": {2 keys}');
    expect(items()[1]).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowLeft}");
    expect(items()[1]).toHaveAttribute("aria-expanded", "false");
    expect(items()).toHaveLength(3);
    await userEvent.keyboard("{ArrowLeft}");
    expect(items()[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowRight}");
    expect(items()[1]).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(items()[2]).toHaveFocus();
    expect(items()[2]).toHaveAttribute("aria-level", "3");
    await userEvent.keyboard("{End}");
    expect(items().at(-1)).toHaveFocus();
    expect(items().at(-1)).toHaveTextContent('"ok": true');
    await userEvent.keyboard("{Home}{Enter}");
    expect(items()).toHaveLength(1);
  });

  it("expands and collapses all from the toolbar and on click", async () => {
    const value = { a: { b: { c: { d: 1 } } } };
    render(<JsonTree value={value} initialRows={1} />);
    expect(screen.getAllByRole("treeitem")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Expand all" }));
    expect(screen.getAllByRole("treeitem")).toHaveLength(5);
    await userEvent.click(screen.getByRole("button", { name: "Collapse all" }));
    expect(screen.getAllByRole("treeitem")).toHaveLength(1);
    await userEvent.click(screen.getByRole("treeitem"));
    expect(screen.getAllByRole("treeitem")).toHaveLength(2);
  });

  it("virtualises long row lists", () => {
    const { container } = render(<JsonTree value={Array.from({ length: 5000 }, (_, i) => ({ i }))} />);
    const rendered = container.querySelectorAll('[role="treeitem"]').length;
    expect(container.querySelector('[data-slot="json-tree"]')).toHaveAttribute("data-virtual");
    // jsdom has no layout, so the window is empty here; the browser tests measure it.
    expect(rendered).toBeLessThan(200);
    expect(screen.getByText("5,001 rows")).toBeInTheDocument();
  });

  it("renders primitives at the root", () => {
    render(<JsonTree value="just a string" />);
    expect(screen.getByRole("treeitem")).toHaveTextContent('"just a string"');
    expect(screen.queryByRole("button", { name: "Expand all" })).toBeNull();
  });
});

describe("JsonPart", () => {
  it("shows a tree, a raw toggle, and invalid JSON with its error and text", async () => {
    const { container, rerender } = render(<JsonPart part={{ contentType: "application/json", content: '{"a":1}' }} />);
    expect(container.firstElementChild).toHaveAttribute("data-state", "ready");
    await userEvent.click(screen.getByRole("button", { name: "Raw JSON" }));
    expect(screen.getByLabelText(/Raw JSON of/)).toHaveTextContent('{"a":1}');
    rerender(<JsonPart part={{ contentType: "application/json", content: '{"a":' }} />);
    expect(container.firstElementChild).toHaveAttribute("data-state", "invalid");
    expect(screen.getByRole("alert")).toHaveTextContent("Not valid JSON");
    rerender(<JsonPart part={{ contentType: "application/json", content: '{"a":' }} status="streaming" />);
    expect(container.firstElementChild).toHaveAttribute("data-state", "partial");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
