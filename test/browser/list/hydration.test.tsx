import { waitFor } from "@testing-library/react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { MessageList } from "../../../src/list";
import { PartkitProvider } from "../../../src/render";
import "../../../src/theme/theme.css";
import { makeTranscript } from "../../fixtures/list/transcript";

describe("MessageList rendered on a server, hydrated in Chromium", () => {
  it("shows the server's latest messages, hydrates without a mismatch, then virtualises at the bottom", async () => {
    const messages = makeTranscript(300);
    const app = (
      <PartkitProvider>
        <MessageList messages={messages} style={{ height: 400, width: 600 }} />
      </PartkitProvider>
    );
    const host = document.body.appendChild(document.createElement("div"));
    // eslint-disable-next-line no-restricted-syntax -- our own server HTML: hydrating it is what is tested
    host.innerHTML = renderToString(app);
    const serverRows = [...host.querySelectorAll('[data-slot="message-list-item"]')].map((row) => row.getAttribute("data-index"));
    expect(serverRows.at(-1)).toBe("299");
    const errors = vi.spyOn(console, "error");
    const recoverable: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const root = flushSync(() => hydrateRoot(host, app, { onRecoverableError: (error) => recoverable.push(error) }));
    await waitFor(() => expect(host.querySelector('[data-slot="message-list"]')).not.toHaveAttribute("aria-busy"));
    const viewport = host.querySelector<HTMLElement>('[role="log"]')!;
    await waitFor(() => expect(viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight).toBeLessThanOrEqual(8));
    expect(viewport.querySelector('[data-index="299"]')).not.toBeNull();
    // The virtualiser mounts only what is near the viewport, not the server's 20 rows plus more.
    expect(viewport.querySelectorAll('[data-slot="message-list-item"]').length).toBeLessThan(40);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    root.unmount();
    host.remove();
  });
});
