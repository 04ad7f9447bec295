import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { MessageView } from "../../../src/message";
import type { Message } from "../../../src/model/types";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/model/vocabulary/content-types";

const answer: Message = {
  role: "assistant",
  parts: [
    { contentType: "text/plain", content: "Rain after 14:00 in Lyon." },
    { name: "/sources/1", contentType: CT.citation, content: JSON.stringify({ url: "https://meteo.example/lyon", title: "Forecast for Lyon" }) },
  ],
};

// The unit setup calls preloadRenderers() first, as a server does before rendering: the copy
// buttons and the sources list, loaded on demand in the browser, are then in the server's HTML.
describe("a turn rendered on the server after preloadRenderers()", () => {
  it("has its copy buttons and its sources list, no placeholder, and hydrates without a mismatch", async () => {
    const app = <MessageView message={answer} actions={<button type="button">Retry</button>} />;
    const host = document.body.appendChild(document.createElement("div"));
    // eslint-disable-next-line no-restricted-syntax -- our own server HTML: hydrating it is what is tested
    host.innerHTML = renderToString(app);
    const toolbar = host.querySelector('[role="toolbar"]')!;
    // The copy buttons are icon buttons, named by aria-label; the app's Retry by its text.
    expect([...toolbar.querySelectorAll("button")].map((button) => button.getAttribute("aria-label") ?? button.textContent)).toEqual(["Copy", "Copy text", "Retry"]);
    expect(toolbar.querySelector('[data-state="loading"]')).toBeNull();
    expect(host.querySelector('[data-slot="message-sources"]')).toHaveTextContent("Forecast for Lyon");
    expect(host.querySelector('[data-slot="message-source-title"]')).toHaveAttribute("href", "https://meteo.example/lyon");
    const errors = vi.spyOn(console, "error");
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, app, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(host.querySelector('[role="toolbar"]')).toBe(toolbar);
    act(() => root.unmount());
    host.remove();
  });
});
