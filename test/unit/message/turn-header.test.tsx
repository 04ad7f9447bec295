import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Message } from "../../../src/model/types";
import { markdownRenderer } from "../../../src/markdown";
import { MessageView } from "../../../src/message";
import { PartkitProvider } from "../../../src/render";

const answer: Message = { id: "m2", role: "assistant", parts: [{ contentType: "text/markdown", content: "**Saturday** is sunny.\n\nPack a jacket." }] };
const header = (article: HTMLElement) => article.querySelector<HTMLElement>('[data-slot="message-header"]');

describe("turn headers", () => {
  it("name and avatar come from the provider's authors by role, then by role kind, and the view's own author wins", () => {
    const authors = { assistant: { name: "Forecaster", avatar: <img alt="" src="data:," /> }, agent: { name: "Team agent" } };
    render(
      <PartkitProvider authors={authors}>
        <MessageView message={answer} />
        <MessageView message={{ role: "agent/researcher", parts: [] }} />
        <MessageView message={answer} author={{ name: "Override" }} />
      </PartkitProvider>,
    );
    const [first, second, third] = screen.getAllByRole("article");
    expect(header(first!)).toHaveTextContent("Forecaster");
    expect(header(first!)!.querySelector('[data-slot="message-avatar"] img')).not.toBeNull();
    expect(header(second!)).toHaveTextContent("Team agent");
    // Without an avatar, a monogram of the name (decorative: the name is the text).
    expect(within(header(third!)!).getByText("O")).toHaveAttribute("aria-hidden", "true");
    expect(header(third!)).toHaveTextContent("Override");
  });

  it("an agent's role names it when no author is given; the user's bubble carries no name of its own", () => {
    render(
      <>
        <MessageView message={{ role: "agent/researcher", parts: [] }} />
        <MessageView message={{ role: "user", parts: [{ contentType: "text/plain", content: "Hi" }] }} />
      </>,
    );
    const [agent, user] = screen.getAllByRole("article");
    expect(agent!.querySelector('[data-slot="message-author-name"]')).toHaveTextContent(/^researcher$/);
    expect(user!.querySelector('[data-slot="message-author"]')).toBeNull();
  });

  it("a message with only an id and a time offers no Details; one with more (a request id) does", async () => {
    const { rerender } = render(<MessageView message={{ ...answer, createdAt: "2026-11-27T10:00:00Z" }} />);
    await waitFor(() => expect(screen.getByRole("article").querySelector('[data-slot="message-author"]')).not.toBeNull());
    expect(screen.queryByRole("button", { name: "Details" })).toBeNull();
    rerender(<MessageView message={{ ...answer, metadata: { requestId: "req_123" } }} />);
    expect(await screen.findByRole("button", { name: "Details" })).toBeInTheDocument();
  });
});

describe("message actions", () => {
  afterEach(() => vi.restoreAllMocks());

  it("copies the turn's words as markdown, and as the text the reader sees", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    render(
      <PartkitProvider renderers={[markdownRenderer]}>
        <MessageView
          message={{ ...answer, parts: [{ contentType: "text/vnd.partkit.reasoning", content: "thinking" }, ...answer.parts, { name: "/files/a.txt", contentType: "text/plain", content: "file" }] }}
          actions={<button data-slot="message-action">Retry</button>}
        />
      </PartkitProvider>,
    );
    const toolbar = screen.getByRole("toolbar", { name: "Message actions" });
    await user.click(within(toolbar).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenLastCalledWith("**Saturday** is sunny.\n\nPack a jacket.");
    expect(await within(toolbar).findByRole("status")).toHaveTextContent("Copied to the clipboard");
    await waitFor(() => expect(screen.getByText("Saturday").tagName).toBe("STRONG"));
    await user.click(within(toolbar).getByRole("button", { name: "Copy text" }));
    // Reasoning and the named file are not the message's words.
    expect(writeText.mock.lastCall?.[0]).not.toMatch(/thinking|file|\*\*/);
    expect(writeText.mock.lastCall?.[0]).toMatch(/Saturday/);
    // The app's own actions sit in the same toolbar.
    expect(within(toolbar).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("shows no actions while the turn streams, or when the app says false", () => {
    const { rerender } = render(<MessageView message={answer} status="streaming" />);
    expect(screen.queryByRole("toolbar")).toBeNull();
    rerender(<MessageView message={answer} actions={false} />);
    expect(screen.queryByRole("toolbar")).toBeNull();
    rerender(<MessageView message={answer} />);
    expect(screen.getByRole("toolbar", { name: "Message actions" })).toBeInTheDocument();
  });
});
