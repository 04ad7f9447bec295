// Folded content (a tool card's answered result, closed reasoning) stays in the page for the
// browser's find-in-page: `hidden="until-found"`, and a match unfolds it. The browser marks a match
// by firing `beforematch` on the region; window.find (a different search) skips such regions, so the
// event is fired here as the find bar would.
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageView } from "../../../src/message";
import type { Message } from "../../../src/model/types";
import "../../../src/theme/theme.css";

const message: Message = {
  role: "assistant",
  parts: [
    { contentType: "text/vnd.partkit.reasoning", content: "The user wants ZEPHYRINE weather." },
    { name: "/tool-calls/c1", contentType: "application/vnd.partkit.tool-call+json", content: JSON.stringify({ id: "c1", name: "get_forecast", arguments: { city: "Lyon" } }) },
    { name: "/tool-calls/c1/result", contentType: "application/vnd.partkit.tool-result+json", content: JSON.stringify({ callId: "c1", output: "Rain expected near QUOLLSTONE bridge" }) },
  ],
};

const toolTrigger = () => screen.getByRole("button", { name: /Get forecast/ });
const reasoningTrigger = () => screen.getByRole("button", { name: "Reasoning" });

describe("folded content in real Chromium", () => {
  it("keeps a folded tool result and closed reasoning in the page, hidden until found", async () => {
    const { container } = render(<MessageView message={message} />);
    await waitFor(() => expect(toolTrigger()).toHaveAttribute("aria-expanded", "false"));
    const body = container.querySelector('[data-slot="tool-call-body"]')!;
    expect(body.getAttribute("hidden")).toBe("until-found");
    await waitFor(() => expect(body).toHaveTextContent("QUOLLSTONE"));
    expect(screen.getByText(/QUOLLSTONE/)).not.toBeVisible();
    const reasoning = container.querySelector('[data-slot="reasoning-content"]')!;
    expect(reasoning.getAttribute("hidden")).toBe("until-found");
    await waitFor(() => expect(reasoning).toHaveTextContent("ZEPHYRINE"));
    // The browser fires beforematch on a match; each region unfolds its own card.
    body.dispatchEvent(new Event("beforematch"));
    await waitFor(() => expect(toolTrigger()).toHaveAttribute("aria-expanded", "true"));
    expect(body.hasAttribute("hidden")).toBe(false);
    expect(reasoningTrigger()).toHaveAttribute("aria-expanded", "false");
    // Folded again by hand, it is findable again.
    toolTrigger().click();
    await waitFor(() => expect(body.getAttribute("hidden")).toBe("until-found"));
  });
});
