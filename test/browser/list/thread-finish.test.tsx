import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { MessageList } from "../../../src/list";
import { markdownRenderer } from "../../../src/markdown";
import type { Message } from "../../../src/model/types";
import { PartkitProvider } from "../../../src/render";
import "../../../src/theme/theme.css";

const messages: Message[] = [
  { id: "u", role: "user", parts: [{ contentType: "text/plain", content: "What will the weather be like in Lyon?" }] },
  { id: "a1", role: "assistant", parts: [{ contentType: "text/markdown", content: "Let me check the forecast." }] },
  { id: "a2", role: "assistant", parts: [{ contentType: "text/markdown", content: "**Saturday** is sunny, Sunday wet after 14:00." }] },
];

const articles = () => screen.getAllByRole("article");

describe("a MessageList transcript's finish (real Chromium, theme.css)", () => {
  it("consecutive turns of one speaker share the first one's header", async () => {
    render(
      <PartkitProvider renderers={[markdownRenderer]}>
        <MessageList messages={messages} style={{ height: 600, width: 1200 }} />
      </PartkitProvider>,
    );
    await waitFor(() => expect(articles()).toHaveLength(3));
    const [, first, second] = articles();
    expect(first).not.toHaveAttribute("data-continued");
    expect(first!.querySelector('[data-slot="message-author-name"]')).toHaveTextContent("Assistant");
    expect(second).toHaveAttribute("data-continued");
    expect(second!.querySelector('[data-slot="message-author"]')).toBeNull();
  });

  it("reads as a centred column no wider than --pk-thread-width, however wide the list", async () => {
    render(
      <PartkitProvider renderers={[markdownRenderer]}>
        <MessageList messages={messages} style={{ height: 600, width: 1200 }} />
      </PartkitProvider>,
    );
    await waitFor(() => expect(articles()).toHaveLength(3));
    const list = screen.getByRole("log").getBoundingClientRect();
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    for (const article of articles().slice(1)) {
      const box = article.getBoundingClientRect();
      expect(box.width).toBeLessThanOrEqual(48 * rem + 1);
      // As much room on either side, give or take the scrollbar's gutter.
      expect(Math.abs(box.left - list.left - (list.right - box.right))).toBeLessThan(24);
    }
  });

  it("a turn's actions are quiet until the turn is hovered or focused, and reachable by keyboard", async () => {
    render(
      <PartkitProvider renderers={[markdownRenderer]}>
        <div style={{ width: 700 }}>
          <MessageList messages={[...messages, { id: "u2", role: "user", parts: [{ contentType: "text/plain", content: "Thanks" }] }]} style={{ height: 600 }} />
        </div>
      </PartkitProvider>,
    );
    await waitFor(() => expect(articles()).toHaveLength(4));
    const toolbar = articles()[1]!.querySelector<HTMLElement>('[data-slot="message-actions"]')!;
    await waitFor(() => expect(getComputedStyle(toolbar).opacity).toBe("0"));
    await userEvent.hover(articles()[1]!);
    await waitFor(() => expect(getComputedStyle(toolbar).opacity).toBe("1"));
    await userEvent.unhover(articles()[1]!);
    toolbar.querySelector<HTMLElement>("button")!.focus();
    await waitFor(() => expect(getComputedStyle(toolbar).opacity).toBe("1"));
  });
});
