import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fromAnthropic } from "../../../src/adapters/anthropic";
import { MessageView } from "../../../src/message";
import { markdownRenderers, MarkdownPart } from "../../../src/markdown";
import { withReferenceLinks } from "../../../src/markdown/part-links";
import type { Message } from "../../../src/model";
import { PartkitProvider } from "../../../src/render";

const cited = fromAnthropic({
  role: "assistant",
  content: [
    { type: "text", text: "**Sunday** turns wet after 14:00" , citations: [{ type: "web_search_result_location", url: "https://meteo.example/lyon", title: "Lyon forecast", cited_text: "Showers after 14:00" }] },
    { type: "text", text: ", so see the [museum](#/files/1) then." },
    { type: "document", title: "plan.md", source: { type: "text", media_type: "text/plain", data: "Museum at 15:00" } },
  ],
});

const inMessage = (message: Message) => (
  <PartkitProvider renderers={markdownRenderers}>
    <MessageView message={message} meta={false} navigator={false} />
  </PartkitProvider>
);

describe("references and links to parts in markdown", () => {
  it("shows a cited span's reference as a raised number linked to its source, in the text where it was cited", () => {
    const { container } = render(inMessage(cited));
    const paragraph = container.querySelector('[data-slot="markdown"] p')!;
    expect(paragraph.textContent).toBe("Sunday turns wet after 14:001, so see the museum then.");
    const reference = screen.getByRole("link", { name: "Source 1: Lyon forecast" });
    expect(reference.parentElement).toHaveAttribute("data-slot", "markdown-reference");
    expect(reference).toHaveTextContent("1");
    const source = container.querySelector("#" + CSS.escape(decodeURIComponent(reference.getAttribute("href")!.slice(1))));
    expect(source).toHaveAttribute("data-slot", "message-source");
    expect(source).toHaveTextContent(/^1Lyon forecast/);
  });

  it("opens the source (scrolls to it, focuses and highlights it) when the reference is followed, and so for any #/<part> link", async () => {
    const user = userEvent.setup();
    const { container } = render(inMessage(cited));
    await user.click(screen.getByRole("link", { name: /Source 1/ }));
    const figures = Array.from(container.querySelectorAll('[data-slot="message-part"]'));
    const source = container.querySelector('[data-slot="message-source"]');
    await waitFor(() => expect(document.activeElement).toBe(source));
    expect(source).toHaveAttribute("data-highlighted");
    expect(window.location.hash).toBe("");

    const file = figures.find((f) => f.textContent?.includes("Museum at 15:00"));
    expect(file).toBeDefined();
    const museum = screen.getByRole("link", { name: "museum" });
    expect(museum.getAttribute("href")).toBe(`#${encodeURIComponent(file!.id)}`);
    await user.click(museum);
    await waitFor(() => expect(document.activeElement).toBe(file));
  });

  it("outside a message, a reference is a plain raised number and a part link stays as written", () => {
    const part = cited.parts[0]!;
    const { container } = render(<MarkdownPart part={part} />);
    expect(container.querySelector('[data-slot="markdown-reference"]')).toHaveTextContent("1");
    expect(container.querySelector('[data-slot="markdown-reference"] a')).toBeNull();
    expect(screen.getByRole("link", { name: "museum" })).toHaveAttribute("href", "#/files/1");
  });

  it("places references without letting the text around them change what they are", () => {
    expect(withReferenceLinks("Great!", [{ at: 6, name: "/sources/1" }])).toBe("Great!\u200B[1](<#/sources/1>)");
    expect(withReferenceLinks("a b", [{ at: 1, name: "/odd name/(x)" }, { at: 3, name: "/sources/7" }])).toBe("a[1](<#/odd%20name/(x)>) b[7](<#/sources/7>)");
    // Out of order or out of range references are skipped, not misplaced.
    expect(withReferenceLinks("abc", [{ at: 2, name: "/s/1" }, { at: 1, name: "/s/2" }, { at: 9, name: "/s/3" }])).toBe("ab[1](<#/s/1>)c");
  });

  it("renders a hostile part name in a reference as text, never as markup or a script URL", () => {
    const message: Message = {
      role: "assistant",
      parts: [
        { contentType: "text/markdown", content: "Look.", metadata: { sources: ["/x>)[y](javascript:alert(1))"], references: [{ at: 4, name: "/x>)[y](javascript:alert(1))" }] } },
        { name: "/x>)[y](javascript:alert(1))", contentType: "text/plain", content: "odd" },
      ],
    };
    const { container } = render(inMessage(message));
    expect(container.querySelectorAll('a[href^="javascript"]')).toHaveLength(0);
    expect(container.querySelector('[data-slot="markdown"] p')!.textContent).toBe("Look1.");
  });
});
