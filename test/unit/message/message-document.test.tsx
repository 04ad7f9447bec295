import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fromAnthropic } from "../../../src/adapters/anthropic";
import { MessageView } from "../../../src/message";

// A user turn handing the model a document to cite, as the Anthropic Messages API carries it.
const [message] = fromAnthropic([
  {
    role: "user",
    content: [
      { type: "document", title: "Lyon forecast", source: { type: "text", media_type: "text/plain", data: "Showers likely after 14:00." }, citations: { enabled: true } },
      { type: "text", text: "Plan my Sunday." },
    ],
  },
]);

describe("a text document given to the model", () => {
  it("shows folded under its title in the turn, its text in the page for find-in-page, and opens", async () => {
    const { container } = render(<MessageView message={message!} meta={false} />);
    const details = container.querySelector<HTMLDetailsElement>('[data-slot="message-document"]')!;
    expect(details.open).toBe(false);
    const summary = screen.getByText("Lyon forecast").closest("summary")!;
    expect(summary).toHaveTextContent("Lyon forecastDocument");
    expect(details).toHaveTextContent("Showers likely after 14:00.");
    expect(screen.getByText("Plan my Sunday.")).toBeVisible();
    await userEvent.click(summary);
    expect(details.open).toBe(true);
  });
});
