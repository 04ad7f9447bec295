import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MessageList } from "../../../src/list";
import { PartkitProvider } from "../../../src/render";
import type { Message } from "../../../src/model/types";

const text = (i: number) => `[message ${i}]`;
const messages: Message[] = Array.from({ length: 60 }, (_, i) => ({
  id: `m${i}`,
  role: i % 2 ? "assistant" : "user",
  parts: [{ contentType: "application/json", content: JSON.stringify({ note: text(i) }) }],
}));
const app = <PartkitProvider><MessageList messages={messages} style={{ height: 400 }} /></PartkitProvider>;

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("MessageList on the server", () => {
  it("puts the latest messages in the HTML, not an empty viewport", () => {
    const html = renderToString(app);
    expect(html).toContain('role="log"');
    expect(html).toContain(text(59));
    expect(html).toContain(text(45));
    expect(html).not.toContain(text(0)); // older history waits for the virtualiser
  });

  it("hydrates that HTML without a mismatch, then virtualises", async () => {
    const host = document.createElement("div");
    // eslint-disable-next-line no-restricted-syntax -- our own server HTML: hydrating it is what is tested
    host.innerHTML = renderToString(app);
    document.body.append(host);
    const errors = vi.spyOn(console, "error");
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, app, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // After hydration the virtualiser owns the list: one content box as tall as all 60 messages'
    // estimated heights (jsdom has no layout, so which rows show is checked in Chromium).
    expect(host.querySelector('[data-slot="message-list"]')).not.toHaveAttribute("aria-busy");
    expect(host.querySelector<HTMLElement>('[data-slot="message-list-content"]')?.style.height).toBe(`${60 * 96}px`);
    act(() => root.unmount());
  });
});
