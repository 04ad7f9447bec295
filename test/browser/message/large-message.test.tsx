import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "../../../src/theme/theme.css";
import { MessageList } from "../../../src/list";
import { markdownRenderers } from "../../../src/markdown";
import { MessageView } from "../../../src/message";
import type { Message, Part } from "../../../src/model/types";
import { PartkitProvider } from "../../../src/render";

// One message of 100,000 parts: before, it mounted every part (a 13.7 s first frame and 300,000
// DOM nodes for plain text). Now only the parts in view are in the DOM, in every layout.
const count = 100_000;
const parts: Part[] = Array.from({ length: count }, (_, i) =>
  i % 10 === 0 ? { name: `/files/${i}.txt`, contentType: "text/plain", content: `file ${i}` } : { contentType: "text/plain", content: `text ${i}` },
);
const huge: Message = { id: "m1", role: "assistant", parts };

const mounted = (root: ParentNode) => root.querySelectorAll('[data-slot="message-parts-row"]').length;

describe("a very large message", () => {
  it("mounts only the parts in view, scrolls in its own box and reaches the last part", async () => {
    const { container } = render(
      <PartkitProvider>
        <MessageView message={huge} navigator={false} style={{ width: 600 }} />
      </PartkitProvider>,
    );
    const box = await screen.findByRole("group", { name: `Message parts (${count})` });
    expect(box).toHaveAttribute("data-virtual", "own");
    await vi.waitFor(() => expect(within(box).getByText("text 1")).toBeVisible());
    // The theme bounds the box, so the inline fallback for apps without theme.css stays off.
    expect(box.style.maxHeight).toBe("");
    expect(getComputedStyle(box).maxHeight).not.toBe("none");
    expect(mounted(container)).toBeGreaterThan(5);
    expect(mounted(container)).toBeLessThan(200);
    expect(container.querySelectorAll("*").length).toBeLessThan(5_000);
    // The box is a keyboard stop and scrolls; its far end holds the last part.
    box.focus();
    expect(document.activeElement).toBe(box);
    box.scrollTop = box.scrollHeight;
    await vi.waitFor(() => expect(within(box).getByText(`text ${count - 1}`)).toBeVisible());
    expect(mounted(container)).toBeLessThan(200);
  });

  it("inside a scrolling pane, scrolls with the pane (no box of its own) and still mounts only what is in view", async () => {
    const { container } = render(
      <PartkitProvider>
        <div data-testid="pane" style={{ height: 500, overflow: "auto", width: 600 }}>
          <p style={{ height: 300, margin: 0 }}>Above the message</p>
          <MessageView message={huge} navigator={false} />
        </div>
      </PartkitProvider>,
    );
    const pane = screen.getByTestId("pane");
    const content = await screen.findByRole("group", { name: `Message parts (${count})` });
    await vi.waitFor(() => expect(content).toHaveAttribute("data-virtual", "shared"));
    await vi.waitFor(() => expect(within(content).getByText("text 1")).toBeVisible());
    expect(content.scrollHeight).toBe(content.clientHeight);
    pane.scrollTop = pane.scrollHeight / 2;
    await vi.waitFor(() => expect(within(content).getAllByText(/^text 5\d{4}$/).length).toBeGreaterThan(0));
    // What shows is where the pane looks: a part is painted inside the pane's box.
    const shown = within(content).getAllByText(/^text \d+$/).find((el) => {
      const r = el.getBoundingClientRect();
      const p = pane.getBoundingClientRect();
      return r.top >= p.top && r.bottom <= p.bottom;
    });
    expect(shown).toBeDefined();
    expect(mounted(container)).toBeLessThan(200);
    pane.scrollTop = pane.scrollHeight;
    await vi.waitFor(() => expect(within(content).getByText(`text ${count - 1}`)).toBeVisible());
  });

  it("in the split layout too: the unnamed parts are windowed and the tree of named parts virtualises", async () => {
    const { container } = render(
      <PartkitProvider>
        <MessageView message={huge} layout="split" style={{ width: 900 }} />
      </PartkitProvider>,
    );
    const box = await screen.findByRole("group", { name: `Message parts (${count - count / 10})` });
    await vi.waitFor(() => expect(within(box).getByText("text 1")).toBeVisible());
    expect(await screen.findByRole("tree", { name: "Named parts" })).toBeVisible();
    expect(mounted(container)).toBeLessThan(200);
    expect(container.querySelectorAll("*").length).toBeLessThan(5_000);
  });

  it("scrolls to a part a link opens, far down the message, and focuses and highlights it", async () => {
    const user = userEvent.setup();
    const linked: Message = { ...huge, parts: [{ contentType: "text/markdown", content: "See [the last file](#/files/99990.txt)." }, ...parts] };
    render(
      <PartkitProvider renderers={markdownRenderers}>
        <MessageView message={linked} navigator={false} style={{ width: 600 }} />
      </PartkitProvider>,
    );
    await user.click(await screen.findByRole("link", { name: "the last file" }));
    await vi.waitFor(() => expect(document.activeElement?.getAttribute("data-slot")).toBe("message-part"));
    expect(document.activeElement).toHaveTextContent("file 99990");
    expect(document.activeElement).toHaveAttribute("data-highlighted");
    expect(document.activeElement).toBeVisible();
  });

  it("streams into its last part inside a transcript without mounting the rest", async () => {
    const list = (last: string) => [
      { id: "q", role: "user", parts: [{ contentType: "text/plain", content: "Dump everything" }] },
      { ...huge, parts: [...parts.slice(0, -1), { contentType: "text/plain", content: last }] },
    ];
    const { container, rerender } = render(
      <PartkitProvider>
        <div style={{ height: 700, display: "flex" }}>
          <MessageList messages={list("growing")} />
        </div>
      </PartkitProvider>,
    );
    await screen.findByRole("group", { name: `Message parts (${count})` });
    rerender(
      <PartkitProvider>
        <div style={{ height: 700, display: "flex" }}>
          <MessageList messages={list("growing, grown")} />
        </div>
      </PartkitProvider>,
    );
    expect(mounted(container)).toBeLessThan(200);
    expect(screen.getByText("Dump everything")).toBeVisible();
  });
});
