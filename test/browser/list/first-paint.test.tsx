import { screen, waitFor } from "@testing-library/react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { MessageList } from "../../../src/list";
import type { Message } from "../../../src/model/types";
import "../../../src/theme/theme.css";
import { makeTranscript } from "../../fixtures/list/transcript";

// Nothing is preloaded in this file: the list, its virtualiser and the JSON renderer are fetched
// on first use, as in an app that never calls preloadRenderers().
(globalThis as { partkitSkipPreload?: boolean }).partkitSkipPreload = true;

describe("MessageList before anything is preloaded (real Chromium)", () => {
  it("paints the latest messages at once, then switches to the virtualiser at the bottom", async () => {
    const messages: Message[] = [
      ...makeTranscript(300),
      { id: "json", role: "tool", parts: [{ contentType: "application/json", content: '{"answer":42}' }] },
    ];
    // A plain root, as an app has: React resumes suspended renders on its own schedule (inside
    // testing-library's act() it would wait for the next act call instead).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    flushSync(() => root.render(<MessageList messages={messages} style={{ height: 400, width: 600 }} />));
    const list = container.querySelector('[data-slot="message-list"]')!;
    // First paint: the plain tail, busy, already showing the newest message.
    expect(list).toHaveAttribute("aria-busy", "true");
    const rows = container.querySelectorAll('[data-slot="message-list-item"]');
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows[rows.length - 1]).toHaveAttribute("data-index", "300");
    expect(screen.getByRole("log", { name: "Messages" })).toBeInTheDocument();
    // Then the virtualiser and the JSON renderer arrive.
    // Generous: the test server compiles each module on its first request.
    const arrival = { timeout: 15_000 };
    await waitFor(() => expect(container.querySelector('[data-slot="message-list"]')).not.toHaveAttribute("aria-busy"), arrival);
    await waitFor(() => expect(container.querySelector('[data-slot="json-part"]')).not.toBeNull(), arrival);
    const viewport = screen.getByRole("log", { name: "Messages" });
    await waitFor(() => expect(viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight).toBeLessThanOrEqual(8));
    expect(viewport.querySelector('[data-index="300"]')).not.toBeNull();
    expect(container.querySelector('[data-slot="part-pending"]')).toBeNull();
    root.unmount();
    container.remove();
  });
});
