import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { MessageView } from "../../../src/message";
import type { Message } from "../../../src/model/types";
import "../../../src/theme/theme.css";

const turn = (id: string, text: string): Message => ({ id, role: "assistant", parts: [{ contentType: "text/plain", content: text }] });
const box = (element: Element) => element.getBoundingClientRect();

describe("turns one even gap apart (real Chromium, theme.css)", () => {
  it("an earlier turn's actions take no room and float over its end corner when hovered; the latest turn keeps its row", async () => {
    render(
      <div style={{ width: 640, display: "flex", flexDirection: "column", gap: 24 }}>
        <MessageView message={turn("a1", "Let me check the forecast.")} meta={false} />
        <MessageView message={turn("a2", "Saturday is sunny.")} meta={false} />
      </div>,
    );
    const [first, latest] = screen.getAllByRole("article") as [HTMLElement, HTMLElement];
    await waitFor(() => expect(first.querySelector('[data-action="copy"]')).not.toBeNull());
    await waitFor(() => expect(latest.querySelector('[data-action="copy"]')).not.toBeNull());
    const content = first.querySelector('[data-slot="message-content"]')!;
    const toolbar = first.querySelector<HTMLElement>('[data-slot="message-actions"]')!;
    // The earlier turn ends where its words end: no band kept for hidden buttons.
    expect(Math.abs(box(first).bottom - box(content).bottom)).toBeLessThan(1);
    expect(Math.abs(box(latest).top - box(first).bottom - 24)).toBeLessThan(1);
    expect(getComputedStyle(toolbar).opacity).toBe("0");
    // Hovered: shown in place, over the turn, and nothing moves.
    const before = box(latest).top;
    await userEvent.hover(first);
    await waitFor(() => expect(getComputedStyle(toolbar).opacity).toBe("1"));
    expect(box(toolbar).bottom).toBeLessThanOrEqual(box(first).bottom + 0.5);
    expect(box(latest).top).toBe(before);
    // The latest turn shows its actions at rest, in a row of its own under its words.
    const row = latest.querySelector<HTMLElement>('[data-slot="message-actions"]')!;
    expect(getComputedStyle(row).opacity).toBe("1");
    expect(box(row).top).toBeGreaterThanOrEqual(box(latest.querySelector('[data-slot="message-content"]')!).bottom);
    // Icon buttons, each named (the name is also its tooltip).
    expect([...row.querySelectorAll("button")].map((b) => b.getAttribute("aria-label"))).toEqual(["Copy", "Copy text"]);
  });
});
