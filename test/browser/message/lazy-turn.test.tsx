import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "../../../src/theme/theme.css";
import { MessageView } from "../../../src/message";
import type { Message } from "../../../src/model/types";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/model/vocabulary/content-types";

// Nothing is preloaded in this file: the copy buttons and the sources list are fetched with the
// first turn that shows them, as in an app that never calls preloadRenderers().
(globalThis as { partkitSkipPreload?: boolean }).partkitSkipPreload = true;

const answer: Message = {
  role: "assistant",
  parts: [
    { contentType: "text/plain", content: "Rain after 14:00 in Lyon." },
    { name: "/sources/1", contentType: CT.citation, content: JSON.stringify({ url: "https://meteo.example/lyon", title: "Forecast for Lyon" }) },
  ],
};
// Generous: the test server compiles each module on its first request.
const arrival = { timeout: 15_000 };
const box = (element: Element | null) => element!.getBoundingClientRect();

describe("a turn's copy buttons and sources before they are preloaded (real Chromium)", () => {
  it("hold the actions row's height and the app's own action (focus kept), then arrive without moving what is above", async () => {
    // A plain root, as an app has: React resumes suspended renders on its own schedule.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement("div"));
    container.style.width = "600px";
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <>
          <MessageView message={answer} actions={<button type="button" data-slot="message-action">Retry</button>} />
          <MessageView message={answer} />
        </>,
      ),
    );
    const [toolbar, plain] = [...container.querySelectorAll('[role="toolbar"][aria-label="Message actions"]')] as [Element, Element];
    const spacer = toolbar.querySelector('[data-slot="message-action"][data-state="loading"]');
    // First paint: the text, the toolbar with the app's Retry and a hidden spacer where Copy goes.
    expect(container.querySelector('[data-slot="message-content"]')).toHaveTextContent("Rain after 14:00 in Lyon.");
    expect(spacer).not.toBeNull();
    expect(spacer).not.toBeVisible();
    expect(toolbar.querySelector('[data-action="copy"]')).toBeNull();
    const retry = toolbar.querySelector("button")!;
    expect(retry).toHaveTextContent("Retry");
    const before = { toolbar: box(toolbar), plain: box(plain), content: box(container.querySelector('[data-slot="message-content"]')) };
    // The turn without an action of the app's holds the copy row's height with its spacer alone.
    expect(plain.querySelectorAll("button")).toHaveLength(0);
    expect(before.plain.height).toBeGreaterThan(10);
    retry.focus();

    await waitFor(() => expect(toolbar.querySelector('[data-action="copy"]')).not.toBeNull(), arrival);
    await waitFor(() => expect(container.querySelectorAll('[role="group"][aria-label="Source"]')).toHaveLength(2), arrival);
    // The same toolbar and Retry element (focus stays), the row as tall as its placeholder, the
    // content where it was; the sources list sits between content and actions.
    expect(container.querySelector('[role="toolbar"]')).toBe(toolbar);
    await waitFor(() => expect(plain.querySelector('[data-action="copy"]')).not.toBeNull());
    expect(Math.abs(box(plain).height - before.plain.height)).toBeLessThan(1);
    expect(document.activeElement).toBe(retry);
    expect(toolbar.querySelector('[data-state="loading"]')).toBeNull();
    expect(Math.abs(box(toolbar).height - before.toolbar.height)).toBeLessThan(1);
    expect(box(container.querySelector('[data-slot="message-content"]')).top).toBe(before.content.top);
    expect(container.querySelector('[data-slot="message-source-title"]')).toHaveTextContent("Forecast for Lyon");
    // Keyboard: Tab from Retry leaves the toolbar (Copy and Copy text come before it), Shift+Tab reaches them.
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toHaveAttribute("data-action", "copy-text");
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toHaveAttribute("data-action", "copy");
    root.unmount();
    container.remove();
  });
});
