import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
// No stylesheet on purpose (issue 22): apps that bring their own CSS don't load partkit/theme.css,
// and every virtualised view must still bound itself. Each test file runs in its own page, so
// nothing another file imports reaches this one.
import { MessageList } from "../../../src/list";
import { MessageView } from "../../../src/message";
import type { Message, Part } from "../../../src/model/types";
import { PartView, PartkitProvider } from "../../../src/render";
import { PartTree } from "../../../src/tree";
import { SchemaForm } from "../../../src/form";

const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
const textParts = (count: number): Part[] => Array.from({ length: count }, (_, i) => ({ contentType: "text/plain", content: `text ${i}` }));
const rowsOf = (root: ParentNode, slot: string) => root.querySelectorAll(`[data-slot="${slot}"]`).length;
// Generous: the views mount tens of rows; every row is hundreds or thousands.
const bound = 500;

describe("virtualised views without theme.css (real Chromium)", () => {
  it("has no partkit stylesheet in the page", () => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.filter((rule) => rule.includes("data-slot"))).toEqual([]);
  });

  it.each([1_000, 100_000])("a message of %i parts mounts a bounded window in a box of its own and scrolls to its last part", async (count) => {
    const message: Message = { id: "m", role: "assistant", parts: textParts(count) };
    const started = performance.now();
    const { container } = render(
      <PartkitProvider>
        <MessageView message={message} navigator={false} style={{ width: 600 }} />
      </PartkitProvider>,
    );
    const box = await screen.findByRole("group", { name: `Message parts (${count})` });
    await vi.waitFor(() => expect(within(box).getByText("text 1")).toBeVisible());
    await frame();
    console.log(`no theme, ${count} parts: ${rowsOf(container, "message-parts-row")} mounted, first paint ${Math.round(performance.now() - started)} ms`);
    expect(box).toHaveAttribute("data-virtual", "own");
    expect(rowsOf(container, "message-parts-row")).toBeLessThan(bound);
    expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    box.scrollTop = box.scrollHeight;
    await vi.waitFor(() => expect(within(box).getByText(`text ${count - 1}`)).toBeVisible());
    expect(rowsOf(container, "message-parts-row")).toBeLessThan(bound);
  });

  it("inside an app's pane set to scroll but not bounded, the parts still get a bounded box of their own", async () => {
    const count = 100_000;
    const { container } = render(
      <PartkitProvider>
        <div data-testid="pane" style={{ overflowY: "auto", width: 600 }}>
          <MessageView message={{ id: "m", role: "assistant", parts: textParts(count) }} navigator={false} />
        </div>
      </PartkitProvider>,
    );
    const box = await screen.findByRole("group", { name: `Message parts (${count})` });
    await vi.waitFor(() => expect(within(box).getByText("text 1")).toBeVisible());
    expect(box).toHaveAttribute("data-virtual", "own");
    expect(rowsOf(container, "message-parts-row")).toBeLessThan(bound);
    box.scrollTop = box.scrollHeight;
    await vi.waitFor(() => expect(within(box).getByText(`text ${count - 1}`)).toBeVisible());
  });

  it("inside an app's bounded pane, the parts scroll with the pane and the pane is left as the app styled it", async () => {
    const count = 100_000;
    const { container } = render(
      <PartkitProvider>
        <div data-testid="pane" style={{ height: 500, overflowY: "auto", width: 600 }}>
          <MessageView message={{ id: "m", role: "assistant", parts: textParts(count) }} navigator={false} />
        </div>
      </PartkitProvider>,
    );
    const pane = screen.getByTestId("pane");
    const content = await screen.findByRole("group", { name: `Message parts (${count})` });
    await vi.waitFor(() => expect(content).toHaveAttribute("data-virtual", "shared"));
    await vi.waitFor(() => expect(within(content).getByText("text 1")).toBeVisible());
    expect(content.style.maxHeight).toBe("");
    expect(pane.style.maxHeight).toBe("");
    expect(rowsOf(container, "message-parts-row")).toBeLessThan(bound);
    pane.scrollTop = pane.scrollHeight;
    await vi.waitFor(() => expect(within(content).getByText(`text ${count - 1}`)).toBeVisible());
  });

  it("a JSON tree of 100,000 rows mounts a bounded window and scrolls to its last row", async () => {
    const content = JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i));
    const started = performance.now();
    const { container } = render(<PartView part={{ contentType: "application/json", content }} />);
    const tree = await screen.findByRole("tree");
    await frame();
    console.log(`no theme, JSON tree of 100,001 rows: ${rowsOf(container, "json-row")} mounted, first paint ${Math.round(performance.now() - started)} ms`);
    expect(tree).toHaveAttribute("data-virtual");
    expect(rowsOf(container, "json-row")).toBeLessThan(bound);
    expect(tree.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    tree.scrollTop = tree.scrollHeight;
    await vi.waitFor(() => expect(within(tree).getAllByText("99999")[0]).toBeVisible()); // its key and its value
    expect(rowsOf(container, "json-row")).toBeLessThan(bound);
  });

  it("a CSV of 100,000 rows mounts a bounded window and scrolls to its last row", async () => {
    const content = ["id,name", ...Array.from({ length: 100_000 }, (_, i) => `${i},row ${i}`)].join("\n");
    const started = performance.now();
    const { container } = render(<PartView part={{ contentType: "text/csv", content }} />);
    const table = await screen.findByRole("group", { name: /^Table/ });
    await frame();
    const mounted = () => container.querySelectorAll("tbody tr:not([data-slot='csv-spacer'])").length;
    console.log(`no theme, CSV of 100,000 rows: ${mounted()} mounted, first paint ${Math.round(performance.now() - started)} ms`);
    expect(table).toHaveAttribute("data-virtual");
    expect(mounted()).toBeLessThan(bound);
    expect(table.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    table.scrollTop = table.scrollHeight;
    await vi.waitFor(() => expect(within(table).getByText("row 99999")).toBeVisible());
    expect(mounted()).toBeLessThan(bound);
  });

  it("a part tree of 10,000 named parts mounts a bounded window", async () => {
    const parts = Array.from({ length: 10_000 }, (_, i): Part => ({ name: `/p${i}`, contentType: "text/plain" }));
    const { container } = render(<PartTree body={{ parts }} aria-label="Parts" />);
    const tree = await screen.findByRole("tree", { name: "Parts" });
    await frame();
    console.log(`no theme, part tree of 10,000 rows: ${rowsOf(container, "part-tree-item")} mounted`);
    expect(rowsOf(container, "part-tree-item")).toBeLessThan(bound);
    const viewport = container.querySelector<HTMLElement>('[data-slot="part-tree-viewport"]')!;
    expect(viewport.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    expect(tree).toBeVisible();
  });

  it("a transcript of 10,000 messages given a height mounts a bounded window (its bound is inline already)", async () => {
    const messages: Message[] = Array.from({ length: 10_000 }, (_, i) => ({ id: `m${i}`, role: i % 2 ? "user" : "assistant", parts: [{ contentType: "text/plain", content: `message ${i}` }] }));
    const { container } = render(
      <PartkitProvider>
        <MessageList messages={messages} style={{ height: 500, width: 600 }} />
      </PartkitProvider>,
    );
    await vi.waitFor(() => expect(screen.getByText("message 9999")).toBeVisible());
    expect(rowsOf(container, "message-list-item")).toBeLessThan(bound);
  });

  it("a form of 2,000 properties mounts a bounded window of fields", async () => {
    const properties = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`field${i}`, { type: "string", title: `Field ${i}` }]));
    const { container } = render(<SchemaForm schema={{ type: "object", properties }} />);
    await vi.waitFor(() => expect(screen.getByLabelText("Field 0")).toBeVisible(), { timeout: 20_000 });
    await frame();
    expect(container.querySelectorAll("input").length).toBeLessThan(bound);
  });
});
