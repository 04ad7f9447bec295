import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "../../../src/theme/theme.css";
import { renderInScroller } from "../fetch/scroller";
import type { Message } from "../../../src/model/types";
import { PartkitProvider } from "../../../src/render";
import { MessageView } from "../../../src/message";
import { origin, requests, uniq } from "../fetch/helpers";
import { poisonedParts } from "../../fixtures/hostile/poisoned-parts";

const json = (value: unknown) => JSON.stringify(value);

describe("MessageView in real Chromium", () => {
  it("parts that throw when read (getters, Proxies, a revoked Proxy) each fail alone, in both layouts", async () => {
    const good = Array.from({ length: 13 }, (_, i) => (i % 2 ? { name: `/files/f${i}.txt`, contentType: "text/plain", content: `file ${i}` } : { contentType: "text/plain", content: `text ${i}` }));
    const parts = [...good.slice(0, 6), ...poisonedParts.map((p) => p.part), ...good.slice(6)];
    for (const layout of ["inline", "split"] as const) {
      const view = renderInScroller(<MessageView body={{ parts }} layout={layout} />);
      for (const part of good) if (!part.name || layout === "inline") expect(screen.getByText(part.content)).toBeVisible();
      if (layout === "inline") {
        const alerts = screen.getAllByRole("alert");
        expect(alerts).toHaveLength(poisonedParts.length);
        for (const { why } of poisonedParts) expect(alerts.filter((alert) => why.test(alert.textContent ?? "")), String(why)).toHaveLength(1);
      } else {
        // The tree lists every readable name, including the broken part whose name still reads.
        const tree = screen.getByRole("tree");
        const folder = within(tree).getByRole("treeitem", { name: /^bad/ });
        if (folder.getAttribute("aria-expanded") === "false") await userEvent.click(folder);
        await userEvent.click(await within(tree).findByRole("treeitem", { name: /^content/ }));
        // The six unnamed broken parts in the main content, plus the named one now in the preview.
        await vi.waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(poisonedParts.length));
        expect(screen.getAllByRole("alert").filter((alert) => poisonedParts[0]!.why.test(alert.textContent ?? ""))).toHaveLength(1);
      }
      view.unmount();
    }
  });

  it("split: following a result's link to its call selects the call and moves focus to it", async () => {
    const message: Message = {
      role: "assistant",
      parts: [
        { contentType: "text/plain", content: "Looked it up." },
        { name: "/tool-calls/call_7", contentType: "application/vnd.partkit.tool-call+json", content: json({ id: "call_7", name: "weather", arguments: { city: "Austin" } }) },
        { name: "/tool-calls/call_7/result", contentType: "application/vnd.partkit.tool-result+json", content: json({ callId: "call_7", name: "weather", output: { tempC: 31 } }) },
      ],
    };
    renderInScroller(<MessageView message={message} layout="split" defaultSelected="/tool-calls/call_7/result" />);
    const preview = screen.getByRole("group", { name: "Preview of /tool-calls/call_7/result" });
    await userEvent.click(within(preview).getByRole("link", { name: "Weather" }));
    const callPreview = await screen.findByRole("group", { name: "Preview of /tool-calls/call_7" });
    await vi.waitFor(() => expect(callPreview).toHaveFocus());
    expect(within(callPreview).getByRole("group", { name: "Tool call Weather" })).toBeVisible();
    expect(screen.getByRole("treeitem", { name: /^Weather$/ })).toHaveAttribute("aria-selected", "true");
  });

  it("split: a remote attachment loads only when it is previewed", async () => {
    const id = uniq("preview");
    const message: Message = {
      parts: [
        { name: "/files/a.txt", contentType: "text/plain", content: "inline" },
        { name: "/files/b.txt", contentType: "text/plain", contentUrl: `${origin}/text/${id}?body=remote-b` },
      ],
    };
    renderInScroller(
      <PartkitProvider>
        <MessageView message={message} layout="split" />
      </PartkitProvider>,
    );
    await new Promise((done) => setTimeout(done, 150));
    expect(await requests(`/text/${id}`)).toBe(0);
    await userEvent.click(screen.getByRole("treeitem", { name: /b\.txt/ }));
    expect(await screen.findByText("remote-b")).toBeVisible();
    expect(await requests(`/text/${id}`)).toBe(1);
  });

  it("inline: the navigator reveals a result folded inside its call, scrolled to, focused and highlighted", async () => {
    const files = Array.from({ length: 30 }, (_, i) => ({ name: `/files/notes-${i}.txt`, contentType: "text/plain", content: `notes ${i}` }));
    const message: Message = {
      role: "assistant",
      parts: [
        { name: "/tool-calls/call_7", contentType: "application/vnd.partkit.tool-call+json", content: json({ id: "call_7", name: "weather", arguments: { city: "Austin" } }) },
        ...files,
        { name: "/tool-calls/call_7/result", contentType: "application/vnd.partkit.tool-result+json", content: json({ callId: "call_7", output: "31 degrees" }) },
      ],
    };
    renderInScroller(<MessageView message={message} />);
    const scroller = screen.getByTestId("scroller");
    const trigger = screen.getByRole("button", { name: "Weather" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    // Folded: in the page for find-in-page, not shown.
    expect(screen.getByText("31 degrees")).not.toBeVisible();
    await userEvent.click(screen.getByText("32 named parts"));
    const tree = await screen.findByRole("tree", { name: "Named parts" });
    await userEvent.click(within(tree).getByRole("treeitem", { name: "files" }));
    await userEvent.click(within(tree).getByRole("treeitem", { name: "notes-29.txt" }));
    const last = screen.getByText("notes 29").closest("figure")!;
    await vi.waitFor(() => expect(last).toHaveFocus());
    expect(last).toHaveAttribute("data-highlighted");
    const inView = (el: Element) => {
      const box = el.getBoundingClientRect();
      const port = scroller.getBoundingClientRect();
      return box.bottom > port.top && box.top < port.bottom;
    };
    expect(inView(last)).toBe(true);
    const expand = async (name: string | RegExp) => {
      const row = within(tree).getByRole("treeitem", { name });
      if (row.getAttribute("aria-expanded") !== "false") return;
      row.focus();
      await userEvent.keyboard("{ArrowRight}");
    };
    await expand("tool-calls");
    await expand(/^Weather$/);
    await userEvent.click(within(tree).getByRole("treeitem", { name: "result" }));
    await vi.waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"));
    const result = screen.getByText("31 degrees").closest("figure")!;
    await vi.waitFor(() => expect(result).toHaveFocus());
    expect(inView(result)).toBe(true);
    expect(within(result).getByRole("group", { name: "Result" })).toBeVisible();
  });

  it("inline: a user turn is a right-aligned bubble sized to its words, and still loads what it shows", async () => {
    const id = uniq("bubble");
    const message: Message = {
      role: "user",
      parts: [
        { contentType: "text/plain", content: "What is the weather in Austin?" },
        { name: "/files/q.txt", contentType: "text/plain", contentUrl: `${origin}/text/${id}?body=attached-question` },
      ],
    };
    renderInScroller(
      <PartkitProvider>
        <MessageView message={message} />
      </PartkitProvider>,
    );
    const scroller = screen.getByTestId("scroller");
    const bubble = screen.getByRole("article", { name: "user message" });
    expect(await screen.findByText("attached-question")).toBeVisible();
    const box = bubble.getBoundingClientRect();
    const port = scroller.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(100);
    expect(box.width).toBeLessThan(port.width);
    expect(Math.abs(box.right - port.right)).toBeLessThan(Math.abs(box.left - port.left));
  });
});
