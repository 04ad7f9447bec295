import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { markdownRenderers } from "../../../src/markdown";
import { MessageView } from "../../../src/message";
import { PartkitProvider } from "../../../src/render";
import type { Message } from "../../../src/model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/model/vocabulary/content-types";
import { readingOrder } from "../../../src/message/reading-order";
import { linkToolCalls } from "../../../src/model/vocabulary/tool-links";

const citation = (name: string, value: unknown) => ({ name, contentType: CT.citation, content: JSON.stringify(value) });

const message: Message = {
  role: "assistant",
  parts: [
    { contentType: "text/markdown", content: "Rain after 14:00.", metadata: { references: [{ at: 16, name: "/sources/1" }] } },
    citation("/sources/1", { url: "https://meteo.example/lyon?token=secret", title: "Forecast for Lyon", citedText: "Showers likely after 14:00." }),
    { name: "/files/notes.txt", contentType: "text/plain", content: "Bring a jacket." },
    citation("/sources/2", { url: "javascript:alert(1)" }),
    { name: "/sources/3", contentType: CT.citation, content: "{ not json" },
  ],
};

describe("a message's sources", () => {
  it("are pulled out of the reading order into their own list, wherever they arrived", () => {
    const parts = message.parts;
    expect(readingOrder(parts, linkToolCalls(parts))).toMatchObject({ order: [0, 2], sources: [1, 3, 4] });
  });

  it("show as one numbered list after the content: linked title, host, quote; a bad one fails alone", () => {
    render(<MessageView message={message} meta={false} />);
    const list = screen.getByRole("group", { name: "3 sources" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^1Forecast for Lyon.*meteo\.example\/lyon.*Showers likely after 14:00\.$/);
    const link = within(rows[0]!).getByRole("link", { name: "Forecast for Lyon" });
    expect(link).toHaveAttribute("href", "https://meteo.example/lyon?token=secret");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    // The query (a token, often) is never shown, only host and path.
    expect(list).not.toHaveTextContent("secret");
    // A script URL is no link: its text shows, nothing to click.
    expect(rows[1]).toHaveTextContent("2");
    expect(within(rows[1]!).queryByRole("link")).toBeNull();
    // Unreadable JSON: the part's own error, in its row only.
    expect(within(rows[2]!).getByRole("alert")).toBeInTheDocument();
    // The file stays in the flow, captioned; the list comes after it.
    const file = screen.getByText("Bring a jacket.");
    expect(file.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("are where the text's references point: each row has the id the reference links to", async () => {
    const { container } = render(
      <PartkitProvider renderers={markdownRenderers}>
        <MessageView message={message} meta={false} />
      </PartkitProvider>,
    );
    const reference = await screen.findByRole("link", { name: /^Source 1: Forecast for Lyon/ });
    const row = container.querySelector<HTMLElement>('[data-slot="message-source"]')!;
    expect(decodeURIComponent(reference.getAttribute("href")!.slice(1))).toBe(row.id);
    fireEvent.click(reference);
    await waitFor(() => expect(row).toHaveFocus());
    expect(row).toHaveAttribute("data-highlighted");
  });

  it("stay in the split view's tree, not in a list", () => {
    render(<MessageView message={message} meta={false} layout="split" />);
    expect(screen.queryByRole("group", { name: "3 sources" })).toBeNull();
  });
});
