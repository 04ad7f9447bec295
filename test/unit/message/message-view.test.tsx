import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Message } from "../../../src/model/types";
import { defineRenderer, PartkitProvider, type PartRendererProps } from "../../../src/render";
import { MessageView } from "../../../src/message";

const message: Message = {
  role: "assistant",
  channel: "final",
  parts: [
    { contentType: "text/plain", content: "Here is the summary." },
    { name: "/sources/1", contentType: "text/plain", content: "source one" },
    { contentType: "text/plain", content: "And a second paragraph." },
    { name: "/sources/2", contentType: "text/plain", content: "source two" },
    { name: "/files/notes.txt", contentType: "text/plain", content: "notes" },
  ],
};

describe("MessageView", () => {
  it("shows unnamed parts in order as the main content and role/channel in a header", () => {
    const { container } = render(<MessageView message={message} />);
    const view = screen.getByRole("article", { name: "assistant message" });
    expect(view).toHaveAttribute("data-role", "assistant");
    expect(view).toHaveAttribute("data-channel", "final");
    expect(view).toHaveAttribute("data-layout", "split");
    const header = container.querySelector('[data-slot="message-header"]')!;
    expect(within(header as HTMLElement).getByRole("group", { name: "Message information" })).toHaveTextContent(/assistant/i);
    expect(header).toHaveTextContent(/final/i);
    const main = container.querySelector('[data-slot="message-content"]')!;
    expect(Array.from(main.querySelectorAll('[data-slot="text-part-body"]')).map((p) => p.textContent)).toEqual(["Here is the summary.", "And a second paragraph."]);
  });

  it("can leave the metadata header out", () => {
    const { container } = render(<MessageView message={message} meta={false} />);
    expect(container.querySelector('[data-slot="message-header"]')).toBeNull();
  });

  it("split: named parts in a tree with a preview of the selected one", async () => {
    const { container } = render(<MessageView message={message} />);
    const tree = screen.getByRole("tree", { name: "Named parts" });
    expect(within(tree).getAllByRole("treeitem").length).toBeGreaterThanOrEqual(3);
    const preview = screen.getByRole("group", { name: "Preview of /sources/1" });
    expect(preview).toHaveTextContent("source one");
    expect(container.querySelector('[data-slot="message-content"]')).not.toHaveTextContent("source one");
    await userEvent.click(within(tree).getByRole("treeitem", { name: /^files/ }));
    await userEvent.click(within(tree).getByRole("treeitem", { name: /notes\.txt/ }));
    expect(screen.getByRole("group", { name: "Preview of /files/notes.txt" })).toHaveTextContent("notes");
  });

  it("split: a folder selection asks for a part", async () => {
    render(<MessageView body={message} defaultSelected="/sources" />);
    expect(screen.getByRole("group", { name: "Preview" })).toHaveTextContent("/sources is a folder");
  });

  it("inline: named parts in order, captioned by name", () => {
    const { container } = render(<MessageView message={message} layout="inline" />);
    const figures = Array.from(container.querySelectorAll('[data-slot="message-attachment"]'));
    expect(figures.map((f) => f.querySelector("figcaption")!.textContent)).toEqual(["/sources/1", "/sources/2", "/files/notes.txt"]);
    expect(figures[1]).toHaveTextContent("source two");
    expect(screen.queryByRole("tree")).toBeNull();
  });

  it("shows schema problems compactly and still renders the parts", async () => {
    const schema = { parts: [{ contentType: "text/markdown", required: true }, { name: "/sources/*", contentType: "text/plain" }] };
    const { container } = render(<MessageView message={message} schema={schema} layout="inline" />);
    const notice = container.querySelector('[data-slot="schema-notice"]')!;
    expect(notice).toHaveAttribute("data-state", "invalid");
    expect(notice).toHaveTextContent(/does not match its schema: \d+ problems?/);
    await userEvent.click(within(notice as HTMLElement).getByRole("button", { name: "Show details" }));
    expect(within(notice as HTMLElement).getAllByRole("listitem").length).toBeGreaterThan(0);
    expect(screen.getByText("Here is the summary.")).toBeInTheDocument();
  });

  it("treats missing required parts as pending while streaming", () => {
    const schema = { parts: [{ contentType: "text/plain" }, { name: "/**", contentType: "text/plain" }, { name: "/final", contentType: "text/plain", required: true }] };
    const { container } = render(<MessageView message={message} schema={schema} status="streaming" />);
    expect(container.querySelector('[data-slot="schema-notice"]')).toHaveAttribute("data-state", "pending");
    expect(screen.getByRole("article")).toHaveAttribute("data-state", "streaming");
    const parts = container.querySelectorAll('[data-slot="text-part"][data-streaming]');
    expect(parts).toHaveLength(0);
  });

  it("marks the last part as streaming", () => {
    const { container } = render(<MessageView body={{ parts: [{ contentType: "text/plain", content: "a" }, { contentType: "text/plain", content: "b" }] }} status="streaming" />);
    const streaming = container.querySelectorAll('[data-slot="text-part"][data-streaming]');
    expect(streaming).toHaveLength(1);
    expect(streaming[0]).toHaveTextContent("b");
  });

  it("follows each part's own metadata.status, and status=complete overrides it", () => {
    const streaming = { status: "streaming" };
    const body = {
      parts: [
        { contentType: "text/plain", content: "first", metadata: streaming },
        { contentType: "text/plain", content: "second", metadata: streaming },
        { contentType: "text/plain", content: "done", metadata: { status: "complete" } },
      ],
    };
    const live = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-slot="text-part"][data-streaming]'), (el) => el.textContent);
    const { container, rerender } = render(<MessageView body={body} status="streaming" />);
    expect(live(container)).toEqual(["first", "second"]);
    rerender(<MessageView body={body} />);
    expect(live(container)).toEqual(["first", "second"]);
    rerender(<MessageView body={body} status="complete" />);
    expect(live(container)).toEqual([]);
  });

  it("does not render unchanged parts again while another part streams", () => {
    const renders = new Map<string, number>();
    const Counting = ({ part }: PartRendererProps) => {
      renders.set(part.content!, (renders.get(part.content!) ?? 0) + 1);
      return <p>{part.content}</p>;
    };
    const counting = defineRenderer({ match: "text/x-count", component: Counting, priority: 5 });
    const first = { contentType: "text/x-count", content: "first" };
    const view = (last: string) => (
      <PartkitProvider renderers={[counting]}>
        <MessageView body={{ parts: [first, { contentType: "text/x-count", content: last }] }} status="streaming" />
      </PartkitProvider>
    );
    const { rerender } = render(view("a"));
    rerender(view("ab"));
    rerender(view("abc"));
    expect(renders.get("first")).toBe(1);
    expect(screen.getByText("abc")).toBeInTheDocument();
  });

  it("renders an empty or malformed body without crashing", () => {
    const { container, rerender } = render(<MessageView body={{ parts: [] }} />);
    expect(screen.getByRole("article")).toBeInTheDocument();
    rerender(<MessageView body={{ parts: "nope" } as never} />);
    expect(container.querySelector('[data-slot="message-content"]')).toBeNull();
  });
});
